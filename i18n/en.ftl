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

## The analysis board
# (messages of src/ui/analysis)

## Rules pages
# (messages of src/games/help.rs and each game's help.rs)
