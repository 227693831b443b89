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

## The choice of language

# The label of the menu of languages, on the start screen and on More.
language-label = Language

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

## Rules pages
# (messages of src/games/help.rs and each game's help.rs)
