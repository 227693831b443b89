# The site's messages in English: the source of every language's messages (build.rs,
# src/i18n). Each message's comment names its variables and their types, `(Number)` or
# `(String)`; a translation uses the same variables, and may select on any of them.
#
# Words that recur:
#   $vocabulary: "kalah" for Kalah's words (Red and Green, trays, Mancalas), "homes" for the
#   DOS program's Awari, Ayo and Oware (Player 1 and Player 2, cups, homes).
#   $side: "south" (the first player, Red or Player 1) or "north".

## Two-row games: players and pits

# A player's name.
# $vocabulary (String) - "kalah" or "homes"
# $side (String) - "south" or "north"
player-name =
    { $vocabulary ->
        [kalah]
            { $side ->
                [south] Red
               *[north] Green
            }
       *[homes]
            { $side ->
                [south] Player 1
               *[north] Player 2
            }
    }

# A house, as a screen reader names it: "Red tray 3".
# $player (String) - the owner's name
# $vocabulary (String) - "kalah" or "homes"
# $number (Number) - the house's number, from its owner's left
house-name =
    { $vocabulary ->
        [kalah] { $player } tray { $number }
       *[homes] { $player } cup { $number }
    }

# A house in a sentence, with its owner: "Red's tray 3".
# $player (String) - the owner's name
# $vocabulary (String) - "kalah" or "homes"
# $number (Number) - the house's number
house-phrase =
    { $vocabulary ->
        [kalah] { $player }'s tray { $number }
       *[homes] { $player }'s cup { $number }
    }

# The mover's own house in a sentence, as "from tray 3" says it.
# $vocabulary (String) - "kalah" or "homes"
# $number (Number) - the house's number
own-house =
    { $vocabulary ->
        [kalah] tray { $number }
       *[homes] cup { $number }
    }

# A store in a sentence, with its owner: "Green's Mancala".
# $player (String) - the owner's name
# $vocabulary (String) - "kalah" or "homes"
store-phrase =
    { $vocabulary ->
        [kalah] { $player }'s Mancala
       *[homes] { $player }'s home
    }

# A number of stones.
# $count (Number)
stones =
    { $count ->
        [one] 1 stone
       *[other] { $count } stones
    }

## Two-row games: a move as it plays (the status while the stones move)

# $player (String) - the mover
# $count (Number) - the stones picked up
# $from (String) - where from: an own-house, or a house-phrase or store-phrase
sows-from =
    { $count ->
        [one] { $player } sows 1 stone from { $from }
       *[other] { $player } sows { $count } stones from { $from }
    }

# $player (String) - the mover
sows = { $player } sows

so-far-picks-up-again = , picks them up again

# $count (Number) - how many times, 2 or more
so-far-picks-up-again-times = , picks them up again ({ $count } times)

# $count (Number) - stones captured so far
so-far-captures = , captures { $count }

# $player (String) - the mover's opponent
# $count (Number) - stones the opponent has taken so far
so-far-opponent-takes = , and { $player } takes { $count }

# $vocabulary (String) - "kalah" or "homes"
so-far-game-over =
    { $vocabulary ->
        [kalah] . The game is over: the stones left go to the Mancalas
       *[homes] . The game is over: the stones left go to the homes
    }

so-far-ellipsis = …

## Two-row games: the end

# $why (String) - end-* below
# $result (String) - end-wins or end-draw
game-over = Game over: { $why }. { $result }.

# $player (String)
# $vocabulary (String) - "kalah" or "homes"
end-store-majority =
    { $vocabulary ->
        [kalah] { $player }'s Mancala holds more than half of the stones
       *[homes] { $player }'s home holds more than half of the stones
    }

# $player (String)
# $vocabulary (String) - "kalah" or "homes"
end-houses-empty =
    { $vocabulary ->
        [kalah] all of { $player }'s trays are empty
       *[homes] all of { $player }'s cups are empty
    }

# $player (String)
end-no-legal-move = { $player } has no move left, and the stones on the board go to the last player to move

# $player (String) - who cannot give stones
# $opponent (String)
end-cannot-feed = { $player } cannot give { $opponent } any stones, so { $player } takes the stones left

end-repetition = the same position came up for the third time, so each player takes the stones on their own side

end-few-stones-left = too few stones are left to play on

# $player (String)
end-points-majority = { $player } has more than half of all points

# $player (String) - the winner
# $score (Number) - the winner's total
# $other (Number) - the loser's total
end-wins = { $player } wins { $score } to { $other }

# $score (Number) - each player's total
end-draw = A draw, { $score } each

## Two-row games: refused moves

refused-game-over = the game is over

# $vocabulary (String) - "kalah" or "homes"
# $number (Number)
refused-no-such-house =
    { $vocabulary ->
        [kalah] there is no tray { $number }
       *[homes] there is no cup { $number }
    }

# $pit (String) - a house-phrase
refused-empty-house = { $pit } is empty

# $pit (String) - a house-phrase
# $player (String) - the player to move
refused-not-your-house = { $pit } is not yours: it is { $player }'s turn

# $player (String) - the store's owner
# $vocabulary (String) - "kalah" or "homes"
refused-store =
    { $vocabulary ->
        [kalah] { $player }'s Mancala is not played: choose one of the small trays
       *[homes] { $player }'s home is not played: choose one of your cups
    }

# $pit (String) - a house-phrase
# $player (String) - the opponent
refused-must-feed = { $pit } would leave { $player } without stones: you must give them some

# $pit (String) - a house-phrase
# $player (String) - the opponent
refused-grand-slam = { $pit } would capture every stone of { $player } (a grand slam), which is not allowed while another move exists

# $pit (String) - a house-phrase
refused-not-allowed = { $pit } may not be played now

## Kalah: what a move did

# $player (String) - the mover
# $stones (String) - a stones message
# $number (Number) - the tray played
kalah-sowed = { $player } sowed { $stones } from tray { $number }

# $player (String)
# $number (Number) - the tray, empty before the stone fell
kalah-empty-tray = { $player }'s empty tray { $number }

# $sowed (String) - kalah-sowed
# $player (String) - the mover
kalah-into-store-end = { $sowed }; the last one fell in { $player }'s Mancala.

# $sowed (String) - kalah-sowed
# $player (String) - the mover
kalah-into-store = { $sowed }; the last one fell in { $player }'s Mancala, so { $player } moves again.

# $sowed (String) - kalah-sowed
# $pit (String) - kalah-empty-tray
# $player (String) - the mover
kalah-lone-capture = { $sowed }; the last one fell in { $pit } and went to { $player }'s Mancala (the tray opposite was empty).

# $sowed (String) - kalah-sowed
# $pit (String) - kalah-empty-tray
# $player (String) - the mover
# $stones (String) - a stones message: the stones captured
# $opposite (Number) - the stones taken from the tray opposite
kalah-capture = { $sowed }; the last one fell in { $pit }: { $player } captures { $stones } ({ $opposite } from the tray opposite).

# $sowed (String) - kalah-sowed
# $pit (String) - kalah-empty-tray
kalah-empty-kept = { $sowed }; the last one fell in { $pit }, but the tray opposite is empty, so it stays there.

# $sowed (String) - kalah-sowed
# $pit (String) - a house-phrase or store-phrase
kalah-elsewhere = { $sowed }; the last one fell in { $pit }.

## Awari, Ayo and Oware: what a move did

# $player (String) - the mover
# $stones (String) - a stones message
# $number (Number) - the cup played
homes-sowed = { $player } sowed { $stones } from cup { $number }

homes-skipping = , skipping that cup each time round

homes-full-stop = .

# $count (Number) - the laps after the first
# $from (String) - where each lap began, a homes-list-then
homes-relays =
    { $count ->
        [one] { " " }The sowing went on for 1 more lap, from { $from }.
       *[other] { " " }The sowing went on for { $count } more laps, from { $from }.
    }

# A pit and the stones picked up from it again.
# $pit (String) - a house-phrase
# $count (Number)
homes-relay-from = { $pit } ({ $count })

# The separator of the list of laps: "cup 3 (4), then cup 5 (2)".
homes-list-then = , then

# $player (String) - who took them
# $pit (String) - a house-phrase
homes-four = { " " }{ $player } took the 4 stones of { $pit }.

# $player (String) - the mover
# $stones (String) - a stones message: the total
# $from (String) - homes-capture-from, joined by homes-list-and
homes-captured = { " " }{ $player } captured { $stones } ({ $from }).

# $count (Number)
# $pit (String) - a house-phrase
homes-capture-from = { $count } from { $pit }

# The separator of a list of captures.
homes-list-and = ,{ " " }

# $player (String) - the opponent
homes-grand-slam-spared = { " " }That would take every stone on { $player }'s side (a grand slam), so nothing is captured.

# $pit (String) - a house-phrase
homes-endless = { " " }The relay would have gone round for ever, so it stopped at { $pit }.

# $player (String) - the mover
homes-extra-turn = { " " }The last stone fell in { $player }'s home, so { $player } moves again.

# $pit (String) - a house-phrase or store-phrase
homes-last = { " " }The last stone fell in { $pit }.

## Two-row games: the board's screen

# $player (String) - who starts
game-starts = { $player } starts.

# $player (String) - the player to move
# $vocabulary (String) - "kalah" or "homes"
two-row-to-move =
    { $vocabulary ->
        [kalah] { $player } to move: tap one of your gold-ringed trays.
       *[homes] { $player } to move: tap one of your gold-ringed cups.
    }

# A player's store and its stones, on the player's bar: "Mancala: 12".
# $vocabulary (String) - "kalah" or "homes"
# $count (Number)
store-count =
    { $vocabulary ->
        [kalah] Mancala: { $count }
       *[homes] Home: { $count }
    }

## Calcala: players, pits, what a move did, refused moves
# (messages of src/games/calcala)

# A seat's name, on the board, in the status and in sentences: "Player 1".
# $number (Number) - the seat, 1 to 4
calcala-seat-name = Player { $number }

# What a move did, its first sentence, when the sowing did nothing but go straight on.
# $player (String) - the mover, a calcala-seat-name
# $count (Number) - the stones picked up
# $from (String) - the pit played, in notation: "B3"
# $direction (String) - the direction, in notation: "NE"
calcala-sowed =
    { $count ->
        [one] { $player } sowed 1 stone from { $from } towards { $direction }.
       *[other] { $player } sowed { $count } stones from { $from } towards { $direction }.
    }

# The same with what else the sowing did: "Player 1 sowed 2 stones from A1 towards E, bounced once."
# $player (String) - the mover, a calcala-seat-name
# $count (Number) - the stones picked up
# $from (String) - the pit played, in notation: "B3"
# $direction (String) - the direction, in notation: "NE"
# $ways (String) - calcala-wrapped, calcala-bounced and calcala-relayed, joined by calcala-ways-separator
calcala-sowed-ways =
    { $count ->
        [one] { $player } sowed 1 stone from { $from } towards { $direction }, { $ways }.
       *[other] { $player } sowed { $count } stones from { $from } towards { $direction }, { $ways }.
    }

# How often the sowing went round the board's edge, in calcala-sowed-ways.
# $count (Number)
calcala-wrapped =
    { $count ->
        [1] wrapped round the edge once
        [2] wrapped round the edge twice
       *[other] wrapped round the edge { $count } times
    }

# How often a diagonal sowing bounced off an edge, in calcala-sowed-ways.
# $count (Number)
calcala-bounced =
    { $count ->
        [1] bounced once
        [2] bounced twice
       *[other] bounced { $count } times
    }

# How often the sowing picked the stones up again and went on, in calcala-sowed-ways.
# $count (Number)
calcala-relayed =
    { $count ->
        [1] relayed once
        [2] relayed twice
       *[other] relayed { $count } times
    }

# Between the things a sowing did, in calcala-sowed-ways.
calcala-ways-separator = ,{ " " }

# After calcala-sowed: a lap ended in an empty pit, and the pit after it was empty too.
# $cell (String) - the pit after, in notation: "C4"
calcala-captured-nothing = { " " }The last stone fell in an empty pit; the next pit, { $cell }, was empty, so nothing was captured.

# After calcala-sowed: a lap ended in an empty pit, and the pit after it was taken.
# $player (String) - the mover
# $count (Number) - the stones taken
# $cell (String) - the pit taken, in notation: "C4"
calcala-captured =
    { $count ->
        [one] { " " }The last stone fell in an empty pit, so { $player } captured 1 stone from { $cell }.
       *[other] { " " }The last stone fell in an empty pit, so { $player } captured { $count } stones from { $cell }.
    }

# After calcala-sowed: the relays would have gone on for ever.
# $cell (String) - where the sowing stopped, in notation: "C4"
calcala-endless = { " " }The relay would have gone round for ever, so it stopped at { $cell } with no capture.

# The end, in the status: "Game over: 6 or fewer stones are left on the board. Player 1 wins (Player 1 20, Player 2 16)."
# $why (String) - calcala-end-*
# $result (String) - calcala-wins, calcala-share-win or calcala-draw
# $scores (String) - calcala-score for each player, joined by calcala-scores-separator
calcala-game-over = Game over: { $why }. { $result } ({ $scores }).

calcala-end-few-stones = 6 or fewer stones are left on the board

calcala-end-repetition = the same position came up for the third time

calcala-end-other = the game has ended

# $player (String) - the winner
calcala-wins = { $player } wins

# $players (String) - the winners, joined by calcala-names-and
calcala-share-win = { $players } share the win

calcala-draw = A draw

# Between the names of the players who share the win: "Player 1 and Player 3".
calcala-names-and = { " " }and{ " " }

# A player's stones at the end, in calcala-game-over.
# $player (String)
# $score (Number)
calcala-score = { $player } { $score }

# Between the players' scores, in calcala-game-over.
calcala-scores-separator = ,{ " " }

# Refused: the pit tapped or named is empty.
# $cell (String) - the pit, in notation: "C4"
calcala-refused-empty-pit = pit { $cell } is empty

# Refused: the first step from the pit would leave the board.
# $cell (String) - the pit, in notation: "A1"
# $direction (String) - the direction, in notation: "NW"
calcala-refused-off-edge = from { $cell } the first step { $direction } would leave the board

# Refused set-up (the analysis board's editor, a link): the stones are not the set-up's.
# $found (Number)
# $expected (Number)
calcala-setup-stones = the stones do not add up to the set-up's: { $found }, not { $expected }

# Refused set-up: a seat that does not play is to move or holds captures.
# $seat (String) - the seat's key: "p3"
calcala-setup-seat = seat { $seat } does not play in these rules

# Refused: a pit's name that is not one (a typed move, a link).
# $text (String) - what was given
calcala-not-a-pit = `{ $text }` is not a pit from A1 to F6

## Roocala: players, cells, what a move did, refused moves
# (messages of src/games/roocala)

# A player's name, on the board, in the status and in sentences.
# $side (String) - "south" (who moves first) or "north"
roocala-player-name =
    { $side ->
        [south] South
       *[north] North
    }

# A direction of sowing, in the move's button and sentences: "north-east".
# $direction (String) - the direction in notation: "N", "S", "E", "W", "NE", "NW", "SE" or "SW"
roocala-direction =
    { $direction ->
        [N] north
        [S] south
        [E] east
        [W] west
        [NE] north-east
        [NW] north-west
        [SE] south-east
       *[SW] south-west
    }

# A move's button: a sowing round the edge ring.
# $rook (String) - "yes" when the rook rides along (a hybrid sowing), else "no"
roocala-label-ring =
    { $rook ->
        [yes] Sow round the ring with the rook
       *[no] Sow round the ring
    }

# A move's button: a sowing along a straight line.
# $direction (String) - a roocala-direction
# $rook (String) - "yes" when the rook rides along, else "no"
roocala-label-line =
    { $rook ->
        [yes] Sow { $direction } with the rook
       *[no] Sow { $direction }
    }

# A move's button: the rook moving alone.
# $cell (String) - where it goes: "e5"
roocala-label-rook = Rook to { $cell }

# A move in a sentence (the move list's buttons, the coach): a sowing round the ring.
# $rook (String) - "yes" when the rook rides along, else "no"
# $from (String) - the cell sown from: "c3"
roocala-name-ring =
    { $rook ->
        [yes] sow round the ring with the rook from { $from }
       *[no] sow round the ring from { $from }
    }

# A move in a sentence: a sowing along a line.
# $direction (String) - a roocala-direction
# $rook (String) - "yes" when the rook rides along, else "no"
# $from (String) - the cell sown from: "c3"
roocala-name-line =
    { $rook ->
        [yes] sow { $direction } with the rook from { $from }
       *[no] sow { $direction } from { $from }
    }

# A move in a sentence: the rook moving alone.
# $from (String) - a cell: "d4"
# $to (String) - a cell: "e5"
roocala-name-rook = the rook from { $from } to { $to }

# How a sowing went, in roocala-played's brackets: round the ring.
# $rook (String) - "yes" when the rook rode along, else "no"
roocala-how-ring =
    { $rook ->
        [yes] sow round the ring with the rook
       *[no] sow round the ring
    }

# How a sowing went, in roocala-played's brackets: along a line.
# $direction (String) - a roocala-direction
# $rook (String) - "yes" when the rook rode along, else "no"
roocala-how-line =
    { $rook ->
        [yes] sow { $direction } with the rook
       *[no] sow { $direction }
    }

# What a move would gain, on its button.
# $count (Number) - the checkers it captures
roocala-gain-checkers = takes { $count }

roocala-gain-rook = takes a rook

# $count (Number) - the checkers it captures, beside a rook
roocala-gain-checkers-rook = takes { $count } and a rook

# What a sowing did: "South played c3N (sow north): 4 checkers from c3."
# $player (String) - the mover
# $notation (String) - the move in notation: "c3N"
# $how (String) - roocala-how-ring or roocala-how-line
# $count (Number) - the checkers sown
# $from (String) - the cell sown from
# $rook (String) - "yes" when the rook rode along, else "no"
roocala-played =
    { $rook ->
        [yes]
            { $count ->
                [one] { $player } played { $notation } ({ $how }): 1 checker from { $from }, the rook riding along.
               *[other] { $player } played { $notation } ({ $how }): { $count } checkers from { $from }, the rook riding along.
            }
       *[no]
            { $count ->
                [one] { $player } played { $notation } ({ $how }): 1 checker from { $from }.
               *[other] { $player } played { $notation } ({ $how }): { $count } checkers from { $from }.
            }
    }

# What a rook's move did.
# $player (String) - the mover
# $from (String) - a cell
# $to (String) - a cell
roocala-moved-rook = { $player } moved the rook from { $from } to { $to }.

# After roocala-played: the checkers captured.
# $player (String) - the mover
# $count (Number)
roocala-captured =
    { $count ->
        [one] { " " }{ $player } captured 1 checker.
       *[other] { " " }{ $player } captured { $count } checkers.
    }

# After roocala-played or roocala-moved-rook: a rook taken.
# $player (String) - the rook's owner
# $cell (String) - where it stood
roocala-rook-captured = { " " }{ $player }'s rook on { $cell } was captured.

# The end, in the status.
# $why (String) - roocala-end-*
# $result (String) - roocala-wins or roocala-draw
roocala-game-over = Game over: { $why }. { $result }.

# $player (String)
# $points (Number) - the points that win
roocala-end-points = { $player } has { $points } or more points

roocala-end-repetition = the same position came up for the third time

# $player (String) - who cannot move
# $opponent (String)
roocala-end-no-move = { $player } has no move, so the checkers left go to { $opponent }

roocala-end-other = the game has ended

# $player (String) - the winner
# $score (Number) - the winner's points
# $other (Number) - the loser's points
roocala-wins = { $player } wins, { $score } to { $other }

# $south (Number) - South's points
# $north (Number) - North's points
roocala-draw = A draw, at { $south } to { $north }

# Refused moves and taps, shown in the status.
# $cell (Number) - the cell's number
roocala-refused-no-such-cell = there is no cell { $cell } on this board

# $cell (String) - a cell: "c3"
roocala-refused-opponents-cell = { $cell } is the opponent's cell

# $cell (String) - a cell
roocala-refused-no-checkers = { $cell } has no checkers

# $cell (String) - a cell
roocala-refused-no-rook-to-take = { $cell } has no rook of yours to take along

roocala-refused-own-rook = the rook would land on your other rook

roocala-refused-path = that path cannot be sown from there

# $cell (String) - a cell
roocala-refused-no-rook-of-yours = { $cell } holds no rook of yours

# $cell (String) - a cell
roocala-refused-rook-not-alone = the rook on { $cell } stands on checkers and cannot move alone

roocala-refused-rook-stop = the rook cannot stop there

# $cell (String) - a cell
# $player (String) - the cell's owner
roocala-refused-opponents-side = cell { $cell } is { $player }'s: sow from your own cells or the inner area

# $player (String) - the player to move
# $cell (String) - a cell
roocala-refused-no-move-there = no move of { $player } starts on cell { $cell }

# Refused set-ups (the analysis board's editor, a link).
# $cell (String) - the name given
roocala-setup-no-such-cell = no cell { $cell }

# $found (Number)
# $expected (Number)
roocala-setup-points = { $found } points in play, not { $expected }

## Options, presets, levels and the games' names
# (messages of src/games/*/rules.rs, src/games/options.rs, src/games/game_id.rs, src/search/level.rs)

## Records, links and positions refused
# (messages of src/games/formats, src/games/setup.rs and the other refusals of src/games)

## The screen: turns, results, saves, puzzles, lessons and the coach's verdicts
# (messages of src/ui/screen, src/ui/puzzles.rs, src/ui/coach.rs, src/ui/solo.rs)

## The screen: controls, the More page, the start screen and the boards
# (messages of src/ui/screen_parts.rs, src/ui/options_page.rs, src/ui/home.rs and the boards' views)

## The analysis board
# (messages of src/ui/analysis)

## Rules pages
# (messages of src/games/help.rs and each game's help.rs)
