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

# A game's page title.
# $game (String) - the game's name
page-title-game = { $game } · Mancala

# A game's Puzzles screen's page title.
# $game (String) - the game's name
page-title-puzzles = { $game } puzzles · Mancala

# A rules page's heading and title.
# $game (String) - the game's name (Roocala's page serves both its boards)
page-title-rules = How to play { $game }

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

## Rules pages
# (messages of src/games/help.rs and each game's help.rs)
