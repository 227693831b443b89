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

## The screen: controls, the More page, the start screen and the boards
# (messages of src/ui/screen_parts.rs, src/ui/options_page.rs, src/ui/home.rs and the boards' views)

## The analysis board
# (messages of src/ui/analysis)

## Rules pages
# (messages of src/games/help.rs and each game's help.rs)
