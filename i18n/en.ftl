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
homes-list-then = ,{ " " }then{ " " }

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

## The choice of language

# The label of the menu of languages, on the start screen and on More.
language-label = Language

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
# $found (String) - the digits as given (a count a player typed can be large)
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

# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
roocala-setup-points = { $found } points in play, not { $expected }

## Options, presets, levels and the games' names
# (messages of src/games/*/rules.rs, src/games/options.rs, src/games/game_id.rs, src/search/level.rs)

# The options pages: each option's heading, its choices' labels and the sentence under it.

# The heading of the option of who moves first (Kalah, Calcala).
option-starter = Who starts

# A choice of an option that is on or off.
option-on = On

option-off = Off

# Calcala's options

option-calcala-players = Players

# A choice of the number of players.
# $count (Number) - 2, 3 or 4
option-calcala-players-count = { $count } players

option-calcala-players-explained = How many play, 2, 3 or 4, each with a pile of the stones they capture; the turn goes round from Player 1 to the last player.

option-calcala-setup = Set-up

option-calcala-setup-standard = Standard: 2 in every pit

option-calcala-setup-short = Short: 1 in every pit

option-calcala-setup-long = Long: 3 in every pit

option-calcala-setup-double-dutch = Double Dutch: 3 in every other pit

option-calcala-setup-half-dutch = Half Dutch: 2 in every other pit

option-calcala-setup-explained = How the pits are filled at the start: the standard game has 2 stones in every pit, the short and long games 1 and 3, and the Dutch set-ups fill every other pit, as a chessboard's squares of one colour, leaving the rest empty.

option-calcala-starter-explained = The player who makes the first move; the others follow in turn, after the last player comes Player 1.

# Kalah's options

option-kalah-transfer = Transfer last drop in empty

option-kalah-transfer-always = Always

option-kalah-transfer-stones-opposite = Stones opposite

option-kalah-transfer-explained = When your last stone lands in an empty tray of your own: with Always, it goes to your Mancala together with the stones of the tray opposite, even if that tray is empty; with Stones opposite, only if the tray opposite holds stones, and otherwise the stone stays where it fell.

option-kalah-end = End of game

option-kalah-end-any-empty = Any empty

option-kalah-end-new-mover-empty = New mover empty

option-kalah-end-explained = With Any empty, the game ends as soon as all the trays of either player are empty; with New mover empty, only when the player whose turn it is has no stones left to sow.

option-kalah-remaining = Remaining stones taken by

option-kalah-remaining-owner = Owner

option-kalah-remaining-opponent = Opponent

option-kalah-remaining-neither = Neither

option-kalah-remaining-explained = The stones still in the trays when the game ends count for the player whose trays they are in (Owner), for the other player (Opponent), or for nobody (Neither).

option-kalah-starter-explained = The player who makes the first move; Green can start to give Red the second move.

option-kalah-seeds = Stones per tray

option-kalah-seeds-explained = How many stones each small tray holds at the start: 4 in the usual game, 4 or 5 in the 605.452 tournament; more stones make a longer game.

option-kalah-houses = Trays per side

option-kalah-houses-explained = How many small trays each player has, from 3 to 8 (6 on the usual board); fewer trays make a shorter game.

# Kalah's presets: the button's words and the sentence that explains it.

option-kalah-preset-app = As the TopAccolades app

option-kalah-preset-app-explained = The TopAccolades app's game, which is also the 605.452 tournament's with 4 stones: 6 trays of 4, Red starts, a last stone in an empty tray of yours always captures, the game ends when either side is empty and each player keeps the stones in their own trays.

option-kalah-preset-tournament = 605.452 tournament, 5 stones

option-kalah-preset-tournament-explained = The same rules with 5 stones in every tray, as the 605.452 tournament (a university course's contest of game-playing programs) also plays: a longer game.

# Ayo's options

option-ayo-grand-slam = Grand slam (a capture that empties the other side)

option-ayo-grand-slam-no-capture = Captures nothing

option-ayo-grand-slam-capture = Captures

option-ayo-grand-slam-forbidden = Forbidden

option-ayo-grand-slam-explained = A move whose capture would take every stone left on your opponent's side: with Captures nothing, it may be played but takes nothing; with Captures, it takes them like any capture; with Forbidden, it may be played only when every move is one (and then takes nothing).

option-ayo-must-feed = Must feed an opponent who has no stones

option-ayo-must-feed-explained = When your opponent's cups are all empty: with On, you must play a move that gives them stones if there is one, and if there is none the game ends and you take the stones left; with Off, any move will do.

# Refused options (a link, a save, the command-line tool).
# $key (String) - the option's key as written: "transfer"
option-unknown = unknown option `{ $key }`

# $key (String) - the option's key
# $value (String) - the refused value
# $allowed (String) - the values allowed, joined by option-allowed-separator
option-bad-value = option `{ $key }` cannot be `{ $value }` (allowed: { $allowed })

option-allowed-separator = ,{ " " }

# $text (String) - what was given
option-malformed = `{ $text }` is not of the form KEY=VALUE

# $starter (String) - the seat's key: "p3"
# $players (Number)
option-starter-not-playing = { $starter } cannot start a game of { $players } players

# The games: each one's name, its line on the start screen and the line that says what else it is called.

game-kalah = Kalah

game-kalah-summary = The classic: sow round the board into your Mancala, land in an empty tray to capture, land in your Mancala to move again.

game-kalah-known-as = The game of stores and extra turns that shops and apps sell as Mancala; also called Kalaha.

game-awari = Awari

game-awari-summary = Sow through both homes: land in your home to go again, land in an empty cup to take the cup opposite.

game-awari-known-as = The DOS program's Awari, played like Kalah; the Awari most players know, Oware Abapa, is Ayo here.

game-ayo = Ayo

game-ayo-summary = Capture the 2s and 3s you make on your opponent's side, in a chain; keep your opponent fed.

game-ayo-known-as = West Africa's Oware Abapa, in single laps: the game clubs and PlayOK call Oware, also known as Awalé or Awari.

game-oware = Oware

game-oware-summary = Your sowing relays on from where it lands, and every four that forms is taken.

game-oware-known-as = The DOS program's Oware, a relay game of fours, not the Oware of clubs: for Oware Abapa or Awalé, play Ayo.

game-calcala = Calcala

game-calcala-summary = For 2 to 4 players on a 6x6 grid: sow in any of eight directions, round the edges and off them, and capture beyond an empty pit.

game-calcala-known-as = A modern variant rather than a traditional game: no player owns a pit, and every stone is anyone's to sow.

game-roocala-square = Roocala

game-roocala-square-summary = Christian Freeling's mancala with rooks, on the square board: sow round the edge or across the middle, and hunt with your rooks.

game-roocala-square-known-as = A modern game that merges a sowing game like Oware with a hunt by rooks, as in chess.

game-roocala-hex = Roocala (hexagonal)

game-roocala-hex-summary = Roocala on its hexagonal board of 37 cells, with six directions to sow and move in.

game-roocala-hex-known-as = The same modern game of sowing and rooks by Christian Freeling, on his hexagonal board.

# Refused: a game id that names no game (a link, the command-line tool).
# $id (String) - what was given
# $known (String) - the games' ids, joined by option-allowed-separator
game-unknown = unknown game `{ $id }` (known: { $known })

# The computer's levels, as the options page and the status name them: "Green (computer, Hard) is thinking…".
# $level (String) - "easy", "medium", "hard" or "expert"
level-name =
    { $level ->
        [easy] Easy
        [medium] Medium
        [hard] Hard
       *[expert] Expert
    }

# A seat played by a person, beside the levels (the command-line tool's names).
level-human = Human

# When the browser would not start the computer's worker, in the status.
# $why (String) - the browser's words, or computer-browser-refused
computer-could-not-start = the computer could not start: { $why }

# $why (String) - the browser's words, or computer-browser-refused
computer-coach-could-not-start = the coach could not start: { $why }

# $why (String) - the browser's words, or computer-browser-refused
computer-analysis-could-not-start = the analysis could not start: { $why }

computer-browser-refused = the browser refused

# Refused: a level that is not one (a link, the command-line tool).
# $level (String) - what was given
level-unknown = unknown level `{ $level }` (known: easy, medium, hard, expert)

## Records, links and positions refused
# (messages of src/games/formats, src/games/setup.rs and the other refusals of src/games)

# Refused set-ups: a position that is not one of its game, as the analysis board's editor
# and a link's start position say it. Players and sides are named as the position text
# writes them: "south", "north", "p1" to "p4"; pits and cells by their names: "S3", "D4".

# A kind of board, in setup-wrong-board.
# $kind (String) - "two-rows", "grid" or "cells"
setup-board-kind =
    { $kind ->
        [two-rows] two rows of houses
        [grid] a grid of pits
       *[cells] a board of cells
    }

# $expected (String) - the game's setup-board-kind
# $found (String) - the given setup-board-kind
setup-wrong-board = the game is played on { $expected }, not on { $found }

# $what (String) - what was counted: setup-side-houses, setup-the-pits or setup-the-cells
# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
setup-pit-count = { $what }: { $found } given, the rules have { $expected }

# What setup-pit-count and setup-too-many count.
# $side (String) - "south" or "north"
setup-side-houses = { $side }'s houses

# $side (String) - "south" or "north"
setup-side-store = { $side }'s store

# $side (String) - "south" or "north"
setup-side-points = { $side }'s points

setup-the-pits = the pits

setup-the-cells = the cells

# $found (String) - the digits as given (a count a player typed can be large) - the values given
# $players (Number) - the game's players
setup-player-count = { $found } players' values given, the game has { $players } players

# $number (Number) - the player to move, from 1
setup-no-such-player = player { $number } does not play in these rules

# $pit (String) - a pit's or cell's name ("S3"), a seat ("p2") or a setup-side-store or setup-side-points
# $found (String) - the digits as given (a count a player typed can be large)
# $most (Number)
setup-too-many = { $pit } holds { $found }, more than the { $most } it can

# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
setup-seeds = the board holds { $found } seeds in all, the game always has { $expected }

# $reason (String) - an end-phrase-*
setup-finished = the game would already be over: { $reason }

# $player (String) - "south" or "north"
# $found (Number)
setup-too-many-rooks = { $player } has { $found } rooks, the game gives each player 2

setup-no-starting-point = north has no point: north starts with 1 and never loses points

# Why a position would have ended, in setup-finished (and the command-line tool).
# $player (String) - "south", "north" or "p1" to "p4"
end-phrase-store-majority = { $player } holds more than half of the seeds

# $player (String)
end-phrase-houses-empty = all of { $player }'s houses are empty

# $player (String)
end-phrase-no-legal-move = { $player } has no legal move

# $player (String)
end-phrase-cannot-feed = { $player } cannot feed the opponent

end-phrase-repetition = the same position occurred a third time

end-phrase-few-stones-left = 6 or fewer stones are left on the board

# $player (String)
end-phrase-points-majority = { $player } has more than half of all points

# Kalah's and the homes games' own refusals of a board, inside a setup-* message or alone.
# $side (String) - "south" or "north"
# $found (String) - the digits as given (a count a player typed can be large)
# $rules (Number)
setup-kalah-house-count = { $side } has { $found } houses, the rules say { $rules }

# $found (String) - the digits as given (a count a player typed can be large)
# $rules (Number)
setup-kalah-seeds = the board holds { $found } seeds, the rules { $rules }

# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
setup-home-seeds = the board holds { $found } seeds, not { $expected }

# A position text refused as a whole (the analysis board, a link).
# $why (String) - a setup-* message
position-not-of-game = not a position of the game: { $why }

# Refused links and saved games: why a record was not opened.
# $game (String) - the id the record names
record-wrong-game = it is a game of `{ $game }`

# $count (String) - its length in characters, in digits (links can be long)
record-too-long = it is too long ({ $count } characters)

record-no-game = it names no game

# $text (String) - the part of the link
record-not-key-value = `{ $text }` is not of the form KEY=VALUE

# $key (String) - an option's key
record-option-twice = option `{ $key }` is given twice

record-broken-escape = it has a broken %-escape

# $why (String) - a position-* or format-* message
record-position = its start position: { $why }

# A move of a record that does not play.
# $ply (String) - the move's number, from 1, in digits (a record can be long)
record-move-empty = the move at ply { $ply } is empty

# $text (String) - the move as written
# $ply (String) - the move's number, in digits
# $why (String) - why it was refused
record-move-refused = move `{ $text }` at ply { $ply }: { $why }

# A typed or linked move that is not a move.
# $text (String) - what was given
# $expected (String) - what a move looks like: record-expected-*
record-not-a-move = `{ $text }` is not a move: expected { $expected }

# $houses (Number) - the houses a side
record-expected-house = a house number from 1 to { $houses }

record-expected-calcala-move = a pit and a direction such as B3-E or C4-NW

record-expected-roocala-move = a cell with an optional direction and +, such as c3, c3:N, c3+, or a rook move such as b2-b5

# $text (String) - what was given
record-not-a-pit = `{ $text }` is not a pit name such as S3 or N-store

# Refused text of a position or a game (the analysis board's "Open", a link's position):
# the format, where, and what the format has there. Positions in the text count characters
# from 1.

# A format's name, first in format-missing and format-not.
# $format (String) - "position" (the site's own position text), "fen" (PlayStrategy's
#   position string), "moves" (PlayStrategy's move list) or "literal" (the Kalah bot
#   tournaments' board literal)
format-name =
    { $format ->
        [position] position
        [fen] PlayStrategy FEN
        [moves] PlayStrategy move list
       *[literal] Kalah board literal
    }

# $format (String) - a format-name
# $expected (String) - a format-expected-* message
# $at (String) - the character's position, in digits
format-missing = { $format }: { $expected } is missing at character { $at }

# $format (String) - a format-name
# $found (String) - the text not understood
# $at (String) - the character's position, in digits
# $expected (String) - a format-expected-* message
format-not = { $format }: `{ $found }` at character { $at } is not { $expected }

# What a format has where the text is not understood (the $expected of format-missing and
# format-not). Fields are named as the formats' documentation names them.
# $bytes (String) - the longest text read, in digits
format-expected-end = the end of the text (it is longer than { $bytes } bytes)

# $what (String) - a format-field-* message
format-expected-count = { $what }: a count of 0 or more

# Fields of the formats, in format-expected-* messages.
# $side (String) - "south" or "north"
format-field-houses = { $side }'s houses

# $side (String) - "south" or "north"
format-field-store = { $side }'s store

# $number (Number) - a row, 1 to 7
format-field-row = row { $number }

# $row (String) - a format-field-row
format-field-row-pits = { $row }'s pits

format-field-captures = the captures

format-field-captured-stones = the captured stones

format-field-points = the points

format-field-checkers = a cell's checkers (and `s` or `n` for a rook)

format-field-board = the board

# $side (String) - "south" or "north"
format-field-score = { $side }'s score

format-field-mover = the player to move

format-field-move-number = the move number

# $side (String) - "south" or "north"
format-field-row-of = { $side }'s row

format-field-houses-a-side = the houses a side

format-field-house-seeds = a house's seeds

# Between the fields of a list, in format-expected-fields and format-expected-fen.
format-list-separator = ,{ " " }

format-expected-board-mover = a board, `/` and the player to move

# $houses (String) - format-field-houses
# $store (String) - format-field-store
format-expected-houses-store = { $houses }, `:` and { $store }

# $row (String) - a format-field-row
format-expected-six-counts = { $row }: six counts

# $count (Number) - the fields, the player to move included
format-expected-field-count = { $count } fields, `/` between them

# $row (String) - a format-field-row
# $count (Number) - the row's cells
format-expected-cells = { $row }: { $count } cells

format-expected-points = south's and north's points

# $fields (String) - the fields' names, joined by format-list-separator
format-expected-fields = { $fields }, `/` between each and the player to move last

format-expected-mover-grid = the player to move: p1, p2, p3 or p4

format-expected-mover-sides = the player to move: s or n

format-expected-literal = a board literal, `<` numbers separated by `,` `>`

format-expected-houses-a-side = the houses a side: 1 or more

# $expected (Number) - the numbers a literal of this size has
# $houses (Number) - the houses a side
# $found (String) - the numbers given, in digits
format-expected-literal-size = a literal of { $expected } numbers for { $houses } houses a side, not { $found }

# $fields (String) - the fields' names, joined by format-list-separator
format-expected-fen = { $fields }, and the move number, separated by spaces

format-expected-fen-board = the board: North's row, `/`, South's row

format-expected-fen-mover = the player to move: S or N

# $row (String) - a format-field-row-of
format-expected-seeds-before-s = { $row }: a house's seeds before `S`

# $row (String) - a format-field-row-of
format-expected-seeds-or-run = { $row }: seeds and `S`, or a run of empty houses

# $row (String) - a format-field-row-of
format-expected-run = { $row }: a run of 1 to 6 empty houses in a row of 6

# $row (String) - a format-field-row-of
format-expected-row-of-six = { $row }: a row of six houses

# $row (String) - a format-field-row-of
# $count (Number) - the houses given
format-expected-six-houses = { $row }: six houses, not { $count }

# $ply (String) - the move's number, in digits
format-expected-move = move { $ply }: a house and where it ends, such as d1e2

format-expected-move-game-over = a move: the game is over

# $ply (String) - the move's number, in digits
# $side (String) - "south" or "north"
format-expected-move-of = move { $ply }: a house of { $side }, whose move it is

format-expected-six-houses-game = a move of a game of six houses a side

# $ply (String) - the move's number, in digits
# $count (Number) - the seeds sown
# $pit (String) - the house, in PlayStrategy's notation: "d2"
format-expected-landing = move { $ply }: its { $count } seeds end in { $pit }

# $ply (String) - the move's number, in digits
# $why (String) - the refusal
format-expected-legal = move { $ply }, a legal move: { $why }

## The screen: turns, results, saves, puzzles, lessons and the coach's verdicts
# (messages of src/ui/screen, src/ui/puzzles.rs, src/ui/coach.rs, src/ui/solo.rs)

# What a game screen's messages say of an amount of the game's margin: "4 stones", "3 points".
# (English says "1 stones" here, as the screen always has; a translation may select on $count.)
# $count (Number)
# $unit (String) - "stones", or "points" for Roocala's games
screen-amount =
    { $unit ->
        [points] { $count } points
       *[stones] { $count } stones
    }

# Lists in the screen's sentences: every item but the last joined to those before it.
# $list (String) - the items so far
# $item (String) - the next item
screen-list-comma = { $list }, { $item }

# The last item of a list, in "Stones per tray: 5, Who starts: Green and Houses: 5".
# $list (String) - the items before it
# $item (String) - the last item
screen-list-and = { $list } and { $item }

# The last item of a list of choices, in "1, 2, 3 or 4".
# $list (String) - the items before it
# $item (String) - the last item
screen-list-or = { $list } or { $item }


# While the coach judges a move tried in the lesson.
# $move (String) - the move tried, in notation
screen-lesson-judging-try = The coach is judging { $move }…

screen-lesson-wait = Tap Next mistake to go on, or Back to game to end the lesson.

# A tap on the board while the player looks back at an earlier moment.
# $ply (Number) - the moves played up to the moment shown (0: the start)
# $plies (Number) - the moves of the game
screen-review-wait =
    { $ply ->
        [0] You are looking back at the start, before move 1 of { $plies }: tap Back to game to play on.
       *[other] You are looking back at move { $ply } of { $plies }: tap Back to game to play on.
    }

# The moment a review shows, after "Looking back at".
# $ply (Number) - the moves played up to the moment shown (0: the start)
# $plies (Number) - the moves of the game
screen-moment =
    { $ply ->
        [0] the start, before move 1 of { $plies }
       *[other] move { $ply } of { $plies }
    }

# A tap on the board while the computer is to move.
# $player (String) - the player the computer plays
# $level (String) - the computer's level (Hard)
screen-computer-wait = { $player } is played by the computer ({ $level }): wait for its move.


screen-lesson-no-slips = No mistake or blunder of yours in this game: well played!

# The status while the coach judges the game's moves, before the lesson starts.
# $judged (Number) - the moves judged so far
# $moves (Number) - the moves of the game
screen-lesson-judging = Learn from your mistakes: the coach is judging the moves, { $judged } of { $moves }.

# The status at one of the person's mistakes.
# $number (Number) - the mistake's number in the lesson
# $count (Number) - the mistakes in the lesson
# $move (Number) - the move's number in the game
# $player (String) - who played it
# $played (String) - the move played, in notation
# $lost (String) - a screen-amount message: what the move gave up
screen-lesson-slip = Mistake { $number } of { $count }: at move { $move }, { $player } played { $played }, { $lost } given up.

# $slip (String) - a screen-lesson-slip sentence
# $player (String) - who played the mistake
screen-lesson-find = { $slip } Find a better move for { $player }.

# $slip (String) - a screen-lesson-slip sentence
# $said (String) - how the last try went, a screen-lesson-* sentence
screen-lesson-said = { $slip } { $said }

# $move (String) - the move tried, in notation
# $why (String) - why the coach could not judge it
screen-lesson-unjudged = The coach could not judge { $move } ({ $why }): try another move.

# $move (String) - the move tried, in notation
screen-lesson-found = Well found! { $move } is as good as the best move.

# $move (String) - the move tried, in notation
# $lost (String) - a screen-amount message: what it gives up
screen-lesson-try-again = { $move } gives up { $lost }. Try once more.

# $move (String) - the move tried, in notation
# $lost (String) - a screen-amount message: what it gives up
# $best (String) - the best move, in notation
screen-lesson-answer-after = { $move } gives up { $lost } too. The best move was { $best }, ringed on the board.

# $best (String) - the best move, in notation
screen-lesson-answer = The best move was { $best }, ringed on the board.


screen-summary-rook = took a rook

# $count (Number) - the stones captured
screen-summary-captured = captured { $count }

# $count (Number) - the stones captured
screen-summary-captured-rook = captured { $count } and a rook

# $laps (Number) - the laps of a relay sowing (2 or more)
screen-summary-relay = relay, { $laps } laps

# $count (Number) - the bounces off the board's edge
screen-summary-bounced =
    { $count ->
        [1] bounced
       *[other] bounced { $count } times
    }

screen-summary-over = game over

screen-summary-extra-turn = extra turn

# The words of a move's entry joined: "captured 5; extra turn".
# $list (String) - the words so far
# $item (String) - the next words
screen-summary-join = { $list }; { $item }


# $player (String) - who resigned
# $winner (String) - the other player
screen-resigned = { $player } resigned: { $winner } wins.

screen-draw-agreed = The players agreed a draw.

# $said (String) - screen-resigned or screen-draw-agreed
screen-agreed-undo = { $said } Undo takes it back.

screen-resign-refused = Only two people playing each other can resign, during a game.

screen-draw-refused = Only two people playing each other can agree a draw, during a game.

# $player (String) - who offers it
# $other (String) - the other player
screen-draw-offered = { $player } offers a draw: { $other }, accept it or decline it.

# $player (String) - who declined it
# $mover (String) - the player to move
screen-draw-declined = { $player } declined the draw: { $mover } to move.

# $player (String) - the player to move
screen-taken-back = Taken back: the game goes on, { $player } to move.

# A rematch, a person moving first.
# $player (String) - who moves first
screen-rematch = Rematch: the same rules and players, { $player } starts. Undo brings back the game just played.

# $player (String) - who moves first
screen-rematch-swapped = Rematch: the same rules and players, sides swapped: { $player } starts. Undo brings back the game just played.

# A rematch, the computer moving first.
# $player (String) - the player the computer plays
screen-rematch-computer = Rematch: the same rules and players, the computer plays { $player } and starts. Undo brings back the game just played.

# $player (String) - the player the computer plays
screen-rematch-computer-swapped = Rematch: the same rules and players, sides swapped: the computer plays { $player } and starts. Undo brings back the game just played.

screen-no-aside = There is no other game to go back to.

# The game a New left, brought back.
# $over (String) - "over" when that game is over, else "on"
# $player (String) - the player to move
screen-back-left =
    { $over ->
        [over] The game you left is back: it is over.
       *[on] The game you left is back: { $player } to move.
    }

# $over (String) - "over" when the game is over, else "on"
# $player (String) - the player to move
screen-back-as-played =
    { $over ->
        [over] Back to the game as played: it is over. Your own line is kept: Your line returns to it.
       *[on] Back to the game as played: { $player } to move. Your own line is kept: Your line returns to it.
    }

# $over (String) - "over" when the game is over, else "on"
# $player (String) - the player to move
screen-back-line =
    { $over ->
        [over] Back to your own line: it is over.
       *[on] Back to your own line: { $player } to move.
    }

# $ply (Number) - the moves kept (0: from the start)
# $player (String) - the player to move
screen-try-again =
    { $ply ->
        [0] Trying again from the start: { $player } to move. Redo brings back the game's own moves, until a move is played here instead; As played goes back to the whole game.
       *[other] Trying again after move { $ply }: { $player } to move. Redo brings back the game's own moves, until a move is played here instead; As played goes back to the whole game.
    }


# $count (Number) - the moves taken back
# $player (String) - the player to move
screen-undone =
    { $count ->
        [one] Took back a move: { $player } to move again.
       *[other] Took back { $count } moves: { $player } to move again.
    }

screen-undo-nothing = Nothing to undo: this is the start of the game.

# $why (String) - why the move could not be played again
screen-redo-stopped = Redo stopped: { $why }

screen-redo-nothing = Nothing to redo: no move has been taken back.

# $count (Number) - the moves played again
# $player (String) - the player to move
screen-redone =
    { $count ->
        [one] Played again a move: { $player } to move.
       *[other] Played again { $count } moves: { $player } to move.
    }

screen-hint-over = The game is over: there is no move to hint at.

# $player (String) - the player the computer plays
# $level (String) - the computer's level
screen-hint-computer = { $player } is played by the computer ({ $level }): hints are for people.

screen-hint-looking = Looking for a good move…

# $level (String) - the hint's level (Hard)
# $move (String) - the move, in players' words (Red's tray 3)
screen-hint = Hint: the { $level } level would play { $move }.

# $why (String) - what went wrong
# $player (String) - the player the computer played
screen-computer-failed = The computer found no move ({ $why }), so a person plays { $player } now.

# $why (String) - what went wrong
screen-hint-failed = No hint could be found ({ $why }).

# $player (String)
screen-seat-person = A person plays { $player } from now on.

# $level (String) - the computer's level
# $player (String)
screen-seat-computer = The computer ({ $level }) plays { $player } from now on.


screen-new-game-plain = New game.

screen-new-game-usual = New game with the usual rules.

# $options (String) - the options changed, each a screen-option-choice, joined by
#   screen-list-comma and screen-list-and
screen-new-game-but = New game with the usual rules, but { $options }.

# An option changed, in screen-new-game-but: "Stones per tray: 5".
# $option (String) - the option's heading
# $choice (String) - its choice's label
screen-option-choice = { $option }: { $choice }

# After the new game's sentence, for each seat the computer plays.
# $player (String)
# $level (String) - the computer's level
screen-new-game-computer = { " " }{ $player } is played by the computer ({ $level }).

# After the new game's sentence, when the game left can come back.
screen-new-game-back = { " " }Undo brings back the game you left.


screen-followed-dropped = This game had moved on in another tab or window, so your last change here was not kept: the board shows the game as it is there.

screen-followed = This game moved on in another tab or window: the board follows it.

# $why (String) - why the save could not be read (a screen-save-* reason)
screen-follow-unread = This game was saved in another tab or window in a form this page cannot read ({ $why }): reload the page to see it.

# $game (String) - the game's name
# $why (String) - why (a screen-save-* reason)
screen-save-unreadable = The saved { $game } game could not be read ({ $why }), so a new game has started.

screen-save-damaged = it is damaged: it is not a saved game of this site

screen-save-v1 = it was saved by an earlier version of this site, which only a browser reads

# $version (String) - the version's number
screen-save-other-version = it was saved by another version of this site ({ $version })

# $why (String) - what is wrong in it
screen-save-damaged-why = it is damaged: { $why }

# $line (String) - the save's line of seats
screen-save-no-seats = `{ $line }` does not say who plays

# $game (String) - the game's id (kalah)
screen-save-other-game = it is a game of { $game }

-screen-link-kept = Your own game is kept until you play here: My game goes back to it.

# $moves (Number) - the moves of the game opened
screen-link-opened =
    { $moves ->
        [0] Opened from a link, at the start of the game. { -screen-link-kept }
        [one] Opened from a link, after 1 move. { -screen-link-kept }
       *[other] Opened from a link, after { $moves } moves. { -screen-link-kept }
    }

# $said (String) - where the link's moves stopped, a screen-link-stopped-* sentence
screen-link-stopped-kept = { $said } { -screen-link-kept }

# $why (String) - why, a screen-link-* reason
screen-link-refused = The link could not be opened ({ $why }), so this is a new game. { -screen-link-kept }

# A link's moves stopped at an empty move.
# $played (Number) - the moves opened (0: none)
# $move (Number) - the number of the move refused
screen-link-stopped-missing =
    { $played ->
        [0] Opened from a link at the start of the game: its first move is missing (two dots with nothing between).
       *[other] Opened from a link up to move { $played }: its move { $move } is missing (two dots with nothing between).
    }

# A link's moves stopped at a text that is not a move.
# $played (Number) - the moves opened (0: none)
# $move (Number) - the number of the move refused
# $text (String) - the text refused
# $game (String) - the game's name
# $expected (String) - what a move is (a house number from 1 to 6)
screen-link-stopped-malformed =
    { $played ->
        [0] Opened from a link at the start of the game: its first move, “{ $text }”, is not a move of { $game } (a move is { $expected }).
       *[other] Opened from a link up to move { $played }: its move { $move }, “{ $text }”, is not a move of { $game } (a move is { $expected }).
    }

# A link's moves stopped at a move that cannot be played.
# $played (Number) - the moves opened (0: none)
# $move (Number) - the number of the move refused
# $text (String) - the move refused
# $why (String) - why it cannot be played
screen-link-stopped-illegal =
    { $played ->
        [0] Opened from a link at the start of the game: its first move, “{ $text }”, cannot be played there ({ $why }).
       *[other] Opened from a link up to move { $played }: its move { $move }, “{ $text }”, cannot be played there ({ $why }).
    }

# Why a link gives no game.
# $other (String) - the link's game's name
# $game (String) - the name of the game of the page
screen-link-other-game = it is a game of { $other }, not of { $game }

# $id (String) - the link's game, which names none
screen-link-unknown-game = it is a game of “{ $id }”, which is not one of these games

# $game (String) - the game's name
# $key (String) - the option the link names
screen-link-no-option = { $game } has no option “{ $key }”

# $key (String) - the option's key
# $value (String) - the value the link gives
# $option (String) - the option's heading
# $choices (String) - its choices' labels, joined by screen-list-comma and screen-list-or
screen-link-bad-value = “{ $key }={ $value }” is not allowed: { $option } can be { $choices }

# $key (String) - the option's key
# $value (String) - the value the link gives
screen-link-bad-value-plain = “{ $key }={ $value }” is not allowed

# $length (String) - the link's length in characters, in digits
screen-link-too-long = it is too long to be a game's link ({ $length } characters)

screen-link-no-game = it names no game

# $text (String) - the part of the link that is not an option
screen-link-not-pair = “{ $text }” should be an option and its value, such as seeds=5

# $key (String) - the option's key
screen-link-option-twice = it gives the option “{ $key }” twice

screen-link-broken-escape = it was damaged on its way here: a % is not followed by two hexadecimal digits

# $why (String) - why the position cannot be opened
screen-link-position = its start position cannot be opened: { $why }


screen-puzzle-fetching = Fetching the puzzle…

# $why (String) - why
screen-puzzle-unloaded = The puzzle could not be loaded: { $why }.

# Why the coach's worker served no puzzle, quoted by screen-puzzle-unloaded.
# $why (String) - `unfetched` (the game's file of puzzles could not be fetched), `empty` (the game has none) or `unreadable` (the file could not be read)
screen-puzzle-unserved =
    { $why ->
        [unfetched] the game's puzzles could not be fetched
        [empty] this game has no puzzles yet
       *[unreadable] the game's puzzles could not be read
    }

# The task of a puzzle.
# $number (Number) - the puzzle's number in the set
# $count (Number) - the puzzles in the set
# $player (String) - the player the person plays
# $least (String) - a screen-amount message: the least any other move loses
screen-puzzle-task = Puzzle { $number } of { $count }. You play { $player }: find the best move. One move alone keeps the best result; each other loses at least { $least }.

# A first tap that is not the answer.
# $move (String) - the move tapped, in players' words
# $lost (String) - a screen-amount message: what it loses
screen-puzzle-retry = Not this one: { $move } loses { $lost }. Try once more: one move alone keeps the best result.

# $answer (String) - the answer, in players' words
# $margin (String) - the final margin with best play, with its sign: "+2"
screen-puzzle-solved = Solved! { $answer } keeps the best result: a final margin of { $margin } with best play.

# $answer (String) - the answer, in players' words
# $margin (String) - the final margin with best play, with its sign: "+2"
screen-puzzle-solved-second = Found at the second try! { $answer } keeps the best result: a final margin of { $margin } with best play.

# $move (String) - the second move tapped, in players' words
# $lost (String) - a screen-amount message: what it loses
# $answer (String) - the answer, in players' words
# $margin (String) - the final margin with best play, with its sign: "+2"
screen-puzzle-missed = Not this one either: { $move } loses { $lost }. The best move, marked, is { $answer }: a final margin of { $margin } with best play.

# $answer (String) - the answer, in players' words
# $margin (String) - the final margin with best play, with its sign: "+2"
screen-puzzle-missed-plain = Not this one either. The best move, marked, is { $answer }: a final margin of { $margin } with best play.

# After how the tap went.
# $said (String) - how it went, a screen-puzzle-* sentence
screen-puzzle-show-answer = { $said } Tap Show the answer to see it played.

# $said (String) - how it went, a screen-puzzle-* sentence
screen-puzzle-next-move = { $said } Tap Next move for the line that follows.

# $said (String) - how it went, a screen-puzzle-* sentence
screen-puzzle-line-done = { $said } That is the line the computer expects.

screen-puzzle-loading = The puzzle is on its way.

screen-puzzle-none = There is no puzzle to solve: tap Next puzzle to try again.

screen-puzzle-done = This puzzle is done: tap Next move to see the line, or Next puzzle.

# Below the status line.
# $streak (Number) - puzzles solved in a row
# $solved (Number) - puzzles solved on this device
screen-puzzle-score = Streak { $streak } · Solved { $solved }

# The link below a game's controls.
screen-puzzles-link = Puzzles: find the best move


# A verdict's name, on the list of moves.
# $verdict (String) - "best", "good", "inaccuracy", "mistake" or "blunder"
screen-verdict-name =
    { $verdict ->
        [best] Best
        [good] Good
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }

# For screen readers, after a verdict's name on the list of moves.
# $loss (Number) - what the move gave up
# $best (String) - the best move, in notation
screen-verdict-mark-loss = , { $loss } given up, best { $best }

# A verdict in a sentence.
# $verdict (String) - "best", "good", "inaccuracy", "mistake" or "blunder"
screen-verdict-noun =
    { $verdict ->
        [best] the best move
        [inaccuracy] an inaccuracy
        [mistake] a mistake
        [blunder] a blunder
       *[good] good
    }

# A move that gave up nothing, though not the best found.
screen-verdict-even = as good as the best

# $count (Number) - what the move gave up
# $unit (String) - "stones", or "points" for Roocala's games
screen-given-up =
    { $unit ->
        [points]
            { $count ->
                [one] 1 point given up
               *[other] { $count } points given up
            }
       *[stones]
            { $count ->
                [one] 1 stone given up
               *[other] { $count } stones given up
            }
    }

# $verdict (String) - a screen-verdict-noun
# $lost (String) - a screen-given-up
# $best (String) - the best move, in notation
screen-verdict-words = { $verdict }: { $lost }, where { $best } was best

# The review's words on the move that led to the moment shown.
# $player (String) - who played it
# $move (String) - the move, in notation
# $verdict (String) - the verdict in words (screen-verdict-words)
screen-review-led = { $player } played { $move }, { $verdict }.

# The review's words on the move played from the moment shown, when it was not the best.
# $player (String) - who played it
# $move (String) - the move, in notation
# $verdict (String) - a screen-verdict-noun
# $best (String) - the best move, in notation
screen-review-next = From here { $player } played { $move } (the dotted ring), { $verdict }; { $best }, ringed with dashes, was best.

# Why the coach's verdict is not kept.
# $move (String) - the move the coach judged instead, in notation
screen-coach-judged-other = it judged { $move }

screen-see-better = See the better move

screen-learn = Learn from your mistakes

screen-analyse = Analyse

screen-eval-waiting = The coach is judging the moves.

# The evaluation bar with 3 or 4 players.
# $ply (Number) - the moves judged
# $margin (Number) - the captures expected more than the next best player's
screen-eval-shares = After move { $ply }, its player can expect { $margin } captures more than the next best.

# $ply (Number) - the moves judged
screen-eval-even = After move { $ply }: even, with best play from both sides.

# $ply (Number) - the moves judged
# $player (String) - the player ahead
# $margin (Number) - the margin expected
screen-eval-ahead = After move { $ply }: { $player } ahead by { $margin }, the seeds { $player } would win by with best play from both sides.

# The evaluation graph, for screen readers.
# $south (String) - the first player
# $north (String) - the second player
screen-graph-label = The margin expected with best play after each move: above the line { $south } is ahead, below it { $north }; a large mark on each mistake and blunder

screen-graph-label-shares = Each player's share of the captures expected after each move

# The graph's scale: the margin at the top (or foot), named for the side ahead there.
# $player (String)
# $top (Number)
screen-graph-top = { $player } +{ $top }


# On the start screen.
# $won (Number)
# $drawn (Number)
# $lost (Number)
screen-solo-tally = { $won } won · { $drawn } drawn · { $lost } lost

## The screen: controls, the More page, the start screen and the boards
# (messages of src/ui/screen_parts.rs, src/ui/options_page.rs, src/ui/home.rs and the boards' views)
# What the status line says while the computer thinks: "Red (computer, Hard) is thinking…".
# $player (String) - the player to move
# $level (String) - the computer's level, as the options name it
controls-thinking = { $player } (computer, { $level }) is thinking…

# The More page's link to the analysis board, from the position on the board.
controls-analyse-position = Analyse this position

# A game's header: the button back to the start screen's list of games.
controls-games = Games

# A game's header: the button that opens its rules page.
controls-rules = Rules

# The status line in a review, shortly: "Looking back at move 3."
# $moment (String) - the moment shown ("the start", "move 3")
controls-looking-back = Looking back at { $moment }.

# Below the Puzzles screen's board: the link to the player's own game.
controls-play-a-game = Play a game

# Below a board opened from a shared link: the link to the game saved on this device.
controls-my-game = My game

# Below the Puzzles screen's board: the link to the analysis board.
controls-analyse = Analyse

# The buttons below a board (the browser tests find them by these names).
controls-new = New
controls-undo = Undo
controls-redo = Redo
controls-hint = Hint
controls-share = Share
controls-more = More
controls-review = Review
controls-rematch = Rematch
# While the other player offers a draw.
controls-accept-draw = Accept the draw
controls-decline = Decline
# After a Try again, back to the game as it was played, or to the player's own line.
controls-as-played = As played
controls-your-line = Your line
# The Puzzles screen's and the lesson's buttons.
controls-show-answer = Show the answer
controls-next-move = Next move
controls-next-puzzle = Next puzzle
controls-next-mistake = Next mistake
# A review's buttons.
controls-first = First
controls-previous = Previous
controls-next = Next
controls-last = Last
controls-try-again = Try again
controls-back-to-game = Back to game
# Back to game's shorter face, where the row of buttons is narrow.
controls-back-short = Back

# Beside the status while the last move is shown stone by stone: shows its end at once.
controls-skip = Skip

# How far the coach is, in a review: it failed at a move.
# $number (Number) - the move it could not judge
# $why (String) - why not
controls-coach-failed = The coach could not judge move { $number }: { $why }.

# How far the coach is, in a review.
# $judged (Number) - the moves judged so far
# $plies (Number) - the moves of the game
controls-coach-judging = The coach is judging the moves: { $judged } of { $plies }.

# The coach has judged every move of the game.
# $plies (Number) - the moves of the game
controls-coach-done = All { $plies } moves judged.

# The headline of a finished game: nobody won.
headline-draw = A draw

# The headline of a finished game, for the one person playing the computer: they won.
# $margin (Number) - by how many points (stones) more than the best of the others
headline-you-won = You won by { $margin }

# The headline: the one person playing the computer shares the win.
headline-you-share = You share the win

# The headline: the one person playing the computer lost.
# $margin (Number) - by how many points (stones) fewer than the winner
headline-you-lost = You lost by { $margin }

# The headline of a game between people, or between computers: one player won.
# $player (String) - the winner
# $margin (Number) - by how many points (stones) more than the best of the others
headline-wins = { $player } wins by { $margin }

# The headline: several players share the win.
# $players (String) - their names, joined by headline-names-joined
headline-share = { $players } share the win

# Joins the names of the players sharing a win, two at a time: "Red and Green",
# "Player 1 and Player 2 and Player 3".
# $first (String) - the names before
# $second (String) - the next name
headline-names-joined = { $first } and { $second }

# On the More page against the computer, once a game is over.
controls-rematch-swapped = Rematch, sides swapped

# On the More page between people: the player to move gives up.
# $player (String) - the player to move
controls-resigns = { $player } resigns

# On the More page between people: the player to move offers a draw.
controls-offer-draw = Offer a draw

# Facing: the far player's buttons, as a screen reader names their group.
controls-across-the-table = Across the table

# Facing: one of the far player's buttons, as a screen reader names it: "Undo, across the table".
# $button (String) - the button's name (controls-undo, controls-hint, controls-more)
controls-far-button = { $button }, across the table

# The More page's heading: "Kalah options".
# $game (String) - the game's name
more-title = { $game } options

# The More page's and the rules page's button back to the board.
more-back = Back

# The More page's first hint, around the name of the New button (in bold there): "Options
# come into force when you start a New game."
# $new (String) - the New button's name (controls-new)
more-in-force = Options come into force when you start a { $new } game.

# After more-in-force, once the options chosen differ from the game's.
more-pending = { " " }You have changed them: press New to play with them.

# The More page's presets, as a screen reader names their group.
more-presets = Presets

# A preset's explanation after its name: "Tournament: ...".
# $preset (String) - the preset's name, in bold
# $explanation (String) - what it is
more-preset-explained = { $preset }: { $explanation }

# The More page's seats, as a screen reader names their group.
more-who-plays = Who plays

# The heading of a seat's choices: "Red is played by" a person or the computer at a level.
# $player (String) - the seat's player
more-seat-played-by = { $player } is played by

# A seat's choice of a person, beside the computer's levels.
more-a-person = a person

# Below the seats' choices.
more-computer-hint = The computer plays a side at the level chosen, from its next move; a game between computers plays itself.

# The More page's choice of how moves are animated.
more-speed = Moves are shown
more-speed-hint = Stone by stone, on this device. A tap on the board skips.
speed-off = Off
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow

# The More page's choice of where the players sit.
more-sit = Players sit
more-sit-side = Side by side
more-sit-facing = Facing each other
# Below it, for the two-row boards.
more-sit-hint-two-rows = Facing each other, across a tablet or a phone on its side: the far player's side, controls and result turn to them. A phone held upright is too narrow to share, so there the board is for one player at a time.
# Below it, for the square boards (Calcala's and Roocala's).
more-sit-hint-square = Facing each other, across a tablet: each player's pile stands at their own edge, turned to them, and so does the line that says whose turn it is. On a phone the square board leaves no edge to spare, so there it is for one player at a time.

# The More page's choice of the coach's evaluation bar during play.
more-bar = Evaluation bar
more-bar-off = Off
more-bar-on = On
more-bar-hint = During play, the coach's margin after the latest move it has judged, on this device.

# The More page's choice of the site's look.
more-look = Look
more-look-hint = On this device. Auto follows the system's light or dark mode and its contrast setting.
theme-auto = Auto
theme-wood = Wood
theme-light = Light
theme-contrast = High contrast

# The More page's last button.
more-full-screen = Full screen

# The header's sound button, as a screen reader names it.
sound-mute = Mute
# The sound button's tooltip, while there is sound and while muted.
sound-on-title = Sound on: tap to mute
sound-muted-title = Muted: tap for sound

# The site's name: the start screen's heading and every page's title.
home-title = Mancala

# The web app manifest's description (manifest.webmanifest, and each language's
# <code>/manifest.webmanifest), which a device shows for the installed site.
manifest-description = Kalah, Awari, Ayo, Oware, Calcala and Roocala for players sharing one tablet, with the network off.

# The words of each language's pages around the app, written into them when the site is
# built (tools/post-build.mjs, from static/prerender/languages.json): the line a browser
# without JavaScript shows in place of the app (every page's <noscript>),
html-noscript = Mancala needs JavaScript and WebAssembly to run.

# and the line the analysis board's page shows while its board loads.
html-analysis-loading = Loading the analysis board…

# A game's page title.
# $game (String) - the game's name
page-title-game = { $game } · Mancala

# A game's Puzzles screen's page title.
# $game (String) - the game's name
page-title-puzzles = { $game } puzzles · Mancala

# The start screen's line under its heading.
home-tagline = Sowing games for two players (up to four in Calcala), on one tablet between you, or for one of you against the computer.

# The start screen's message for an address that named no game.
# $name (String) - what the address named
home-no-such-game = There is no game called “{ $name }” here; choose one below.

# The start screen's choices of the computer, as a screen reader names their group.
home-computer = The computer
# The heading of the computer's levels.
home-level-legend = The computer plays at
# The heading of the player's seat against the computer, and its choices.
home-seat-legend = You move
home-seat-first = First
home-seat-second = Second

# A game card's button for people playing each other: Calcala is for 2 to 4.
home-two-players = Two players
home-two-to-four = 2 to 4 players

# A game card's button for one person against the computer.
home-play-computer = Play the computer

# A game card's record of results against the level chosen: "Against Hard: 2 won, 1 lost".
# $level (String) - the level
# $results (String) - the results
home-record = Against { $level }: { $results }

# The start screen's link to the analysis board.
home-analysis-link = Analysis board: any position, every move weighed

# The start screen's button that forgets the results, and what it asks first.
home-reset = Reset the record
home-reset-confirm = Forget every result against the computer on this device?

# The list of moves below a board, as a screen reader names it.
board-moves = Moves played, newest first: tap one to look back at it

# An entry of the list of moves: "3. Red 4".
# $ply (Number) - the move's number
# $player (String) - who played it
# $move (String) - the move's notation
board-move-entry = { $ply }. { $player } { $move }

# A board, as a screen reader names it.
board-name = Board

# A pit, as a screen reader names it: "Red tray 3: 4 stones", "C4: 1 stone".
# $pit (String) - the pit's name
# $count (Number) - the stones in it
board-pit =
    { $count ->
        [one] { $pit }: { $count } stone
       *[other] { $pit }: { $count } stones
    }

# The tooltip of a disc that stands for several stones, and the legend's words.
board-blue-stone = 1 stone
board-yellow-stone = A yellow stone stands for 2 stones
board-black-stone = A black stone stands for 3 stones
board-stone-legend = A yellow stone stands for 2 stones, a black one for 3
# The legend's word after its number ("2 stones"), hidden on a narrow screen.
# $count (Number) - 2 or 3
board-legend-unit =
    { $count ->
       *[other] { " " }stones
    }

# A two-row player's bar, on the player to move: the computer thinks, or a person moves.
board-thinking = Thinking…
board-your-move = Your move

# Calcala's and Roocala's piles, on the player to move.
board-pile-thinking = thinking…
board-pile-to-move = to move

# Calcala's captured stones beside the board, as a screen reader names them.
board-captured-stones = Captured stones

# A Calcala move in a sentence (the hint's): "pit C4 towards NE".
# $from (String) - the pit's name
# $dir (String) - the direction
board-calcala-move = pit { $from } towards { $dir }

# A Calcala arrow, as a screen reader names it: "Sow C4 towards NE: captures 3".
# $from (String) - the pit's name
# $dir (String) - the direction
# $captured (Number) - the stones it captures
board-calcala-arrow = Sow { $from } towards { $dir }: captures { $captured }

# Calcala's status while a move plays: "Player 2 sows from C4…".
# $player (String) - the mover
# $pit (String) - the pit sown from
board-calcala-sowing = { $player } sows from { $pit }…

# Calcala's status once a pit is chosen.
# $player (String) - the player to move
# $pit (String) - the pit chosen
board-calcala-choose-arrow = { $player } to move: tap an arrow to sow from { $pit }, or tap elsewhere to choose again.

# Calcala's status while a player is to move.
# $player (String) - the player to move
board-calcala-to-move = { $player } to move: tap a pit, then an arrow.

# Roocala's status while a move plays: "South moves from d4…".
# $player (String) - the mover
# $cell (String) - the cell moved from
board-roocala-moving = { $player } moves from { $cell }…

# Roocala's status before the first move.
board-roocala-start = South moves first; North starts with 1 point.

# Roocala's status once a cell is chosen.
# $player (String) - the player to move
board-roocala-choose-move = { $player } to move: choose one of the moves listed for this cell, or tap another cell.

# Roocala's status while a player is to move.
# $player (String) - the player to move
board-roocala-to-move = { $player } to move: tap a cell to see the moves that start there.

# Roocala's points beside the board, as a screen reader names them.
board-points = Points

# Under North's points: the point North starts with.
board-point-for-second = 1 for moving second

# Beside Roocala's board: "40 points win."
# $points (Number) - the points that win
board-points-win = { $points } points win.

# The moves from the chosen cell, as a screen reader names their buttons' group.
board-offers = Moves from the chosen cell

# A Roocala cell, as a screen reader names it: "d4: 3 checkers".
# $cell (String) - the cell's name
# $count (Number) - the checkers on it
board-cell = { $cell }: { $count } checkers

# A Roocala cell with a rook: "d4: 3 checkers, South rook".
# $cell (String) - the cell's name
# $count (Number) - the checkers on it
# $player (String) - the rook's owner
board-cell-rook = { $cell }: { $count } checkers, { $player } rook

# Roocala's More page: the choice of board, and its hint.
board-choice = Board
board-choice-square = Square
board-choice-hex = Hexagonal
board-choice-hint = Each board keeps its own game: choosing one opens it at once.


## The analysis board
# (messages of src/ui/analysis)

# The page's title, in the browser's tab.
analysis-page-title = Analysis · Mancala

# The link back to the games, at the top of the game choice.
analysis-back-to-games = ‹ Games

# The game choice's heading.
analysis-heading = Analysis board

# Under the heading of the game choice.
analysis-choose-game = Choose a game to analyse from its start, or paste a record below.

# The link back to the game's own page, at the top of the board.
# $game (String) - the game's name
analysis-back-to-game = ‹ { $game }

# The board's heading.
# $game (String) - the game's name
analysis-game-heading = Analysis · { $game }

# Shown when the position held cannot be drawn any more (a record no longer valid).
analysis-cannot-open = That position can no longer be opened.

# The status above the moves, when the game is over.
analysis-game-over = The game is over: no move to weigh.

# The status above the moves: how to read each move's worth.
# $mover (String) - the player to move
analysis-to-move = { $mover } to move. Each move's worth is what { $mover } comes out ahead by with best play after it, in seeds: “exact” where proven, else the depth searched.

# The side panel's name for screen readers, while the position is edited.
analysis-side-edited = The position edited

# The side panel's name for screen readers.
analysis-side-moves = Moves and their worth

# Buttons under the moves.
analysis-undo = Undo
analysis-edit-position = Edit position
analysis-play-from-here = Play from here

# A link or address that could not be opened.
# $why (String) - the reader's reason
analysis-address-refused = The address: { $why }

# The editor's Done refused: the rules cannot reach the position edited.
# $game (String) - the game's name
# $why (String) - the engine's reason
analysis-not-a-position = Not a position of { $game }: { $why }.

# The analysis board: the moves and their worth.

# Before the worker's first answer.
analysis-weighing = Weighing the moves…

# The list of moves' name for screen readers, before they are weighed.
analysis-legal-moves = Legal moves

# The list of moves' name for screen readers, once weighed.
analysis-legal-moves-best-first = Legal moves, the best first

# How far the search went, above the moves: "Depth 12 · 48213 positions · 1.5 s".
# $depth (Number) - the depth searched
# $nodes (String) - the positions searched, in digits
# $seconds (String) - the seconds taken, an analysis-decimal
# $done (String) - "yes" when the search is over, "no" while it goes deeper
analysis-searched =
    { $done ->
        [yes] Depth { $depth } · { $nodes } positions · { $seconds } s
       *[no] Depth { $depth } · { $nodes } positions · { $seconds } s · searching deeper…
    }

# A number with one decimal: "1.5".
# $whole (String) - the digits before the decimal point
# $tenths (String) - the digit after it
analysis-decimal = { $whole }.{ $tenths }

# A move's worth, in seeds, from the mover's side: "+3", "−1.5", "0".
# $sign (String) - "ahead", "behind" or "even"
# $seeds (String) - the seeds, without a sign: digits or an analysis-decimal
analysis-worth =
    { $sign ->
        [ahead] +{ $seeds }
        [behind] −{ $seeds }
       *[even] { $seeds }
    }

# Where a move's worth comes from: proven by the solver.
analysis-exact = exact

# Where a move's worth comes from: a search this deep.
# $depth (Number)
analysis-depth = depth { $depth }

# A player's share after a move, in games of more than two players: "P1 12".
# $player (String) - the player's name
# $count (Number) - the seeds the player ends with
analysis-share = { $player } { $count }

# Between two players' shares.
analysis-shares-between = { " · " }

# Under the moves: the line that follows the best move.
# $line (String) - the moves, in notation
analysis-best-line = Best line: { $line }

# The breadcrumb of the moves walked: its name for screen readers, and its first step.
analysis-walked = Moves walked
analysis-walked-opened = Opened

# The analysis board: the position editor.

# The editor's name for screen readers.
analysis-editor = Position editor

# A store as the editor names it.
# $side (String) - "south" or "north"
analysis-slot-store =
    { $side ->
        [south] South's store
       *[north] North's store
    }

# A player's pile of captured stones, as the editor names it (Calcala): "P1's pile".
# $number (Number) - the player's seat, from 1
analysis-slot-pile = P{ $number }'s pile

# A cell as the editor names it (Roocala): "Cell c3", "Cell c3 (South's rook)".
# $cell (String) - the cell's name on the board
# $rook (String) - "south" or "north" where a rook stands on it, else "none"
analysis-slot-cell =
    { $rook ->
        [south] Cell { $cell } (South's rook)
        [north] Cell { $cell } (North's rook)
       *[none] Cell { $cell }
    }

# A player's points, as the editor names them (Roocala).
# $side (String) - "south" or "north"
analysis-slot-points =
    { $side ->
        [south] South's points
       *[north] North's points
    }

# The editor's hint while no slot is selected.
# $board (String) - "two-rows", "grid" (Calcala) or "cells" (Roocala)
analysis-editor-hint =
    { $board ->
        [two-rows] Tap a pit to set its seeds.
        [grid] Choose a pit to set its stones.
       *[cells] Tap a cell to set its checkers and rook.
    }

# The − button's name for screen readers.
# $slot (String) - the slot's name
analysis-one-fewer = One fewer in { $slot }

# The + button's name for screen readers.
# $slot (String) - the slot's name
analysis-one-more = One more in { $slot }

# The number field's name for screen readers.
# $board (String) - "two-rows", "grid" (Calcala) or "cells" (Roocala)
# $slot (String) - the slot's name
analysis-count-in =
    { $board ->
        [two-rows] Seeds in { $slot }
        [grid] Stones in { $slot }
       *[cells] Checkers in { $slot }
    }

# The choice of a cell's rook (Roocala): the group's name for screen readers, its buttons.
analysis-rook = Rook
analysis-no-rook = No rook
analysis-rook-south = South's
analysis-rook-north = North's

# The list of slots' name for screen readers.
analysis-slots = Pits and stores

# The choice of who moves: the group's name for screen readers, and each button.
analysis-to-move-group = To move
# $player (String) - the player's name
analysis-player-to-move = { $player } to move

# The editor's buttons.
analysis-start-position = Start position
analysis-cancel = Cancel
analysis-done = Done

# The analysis board: records in and out.

# The formats' buttons.
analysis-format-record = Record
analysis-format-position = Position text
analysis-format-fen = PlayStrategy FEN
analysis-format-moves = PlayStrategy moves
analysis-format-kalah-literal = Kalah board literal

# In the record box, where a format cannot carry the game.
# $format (String) - the format's name
analysis-only-ayo = { $format }: only Ayo (Oware Abapa) is written so
# $format (String) - the format's name
analysis-only-kalah = { $format }: only Kalah is written so
# $format (String) - the format's name
analysis-not-a-board = { $format }: not a board it has
# $format (String) - the format's name
analysis-moves-from-start = { $format }: a move list starts from the start; this game does not

# Open with nothing pasted.
analysis-nothing-to-open = Nothing to open: paste a record, a link or a position first.

# A pasted text in no format read here.
# $text (String) - its first 40 characters
analysis-not-understood = “{ $text }” is not understood: it is none of a game's record or link (kalah?moves=3.1), our position text, PlayStrategy's FEN or move list, or a Kalah board literal.

# A pasted record or link refused.
# $why (String) - the reader's reason
analysis-record-refused = The record: { $why }

# A pasted text refused by its format's reader.
# $format (String) - the format's name
# $why (String) - the reader's reason
analysis-format-refused = { $format }: { $why }

# A pasted Kalah board literal whose seeds make no Kalah game.
# $format (String) - the format's name (analysis-format-kalah-literal)
analysis-literal-not-two-rows = { $format }: not two rows
# $format (String) - the format's name (analysis-format-kalah-literal)
# $total (Number) - the seeds on the board
# $houses (Number) - the houses a side
analysis-literal-no-game = { $format }: { $total } seeds on { $houses } houses a side are no Kalah({ $houses }, n) game

# A pasted position the game's rules cannot reach.
# $format (String) - the format's name
# $why (String) - the engine's reason
analysis-format-not-a-position = { $format }: not a position of the game: { $why }

# A game this build does not play.
# $game (String) - the game's name
analysis-not-played-here = { $game } is not played here

# The box to paste into, on the game choice: its name for screen readers, its label.
analysis-open-record = Open a record
analysis-paste-label = A record, a link or a position to open:

# The record box: its button and name, its formats' group, its label.
analysis-record-in-and-out = Record in and out
analysis-formats = Format
analysis-record-label = The game as text; paste another to open it:

# The record box's buttons.
analysis-copy = Copy
analysis-open = Open

## Rules pages
# (messages of src/games/help.rs and each game's help.rs)

# The title of a game's rules page (the browser's tab, and the heading above the page on
# the game's screen).
# $game (String) - the game's name: Kalah, Awari, Roocala...
screen-rules-title = How to play { $game }

# The heading of the last section of every rules page, on the coach of a review.
rules-coach-heading = The coach's verdicts

# The paragraph of the coach's section: how it judges moves, then how it searches in this
# game.
# $unit (String) - what the game's margin counts: "stones" or "points"
# $how (String) - how the coach searches in this game: rules-coach-how-kalah,
#   rules-coach-how-calcala or rules-coach-how-search
rules-coach-judging =
    In a review (tap a move in the list of moves), the coach judges each move by the { $unit ->
        [points] points
       *[stones] stones
    } it gave up against the best move found, marks it in the list with its sign, and marks
    the best move on the board. { $how }

# How the coach searches in Kalah: the end of rules-coach-judging.
rules-coach-how-kalah =
    In Kalah the coach proves the late middle game and the endgame exactly (the solver:
    marked exact); before that it uses the Expert level's search at a fixed budget.

# How the coach searches in Calcala: the end of rules-coach-judging.
rules-coach-how-calcala =
    It uses the Expert level's search at a fixed budget. With 3 or 4 players, a move's value
    is the share of the captures its player can expect by their next turn, and the loss is
    the captures given up.

# How the coach searches in the other games: the end of rules-coach-judging.
rules-coach-how-search = It uses the Expert level's search at a fixed budget.

# The coach's table of verdicts: the heading of the column of their names.
rules-coach-verdict-column = Verdict

# The coach's table of verdicts: the heading of the column of the signs that mark them.
rules-coach-sign-column = Sign

# The coach's table of verdicts: the heading of the column of what a move gave up.
# $unit (String) - what the game's margin counts: "stones" or "points"
rules-coach-loss-column =
    { $unit ->
        [points] Points given up
       *[stones] Stones given up
    }

# The coach's table of verdicts: how much a verdict's moves give up.
# $verdict (String) - "best", "good", "inaccuracy", "mistake" or "blunder"
# $unit (String) - what the game's margin counts: "stones" or "points"
# $low (Number) - the least a move of the verdict gives up
# $high (Number) - the most it gives up (a blunder's: its least, as it has no most)
rules-coach-threshold =
    { $verdict ->
        [best] nothing given up against the best move found
        [blunder]
            { $unit ->
                [points] { $low } or more points given up
               *[stones] { $low } or more stones given up
            }
        [mistake]
            { $unit ->
                [points] { $low } to { $high } points given up, or fewer that throw away a won or drawn result (where it is exact)
               *[stones] { $low } to { $high } stones given up, or fewer that throw away a won or drawn result (where it is exact)
            }
       *[other]
            { $unit ->
                [points] { $low } to { $high } points given up
               *[stones] { $low } to { $high } stones given up
            }
    }

# A tip about the screen on the rules pages of the two-row games and Calcala, whose boards
# draw blue, yellow and black stones.
rules-stone-colours =
    Each blue stone on the board is one stone. When a pit is too crowded to show every
    stone, a yellow stone stands for 2 stones and a black one for 3; the number beside the
    pit always gives the exact count.

# A paragraph of Kalah's rules page.
rules-kalah-intro =
    Two players, Red and Green, sit on either side of the board. Each owns the row of small
    trays nearest to them and the big tray, the Mancala, on their right. Every small tray
    starts with the same number of stones (four unless the options say otherwise).

# The caption of a diagram on Kalah's rules page, also the picture's name for screen readers.
rules-kalah-sowing-caption =
    Red picks up the 4 stones of tray 3 and drops one into each following tray, going
    anticlockwise: trays 4, 5 and 6 and then Red's own Mancala. The last stone fell in the
    Mancala, so Red moves again.

# A section's heading on Kalah's rules page.
rules-kalah-move-heading = A move

# A paragraph of Kalah's rules page.
rules-kalah-move =
    On your turn, tap one of your own trays that holds stones. Its stones are sown one by
    one into the following trays, anticlockwise, including your own Mancala but never your
    opponent's, which is skipped. A big handful can go all the way round and drop a stone
    back into the tray it came from.

# A section's heading on Kalah's rules page.
rules-kalah-last-stone-heading = Where the last stone lands

# An item of a bulleted list on Kalah's rules page.
rules-kalah-last-stone-store = In your own Mancala: you move again.

# An item of a bulleted list on Kalah's rules page.
# Transfer last drop in empty is the name of an option on the More page.
rules-kalah-last-stone-empty-tray =
    In one of your own trays that was empty: that stone and all the stones in the opposite
    tray go to your Mancala (the option Transfer last drop in empty can require stones
    opposite for this to happen).

# An item of a bulleted list on Kalah's rules page.
rules-kalah-last-stone-elsewhere = Anywhere else: it is your opponent's turn.

# A section's heading on Kalah's rules page.
rules-kalah-end-heading = The end

# A paragraph of Kalah's rules page.
# End of game and Remaining stones taken by are the names of options on the More page.
rules-kalah-end =
    The game ends when all the small trays of one player are empty (the option End of game
    can make it wait until the player to move has none), or at once when a Mancala holds
    more than half of all the stones. Each player then counts their Mancala plus the stones
    left in their own trays (the option Remaining stones taken by can give those stones to
    the opponent or to nobody). The higher total wins.

# A section's heading on Kalah's rules page.
rules-kalah-options-heading = Options

# A paragraph of Kalah's rules page.
# More and New are buttons; As the TopAccolades app and 605.452 tournament, 5 stones are
# the names of presets on the More page.
rules-kalah-options =
    More opens the options, each explained where it is chosen: the three rules above, who
    starts, stones per tray (the 605.452 tournament plays 4 or 5) and trays per side, and
    the presets As the TopAccolades app and 605.452 tournament, 5 stones. Changes apply when
    you press New.

# A paragraph of Awari's rules page.
rules-awari-intro =
    Player 1 sits at the bottom and owns the six cups of the near row and the home on the
    right; Player 2 owns the far row and the home on the left. Every cup starts with four
    stones, and Player 1 begins.

# A section's heading on Awari's rules page.
rules-awari-sowing-heading = Sowing

# A paragraph of Awari's rules page.
rules-awari-sowing =
    Tap one of your cups that holds stones. They are dropped one at a time into the
    following cups, anticlockwise, and in Awari the homes are on the way: a stone dropped in
    a home stays there and counts for that home's owner, even if it is your opponent's.

# The caption of a diagram on Awari's rules page, also the picture's name for screen readers.
rules-awari-sowing-caption =
    Player 1 sows the 4 stones of cup 4: one each into cups 5 and 6, one into the home and
    one into Player 2's first cup.

# A section's heading on Awari's rules page.
rules-awari-capture-heading = Going again and capturing

# An item of a bulleted list on Awari's rules page.
rules-awari-again =
    If your last stone lands in your own home, you move again, as often as it happens.

# An item of a bulleted list on Awari's rules page.
rules-awari-capture =
    If your last stone lands in an empty cup, on either side, and the cup opposite holds
    stones, you take those stones and your last stone into your home. If the cup opposite is
    empty, nothing is taken.

# The caption of a diagram on Awari's rules page, also the picture's name for screen readers.
rules-awari-capture-caption =
    Player 1's single stone from cup 1 lands in empty cup 2. Opposite it, Player 2's cup 5
    holds 6 stones: those 6 and the stone that landed go to Player 1's home.

# A section's heading on Awari's rules page.
rules-awari-end-heading = The end

# A paragraph of Awari's rules page.
rules-awari-end =
    The game ends as soon as a home holds more than 24 stones: that player wins. It also
    ends when the player to move has no stones to sow (the stones still on the board go to
    the player who moved last), or when the same position comes up for the third time (each
    player then takes the stones on their own side). The bigger total wins.

# A paragraph of Ayo's rules page.
rules-ayo-intro =
    Player 1 owns the near row of six cups and the home on the right, Player 2 the far row
    and the home on the left. Every cup starts with four stones and Player 1 begins. The
    homes only hold what you capture: sowing never drops a stone into them.

# A section's heading on Ayo's rules page.
rules-ayo-sowing-heading = Sowing

# A paragraph of Ayo's rules page.
rules-ayo-sowing =
    Tap one of your cups with stones: they are dropped one by one into the following cups,
    anticlockwise. A handful of 12 or more goes all the way round, and passes over the cup
    it came from each time.

# A section's heading on Ayo's rules page.
rules-ayo-capture-heading = Capturing

# A paragraph of Ayo's rules page.
rules-ayo-capture =
    If your last stone lands in one of your opponent's cups and makes it 2 or 3, you capture
    that cup. Then look at the cup before it: if it is also your opponent's and holds 2 or
    3, you capture it too, and so on backwards until a cup breaks the chain.

# The caption of a diagram on Ayo's rules page, also the picture's name for screen readers.
rules-ayo-capture-caption =
    Player 1 sows 4 stones from cup 5. The last lands in Player 2's cup 3 making 2:
    captured. Cup 2 before it now holds 3: captured too. Cup 1 holds 4, which ends the
    chain: 5 stones in all.

# A section's heading on Ayo's rules page.
rules-ayo-grand-slam-heading = Grand slam and feeding

# A paragraph of Ayo's rules page.
rules-ayo-grand-slam =
    A capture that would empty your opponent's whole side is a grand slam. By default it may
    be played but captures nothing; the options can let it capture, or forbid it while you
    have another move. And when your opponent has no stones at all, you must give them some
    if any move can (this too is an option). If no move can, the game ends and you take the
    stones left on the board.

# A section's heading on Ayo's rules page.
rules-ayo-end-heading = The end

# A paragraph of Ayo's rules page.
rules-ayo-end =
    A player with more than 24 stones in their home wins at once. The game also ends when
    the player to move cannot move (the stones left go to the player who moved last) or when
    a position comes up for the third time (each takes the stones on their own side). The
    bigger total wins.

# A paragraph of Oware's rules page.
rules-oware-intro =
    Player 1 owns the near row of six cups and the home on the right, Player 2 the far row
    and the home on the left. Every cup starts with four stones and Player 1 begins. Sowing
    goes round the cups only; the homes collect the stones that are taken.

# A section's heading on Oware's rules page.
rules-oware-relay-heading = Relay sowing

# A paragraph of Oware's rules page.
rules-oware-relay =
    Tap one of your cups with stones and they are sown one by one, anticlockwise. Where the
    last stone lands decides what happens next:

# An item of a bulleted list on Oware's rules page.
# The list's items end the sentence of the paragraph before them (rules-oware-relay).
rules-oware-relay-empty = in an empty cup: your move ends;

# An item of a bulleted list on Oware's rules page.
# The list's items end the sentence of the paragraph before them (rules-oware-relay).
rules-oware-relay-four = in a cup it makes 4: you take those 4 stones and your move ends;

# An item of a bulleted list on Oware's rules page.
# The list's items end the sentence of the paragraph before them (rules-oware-relay).
rules-oware-relay-other =
    in any other cup: you pick up all its stones and sow on from the next cup, a new lap.

# The caption of a diagram on Oware's rules page, also the picture's name for screen readers.
rules-oware-relay-caption =
    Player 1 sows 3 stones from cup 6. The last one makes Player 2's cup 3 hold 3, so those
    3 are picked up and sown on into cups 4, 5 and 6; the last lands in an empty cup and the
    move ends.

# A section's heading on Oware's rules page.
rules-oware-fours-heading = Fours

# A paragraph of Oware's rules page.
rules-oware-fours =
    Whenever a stone you drop along the way makes a cup hold exactly 4, those 4 stones go at
    once to the home of the player on whose side the cup is — sometimes your opponent — and
    you carry on sowing. If a relay would go round for ever, the move stops where it starts
    repeating.

# A section's heading on Oware's rules page.
rules-oware-end-heading = The end

# A paragraph of Oware's rules page.
rules-oware-end =
    A player with more than 24 stones in their home wins at once. The game also ends when
    the player to move has no stones (the stones left go to the player who moved last) or
    when a position comes up for the third time (each takes the stones on their own side).
    The bigger total wins.

# A paragraph of Calcala's rules page.
rules-calcala-intro =
    Calcala is played by 2, 3 or 4 players on a board of 36 pits, 6 by 6. Nobody owns a pit:
    on your turn you may take the stones of any pit that has some. Players move in turn,
    Player 1, Player 2, and so on; each keeps a pile of the stones they capture.

# A section's heading on Calcala's rules page.
rules-calcala-move-heading = A move

# A paragraph of Calcala's rules page.
rules-calcala-move =
    Tap a pit, then one of the arrows around it. Its stones are sown one at a time, one per
    pit, in the arrow's direction. On the first step you may not leave the board, so a pit
    on the edge offers 5 arrows and a corner 3; after that the board's edges bend the
    sowing:

# An item of a bulleted list on Calcala's rules page.
rules-calcala-edge-straight =
    Going straight up, down, left or right, the sowing leaves one edge and comes back on the
    opposite one.

# An item of a bulleted list on Calcala's rules page.
rules-calcala-edge-diagonal =
    Going diagonally into a side, it bounces off at a right angle and keeps its new
    direction. Going diagonally out of a corner, it comes back at the opposite corner.

# The caption of a diagram on Calcala's rules page, also the picture's name for screen readers.
rules-calcala-wrap-caption = Wrap: 5 stones from C2 sown east go D2, E2, F2 and round to A2 and B2.

# The caption of a diagram on Calcala's rules page, also the picture's name for screen readers.
rules-calcala-bounce-caption =
    Bounce: 3 stones from D5 sown south-east go E6, then bounce off the bottom to F5, off
    the right side to E4, and carry on north-west.

# A section's heading on Calcala's rules page.
rules-calcala-last-stone-heading = Where the last stone falls

# An item of a bulleted list on Calcala's rules page.
rules-calcala-last-stone-full =
    In a pit that already held stones: pick them all up and sow on from there in the same
    direction (a new lap).

# An item of a bulleted list on Calcala's rules page.
rules-calcala-last-stone-empty =
    In an empty pit: you capture every stone in the next pit along the way, and your turn
    ends.

# The caption of a diagram on Calcala's rules page, also the picture's name for screen readers.
rules-calcala-capture-caption =
    Capture: 2 stones from B4 sown east; the last falls in empty D4, so the stones of the
    next pit, E4, are captured.

# A paragraph of Calcala's rules page.
rules-calcala-relay-forever =
    If a relay would go round and round for ever, it stops where it starts to repeat, with
    no capture.

# A section's heading on Calcala's rules page.
rules-calcala-end-heading = The end

# A paragraph of Calcala's rules page.
rules-calcala-end =
    The game ends when 6 or fewer stones are left on the board, or when the same position
    comes up for the third time. Stones left on the board count for nobody: whoever has
    captured most wins, and players tied for the most share the win.

# A section's heading on Calcala's rules page.
rules-calcala-options-heading = Options

# A paragraph of Calcala's rules page.
# More is the button that opens the options; Double Dutch and Half Dutch are set-ups
# named on the More page.
rules-calcala-options =
    More sets the number of players, who starts, and the set-up: 2 stones in every pit
    (standard), 1 (short), 3 (long), or 3 or 2 in every other pit (Double Dutch and Half
    Dutch).

# A paragraph of Roocala's rules page.
# Christian Freeling is the game's inventor.
rules-roocala-intro =
    Roocala, by Christian Freeling, is played on a ring of edge cells around a neutral inner
    area, on a square board (20 edge cells) or a hexagonal one (18). South owns the edge
    cells on the lower half of the ring, North those on the upper half. Every edge cell
    starts with two checkers, each player has two rooks inside, South moves first and North
    starts with one point to make up for it. You must move; there are three kinds of move.

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-start-caption =
    The square board: South owns the red half of the ring, North the green half; the 16
    cells inside are neutral. The rooks start inside.

# A section's heading on Roocala's rules page.
rules-roocala-sowing-heading = Sowing checkers

# A paragraph of Roocala's rules page.
rules-roocala-sowing =
    Take all the checkers of one of your own edge cells, or of any inner cell, and drop them
    one by one: from your edge cell either anticlockwise round the ring (passing over the
    cell you started from), or straight into the inner area; from an inner cell, in a
    straight line. A straight sowing that reaches the edge carries on anticlockwise round
    the ring. Rooks do not get in the way.

# A paragraph of Roocala's rules page.
rules-roocala-sowing-capture =
    If your last checker lands on a cell you do not own that held exactly one checker, you
    capture one checker there, and so on backwards for every drop just before it that did
    the same.

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-ring-caption =
    Round the ring: South sows e1's three checkers anticlockwise onto f1, f2 and f3.

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-line-caption =
    In a line: South sows a3's two checkers east. Both b3 and c3 held one checker, so the
    last drop captures one at c3 and the chain goes back to take one at b3.

# A section's heading on Roocala's rules page.
rules-roocala-rook-heading = Moving a rook

# A paragraph of Roocala's rules page.
rules-roocala-rook =
    A rook standing on an empty cell moves in a straight line over empty cells and stops on
    the first cell that is not empty. Landing on checkers on a cell you do not own captures
    one; on your own cell it captures nothing. Landing on an opponent's rook that stands on
    checkers captures the rook. A rook may not land on your other rook, or on an opponent's
    rook standing alone.

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-rook-caption =
    South's rook on e2 moves north over the empty e3 and e4 and stops on e5, the first cell
    that is not empty, capturing one of the checkers there.

# A section's heading on Roocala's rules page.
rules-roocala-hybrid-heading = Hybrid sowing

# A paragraph of Roocala's rules page.
rules-roocala-hybrid =
    From a cell with your rook and checkers, you may sow the checkers as above and let the
    rook ride along: it lands on the next cell after the last checker. There it captures an
    opponent's rook, or, on a cell you do not own, as many checkers as you sowed (or all of
    them if fewer).

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-hybrid-caption =
    Hybrid: c2 holds South's rook and two checkers. They are sown north onto c3 and c4, and
    the rook lands on c5: with its checkers on a cell South does not own, it captures two of
    them, as many as were sown.

# A section's heading on Roocala's rules page.
rules-roocala-end-heading = The end

# A paragraph of Roocala's rules page.
rules-roocala-end =
    Points are the checkers you captured (North's extra point included). With more than half
    of all points you win at once (21 on the square board, 19 on the hexagonal one). The
    third time the same position comes up, the game is a draw. A player who cannot move ends
    the game, and the checkers left go to the player who moved last.

# A section's heading on Roocala's rules page.
rules-roocala-playing-heading = Playing here

# A paragraph of Roocala's rules page.
rules-roocala-playing =
    Tap a cell: the moves that start there are listed, each with a numbered mark on the
    board showing where it ends. Press and hold a move to see its whole path; let go on it
    to play it. Tap elsewhere to choose another cell.
