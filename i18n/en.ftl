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

## Roocala: players, cells, what a move did, refused moves
# (messages of src/games/roocala)

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
