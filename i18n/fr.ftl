# Les messages du site en français : la traduction d'i18n/en.ftl, dans le même ordre.
# Vocabulaire : graine (les pierres ou graines, dans tous les jeux semés), case (les
# cases, « trays » du Kalah et « cups » des autres), grenier (les « homes » d'Awari,
# Ayo et Oware), Mancala (les grands magasins du Kalah), semer / semailles, prendre /
# prise, tour (un tour de semis ; et la pièce de Roocala), pion (les « checkers » de
# Roocala), grand chelem, nourrir. Joueurs : Rouge et Vert (Kalah), Joueur 1 et Joueur 2.
# Les noms de joueurs et de jeux sont traités comme des noms propres : « la case 3 de
# Joueur 1 ». Typographie : espace insécable avant « : », espace fine insécable avant
# « ; ! ? » et à l'intérieur des guillemets « ».

## Jeux à deux rangées : joueurs et cases

# A player's name.
# $vocabulary (String) - "kalah" or "homes"
# $side (String) - "south" or "north"
player-name =
    { $vocabulary ->
        [kalah]
            { $side ->
                [south] Rouge
               *[north] Vert
            }
       *[homes]
            { $side ->
                [south] Joueur 1
               *[north] Joueur 2
            }
    }

# A house, as a screen reader names it: "Red tray 3".
# $player (String) - the owner's name
# $vocabulary (String) - "kalah" or "homes"
# $number (Number) - the house's number, from its owner's left
house-name =
    { $vocabulary ->
        [kalah] Case { $number } de { $player }
       *[homes] Case { $number } de { $player }
    }

# A house in a sentence, with its owner: "Red's tray 3".
# $player (String) - the owner's name
# $vocabulary (String) - "kalah" or "homes"
# $number (Number) - the house's number
house-phrase =
    { $vocabulary ->
        [kalah] la case { $number } de { $player }
       *[homes] la case { $number } de { $player }
    }

# The mover's own house in a sentence, as "from tray 3" says it.
# $vocabulary (String) - "kalah" or "homes"
# $number (Number) - the house's number
own-house =
    { $vocabulary ->
        [kalah] la case { $number }
       *[homes] la case { $number }
    }

# A store in a sentence, with its owner: "Green's Mancala".
# $player (String) - the owner's name
# $vocabulary (String) - "kalah" or "homes"
store-phrase =
    { $vocabulary ->
        [kalah] le Mancala de { $player }
       *[homes] le grenier de { $player }
    }

# A number of stones.
# $count (Number)
stones =
    { $count ->
        [one] { $count } graine
       *[other] { $count } graines
    }

## Jeux à deux rangées : un coup en train de se jouer (l'état pendant que les graines bougent)

# $player (String) - the mover
# $count (Number) - the stones picked up
# $from (String) - where from: an own-house, or a house-phrase or store-phrase
sows-from =
    { $count ->
        [one] { $player } sème { $count } graine depuis { $from }
       *[other] { $player } sème { $count } graines depuis { $from }
    }

# $player (String) - the mover
sows = { $player } sème

so-far-picks-up-again = , les reprend

# $count (Number) - how many times, 2 or more
so-far-picks-up-again-times = , les reprend ({ $count } fois)

# $count (Number) - stones captured so far
so-far-captures = , en prend { $count }

# $player (String) - the mover's opponent
# $count (Number) - stones the opponent has taken so far
so-far-opponent-takes = , et { $player } en prend { $count }

# $vocabulary (String) - "kalah" or "homes"
so-far-game-over =
    { $vocabulary ->
        [kalah] . La partie est finie : les graines restantes vont aux Mancalas
       *[homes] . La partie est finie : les graines restantes vont aux greniers
    }

so-far-ellipsis = …

## Jeux à deux rangées : la fin

# $why (String) - end-* below
# $result (String) - end-wins or end-draw
game-over = Partie terminée : { $why }. { $result }.

# $player (String)
# $vocabulary (String) - "kalah" or "homes"
end-store-majority =
    { $vocabulary ->
        [kalah] le Mancala de { $player } contient plus de la moitié des graines
       *[homes] le grenier de { $player } contient plus de la moitié des graines
    }

# $player (String)
# $vocabulary (String) - "kalah" or "homes"
end-houses-empty =
    { $vocabulary ->
        [kalah] toutes les cases de { $player } sont vides
       *[homes] toutes les cases de { $player } sont vides
    }

# $player (String)
end-no-legal-move = { $player } n'a plus de coup possible, et les graines du plateau vont au dernier joueur à avoir joué

# $player (String) - who cannot give stones
# $opponent (String)
end-cannot-feed = { $player } ne peut donner aucune graine à { $opponent }, donc { $player } prend les graines restantes

end-repetition = la même position est revenue pour la troisième fois, donc chacun prend les graines de son propre camp

end-few-stones-left = il reste trop peu de graines pour continuer

# $player (String)
end-points-majority = { $player } a plus de la moitié de tous les points

# $player (String) - the winner
# $score (Number) - the winner's total
# $other (Number) - the loser's total
end-wins = { $player } gagne { $score } à { $other }

# $score (Number) - each player's total
end-draw = Partie nulle, { $score } partout

## Jeux à deux rangées : coups refusés

refused-game-over = la partie est finie

# $vocabulary (String) - "kalah" or "homes"
# $number (Number)
refused-no-such-house =
    { $vocabulary ->
        [kalah] il n'y a pas de case { $number }
       *[homes] il n'y a pas de case { $number }
    }

# $pit (String) - a house-phrase
refused-empty-house = { $pit } est vide

# $pit (String) - a house-phrase
# $player (String) - the player to move
refused-not-your-house = { $pit } n'est pas à vous : c'est à { $player } de jouer

# $player (String) - the store's owner
# $vocabulary (String) - "kalah" or "homes"
refused-store =
    { $vocabulary ->
        [kalah] le Mancala de { $player } ne se joue pas : choisissez une des petites cases
       *[homes] le grenier de { $player } ne se joue pas : choisissez une de vos cases
    }

# $pit (String) - a house-phrase
# $player (String) - the opponent
refused-must-feed = { $pit } laisserait { $player } sans graines : vous devez lui en donner

# $pit (String) - a house-phrase
# $player (String) - the opponent
refused-grand-slam = { $pit } prendrait toutes les graines de { $player } (un grand chelem), ce qui est interdit tant qu'un autre coup existe

# $pit (String) - a house-phrase
refused-not-allowed = { $pit } ne peut pas être jouée maintenant

## Kalah : ce qu'a fait un coup

# $player (String) - the mover
# $stones (String) - a stones message
# $number (Number) - the tray played
kalah-sowed = { $player } a semé { $stones } depuis la case { $number }

# $player (String)
# $number (Number) - the tray, empty before the stone fell
kalah-empty-tray = la case { $number } de { $player }, qui était vide

# $sowed (String) - kalah-sowed
# $player (String) - the mover
kalah-into-store-end = { $sowed } ; la dernière est tombée dans le Mancala de { $player }.

# $sowed (String) - kalah-sowed
# $player (String) - the mover
kalah-into-store = { $sowed } ; la dernière est tombée dans le Mancala de { $player }, donc { $player } rejoue.

# $sowed (String) - kalah-sowed
# $pit (String) - kalah-empty-tray
# $player (String) - the mover
kalah-lone-capture = { $sowed } ; la dernière est tombée dans { $pit }, et est allée dans le Mancala de { $player } (la case d'en face était vide).

# $sowed (String) - kalah-sowed
# $pit (String) - kalah-empty-tray
# $player (String) - the mover
# $stones (String) - a stones message: the stones captured
# $opposite (Number) - the stones taken from the tray opposite
kalah-capture = { $sowed } ; la dernière est tombée dans { $pit } : { $player } prend { $stones } ({ $opposite } de la case d'en face).

# $sowed (String) - kalah-sowed
# $pit (String) - kalah-empty-tray
kalah-empty-kept = { $sowed } ; la dernière est tombée dans { $pit }, mais la case d'en face est vide, donc elle y reste.

# $sowed (String) - kalah-sowed
# $pit (String) - a house-phrase or store-phrase
kalah-elsewhere = { $sowed } ; la dernière est tombée dans { $pit }.

## Awari, Ayo et Oware : ce qu'a fait un coup

# $player (String) - the mover
# $stones (String) - a stones message
# $number (Number) - the cup played
homes-sowed = { $player } a semé { $stones } depuis la case { $number }

homes-skipping = , en sautant cette case à chaque tour

homes-full-stop = .

# $count (Number) - the laps after the first
# $from (String) - where each lap began, a homes-list-then
homes-relays =
    { $count ->
        [one] { " " }Le semis a continué { $count } tour de plus, depuis { $from }.
       *[other] { " " }Le semis a continué { $count } tours de plus, depuis { $from }.
    }

# A pit and the stones picked up from it again.
# $pit (String) - a house-phrase
# $count (Number)
homes-relay-from = { $pit } ({ $count })

# The separator of the list of laps: "cup 3 (4), then cup 5 (2)".
homes-list-then = , puis{ " " }

# $player (String) - who took them
# $pit (String) - a house-phrase
homes-four = { " " }{ $player } a pris les 4 graines de { $pit }.

# $player (String) - the mover
# $stones (String) - a stones message: the total
# $from (String) - homes-capture-from, joined by homes-list-and
homes-captured = { " " }{ $player } a pris { $stones } ({ $from }).

# $count (Number)
# $pit (String) - a house-phrase
homes-capture-from = { $count } dans { $pit }

# The separator of a list of captures.
homes-list-and = ,{ " " }

# $player (String) - the opponent
homes-grand-slam-spared = { " " }Cela prendrait toutes les graines du camp de { $player } (un grand chelem), donc rien n'est pris.

# $pit (String) - a house-phrase
homes-endless = { " " }Le relais aurait tourné sans fin, donc il s'est arrêté dans { $pit }.

# $player (String) - the mover
homes-extra-turn = { " " }La dernière graine est tombée dans le grenier de { $player }, donc { $player } rejoue.

# $pit (String) - a house-phrase or store-phrase
homes-last = { " " }La dernière graine est tombée dans { $pit }.

## Jeux à deux rangées : l'écran du plateau

# $player (String) - who starts
game-starts = { $player } commence.

# $player (String) - the player to move
# $vocabulary (String) - "kalah" or "homes"
two-row-to-move =
    { $vocabulary ->
        [kalah] À { $player } de jouer : touchez une de vos cases cerclées d'or.
       *[homes] À { $player } de jouer : touchez une de vos cases cerclées d'or.
    }

# A player's store and its stones, on the player's bar: "Mancala: 12".
# $vocabulary (String) - "kalah" or "homes"
# $count (Number)
store-count =
    { $vocabulary ->
        [kalah] Mancala : { $count }
       *[homes] Grenier : { $count }
    }

## Le choix de la langue

# The label of the menu of languages, on the start screen and on More.
language-label = Langue

## Calcala : joueurs, cases, ce qu'a fait un coup, coups refusés
# (messages of src/games/calcala)

# A seat's name, on the board, in the status and in sentences: "Player 1".
# $number (Number) - the seat, 1 to 4
calcala-seat-name = Joueur { $number }

# What a move did, its first sentence, when the sowing did nothing but go straight on.
# $player (String) - the mover, a calcala-seat-name
# $count (Number) - the stones picked up
# $from (String) - the pit played, in notation: "B3"
# $direction (String) - the direction, in notation: "NE"
calcala-sowed =
    { $count ->
        [one] { $player } a semé { $count } graine depuis { $from } vers { $direction }.
       *[other] { $player } a semé { $count } graines depuis { $from } vers { $direction }.
    }

# The same with what else the sowing did: "Player 1 sowed 2 stones from A1 towards E, bounced once."
# $player (String) - the mover, a calcala-seat-name
# $count (Number) - the stones picked up
# $from (String) - the pit played, in notation: "B3"
# $direction (String) - the direction, in notation: "NE"
# $ways (String) - calcala-wrapped, calcala-bounced and calcala-relayed, joined by calcala-ways-separator
calcala-sowed-ways =
    { $count ->
        [one] { $player } a semé { $count } graine depuis { $from } vers { $direction }, { $ways }.
       *[other] { $player } a semé { $count } graines depuis { $from } vers { $direction }, { $ways }.
    }

# How often the sowing went round the board's edge, in calcala-sowed-ways.
# $count (Number)
calcala-wrapped =
    { $count ->
        [1] a traversé le bord une fois
        [2] a traversé le bord deux fois
       *[other] a traversé le bord { $count } fois
    }

# How often a diagonal sowing bounced off an edge, in calcala-sowed-ways.
# $count (Number)
calcala-bounced =
    { $count ->
        [1] a rebondi une fois
        [2] a rebondi deux fois
       *[other] a rebondi { $count } fois
    }

# How often the sowing picked the stones up again and went on, in calcala-sowed-ways.
# $count (Number)
calcala-relayed =
    { $count ->
        [1] a fait un relais
        [2] a fait deux relais
       *[other] a fait { $count } relais
    }

# Between the things a sowing did, in calcala-sowed-ways.
calcala-ways-separator = ,{ " " }

# After calcala-sowed: a lap ended in an empty pit, and the pit after it was empty too.
# $cell (String) - the pit after, in notation: "C4"
calcala-captured-nothing = { " " }La dernière graine est tombée dans une case vide ; la case suivante, { $cell }, était vide, donc rien n'a été pris.

# After calcala-sowed: a lap ended in an empty pit, and the pit after it was taken.
# $player (String) - the mover
# $count (Number) - the stones taken
# $cell (String) - the pit taken, in notation: "C4"
calcala-captured =
    { $count ->
        [one] { " " }La dernière graine est tombée dans une case vide, donc { $player } a pris { $count } graine en { $cell }.
       *[other] { " " }La dernière graine est tombée dans une case vide, donc { $player } a pris { $count } graines en { $cell }.
    }

# After calcala-sowed: the relays would have gone on for ever.
# $cell (String) - where the sowing stopped, in notation: "C4"
calcala-endless = { " " }Le relais aurait tourné sans fin, donc il s'est arrêté en { $cell }, sans prise.

# The end, in the status: "Game over: 6 or fewer stones are left on the board. Player 1 wins (Player 1 20, Player 2 16)."
# $why (String) - calcala-end-*
# $result (String) - calcala-wins, calcala-share-win or calcala-draw
# $scores (String) - calcala-score for each player, joined by calcala-scores-separator
calcala-game-over = Partie terminée : { $why }. { $result } ({ $scores }).

calcala-end-few-stones = il reste 6 graines ou moins sur le plateau

calcala-end-repetition = la même position est revenue pour la troisième fois

calcala-end-other = la partie est finie

# $player (String) - the winner
calcala-wins = { $player } gagne

# $players (String) - the winners, joined by calcala-names-and
calcala-share-win = { $players } se partagent la victoire

calcala-draw = Partie nulle

# Between the names of the players who share the win: "Player 1 and Player 3".
calcala-names-and = { " " }et{ " " }

# A player's stones at the end, in calcala-game-over.
# $player (String)
# $score (Number)
calcala-score = { $player } { $score }

# Between the players' scores, in calcala-game-over.
calcala-scores-separator = ,{ " " }

# Refused: the pit tapped or named is empty.
# $cell (String) - the pit, in notation: "C4"
calcala-refused-empty-pit = la case { $cell } est vide

# Refused: the first step from the pit would leave the board.
# $cell (String) - the pit, in notation: "A1"
# $direction (String) - the direction, in notation: "NW"
calcala-refused-off-edge = depuis { $cell }, le premier pas vers { $direction } sortirait du plateau

# Refused set-up (the analysis board's editor, a link): the stones are not the set-up's.
# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
calcala-setup-stones = le total des graines ne correspond pas à la mise en place : { $found }, et non { $expected }

# Refused set-up: a seat that does not play is to move or holds captures.
# $seat (String) - the seat's key: "p3"
calcala-setup-seat = la place { $seat } ne joue pas avec ces règles

# Refused: a pit's name that is not one (a typed move, a link).
# $text (String) - what was given
calcala-not-a-pit = `{ $text }` n'est pas une case de A1 à F6

## Roocala : joueurs, cases, ce qu'a fait un coup, coups refusés
# (messages of src/games/roocala)

# A player's name, on the board, in the status and in sentences.
# $side (String) - "south" (who moves first) or "north"
roocala-player-name =
    { $side ->
        [south] Sud
       *[north] Nord
    }

# A direction of sowing, in the move's button and sentences: "north-east".
# $direction (String) - the direction in notation: "N", "S", "E", "W", "NE", "NW", "SE" or "SW"
roocala-direction =
    { $direction ->
        [N] le nord
        [S] le sud
        [E] l'est
        [W] l'ouest
        [NE] le nord-est
        [NW] le nord-ouest
        [SE] le sud-est
       *[SW] le sud-ouest
    }

# A move's button: a sowing round the edge ring.
# $rook (String) - "yes" when the rook rides along (a hybrid sowing), else "no"
roocala-label-ring =
    { $rook ->
        [yes] Semer autour de l'anneau avec la tour
       *[no] Semer autour de l'anneau
    }

# A move's button: a sowing along a straight line.
# $direction (String) - a roocala-direction
# $rook (String) - "yes" when the rook rides along, else "no"
roocala-label-line =
    { $rook ->
        [yes] Semer vers { $direction } avec la tour
       *[no] Semer vers { $direction }
    }

# A move's button: the rook moving alone.
# $cell (String) - where it goes: "e5"
roocala-label-rook = Tour en { $cell }

# A move in a sentence (the move list's buttons, the coach): a sowing round the ring.
# $rook (String) - "yes" when the rook rides along, else "no"
# $from (String) - the cell sown from: "c3"
roocala-name-ring =
    { $rook ->
        [yes] semer autour de l'anneau avec la tour depuis { $from }
       *[no] semer autour de l'anneau depuis { $from }
    }

# A move in a sentence: a sowing along a line.
# $direction (String) - a roocala-direction
# $rook (String) - "yes" when the rook rides along, else "no"
# $from (String) - the cell sown from: "c3"
roocala-name-line =
    { $rook ->
        [yes] semer vers { $direction } avec la tour depuis { $from }
       *[no] semer vers { $direction } depuis { $from }
    }

# A move in a sentence: the rook moving alone.
# $from (String) - a cell: "d4"
# $to (String) - a cell: "e5"
roocala-name-rook = la tour de { $from } en { $to }

# How a sowing went, in roocala-played's brackets: round the ring.
# $rook (String) - "yes" when the rook rode along, else "no"
roocala-how-ring =
    { $rook ->
        [yes] semer autour de l'anneau avec la tour
       *[no] semer autour de l'anneau
    }

# How a sowing went, in roocala-played's brackets: along a line.
# $direction (String) - a roocala-direction
# $rook (String) - "yes" when the rook rode along, else "no"
roocala-how-line =
    { $rook ->
        [yes] semer vers { $direction } avec la tour
       *[no] semer vers { $direction }
    }

# What a move would gain, on its button.
# $count (Number) - the checkers it captures
roocala-gain-checkers = prend { $count }

roocala-gain-rook = prend une tour

# $count (Number) - the checkers it captures, beside a rook
roocala-gain-checkers-rook = prend { $count } et une tour

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
                [one] { $player } a joué { $notation } ({ $how }) : { $count } pion depuis { $from }, emmenant la tour.
               *[other] { $player } a joué { $notation } ({ $how }) : { $count } pions depuis { $from }, emmenant la tour.
            }
       *[no]
            { $count ->
                [one] { $player } a joué { $notation } ({ $how }) : { $count } pion depuis { $from }.
               *[other] { $player } a joué { $notation } ({ $how }) : { $count } pions depuis { $from }.
            }
    }

# What a rook's move did.
# $player (String) - the mover
# $from (String) - a cell
# $to (String) - a cell
roocala-moved-rook = { $player } a déplacé la tour de { $from } en { $to }.

# After roocala-played: the checkers captured.
# $player (String) - the mover
# $count (Number)
roocala-captured =
    { $count ->
        [one] { " " }{ $player } a pris { $count } pion.
       *[other] { " " }{ $player } a pris { $count } pions.
    }

# After roocala-played or roocala-moved-rook: a rook taken.
# $player (String) - the rook's owner
# $cell (String) - where it stood
roocala-rook-captured = { " " }La tour de { $player } en { $cell } a été prise.

# The end, in the status.
# $why (String) - roocala-end-*
# $result (String) - roocala-wins or roocala-draw
roocala-game-over = Partie terminée : { $why }. { $result }.

# $player (String)
# $points (Number) - the points that win
roocala-end-points = { $player } a { $points } points ou plus

roocala-end-repetition = la même position est revenue pour la troisième fois

# $player (String) - who cannot move
# $opponent (String)
roocala-end-no-move = { $player } n'a aucun coup, donc les pions restants vont à { $opponent }

roocala-end-other = la partie est finie

# $player (String) - the winner
# $score (Number) - the winner's points
# $other (Number) - the loser's points
roocala-wins = { $player } gagne, { $score } à { $other }

# $south (Number) - South's points
# $north (Number) - North's points
roocala-draw = Partie nulle, { $south } à { $north }

# Refused moves and taps, shown in the status.
# $cell (Number) - the cell's number
roocala-refused-no-such-cell = il n'y a pas de case { $cell } sur ce plateau

# $cell (String) - a cell: "c3"
roocala-refused-opponents-cell = { $cell } est une case de l'adversaire

# $cell (String) - a cell
roocala-refused-no-checkers = { $cell } n'a aucun pion

# $cell (String) - a cell
roocala-refused-no-rook-to-take = { $cell } n'a pas de tour à vous à emmener

roocala-refused-own-rook = la tour arriverait sur votre autre tour

roocala-refused-path = ce chemin ne peut pas être semé depuis là

# $cell (String) - a cell
roocala-refused-no-rook-of-yours = { $cell } ne porte aucune tour à vous

# $cell (String) - a cell
roocala-refused-rook-not-alone = la tour en { $cell } est posée sur des pions et ne peut pas se déplacer seule

roocala-refused-rook-stop = la tour ne peut pas s'arrêter là

# $cell (String) - a cell
# $player (String) - the cell's owner
roocala-refused-opponents-side = la case { $cell } est à { $player } : semez depuis vos propres cases ou depuis la zone intérieure

# $player (String) - the player to move
# $cell (String) - a cell
roocala-refused-no-move-there = aucun coup de { $player } ne part de la case { $cell }

# Refused set-ups (the analysis board's editor, a link).
# $cell (String) - the name given
roocala-setup-no-such-cell = pas de case { $cell }

# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
roocala-setup-points = { $found } points en jeu, et non { $expected }

## Options, préréglages, niveaux et noms des jeux
# (messages of src/games/*/rules.rs, src/games/options.rs, src/games/game_id.rs, src/search/level.rs)

# The options pages: each option's heading, its choices' labels and the sentence under it.

# The heading of the option of who moves first (Kalah, Calcala).
option-starter = Qui commence

# A choice of an option that is on or off.
option-on = Oui

option-off = Non

# Calcala's options

option-calcala-players = Joueurs

# A choice of the number of players.
# $count (Number) - 2, 3 or 4
option-calcala-players-count = { $count } joueurs

option-calcala-players-explained = Combien de joueurs, 2, 3 ou 4, chacun avec une pile des graines qu'il prend ; le tour passe de Joueur 1 au dernier joueur.

option-calcala-setup = Mise en place

option-calcala-setup-standard = Standard : 2 par case

option-calcala-setup-short = Court : 1 par case

option-calcala-setup-long = Long : 3 par case

option-calcala-setup-double-dutch = Double Dutch : 3 une case sur deux

option-calcala-setup-half-dutch = Half Dutch : 2 une case sur deux

option-calcala-setup-explained = Comment les cases sont remplies au départ : la partie standard a 2 graines dans chaque case, les parties courte et longue 1 et 3, et les mises en place Dutch remplissent une case sur deux, comme les cases d'une couleur d'un échiquier, en laissant les autres vides.

option-calcala-starter-explained = Le joueur qui joue le premier coup ; les autres suivent à tour de rôle, et après le dernier joueur vient Joueur 1.

# Kalah's options

option-kalah-transfer = Dernière graine en case vide

option-kalah-transfer-always = Toujours

option-kalah-transfer-stones-opposite = Si graines en face

option-kalah-transfer-explained = Quand votre dernière graine tombe dans une de vos cases vides : avec Toujours, elle va dans votre Mancala avec les graines de la case d'en face, même si cette case est vide ; avec Si graines en face, seulement si la case d'en face contient des graines, sinon la graine reste où elle est tombée.

option-kalah-end = Fin de partie

option-kalah-end-any-empty = Un camp vide

option-kalah-end-new-mover-empty = Suivant sans graines

option-kalah-end-explained = Avec Un camp vide, la partie se termine dès que toutes les cases de l'un des joueurs sont vides ; avec Suivant sans graines, seulement quand le joueur dont c'est le tour n'a plus de graines à semer.

option-kalah-remaining = Graines restantes prises par

option-kalah-remaining-owner = Propriétaire

option-kalah-remaining-opponent = Adversaire

option-kalah-remaining-neither = Personne

option-kalah-remaining-explained = Les graines encore dans les cases à la fin de la partie comptent pour le joueur à qui sont ces cases (Propriétaire), pour l'autre joueur (Adversaire), ou pour personne (Personne).

option-kalah-starter-explained = Le joueur qui joue le premier coup ; Vert peut commencer pour donner le second coup à Rouge.

option-kalah-seeds = Graines par case

option-kalah-seeds-explained = Combien de graines chaque petite case contient au départ : 4 dans la partie habituelle, 4 ou 5 dans le tournoi 605.452 ; plus de graines font une partie plus longue.

option-kalah-houses = Cases par camp

option-kalah-houses-explained = Combien de petites cases a chaque joueur, de 3 à 8 (6 sur le plateau habituel) ; moins de cases font une partie plus courte.

# Kalah's presets: the button's words and the sentence that explains it.

option-kalah-preset-app = Comme l'appli TopAccolades

option-kalah-preset-app-explained = La partie de l'appli TopAccolades, qui est aussi celle du tournoi 605.452 à 4 graines : 6 cases de 4, Rouge commence, une dernière graine dans une de vos cases vides prend toujours, la partie se termine quand l'un des camps est vide et chaque joueur garde les graines de ses propres cases.

option-kalah-preset-tournament = Tournoi 605.452, 5 graines

option-kalah-preset-tournament-explained = Les mêmes règles avec 5 graines dans chaque case, comme le joue aussi le tournoi 605.452 (un concours de programmes de jeu d'un cours universitaire) : une partie plus longue.

# Ayo's options

option-ayo-grand-slam = Grand chelem (une prise qui vide l'autre camp)

option-ayo-grand-slam-no-capture = Ne prend rien

option-ayo-grand-slam-capture = Prend

option-ayo-grand-slam-forbidden = Interdit

option-ayo-grand-slam-explained = Un coup dont la prise emporterait toutes les graines restées dans le camp de votre adversaire : avec Ne prend rien, il peut être joué mais ne prend rien ; avec Prend, il les prend comme toute prise ; avec Interdit, il ne peut être joué que si tous les coups sont des grands chelems (et alors il ne prend rien).

option-ayo-must-feed = Nourrir un adversaire sans graines

option-ayo-must-feed-explained = Quand les cases de votre adversaire sont toutes vides : avec Oui, vous devez jouer un coup qui lui donne des graines s'il en existe un, et s'il n'y en a aucun la partie se termine et vous prenez les graines restantes ; avec Non, n'importe quel coup convient.

# Refused options (a link, a save, the command-line tool).
# $key (String) - the option's key as written: "transfer"
option-unknown = option inconnue `{ $key }`

# $key (String) - the option's key
# $value (String) - the refused value
# $allowed (String) - the values allowed, joined by option-allowed-separator
option-bad-value = l'option `{ $key }` ne peut pas valoir `{ $value }` (valeurs permises : { $allowed })

option-allowed-separator = ,{ " " }

# $text (String) - what was given
option-malformed = `{ $text }` n'est pas de la forme CLÉ=VALEUR

# $starter (String) - the seat's key: "p3"
# $players (Number)
option-starter-not-playing = { $starter } ne peut pas commencer une partie à { $players } joueurs

# The games: each one's name, its line on the start screen and the line that says what else it is called.

game-kalah = Kalah

game-kalah-summary = Le classique : semez autour du plateau jusque dans votre Mancala, finissez dans une case vide pour prendre, finissez dans votre Mancala pour rejouer.

game-kalah-known-as = Le jeu aux greniers et aux coups rejoués que les magasins et les applis vendent sous le nom de Mancala ; aussi appelé Kalaha.

game-awari = Awari

game-awari-summary = Semez à travers les deux greniers : finissez dans votre grenier pour rejouer, finissez dans une case vide pour prendre la case d'en face.

game-awari-known-as = L'Awari du programme DOS, joué comme le Kalah ; l'Awari que connaissent la plupart des joueurs, l'Oware Abapa, est ici l'Ayo.

game-ayo = Ayo (Awalé)

game-ayo-summary = Prenez les 2 et les 3 que vous formez dans le camp de votre adversaire, en chaîne ; gardez votre adversaire nourri.

game-ayo-known-as = L'Oware Abapa d'Afrique de l'Ouest, en semis simples (sans relais) : le jeu que les clubs et PlayOK appellent Oware, aussi connu sous les noms d'Awalé ou d'Awari.

game-oware = Oware

game-oware-summary = Vos semailles repartent en relais de là où elles tombent, et chaque groupe de quatre qui se forme est pris.

game-oware-known-as = L'Oware du programme DOS, un jeu de relais et de groupes de quatre, pas l'Oware des clubs : pour l'Oware Abapa ou l'Awalé, jouez à l'Ayo.

game-calcala = Calcala

game-calcala-summary = De 2 à 4 joueurs sur une grille de 6 sur 6 : semez dans l'une des huit directions, autour des bords et en rebondissant dessus, et prenez au-delà d'une case vide.

game-calcala-known-as = Une variante moderne plutôt qu'un jeu traditionnel : aucun joueur ne possède de case, et chacun peut semer n'importe quelle graine.

game-roocala-square = Roocala

game-roocala-square-summary = Le mancala à tours de Christian Freeling, sur le plateau carré : semez autour du bord ou à travers le milieu, et chassez avec vos tours.

game-roocala-square-known-as = Un jeu moderne qui réunit un jeu de semailles comme l'Oware et une chasse avec des tours, comme aux échecs.

game-roocala-hex = Roocala (hexagonal)

game-roocala-hex-summary = Le Roocala sur son plateau hexagonal de 37 cases, avec six directions pour semer et se déplacer.

game-roocala-hex-known-as = Le même jeu moderne de semailles et de tours de Christian Freeling, sur son plateau hexagonal.

# Refused: a game id that names no game (a link, the command-line tool).
# $id (String) - what was given
# $known (String) - the games' ids, joined by option-allowed-separator
game-unknown = jeu inconnu `{ $id }` (connus : { $known })

# The computer's levels, as the options page and the status name them: "Green (computer, Hard) is thinking…".
# $level (String) - "easy", "medium", "hard" or "expert"
level-name =
    { $level ->
        [easy] Facile
        [medium] Moyen
        [hard] Difficile
       *[expert] Expert
    }

# A seat played by a person, beside the levels (the command-line tool's names).
level-human = Humain

# When the browser would not start the computer's worker, in the status.
# $why (String) - the browser's words, or computer-browser-refused
computer-could-not-start = l'ordinateur n'a pas pu démarrer : { $why }

# $why (String) - the browser's words, or computer-browser-refused
computer-coach-could-not-start = l'entraîneur n'a pas pu démarrer : { $why }

# $why (String) - the browser's words, or computer-browser-refused
computer-analysis-could-not-start = l'analyse n'a pas pu démarrer : { $why }

computer-browser-refused = le navigateur a refusé

# Refused: a level that is not one (a link, the command-line tool).
# $level (String) - what was given
level-unknown = niveau inconnu `{ $level }` (connus : easy, medium, hard, expert)

## Parties notées, liens et positions refusés
# (messages of src/games/formats, src/games/setup.rs and the other refusals of src/games)

# Refused set-ups: a position that is not one of its game, as the analysis board's editor
# and a link's start position say it. Players and sides are named as the position text
# writes them: "south", "north", "p1" to "p4"; pits and cells by their names: "S3", "D4".

# A kind of board, in setup-wrong-board.
# $kind (String) - "two-rows", "grid" or "cells"
setup-board-kind =
    { $kind ->
        [two-rows] deux rangées de cases
        [grid] une grille de cases
       *[cells] un plateau de cases
    }

# $expected (String) - the game's setup-board-kind
# $found (String) - the given setup-board-kind
setup-wrong-board = le jeu se joue sur { $expected }, et non sur { $found }

# $what (String) - what was counted: setup-side-houses, setup-the-pits or setup-the-cells
# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
setup-pit-count = { $what } : il y en a { $found }, les règles en prévoient { $expected }

# What setup-pit-count and setup-too-many count.
# $side (String) - "south" or "north"
setup-side-houses =
    { $side ->
        [south] les cases de Sud
       *[north] les cases de Nord
    }

# $side (String) - "south" or "north"
setup-side-store =
    { $side ->
        [south] le grenier de Sud
       *[north] le grenier de Nord
    }

# $side (String) - "south" or "north"
setup-side-points =
    { $side ->
        [south] les points de Sud
       *[north] les points de Nord
    }

setup-the-pits = les cases

setup-the-cells = les cases

# $found (String) - the digits as given (a count a player typed can be large) - the values given
# $players (Number) - the game's players
setup-player-count = des valeurs pour { $found } joueurs, alors que le jeu a { $players } joueurs

# $number (Number) - the player to move, from 1
setup-no-such-player = le joueur { $number } ne joue pas avec ces règles

# $pit (String) - a pit's or cell's name ("S3"), a seat ("p2") or a setup-side-store or setup-side-points
# $found (String) - the digits as given (a count a player typed can be large)
# $most (Number)
setup-too-many = { $pit } contient { $found }, plus que les { $most } possibles

# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
setup-seeds = le plateau contient { $found } graines en tout, le jeu en a toujours { $expected }

# $reason (String) - an end-phrase-*
setup-finished = la partie serait déjà finie : { $reason }

# $player (String) - "south" or "north"
# $found (Number)
setup-too-many-rooks =
    { $player ->
        [south] Sud a { $found } tours, le jeu en donne 2 à chaque joueur
       *[north] Nord a { $found } tours, le jeu en donne 2 à chaque joueur
    }

setup-no-starting-point = Nord n'a aucun point : Nord commence avec 1 point et n'en perd jamais

# Why a position would have ended, in setup-finished (and the command-line tool).
# $player (String) - "south", "north" or "p1" to "p4"
end-phrase-store-majority =
    { $player ->
        [south] Sud a plus de la moitié des graines
        [north] Nord a plus de la moitié des graines
       *[other] { $player } a plus de la moitié des graines
    }

# $player (String)
end-phrase-houses-empty =
    { $player ->
        [south] toutes les cases de Sud sont vides
        [north] toutes les cases de Nord sont vides
       *[other] toutes les cases de { $player } sont vides
    }

# $player (String)
end-phrase-no-legal-move =
    { $player ->
        [south] Sud n'a aucun coup permis
        [north] Nord n'a aucun coup permis
       *[other] { $player } n'a aucun coup permis
    }

# $player (String)
end-phrase-cannot-feed =
    { $player ->
        [south] Sud ne peut pas nourrir l'adversaire
        [north] Nord ne peut pas nourrir l'adversaire
       *[other] { $player } ne peut pas nourrir l'adversaire
    }

end-phrase-repetition = la même position est revenue une troisième fois

end-phrase-few-stones-left = il reste 6 graines ou moins sur le plateau

# $player (String)
end-phrase-points-majority =
    { $player ->
        [south] Sud a plus de la moitié de tous les points
        [north] Nord a plus de la moitié de tous les points
       *[other] { $player } a plus de la moitié de tous les points
    }

# Kalah's and the homes games' own refusals of a board, inside a setup-* message or alone.
# $side (String) - "south" or "north"
# $found (String) - the digits as given (a count a player typed can be large)
# $rules (Number)
setup-kalah-house-count =
    { $side ->
        [south] Sud a { $found } cases, les règles en prévoient { $rules }
       *[north] Nord a { $found } cases, les règles en prévoient { $rules }
    }

# $found (String) - the digits as given (a count a player typed can be large)
# $rules (Number)
setup-kalah-seeds = le plateau contient { $found } graines, les règles en prévoient { $rules }

# $found (String) - the digits as given (a count a player typed can be large)
# $expected (Number)
setup-home-seeds = le plateau contient { $found } graines, et non { $expected }

# A position text refused as a whole (the analysis board, a link).
# $why (String) - a setup-* message
position-not-of-game = pas une position du jeu : { $why }

# Refused links and saved games: why a record was not opened.
# $game (String) - the id the record names
record-wrong-game = c'est une partie du jeu `{ $game }`

# $count (String) - its length in characters, in digits (links can be long)
record-too-long = texte trop long ({ $count } caractères)

record-no-game = aucun jeu n'est nommé

# $text (String) - the part of the link
record-not-key-value = `{ $text }` n'est pas de la forme CLÉ=VALEUR

# $key (String) - an option's key
record-option-twice = l'option `{ $key }` est donnée deux fois

record-broken-escape = un échappement % est abîmé

# $why (String) - a position-* or format-* message
record-position = position de départ : { $why }

# A move of a record that does not play.
# $ply (String) - the move's number, from 1, in digits (a record can be long)
record-move-empty = le coup numéro { $ply } est vide

# $text (String) - the move as written
# $ply (String) - the move's number, in digits
# $why (String) - why it was refused
record-move-refused = coup `{ $text }` (numéro { $ply }) : { $why }

# A typed or linked move that is not a move.
# $text (String) - what was given
# $expected (String) - what a move looks like: record-expected-*
record-not-a-move = `{ $text }` n'est pas un coup : attendu { $expected }

# $houses (Number) - the houses a side
record-expected-house = un numéro de case de 1 à { $houses }

record-expected-calcala-move = une case et une direction, comme B3-E ou C4-NW

record-expected-roocala-move = une case avec, au choix, une direction et +, comme c3, c3:N, c3+, ou un coup de tour comme b2-b5

# $text (String) - what was given
record-not-a-pit = `{ $text }` n'est pas un nom de case comme S3 ou N-store

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
        [fen] FEN PlayStrategy
        [moves] liste de coups PlayStrategy
       *[literal] littéral de plateau Kalah
    }

# $format (String) - a format-name
# $expected (String) - a format-expected-* message
# $at (String) - the character's position, in digits
format-missing = { $format } : { $expected } manque au caractère { $at }

# $format (String) - a format-name
# $found (String) - the text not understood
# $at (String) - the character's position, in digits
# $expected (String) - a format-expected-* message
format-not = { $format } : `{ $found }` au caractère { $at } n'est pas { $expected }

# What a format has where the text is not understood (the $expected of format-missing and
# format-not). Fields are named as the formats' documentation names them.
# $bytes (String) - the longest text read, in digits
format-expected-end = la fin du texte (il dépasse { $bytes } octets)

# $what (String) - a format-field-* message
format-expected-count = { $what } : un nombre, 0 ou plus

# Fields of the formats, in format-expected-* messages.
# $side (String) - "south" or "north"
format-field-houses =
    { $side ->
        [south] les cases de Sud
       *[north] les cases de Nord
    }

# $side (String) - "south" or "north"
format-field-store =
    { $side ->
        [south] le grenier de Sud
       *[north] le grenier de Nord
    }

# $number (Number) - a row, 1 to 7
format-field-row = rangée { $number }

# $row (String) - a format-field-row
format-field-row-pits = les cases de la { $row }

format-field-captures = les prises

format-field-captured-stones = les graines prises

format-field-points = les points

format-field-checkers = les pions d'une case (et `s` ou `n` pour une tour)

format-field-board = le plateau

# $side (String) - "south" or "north"
format-field-score =
    { $side ->
        [south] le score de Sud
       *[north] le score de Nord
    }

format-field-mover = le joueur qui doit jouer

format-field-move-number = le numéro du coup

# $side (String) - "south" or "north"
format-field-row-of =
    { $side ->
        [south] la rangée de Sud
       *[north] la rangée de Nord
    }

format-field-houses-a-side = les cases par camp

format-field-house-seeds = les graines d'une case

# Between the fields of a list, in format-expected-fields and format-expected-fen.
format-list-separator = ,{ " " }

format-expected-board-mover = un plateau, `/` et le joueur qui doit jouer

# $houses (String) - format-field-houses
# $store (String) - format-field-store
format-expected-houses-store = { $houses }, `:` et { $store }

# $row (String) - a format-field-row
format-expected-six-counts = { $row } : six nombres

# $count (Number) - the fields, the player to move included
format-expected-field-count = { $count } champs, séparés par `/`

# $row (String) - a format-field-row
# $count (Number) - the row's cells
format-expected-cells = { $row } : { $count } cases

format-expected-points = les points de Sud et de Nord

# $fields (String) - the fields' names, joined by format-list-separator
format-expected-fields = { $fields }, séparés par `/`, et le joueur qui doit jouer en dernier

format-expected-mover-grid = le joueur qui doit jouer : p1, p2, p3 ou p4

format-expected-mover-sides = le joueur qui doit jouer : s ou n

format-expected-literal = un littéral de plateau, `<` des nombres séparés par `,` `>`

format-expected-houses-a-side = les cases par camp : 1 ou plus

# $expected (Number) - the numbers a literal of this size has
# $houses (Number) - the houses a side
# $found (String) - the numbers given, in digits
format-expected-literal-size = un littéral de { $expected } nombres pour { $houses } cases par camp, et non { $found }

# $fields (String) - the fields' names, joined by format-list-separator
format-expected-fen = { $fields }, et le numéro du coup, séparés par des espaces

format-expected-fen-board = le plateau : la rangée de Nord, `/`, la rangée de Sud

format-expected-fen-mover = le joueur qui doit jouer : S ou N

# $row (String) - a format-field-row-of
format-expected-seeds-before-s = { $row } : les graines d'une case avant `S`

# $row (String) - a format-field-row-of
format-expected-seeds-or-run = { $row } : des graines et `S`, ou une suite de cases vides

# $row (String) - a format-field-row-of
format-expected-run = { $row } : une suite de 1 à 6 cases vides dans une rangée de 6

# $row (String) - a format-field-row-of
format-expected-row-of-six = { $row } : une rangée de six cases

# $row (String) - a format-field-row-of
# $count (Number) - the houses given
format-expected-six-houses = { $row } : six cases, et non { $count }

# $ply (String) - the move's number, in digits
format-expected-move = coup { $ply } : une case et l'endroit où il finit, comme d1e2

format-expected-move-game-over = un coup : la partie est finie

# $ply (String) - the move's number, in digits
# $side (String) - "south" or "north"
format-expected-move-of =
    { $side ->
        [south] coup { $ply } : une case de Sud, qui doit jouer
       *[north] coup { $ply } : une case de Nord, qui doit jouer
    }

format-expected-six-houses-game = un coup d'une partie à six cases par camp

# $ply (String) - the move's number, in digits
# $count (Number) - the seeds sown
# $pit (String) - the house, in PlayStrategy's notation: "d2"
format-expected-landing =
    { $count ->
        [one] coup { $ply } : sa { $count } graine finit en { $pit }
       *[other] coup { $ply } : ses { $count } graines finissent en { $pit }
    }

# $ply (String) - the move's number, in digits
# $why (String) - the refusal
format-expected-legal = coup { $ply }, un coup permis : { $why }

## L'écran : tours, résultats, sauvegardes, problèmes, leçons et verdicts de l'entraîneur
# (messages of src/ui/screen, src/ui/puzzles.rs, src/ui/coach.rs, src/ui/solo.rs)

# What a game screen's messages say of an amount of the game's margin: "4 stones", "3 points".
# (English says "1 stones" here, as the screen always has; a translation may select on $count.)
# $count (Number)
# $unit (String) - "stones", or "points" for Roocala's games
screen-amount =
    { $unit ->
        [points]
            { $count ->
                [one] { $count } point
               *[other] { $count } points
            }
       *[stones]
            { $count ->
                [one] { $count } graine
               *[other] { $count } graines
            }
    }

# Lists in the screen's sentences: every item but the last joined to those before it.
# $list (String) - the items so far
# $item (String) - the next item
screen-list-comma = { $list }, { $item }

# The last item of a list, in "Stones per tray: 5, Who starts: Green and Houses: 5".
# $list (String) - the items before it
# $item (String) - the last item
screen-list-and = { $list } et { $item }

# The last item of a list of choices, in "1, 2, 3 or 4".
# $list (String) - the items before it
# $item (String) - the last item
screen-list-or = { $list } ou { $item }


# While the coach judges a move tried in the lesson.
# $move (String) - the move tried, in notation
screen-lesson-judging-try = L'entraîneur évalue { $move }…

screen-lesson-wait = Touchez Erreur suivante pour continuer, ou Retour au jeu pour finir la leçon.

# A tap on the board while the player looks back at an earlier moment.
# $ply (Number) - the moves played up to the moment shown (0: the start)
# $plies (Number) - the moves of the game
screen-review-wait =
    { $ply ->
        [0] Vous regardez le début de la partie, avant le coup 1 sur { $plies } : touchez Retour au jeu pour continuer à jouer.
       *[other] Vous regardez le coup { $ply } sur { $plies } : touchez Retour au jeu pour continuer à jouer.
    }

# The moment a review shows, after "Looking back at".
# $ply (Number) - the moves played up to the moment shown (0: the start)
# $plies (Number) - the moves of the game
screen-moment =
    { $ply ->
        [0] le début, avant le coup 1 sur { $plies }
       *[other] le coup { $ply } sur { $plies }
    }

# A tap on the board while the computer is to move.
# $player (String) - the player the computer plays
# $level (String) - the computer's level (Hard)
screen-computer-wait = { $player } est joué par l'ordinateur ({ $level }) : attendez son coup.


screen-lesson-no-slips = Aucune erreur ni gaffe de votre part dans cette partie : bien joué !

# The status while the coach judges the game's moves, before the lesson starts.
# $judged (Number) - the moves judged so far
# $moves (Number) - the moves of the game
screen-lesson-judging = Apprenez de vos erreurs : l'entraîneur évalue les coups, { $judged } sur { $moves }.

# The status at one of the person's mistakes.
# $number (Number) - the mistake's number in the lesson
# $count (Number) - the mistakes in the lesson
# $move (Number) - the move's number in the game
# $player (String) - who played it
# $played (String) - the move played, in notation
# $lost (String) - a screen-amount message: what the move gave up
screen-lesson-slip = Erreur { $number } sur { $count } : au coup { $move }, { $player } a joué { $played }, cédant { $lost }.

# $slip (String) - a screen-lesson-slip sentence
# $player (String) - who played the mistake
screen-lesson-find = { $slip } Trouvez un meilleur coup pour { $player }.

# $slip (String) - a screen-lesson-slip sentence
# $said (String) - how the last try went, a screen-lesson-* sentence
screen-lesson-said = { $slip } { $said }

# $move (String) - the move tried, in notation
# $why (String) - why the coach could not judge it
screen-lesson-unjudged = L'entraîneur n'a pas pu évaluer { $move } ({ $why }) : essayez un autre coup.

# $move (String) - the move tried, in notation
screen-lesson-found = Bien vu ! { $move } vaut le meilleur coup.

# $move (String) - the move tried, in notation
# $lost (String) - a screen-amount message: what it gives up
screen-lesson-try-again = { $move } cède { $lost }. Essayez encore une fois.

# $move (String) - the move tried, in notation
# $lost (String) - a screen-amount message: what it gives up
# $best (String) - the best move, in notation
screen-lesson-answer-after = { $move } cède aussi { $lost }. Le meilleur coup était { $best }, cerclé sur le plateau.

# $best (String) - the best move, in notation
screen-lesson-answer = Le meilleur coup était { $best }, cerclé sur le plateau.


screen-summary-rook = prend une tour

# $count (Number) - the stones captured
screen-summary-captured = prend { $count }

# $count (Number) - the stones captured
screen-summary-captured-rook = prend { $count } et une tour

# $laps (Number) - the laps of a relay sowing (2 or more)
screen-summary-relay = relais, { $laps } tours

# $count (Number) - the bounces off the board's edge
screen-summary-bounced =
    { $count ->
        [1] rebondit
       *[other] rebondit { $count } fois
    }

screen-summary-over = fin de partie

screen-summary-extra-turn = rejoue

# The words of a move's entry joined: "captured 5; extra turn".
# $list (String) - the words so far
# $item (String) - the next words
screen-summary-join = { $list } ; { $item }


# $player (String) - who resigned
# $winner (String) - the other player
screen-resigned = { $player } a abandonné : { $winner } gagne.

screen-draw-agreed = Les joueurs ont convenu d'une partie nulle.

# $said (String) - screen-resigned or screen-draw-agreed
screen-agreed-undo = { $said } Annuler revient dessus.

screen-resign-refused = Seules deux personnes qui jouent l'une contre l'autre peuvent abandonner, pendant une partie.

screen-draw-refused = Seules deux personnes qui jouent l'une contre l'autre peuvent convenir d'une nulle, pendant une partie.

# $player (String) - who offers it
# $other (String) - the other player
screen-draw-offered = { $player } propose la nulle : { $other }, acceptez-la ou refusez-la.

# $player (String) - who declined it
# $mover (String) - the player to move
screen-draw-declined = { $player } a refusé la nulle : à { $mover } de jouer.

# $player (String) - the player to move
screen-taken-back = Coup repris : la partie continue, à { $player } de jouer.

# A rematch, a person moving first.
# $player (String) - who moves first
screen-rematch = Revanche : mêmes règles et mêmes joueurs, { $player } commence. Annuler fait revenir la partie qui vient d'être jouée.

# $player (String) - who moves first
screen-rematch-swapped = Revanche : mêmes règles et mêmes joueurs, camps inversés : { $player } commence. Annuler fait revenir la partie qui vient d'être jouée.

# A rematch, the computer moving first.
# $player (String) - the player the computer plays
screen-rematch-computer = Revanche : mêmes règles et mêmes joueurs, l'ordinateur joue { $player } et commence. Annuler fait revenir la partie qui vient d'être jouée.

# $player (String) - the player the computer plays
screen-rematch-computer-swapped = Revanche : mêmes règles et mêmes joueurs, camps inversés : l'ordinateur joue { $player } et commence. Annuler fait revenir la partie qui vient d'être jouée.

screen-no-aside = Il n'y a pas d'autre partie où revenir.

# The game a New left, brought back.
# $over (String) - "over" when that game is over, else "on"
# $player (String) - the player to move
screen-back-left =
    { $over ->
        [over] La partie que vous aviez quittée est revenue : elle est finie.
       *[on] La partie que vous aviez quittée est revenue : à { $player } de jouer.
    }

# $over (String) - "over" when the game is over, else "on"
# $player (String) - the player to move
screen-back-as-played =
    { $over ->
        [over] Retour à la partie telle qu'elle a été jouée : elle est finie. Votre propre ligne est gardée : le bouton Votre ligne y revient.
       *[on] Retour à la partie telle qu'elle a été jouée : à { $player } de jouer. Votre propre ligne est gardée : le bouton Votre ligne y revient.
    }

# $over (String) - "over" when the game is over, else "on"
# $player (String) - the player to move
screen-back-line =
    { $over ->
        [over] Retour à votre ligne : elle est finie.
       *[on] Retour à votre ligne : à { $player } de jouer.
    }

# $ply (Number) - the moves kept (0: from the start)
# $player (String) - the player to move
screen-try-again =
    { $ply ->
        [0] Nouvel essai depuis le début : à { $player } de jouer. Rétablir fait revenir les coups de la partie, jusqu'à ce qu'un autre coup soit joué ici ; le bouton Partie jouée revient à la partie complète.
       *[other] Nouvel essai après le coup { $ply } : à { $player } de jouer. Rétablir fait revenir les coups de la partie, jusqu'à ce qu'un autre coup soit joué ici ; le bouton Partie jouée revient à la partie complète.
    }


# $count (Number) - the moves taken back
# $player (String) - the player to move
screen-undone =
    { $count ->
        [one] { $count } coup repris : à { $player } de jouer de nouveau.
       *[other] { $count } coups repris : à { $player } de jouer de nouveau.
    }

screen-undo-nothing = Rien à annuler : c'est le début de la partie.

# $why (String) - why the move could not be played again
screen-redo-stopped = Rétablissement arrêté : { $why }

screen-redo-nothing = Rien à rétablir : aucun coup n'a été repris.

# $count (Number) - the moves played again
# $player (String) - the player to move
screen-redone =
    { $count ->
        [one] { $count } coup rejoué : à { $player } de jouer.
       *[other] { $count } coups rejoués : à { $player } de jouer.
    }

screen-hint-over = La partie est finie : il n'y a pas de coup à suggérer.

# $player (String) - the player the computer plays
# $level (String) - the computer's level
screen-hint-computer = { $player } est joué par l'ordinateur ({ $level }) : les indices sont réservés aux personnes.

screen-hint-looking = Recherche d'un bon coup…

# $level (String) - the hint's level (Hard)
# $move (String) - the move, in players' words (Red's tray 3)
screen-hint = Indice : le niveau { $level } jouerait { $move }.

# $why (String) - what went wrong
# $player (String) - the player the computer played
screen-computer-failed = L'ordinateur n'a trouvé aucun coup ({ $why }), donc une personne joue { $player } désormais.

# $why (String) - what went wrong
screen-hint-failed = Aucun indice n'a pu être trouvé ({ $why }).

# $player (String)
screen-seat-person = Une personne joue { $player } à partir de maintenant.

# $level (String) - the computer's level
# $player (String)
screen-seat-computer = L'ordinateur ({ $level }) joue { $player } à partir de maintenant.


screen-new-game-plain = Nouvelle partie.

screen-new-game-usual = Nouvelle partie avec les règles habituelles.

# $options (String) - the options changed, each a screen-option-choice, joined by
#   screen-list-comma and screen-list-and
screen-new-game-but = Nouvelle partie avec les règles habituelles, sauf { $options }.

# An option changed, in screen-new-game-but: "Stones per tray: 5".
# $option (String) - the option's heading
# $choice (String) - its choice's label
screen-option-choice = { $option } : { $choice }

# After the new game's sentence, for each seat the computer plays.
# $player (String)
# $level (String) - the computer's level
screen-new-game-computer = { " " }{ $player } est joué par l'ordinateur ({ $level }).

# After the new game's sentence, when the game left can come back.
screen-new-game-back = { " " }Annuler fait revenir la partie que vous avez quittée.


screen-followed-dropped = Cette partie a avancé dans un autre onglet ou une autre fenêtre, donc votre dernière modification ici n'a pas été gardée : le plateau montre la partie telle qu'elle est là-bas.

screen-followed = Cette partie a avancé dans un autre onglet ou une autre fenêtre : le plateau la suit.

# $why (String) - why the save could not be read (a screen-save-* reason)
screen-follow-unread = Cette partie a été enregistrée dans un autre onglet ou une autre fenêtre sous une forme que cette page ne sait pas lire ({ $why }) : rechargez la page pour la voir.

# $game (String) - the game's name
# $why (String) - why (a screen-save-* reason)
screen-save-unreadable = Votre partie enregistrée, { $game }, n'a pas pu être lue ({ $why }), donc une nouvelle partie a commencé.

screen-save-damaged = elle est abîmée : ce n'est pas une partie enregistrée de ce site

screen-save-v1 = elle a été enregistrée par une ancienne version de ce site, que seul un navigateur sait lire

# $version (String) - the version's number
screen-save-other-version = elle a été enregistrée par une autre version de ce site ({ $version })

# $why (String) - what is wrong in it
screen-save-damaged-why = elle est abîmée : { $why }

# $line (String) - the save's line of seats
screen-save-no-seats = `{ $line }` ne dit pas qui joue

# $game (String) - the game's id (kalah)
screen-save-other-game = c'est une partie du jeu « { $game } »

-screen-link-kept = Votre propre partie est gardée tant que vous ne jouez pas ici : le bouton Ma partie y revient.

# $moves (Number) - the moves of the game opened
screen-link-opened =
    { $moves ->
        [0] Ouverte depuis un lien, au début de la partie. { -screen-link-kept }
        [one] Ouverte depuis un lien, après { $moves } coup. { -screen-link-kept }
       *[other] Ouverte depuis un lien, après { $moves } coups. { -screen-link-kept }
    }

# $said (String) - where the link's moves stopped, a screen-link-stopped-* sentence
screen-link-stopped-kept = { $said } { -screen-link-kept }

# $why (String) - why, a screen-link-* reason
screen-link-refused = Le lien n'a pas pu être ouvert ({ $why }), donc voici une nouvelle partie. { -screen-link-kept }

# A link's moves stopped at an empty move.
# $played (Number) - the moves opened (0: none)
# $move (Number) - the number of the move refused
screen-link-stopped-missing =
    { $played ->
        [0] Ouverte depuis un lien au début de la partie : son premier coup manque (deux points sans rien entre eux).
       *[other] Ouverte depuis un lien jusqu'au coup { $played } : son coup { $move } manque (deux points sans rien entre eux).
    }

# A link's moves stopped at a text that is not a move.
# $played (Number) - the moves opened (0: none)
# $move (Number) - the number of the move refused
# $text (String) - the text refused
# $game (String) - the game's name
# $expected (String) - what a move is (a house number from 1 to 6)
screen-link-stopped-malformed =
    { $played ->
        [0] Ouverte depuis un lien au début de la partie : son premier coup, « { $text } », n'est pas un coup du jeu { $game } (un coup est { $expected }).
       *[other] Ouverte depuis un lien jusqu'au coup { $played } : son coup { $move }, « { $text } », n'est pas un coup du jeu { $game } (un coup est { $expected }).
    }

# A link's moves stopped at a move that cannot be played.
# $played (Number) - the moves opened (0: none)
# $move (Number) - the number of the move refused
# $text (String) - the move refused
# $why (String) - why it cannot be played
screen-link-stopped-illegal =
    { $played ->
        [0] Ouverte depuis un lien au début de la partie : son premier coup, « { $text } », ne peut pas être joué à ce moment ({ $why }).
       *[other] Ouverte depuis un lien jusqu'au coup { $played } : son coup { $move }, « { $text } », ne peut pas être joué à ce moment ({ $why }).
    }

# Why a link gives no game.
# $other (String) - the link's game's name
# $game (String) - the name of the game of the page
screen-link-other-game = c'est une partie du jeu { $other }, et non du jeu { $game }

# $id (String) - the link's game, which names none
screen-link-unknown-game = c'est une partie de « { $id } », qui ne fait pas partie de ces jeux

# $game (String) - the game's name
# $key (String) - the option the link names
screen-link-no-option = { $game } n'a pas d'option « { $key } »

# $key (String) - the option's key
# $value (String) - the value the link gives
# $option (String) - the option's heading
# $choices (String) - its choices' labels, joined by screen-list-comma and screen-list-or
screen-link-bad-value = « { $key }={ $value } » n'est pas permis : { $option } peut valoir { $choices }

# $key (String) - the option's key
# $value (String) - the value the link gives
screen-link-bad-value-plain = « { $key }={ $value } » n'est pas permis

# $length (String) - the link's length in characters, in digits
screen-link-too-long = il est trop long pour être le lien d'une partie ({ $length } caractères)

screen-link-no-game = il ne nomme aucun jeu

# $text (String) - the part of the link that is not an option
screen-link-not-pair = « { $text } » devrait être une option et sa valeur, comme seeds=5

# $key (String) - the option's key
screen-link-option-twice = il donne deux fois l'option « { $key } »

screen-link-broken-escape = il a été abîmé en chemin : un % n'est pas suivi de deux chiffres hexadécimaux

# $why (String) - why the position cannot be opened
screen-link-position = sa position de départ ne peut pas être ouverte : { $why }


screen-puzzle-fetching = Chargement du problème…

# $why (String) - why
screen-puzzle-unloaded = Le problème n'a pas pu être chargé : { $why }.

screen-puzzle-unserved =
    { $why ->
        [unfetched] les problèmes de ce jeu n'ont pas pu être téléchargés
        [empty] ce jeu n'a pas encore de problèmes
       *[unreadable] les problèmes de ce jeu n'ont pas pu être lus
    }

# The task of a puzzle.
# $number (Number) - the puzzle's number in the set
# $count (Number) - the puzzles in the set
# $player (String) - the player the person plays
# $least (String) - a screen-amount message: the least any other move loses
screen-puzzle-task = Problème { $number } sur { $count }. Vous jouez { $player } : trouvez le meilleur coup. Un seul coup garde le meilleur résultat ; tout autre coup perd au moins { $least }.

# A first tap that is not the answer.
# $move (String) - the move tapped, in players' words
# $lost (String) - a screen-amount message: what it loses
screen-puzzle-retry = Pas celui-ci : { $move } perd { $lost }. Essayez encore une fois : un seul coup garde le meilleur résultat.

# $answer (String) - the answer, in players' words
# $margin (String) - the final margin with best play, with its sign: "+2"
screen-puzzle-solved = Résolu ! { $answer } garde le meilleur résultat : un écart final de { $margin } si chacun joue au mieux.

# $answer (String) - the answer, in players' words
# $margin (String) - the final margin with best play, with its sign: "+2"
screen-puzzle-solved-second = Trouvé au deuxième essai ! { $answer } garde le meilleur résultat : un écart final de { $margin } si chacun joue au mieux.

# $move (String) - the second move tapped, in players' words
# $lost (String) - a screen-amount message: what it loses
# $answer (String) - the answer, in players' words
# $margin (String) - the final margin with best play, with its sign: "+2"
screen-puzzle-missed = Pas celui-ci non plus : { $move } perd { $lost }. Le meilleur coup, marqué, est { $answer } : un écart final de { $margin } si chacun joue au mieux.

# $answer (String) - the answer, in players' words
# $margin (String) - the final margin with best play, with its sign: "+2"
screen-puzzle-missed-plain = Pas celui-ci non plus. Le meilleur coup, marqué, est { $answer } : un écart final de { $margin } si chacun joue au mieux.

# After how the tap went.
# $said (String) - how it went, a screen-puzzle-* sentence
screen-puzzle-show-answer = { $said } Touchez Voir la réponse pour la voir jouée.

# $said (String) - how it went, a screen-puzzle-* sentence
screen-puzzle-next-move = { $said } Touchez Coup suivant pour la suite.

# $said (String) - how it went, a screen-puzzle-* sentence
screen-puzzle-line-done = { $said } C'est la suite qu'attend l'ordinateur.

screen-puzzle-loading = Le problème arrive.

screen-puzzle-none = Il n'y a pas de problème à résoudre : touchez Problème suivant pour réessayer.

screen-puzzle-done = Ce problème est terminé : touchez Coup suivant pour voir la suite, ou Problème suivant.

# Below the status line.
# $streak (Number) - puzzles solved in a row
# $solved (Number) - puzzles solved on this device
screen-puzzle-score = Série { $streak } · Résolus { $solved }

# The link below a game's controls.
screen-puzzles-link = Problèmes : trouvez le meilleur coup


# A verdict's name, on the list of moves.
# $verdict (String) - "best", "good", "inaccuracy", "mistake" or "blunder"
screen-verdict-name =
    { $verdict ->
        [best] Meilleur
        [good] Bon
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    }

# For screen readers, after a verdict's name on the list of moves.
# $loss (Number) - what the move gave up
# $best (String) - the best move, in notation
screen-verdict-mark-loss = , { $loss } en moins, meilleur coup { $best }

# A verdict in a sentence.
# $verdict (String) - "best", "good", "inaccuracy", "mistake" or "blunder"
screen-verdict-noun =
    { $verdict ->
        [best] le meilleur coup
        [inaccuracy] une imprécision
        [mistake] une erreur
        [blunder] une gaffe
       *[good] un bon coup
    }

# A move that gave up nothing, though not the best found.
screen-verdict-even = aussi bon que le meilleur

# $count (Number) - what the move gave up
# $unit (String) - "stones", or "points" for Roocala's games
screen-given-up =
    { $unit ->
        [points]
            { $count ->
                [one] { $count } point cédé
               *[other] { $count } points cédés
            }
       *[stones]
            { $count ->
                [one] { $count } graine cédée
               *[other] { $count } graines cédées
            }
    }

# $verdict (String) - a screen-verdict-noun
# $lost (String) - a screen-given-up
# $best (String) - the best move, in notation
screen-verdict-words = { $verdict } : { $lost }, alors que le meilleur coup était { $best }

# The review's words on the move that led to the moment shown.
# $player (String) - who played it
# $move (String) - the move, in notation
# $verdict (String) - the verdict in words (screen-verdict-words)
screen-review-led = { $player } a joué { $move }, { $verdict }.

# The review's words on the move played from the moment shown, when it was not the best.
# $player (String) - who played it
# $move (String) - the move, in notation
# $verdict (String) - a screen-verdict-noun
# $best (String) - the best move, in notation
screen-review-next = D'ici, { $player } a joué { $move } (le cercle pointillé), { $verdict } ; le meilleur coup était { $best }, cerclé de tirets.

# Why the coach's verdict is not kept.
# $move (String) - the move the coach judged instead, in notation
screen-coach-judged-other = il a évalué { $move }

screen-see-better = Voir le meilleur coup

screen-learn = Apprendre de vos erreurs

screen-analyse = Analyser

screen-eval-waiting = L'entraîneur évalue les coups.

# The evaluation bar with 3 or 4 players.
# $ply (Number) - the moves judged
# $margin (Number) - the captures expected more than the next best player's
screen-eval-shares = Après le coup { $ply }, son joueur peut espérer { $margin } prises de plus que son plus proche rival.

# $ply (Number) - the moves judged
screen-eval-even = Après le coup { $ply } : égalité, si les deux camps jouent au mieux.

# $ply (Number) - the moves judged
# $player (String) - the player ahead
# $margin (Number) - the margin expected
screen-eval-ahead = Après le coup { $ply } : { $player } mène de { $margin }, l'écart en graines avec lequel { $player } gagnerait si les deux camps jouent au mieux.

# The evaluation graph, for screen readers.
# $south (String) - the first player
# $north (String) - the second player
screen-graph-label = L'écart attendu après chaque coup si chacun joue au mieux : au-dessus de la ligne { $south } mène, au-dessous { $north } ; une grande marque sur chaque erreur et chaque gaffe

screen-graph-label-shares = La part des prises attendue par chaque joueur après chaque coup

# The graph's scale: the margin at the top (or foot), named for the side ahead there.
# $player (String)
# $top (Number)
screen-graph-top = { $player } +{ $top }


# On the start screen.
# $won (Number)
# $drawn (Number)
# $lost (Number)
screen-solo-tally =
    { $won ->
        [one] { $won } victoire
       *[other] { $won } victoires
    } · { $drawn ->
        [one] { $drawn } nulle
       *[other] { $drawn } nulles
    } · { $lost ->
        [one] { $lost } défaite
       *[other] { $lost } défaites
    }

## L'écran : boutons, la page Plus, l'écran d'accueil et les plateaux
# (messages of src/ui/screen_parts.rs, src/ui/options_page.rs, src/ui/home.rs and the boards' views)
# What the status line says while the computer thinks: "Red (computer, Hard) is thinking…".
# $player (String) - the player to move
# $level (String) - the computer's level, as the options name it
controls-thinking = { $player } (ordinateur, { $level }) réfléchit…

# The More page's link to the analysis board, from the position on the board.
controls-analyse-position = Analyser cette position

# A game's header: the button back to the start screen's list of games.
controls-games = Jeux

# A game's header: the button that opens its rules page.
controls-rules = Règles

# The status line in a review, shortly: "Looking back at move 3."
# $moment (String) - the moment shown ("the start", "move 3")
controls-looking-back = Vous regardez { $moment }.

# Below the Puzzles screen's board: the link to the player's own game.
controls-play-a-game = Jouer une partie

# Below a board opened from a shared link: the link to the game saved on this device.
controls-my-game = Ma partie

# Below the Puzzles screen's board: the link to the analysis board.
controls-analyse = Analyser

# The buttons below a board (the browser tests find them by these names).
controls-new = Nouvelle
controls-undo = Annuler
controls-redo = Rétablir
controls-hint = Indice
controls-share = Partager
controls-more = Plus
controls-review = Revoir
controls-rematch = Revanche
# While the other player offers a draw.
controls-accept-draw = Accepter la nulle
controls-decline = Refuser
# After a Try again, back to the game as it was played, or to the player's own line.
controls-as-played = Partie jouée
controls-your-line = Votre ligne
# The Puzzles screen's and the lesson's buttons.
controls-show-answer = Voir la réponse
controls-next-move = Coup suivant
controls-next-puzzle = Problème suivant
controls-next-mistake = Erreur suivante
# A review's buttons.
controls-first = Début
controls-previous = Précédent
controls-next = Suivant
controls-last = Fin
controls-try-again = Réessayer
controls-back-to-game = Retour au jeu
# Back to game's shorter face, where the row of buttons is narrow.
controls-back-short = Retour

# Beside the status while the last move is shown stone by stone: shows its end at once.
controls-skip = Passer

# How far the coach is, in a review: it failed at a move.
# $number (Number) - the move it could not judge
# $why (String) - why not
controls-coach-failed = L'entraîneur n'a pas pu évaluer le coup { $number } : { $why }.

# How far the coach is, in a review.
# $judged (Number) - the moves judged so far
# $plies (Number) - the moves of the game
controls-coach-judging = L'entraîneur évalue les coups : { $judged } sur { $plies }.

# The coach has judged every move of the game.
# $plies (Number) - the moves of the game
controls-coach-done =
    { $plies ->
        [one] { $plies } coup évalué.
       *[other] Les { $plies } coups sont évalués.
    }

# The headline of a finished game: nobody won.
headline-draw = Partie nulle

# The headline of a finished game, for the one person playing the computer: they won.
# $margin (Number) - by how many points (stones) more than the best of the others
headline-you-won = Vous avez gagné de { $margin }

# The headline: the one person playing the computer shares the win.
headline-you-share = Vous partagez la victoire

# The headline: the one person playing the computer lost.
# $margin (Number) - by how many points (stones) fewer than the winner
headline-you-lost = Vous avez perdu de { $margin }

# The headline of a game between people, or between computers: one player won.
# $player (String) - the winner
# $margin (Number) - by how many points (stones) more than the best of the others
headline-wins = { $player } gagne de { $margin }

# The headline: several players share the win.
# $players (String) - their names, joined by headline-names-joined
headline-share = { $players } partagent la victoire

# Joins the names of the players sharing a win, two at a time: "Red and Green",
# "Player 1 and Player 2 and Player 3".
# $first (String) - the names before
# $second (String) - the next name
headline-names-joined = { $first } et { $second }

# On the More page against the computer, once a game is over.
controls-rematch-swapped = Revanche, camps inversés

# On the More page between people: the player to move gives up.
# $player (String) - the player to move
controls-resigns = { $player } abandonne

# On the More page between people: the player to move offers a draw.
controls-offer-draw = Proposer la nulle

# Facing: the far player's buttons, as a screen reader names their group.
controls-across-the-table = En face

# Facing: one of the far player's buttons, as a screen reader names it: "Undo, across the table".
# $button (String) - the button's name (controls-undo, controls-hint, controls-more)
controls-far-button = { $button }, en face

# The More page's heading: "Kalah options".
# $game (String) - the game's name
more-title = { $game } : options

# The More page's and the rules page's button back to the board.
more-back = Retour

# The More page's first hint, around the name of the New button (in bold there): "Options
# come into force when you start a New game."
# $new (String) - the New button's name (controls-new)
more-in-force = Les options s'appliquent quand vous lancez une partie avec le bouton { $new }.

# After more-in-force, once the options chosen differ from the game's.
more-pending = { " " }Vous les avez modifiées : appuyez sur Nouvelle pour les appliquer.

# The More page's presets, as a screen reader names their group.
more-presets = Préréglages

# A preset's explanation after its name: "Tournament: ...".
# $preset (String) - the preset's name, in bold
# $explanation (String) - what it is
more-preset-explained = { $preset } : { $explanation }

# The More page's seats, as a screen reader names their group.
more-who-plays = Qui joue

# The heading of a seat's choices: "Red is played by" a person or the computer at a level.
# $player (String) - the seat's player
more-seat-played-by = { $player } est joué par

# A seat's choice of a person, beside the computer's levels.
more-a-person = une personne

# Below the seats' choices.
more-computer-hint = L'ordinateur joue un camp au niveau choisi, dès son prochain coup ; une partie entre ordinateurs se joue toute seule.

# The More page's choice of how moves are animated.
more-speed = Animation des coups
more-speed-hint = Graine par graine, sur cet appareil. Touchez le plateau pour passer.
speed-off = Aucune
speed-fast = Rapide
speed-normal = Normale
speed-slow = Lente

# The More page's choice of where the players sit.
more-sit = Places des joueurs
more-sit-side = Côte à côte
more-sit-facing = Face à face
# Below it, for the two-row boards.
more-sit-hint-two-rows = Face à face, de part et d'autre d'une tablette ou d'un téléphone à l'horizontale : le camp, les boutons et le résultat du joueur d'en face sont tournés vers lui. Un téléphone tenu à la verticale est trop étroit pour être partagé : là, le plateau est pour un joueur à la fois.
# Below it, for the square boards (Calcala's and Roocala's).
more-sit-hint-square = Face à face, de part et d'autre d'une tablette : la pile de chaque joueur se tient à son bord, tournée vers lui, comme la ligne qui dit à qui c'est le tour. Sur un téléphone, le plateau carré ne laisse aucun bord libre : là, il est pour un joueur à la fois.

# The More page's choice of the coach's evaluation bar during play.
more-bar = Barre d'évaluation
more-bar-off = Non
more-bar-on = Oui
more-bar-hint = Pendant la partie, l'écart donné par l'entraîneur après le dernier coup qu'il a évalué, sur cet appareil.

# The More page's choice of the site's look.
more-look = Apparence
more-look-hint = Sur cet appareil. Auto suit le mode clair ou sombre du système et son réglage de contraste.
theme-auto = Auto
theme-wood = Bois
theme-light = Clair
theme-contrast = Contraste élevé

# The More page's last button.
more-full-screen = Plein écran

# The header's sound button, as a screen reader names it.
sound-mute = Couper le son
# The sound button's tooltip, while there is sound and while muted.
sound-on-title = Son activé : touchez pour le couper
sound-muted-title = Son coupé : touchez pour le rétablir

# The site's name: the start screen's heading and every page's title.
home-title = Mancala

manifest-description = Kalah, Awari, Ayo (Awalé), Oware, Calcala et Roocala pour des joueurs qui se partagent une tablette, même sans réseau.

html-noscript = Mancala a besoin de JavaScript et de WebAssembly pour fonctionner.

html-analysis-loading = Chargement du plateau d'analyse…

# A game's page title.
# $game (String) - the game's name
page-title-game = { $game } · Mancala

# A game's Puzzles screen's page title.
# $game (String) - the game's name
page-title-puzzles = Problèmes · { $game } · Mancala

# The start screen's line under its heading.
home-tagline = Des jeux de semailles pour deux joueurs (jusqu'à quatre au Calcala), sur une même tablette entre vous, ou pour l'un de vous contre l'ordinateur.

# The start screen's message for an address that named no game.
# $name (String) - what the address named
home-no-such-game = Il n'y a pas de jeu appelé « { $name } » ici ; choisissez-en un ci-dessous.

# The start screen's choices of the computer, as a screen reader names their group.
home-computer = L'ordinateur
# The heading of the computer's levels.
home-level-legend = L'ordinateur joue au niveau
# The heading of the player's seat against the computer, and its choices.
home-seat-legend = Vous jouez
home-seat-first = En premier
home-seat-second = En second

# A game card's button for people playing each other: Calcala is for 2 to 4.
home-two-players = Deux joueurs
home-two-to-four = 2 à 4 joueurs

# A game card's button for one person against the computer.
home-play-computer = Jouer contre l'ordinateur

# A game card's record of results against the level chosen: "Against Hard: 2 won, 1 lost".
# $level (String) - the level
# $results (String) - the results
home-record = Niveau { $level } : { $results }

# The start screen's link to the analysis board.
home-analysis-link = Plateau d'analyse : n'importe quelle position, chaque coup évalué

# The start screen's button that forgets the results, and what it asks first.
home-reset = Effacer le bilan
home-reset-confirm = Oublier tous les résultats contre l'ordinateur sur cet appareil ?

# The list of moves below a board, as a screen reader names it.
board-moves = Coups joués, du plus récent au plus ancien : touchez-en un pour y revenir

# An entry of the list of moves: "3. Red 4".
# $ply (Number) - the move's number
# $player (String) - who played it
# $move (String) - the move's notation
board-move-entry = { $ply }. { $player } { $move }

# A board, as a screen reader names it.
board-name = Plateau

# A pit, as a screen reader names it: "Red tray 3: 4 stones", "C4: 1 stone".
# $pit (String) - the pit's name
# $count (Number) - the stones in it
board-pit =
    { $count ->
        [one] { $pit } : { $count } graine
       *[other] { $pit } : { $count } graines
    }

# The tooltip of a disc that stands for several stones, and the legend's words.
board-blue-stone = 1 graine
board-yellow-stone = Une graine jaune vaut 2 graines
board-black-stone = Une graine noire vaut 3 graines
board-stone-legend = Une graine jaune vaut 2 graines, une noire 3
# The legend's word after its number ("2 stones"), hidden on a narrow screen.
# $count (Number) - 2 or 3
board-legend-unit =
    { $count ->
        [one] { " " }graine
       *[other] { " " }graines
    }

# A two-row player's bar, on the player to move: the computer thinks, or a person moves.
board-thinking = Réflexion…
board-your-move = À vous

# Calcala's and Roocala's piles, on the player to move.
board-pile-thinking = réfléchit…
board-pile-to-move = à son tour

# Calcala's captured stones beside the board, as a screen reader names them.
board-captured-stones = Graines prises

# A Calcala move in a sentence (the hint's): "pit C4 towards NE".
# $from (String) - the pit's name
# $dir (String) - the direction
board-calcala-move = case { $from } vers { $dir }

# A Calcala arrow, as a screen reader names it: "Sow C4 towards NE: captures 3".
# $from (String) - the pit's name
# $dir (String) - the direction
# $captured (Number) - the stones it captures
board-calcala-arrow = Semer { $from } vers { $dir } : prend { $captured }

# Calcala's status while a move plays: "Player 2 sows from C4…".
# $player (String) - the mover
# $pit (String) - the pit sown from
board-calcala-sowing = { $player } sème depuis { $pit }…

# Calcala's status once a pit is chosen.
# $player (String) - the player to move
# $pit (String) - the pit chosen
board-calcala-choose-arrow = À { $player } de jouer : touchez une flèche pour semer depuis { $pit }, ou touchez ailleurs pour choisir de nouveau.

# Calcala's status while a player is to move.
# $player (String) - the player to move
board-calcala-to-move = À { $player } de jouer : touchez une case, puis une flèche.

# Roocala's status while a move plays: "South moves from d4…".
# $player (String) - the mover
# $cell (String) - the cell moved from
board-roocala-moving = { $player } joue depuis { $cell }…

# Roocala's status before the first move.
board-roocala-start = Sud joue en premier ; Nord commence avec 1 point.

# Roocala's status once a cell is chosen.
# $player (String) - the player to move
board-roocala-choose-move = À { $player } de jouer : choisissez un des coups proposés pour cette case, ou touchez une autre case.

# Roocala's status while a player is to move.
# $player (String) - the player to move
board-roocala-to-move = À { $player } de jouer : touchez une case pour voir les coups qui en partent.

# Roocala's points beside the board, as a screen reader names them.
board-points = Points

# Under North's points: the point North starts with.
board-point-for-second = 1 pour avoir joué en second

# Beside Roocala's board: "40 points win."
# $points (Number) - the points that win
board-points-win = { $points } points pour gagner.

# The moves from the chosen cell, as a screen reader names their buttons' group.
board-offers = Coups depuis la case choisie

# A Roocala cell, as a screen reader names it: "d4: 3 checkers".
# $cell (String) - the cell's name
# $count (Number) - the checkers on it
board-cell =
    { $count ->
        [one] { $cell } : { $count } pion
       *[other] { $cell } : { $count } pions
    }

# A Roocala cell with a rook: "d4: 3 checkers, South rook".
# $cell (String) - the cell's name
# $count (Number) - the checkers on it
# $player (String) - the rook's owner
board-cell-rook =
    { $count ->
        [one] { $cell } : { $count } pion, tour de { $player }
       *[other] { $cell } : { $count } pions, tour de { $player }
    }

# Roocala's More page: the choice of board, and its hint.
board-choice = Plateau
board-choice-square = Carré
board-choice-hex = Hexagonal
board-choice-hint = Chaque plateau garde sa propre partie : en choisir un l'ouvre aussitôt.


## Le plateau d'analyse
# (messages of src/ui/analysis)

# The page's title, in the browser's tab.
analysis-page-title = Analyse · Mancala

# The link back to the games, at the top of the game choice.
analysis-back-to-games = ‹ Jeux

# The game choice's heading.
analysis-heading = Plateau d'analyse

# Under the heading of the game choice.
analysis-choose-game = Choisissez un jeu à analyser depuis son début, ou collez une partie notée ci-dessous.

# The link back to the game's own page, at the top of the board.
# $game (String) - the game's name
analysis-back-to-game = ‹ { $game }

# The board's heading.
# $game (String) - the game's name
analysis-game-heading = Analyse · { $game }

# Shown when the position held cannot be drawn any more (a record no longer valid).
analysis-cannot-open = Cette position ne peut plus être ouverte.

# The status above the moves, when the game is over.
analysis-game-over = La partie est finie : aucun coup à évaluer.

# The status above the moves: how to read each move's worth.
# $mover (String) - the player to move
analysis-to-move = À { $mover } de jouer. La valeur de chaque coup est l'avance, en graines, que { $mover } obtient si chacun joue au mieux ensuite : « exact » quand c'est prouvé, sinon la profondeur de recherche.

# The side panel's name for screen readers, while the position is edited.
analysis-side-edited = La position modifiée

# The side panel's name for screen readers.
analysis-side-moves = Les coups et leur valeur

# Buttons under the moves.
analysis-undo = Annuler
analysis-edit-position = Modifier la position
analysis-play-from-here = Jouer d'ici

# A link or address that could not be opened.
# $why (String) - the reader's reason
analysis-address-refused = L'adresse : { $why }

# The editor's Done refused: the rules cannot reach the position edited.
# $game (String) - the game's name
# $why (String) - the engine's reason
analysis-not-a-position = Pas une position du jeu { $game } : { $why }.

# The analysis board: the moves and their worth.

# Before the worker's first answer.
analysis-weighing = Évaluation des coups…

# The list of moves' name for screen readers, before they are weighed.
analysis-legal-moves = Coups possibles

# The list of moves' name for screen readers, once weighed.
analysis-legal-moves-best-first = Coups possibles, le meilleur d'abord

# How far the search went, above the moves: "Depth 12 · 48213 positions · 1.5 s".
# $depth (Number) - the depth searched
# $nodes (String) - the positions searched, in digits
# $seconds (String) - the seconds taken, an analysis-decimal
# $done (String) - "yes" when the search is over, "no" while it goes deeper
analysis-searched =
    { $done ->
        [yes] Profondeur { $depth } · { $nodes } positions · { $seconds } s
       *[no] Profondeur { $depth } · { $nodes } positions · { $seconds } s · recherche plus profonde…
    }

# A number with one decimal: "1.5".
# $whole (String) - the digits before the decimal point
# $tenths (String) - the digit after it
analysis-decimal = { $whole },{ $tenths }

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
analysis-depth = profondeur { $depth }

# A player's share after a move, in games of more than two players: "P1 12".
# $player (String) - the player's name
# $count (Number) - the seeds the player ends with
analysis-share = { $player } { $count }

# Between two players' shares.
analysis-shares-between = { " · " }

# Under the moves: the line that follows the best move.
# $line (String) - the moves, in notation
analysis-best-line = Meilleure suite : { $line }

# The breadcrumb of the moves walked: its name for screen readers, and its first step.
analysis-walked = Coups parcourus
analysis-walked-opened = Départ

# The analysis board: the position editor.

# The editor's name for screen readers.
analysis-editor = Éditeur de position

# A store as the editor names it.
# $side (String) - "south" or "north"
analysis-slot-store =
    { $side ->
        [south] Grenier de Sud
       *[north] Grenier de Nord
    }

# A player's pile of captured stones, as the editor names it (Calcala): "P1's pile".
# $number (Number) - the player's seat, from 1
analysis-slot-pile = Pile de J{ $number }

# A cell as the editor names it (Roocala): "Cell c3", "Cell c3 (South's rook)".
# $cell (String) - the cell's name on the board
# $rook (String) - "south" or "north" where a rook stands on it, else "none"
analysis-slot-cell =
    { $rook ->
        [south] Case { $cell } (tour de Sud)
        [north] Case { $cell } (tour de Nord)
       *[none] Case { $cell }
    }

# A player's points, as the editor names them (Roocala).
# $side (String) - "south" or "north"
analysis-slot-points =
    { $side ->
        [south] Points de Sud
       *[north] Points de Nord
    }

# The editor's hint while no slot is selected.
# $board (String) - "two-rows", "grid" (Calcala) or "cells" (Roocala)
analysis-editor-hint =
    { $board ->
        [two-rows] Touchez une case pour régler ses graines.
        [grid] Choisissez une case pour régler ses graines.
       *[cells] Touchez une case pour régler ses pions et sa tour.
    }

# The − button's name for screen readers.
# $slot (String) - the slot's name
analysis-one-fewer = Enlever 1 : { $slot }

# The + button's name for screen readers.
# $slot (String) - the slot's name
analysis-one-more = Ajouter 1 : { $slot }

# The number field's name for screen readers.
# $board (String) - "two-rows", "grid" (Calcala) or "cells" (Roocala)
# $slot (String) - the slot's name
analysis-count-in =
    { $board ->
        [two-rows] Nombre de graines : { $slot }
        [grid] Nombre de graines : { $slot }
       *[cells] Nombre de pions : { $slot }
    }

# The choice of a cell's rook (Roocala): the group's name for screen readers, its buttons.
analysis-rook = Tour
analysis-no-rook = Pas de tour
analysis-rook-south = Sud
analysis-rook-north = Nord

# The list of slots' name for screen readers.
analysis-slots = Cases et greniers

# The choice of who moves: the group's name for screen readers, and each button.
analysis-to-move-group = Qui joue
# $player (String) - the player's name
analysis-player-to-move = À { $player } de jouer

# The editor's buttons.
analysis-start-position = Position de départ
analysis-cancel = Annuler
analysis-done = Terminé

# The analysis board: records in and out.

# The formats' buttons.
analysis-format-record = Partie notée
analysis-format-position = Texte de position
analysis-format-fen = FEN PlayStrategy
analysis-format-moves = Coups PlayStrategy
analysis-format-kalah-literal = Littéral de plateau Kalah

# In the record box, where a format cannot carry the game.
# $format (String) - the format's name
analysis-only-ayo = { $format } : seul l'Ayo (Oware Abapa) s'écrit ainsi
# $format (String) - the format's name
analysis-only-kalah = { $format } : seul le Kalah s'écrit ainsi
# $format (String) - the format's name
analysis-not-a-board = { $format } : ne connaît pas ce plateau
# $format (String) - the format's name
analysis-moves-from-start = { $format } : une liste de coups part de la position de départ, ce que cette partie ne fait pas

# Open with nothing pasted.
analysis-nothing-to-open = Rien à ouvrir : collez d'abord une partie notée, un lien ou une position.

# A pasted text in no format read here.
# $text (String) - its first 40 characters
analysis-not-understood = « { $text } » n'est pas compris : ce n'est ni la notation ou le lien d'une partie (kalah?moves=3.1), ni notre texte de position, ni la FEN ou la liste de coups de PlayStrategy, ni un littéral de plateau Kalah.

# A pasted record or link refused.
# $why (String) - the reader's reason
analysis-record-refused = La partie notée : { $why }

# A pasted text refused by its format's reader.
# $format (String) - the format's name
# $why (String) - the reader's reason
analysis-format-refused = { $format } : { $why }

# A pasted Kalah board literal whose seeds make no Kalah game.
# $format (String) - the format's name (analysis-format-kalah-literal)
analysis-literal-not-two-rows = { $format } : pas deux rangées
# $format (String) - the format's name (analysis-format-kalah-literal)
# $total (Number) - the seeds on the board
# $houses (Number) - the houses a side
analysis-literal-no-game = { $format } : { $total } graines sur { $houses } cases par camp ne forment aucune partie de Kalah({ $houses }, n)

# A pasted position the game's rules cannot reach.
# $format (String) - the format's name
# $why (String) - the engine's reason
analysis-format-not-a-position = { $format } : pas une position du jeu : { $why }

# A game this build does not play.
# $game (String) - the game's name
analysis-not-played-here = { $game } ne se joue pas ici

# The box to paste into, on the game choice: its name for screen readers, its label.
analysis-open-record = Ouvrir une partie notée
analysis-paste-label = Une partie notée, un lien ou une position à ouvrir :

# The record box: its button and name, its formats' group, its label.
analysis-record-in-and-out = Importer / exporter
analysis-formats = Format
analysis-record-label = La partie en texte ; collez-en une autre pour l'ouvrir :

# The record box's buttons.
analysis-copy = Copier
analysis-open = Ouvrir

## Pages de règles
# (messages of src/games/help.rs and each game's help.rs)

# The title of a game's rules page (the browser's tab, and the heading above the page on
# the game's screen).
# $game (String) - the game's name: Kalah, Awari, Roocala...
screen-rules-title = { $game } : règles du jeu

# The heading of the last section of every rules page, on the coach of a review.
rules-coach-heading = Les verdicts de l'entraîneur

# The paragraph of the coach's section: how it judges moves, then how it searches in this
# game.
# $unit (String) - what the game's margin counts: "stones" or "points"
# $how (String) - how the coach searches in this game: rules-coach-how-kalah,
#   rules-coach-how-calcala or rules-coach-how-search
rules-coach-judging =
    Quand vous revoyez une partie (touchez un coup dans la liste des coups), l'entraîneur juge chaque coup { $unit ->
        [points] selon les points qu'il a cédés
       *[stones] selon les graines qu'il a cédées
    } par rapport au meilleur coup trouvé, le marque de son signe dans la liste, et marque
    le meilleur coup sur le plateau. { $how }

# How the coach searches in Kalah: the end of rules-coach-judging.
rules-coach-how-kalah =
    Au Kalah, l'entraîneur résout exactement la fin du milieu de partie et la finale (le
    solveur : marqué « exact ») ; avant cela, il utilise la recherche du niveau Expert avec un
    budget fixe.

# How the coach searches in Calcala: the end of rules-coach-judging.
rules-coach-how-calcala =
    Il utilise la recherche du niveau Expert avec un budget fixe. À 3 ou 4 joueurs, la valeur
    d'un coup est la part des prises que son joueur peut espérer d'ici son prochain tour, et
    la perte, ce sont les prises cédées.

# How the coach searches in the other games: the end of rules-coach-judging.
rules-coach-how-search = Il utilise la recherche du niveau Expert avec un budget fixe.

# The coach's table of verdicts: the heading of the column of their names.
rules-coach-verdict-column = Verdict

# The coach's table of verdicts: the heading of the column of the signs that mark them.
rules-coach-sign-column = Signe

# The coach's table of verdicts: the heading of the column of what a move gave up.
# $unit (String) - what the game's margin counts: "stones" or "points"
rules-coach-loss-column =
    { $unit ->
        [points] Points cédés
       *[stones] Graines cédées
    }

rules-coach-threshold =
    { $verdict ->
        [best] rien de cédé par rapport au meilleur coup trouvé
        [blunder]
            { $unit ->
                [points] { $low } points ou plus cédés
               *[stones] { $low } graines ou plus cédées
            }
        [mistake]
            { $unit ->
                [points] { $low } à { $high } points cédés, ou moins si le coup laisse échapper un résultat gagné ou nul (quand il est exact)
               *[stones] { $low } à { $high } graines cédées, ou moins si le coup laisse échapper un résultat gagné ou nul (quand il est exact)
            }
       *[other]
            { $unit ->
                [points] { $low } à { $high } points cédés
               *[stones] { $low } à { $high } graines cédées
            }
    }

# A tip about the screen on the rules pages of the two-row games and Calcala, whose boards
# draw blue, yellow and black stones.
rules-stone-colours =
    Chaque graine bleue sur le plateau compte pour une graine. Quand une case est trop pleine
    pour montrer toutes ses graines, une graine jaune vaut 2 graines et une noire 3 ; le
    nombre à côté de la case donne toujours le compte exact.

# A paragraph of Kalah's rules page.
rules-kalah-intro =
    Deux joueurs, Rouge et Vert, sont assis de part et d'autre du plateau. Chacun possède la
    rangée de petites cases la plus proche de lui et la grande case, le Mancala, à sa droite.
    Chaque petite case commence avec le même nombre de graines (quatre, sauf si les options
    en décident autrement).

# The caption of a diagram on Kalah's rules page, also the picture's name for screen readers.
rules-kalah-sowing-caption =
    Rouge prend les 4 graines de la case 3 et en dépose une dans chacune des cases suivantes,
    dans le sens inverse des aiguilles d'une montre : les cases 4, 5 et 6, puis son propre
    Mancala. La dernière graine est tombée dans le Mancala, donc Rouge rejoue.

# A section's heading on Kalah's rules page.
rules-kalah-move-heading = Un coup

# A paragraph of Kalah's rules page.
rules-kalah-move =
    À votre tour, touchez une de vos cases qui contient des graines. Ses graines sont semées
    une à une dans les cases suivantes, dans le sens inverse des aiguilles d'une montre, en
    passant par votre propre Mancala mais jamais par celui de votre adversaire, qui est
    sauté. Une grosse poignée peut faire tout le tour et redéposer une graine dans la case
    d'où elle est partie.

# A section's heading on Kalah's rules page.
rules-kalah-last-stone-heading = Où tombe la dernière graine

# An item of a bulleted list on Kalah's rules page.
rules-kalah-last-stone-store = Dans votre propre Mancala : vous rejouez.

# An item of a bulleted list on Kalah's rules page.
# Transfer last drop in empty is the name of an option on the More page.
rules-kalah-last-stone-empty-tray =
    Dans une de vos propres cases qui était vide : cette graine et toutes celles de la case
    d'en face vont dans votre Mancala (l'option Dernière graine en case vide peut exiger
    qu'il y ait des graines en face pour cela).

# An item of a bulleted list on Kalah's rules page.
rules-kalah-last-stone-elsewhere = Ailleurs : c'est au tour de votre adversaire.

# A section's heading on Kalah's rules page.
rules-kalah-end-heading = La fin

# A paragraph of Kalah's rules page.
# End of game and Remaining stones taken by are the names of options on the More page.
rules-kalah-end =
    La partie se termine quand toutes les petites cases d'un joueur sont vides (l'option Fin
    de partie peut la faire attendre que le joueur qui doit jouer n'en ait plus), ou
    aussitôt qu'un Mancala contient plus de la moitié de toutes les graines. Chaque joueur
    compte alors son Mancala plus les graines restées dans ses propres cases (l'option
    Graines restantes prises par peut donner ces graines à l'adversaire ou à personne). Le
    plus grand total gagne.

# A section's heading on Kalah's rules page.
rules-kalah-options-heading = Options

# A paragraph of Kalah's rules page.
# More and New are buttons; As the TopAccolades app and 605.452 tournament, 5 stones are
# the names of presets on the More page.
rules-kalah-options =
    Le bouton Plus ouvre les options, chacune expliquée là où on la choisit : les trois
    règles ci-dessus, qui commence, les graines par case (le tournoi 605.452 en joue 4 ou 5)
    et les cases par camp, et les préréglages Comme l'appli TopAccolades et Tournoi 605.452,
    5 graines. Les changements s'appliquent quand vous appuyez sur Nouvelle.

# A paragraph of Awari's rules page.
rules-awari-intro =
    Joueur 1 est assis en bas et possède les six cases de la rangée proche et le grenier
    de droite ; Joueur 2 possède la rangée éloignée et le grenier de gauche. Chaque case
    commence avec quatre graines, et Joueur 1 commence.

# A section's heading on Awari's rules page.
rules-awari-sowing-heading = Les semailles

# A paragraph of Awari's rules page.
rules-awari-sowing =
    Touchez une de vos cases qui contient des graines. Elles sont déposées une à une dans les
    cases suivantes, dans le sens inverse des aiguilles d'une montre, et à l'Awari les
    greniers sont sur le chemin : une graine déposée dans un grenier y reste et compte pour
    le propriétaire de ce grenier, même si c'est votre adversaire.

# The caption of a diagram on Awari's rules page, also the picture's name for screen readers.
rules-awari-sowing-caption =
    Joueur 1 sème les 4 graines de la case 4 : une dans chacune des cases 5 et 6, une
    dans le grenier et une dans la première case de Joueur 2.

# A section's heading on Awari's rules page.
rules-awari-capture-heading = Rejouer et prendre

# An item of a bulleted list on Awari's rules page.
rules-awari-again =
    Si votre dernière graine tombe dans votre propre grenier, vous rejouez, aussi souvent que
    cela arrive.

# An item of a bulleted list on Awari's rules page.
rules-awari-capture =
    Si votre dernière graine tombe dans une case vide, d'un côté ou de l'autre, et que la
    case d'en face contient des graines, vous prenez ces graines et votre dernière graine
    dans votre grenier. Si la case d'en face est vide, rien n'est pris.

# The caption of a diagram on Awari's rules page, also the picture's name for screen readers.
rules-awari-capture-caption =
    La graine unique de Joueur 1, partie de la case 1, tombe dans la case 2, vide. En face,
    la case 5 de Joueur 2 contient 6 graines : ces 6 graines et celle qui est tombée vont
    dans le grenier de Joueur 1.

# A section's heading on Awari's rules page.
rules-awari-end-heading = La fin

# A paragraph of Awari's rules page.
rules-awari-end =
    La partie se termine dès qu'un grenier contient plus de 24 graines : ce joueur gagne. Elle
    se termine aussi quand le joueur qui doit jouer n'a plus de graines à semer (les graines
    encore sur le plateau vont au joueur qui a joué le dernier), ou quand la même position
    revient pour la troisième fois (chaque joueur prend alors les graines de son propre
    camp). Le plus grand total gagne.

# A paragraph of Ayo's rules page.
rules-ayo-intro =
    Joueur 1 possède la rangée proche de six cases et le grenier de droite, Joueur 2 la
    rangée éloignée et le grenier de gauche. Chaque case commence avec quatre graines et
    Joueur 1 commence. Les greniers ne reçoivent que vos prises : les semailles n'y déposent
    jamais de graine.

# A section's heading on Ayo's rules page.
rules-ayo-sowing-heading = Les semailles

# A paragraph of Ayo's rules page.
rules-ayo-sowing =
    Touchez une de vos cases qui contient des graines : elles sont déposées une à une dans
    les cases suivantes, dans le sens inverse des aiguilles d'une montre. Une poignée de 12
    graines ou plus fait tout le tour et saute, à chaque passage, la case d'où elle est
    partie.

# A section's heading on Ayo's rules page.
rules-ayo-capture-heading = Les prises

# A paragraph of Ayo's rules page.
rules-ayo-capture =
    Si votre dernière graine tombe dans une case de votre adversaire et y porte le compte à 2
    ou 3, vous prenez cette case. Regardez ensuite la case précédente : si elle est aussi à
    votre adversaire et contient 2 ou 3 graines, vous la prenez aussi, et ainsi de suite en
    remontant jusqu'à ce qu'une case rompe la chaîne.

# The caption of a diagram on Ayo's rules page, also the picture's name for screen readers.
rules-ayo-capture-caption =
    Joueur 1 sème 4 graines depuis la case 5. La dernière tombe dans la case 3 de Joueur 2
    et y fait 2 : prise. La case 2, juste avant, contient maintenant 3 graines : prise aussi.
    La case 1 en contient 4, ce qui rompt la chaîne : 5 graines en tout.

# A section's heading on Ayo's rules page.
rules-ayo-grand-slam-heading = Grand chelem et nourrir

# A paragraph of Ayo's rules page.
rules-ayo-grand-slam =
    Une prise qui viderait tout le camp de votre adversaire est un grand chelem. Par défaut,
    il peut être joué mais ne prend rien ; les options peuvent le laisser prendre, ou
    l'interdire tant que vous avez un autre coup. Et quand votre adversaire n'a plus aucune
    graine, vous devez lui en donner si un coup le permet (c'est aussi une option). Si aucun
    coup ne le permet, la partie se termine et vous prenez les graines restées sur le
    plateau.

# A section's heading on Ayo's rules page.
rules-ayo-end-heading = La fin

# A paragraph of Ayo's rules page.
rules-ayo-end =
    Un joueur qui a plus de 24 graines dans son grenier gagne aussitôt. La partie se termine
    aussi quand le joueur qui doit jouer ne peut pas jouer (les graines restantes vont au
    joueur qui a joué le dernier) ou quand une position revient pour la troisième fois
    (chacun prend les graines de son propre camp). Le plus grand total gagne.

# A paragraph of Oware's rules page.
rules-oware-intro =
    Joueur 1 possède la rangée proche de six cases et le grenier de droite, Joueur 2 la
    rangée éloignée et le grenier de gauche. Chaque case commence avec quatre graines et
    Joueur 1 commence. On ne sème que dans les cases ; les greniers recueillent les graines
    prises.

# A section's heading on Oware's rules page.
rules-oware-relay-heading = Les semailles en relais

# A paragraph of Oware's rules page.
rules-oware-relay =
    Touchez une de vos cases qui contient des graines, et elles sont semées une à une, dans
    le sens inverse des aiguilles d'une montre. L'endroit où tombe la dernière graine décide
    de la suite :

# An item of a bulleted list on Oware's rules page.
# The list's items end the sentence of the paragraph before them (rules-oware-relay).
rules-oware-relay-empty = dans une case vide : votre coup se termine ;

# An item of a bulleted list on Oware's rules page.
# The list's items end the sentence of the paragraph before them (rules-oware-relay).
rules-oware-relay-four = dans une case qu'elle porte à 4 : vous prenez ces 4 graines et votre coup se termine ;

# An item of a bulleted list on Oware's rules page.
# The list's items end the sentence of the paragraph before them (rules-oware-relay).
rules-oware-relay-other =
    dans toute autre case : vous ramassez toutes ses graines et continuez à semer depuis la
    case suivante, pour un nouveau tour.

# The caption of a diagram on Oware's rules page, also the picture's name for screen readers.
rules-oware-relay-caption =
    Joueur 1 sème 3 graines depuis la case 6. La dernière porte la case 3 de Joueur 2 à
    3 graines, donc ces 3 graines sont ramassées et semées dans les cases 4, 5 et 6 ; la
    dernière tombe dans une case vide et le coup se termine.

# A section's heading on Oware's rules page.
rules-oware-fours-heading = Les groupes de quatre

# A paragraph of Oware's rules page.
rules-oware-fours =
    Chaque fois qu'une graine que vous déposez en chemin porte une case à exactement 4, ces
    4 graines vont aussitôt dans le grenier du joueur dans le camp duquel se trouve la
    case — parfois votre adversaire — et vous continuez à semer. Si un relais devait tourner
    sans fin, le coup s'arrête là où il commence à se répéter.

# A section's heading on Oware's rules page.
rules-oware-end-heading = La fin

# A paragraph of Oware's rules page.
rules-oware-end =
    Un joueur qui a plus de 24 graines dans son grenier gagne aussitôt. La partie se termine
    aussi quand le joueur qui doit jouer n'a plus de graines (les graines restantes vont au
    joueur qui a joué le dernier) ou quand une position revient pour la troisième fois
    (chacun prend les graines de son propre camp). Le plus grand total gagne.

# A paragraph of Calcala's rules page.
rules-calcala-intro =
    Le Calcala se joue à 2, 3 ou 4 joueurs sur un plateau de 36 cases, 6 sur 6. Personne ne
    possède de case : à votre tour, vous pouvez prendre les graines de n'importe quelle case
    qui en contient. Les joueurs jouent chacun leur tour, Joueur 1, Joueur 2, et ainsi de
    suite ; chacun garde une pile des graines qu'il a prises.

# A section's heading on Calcala's rules page.
rules-calcala-move-heading = Un coup

# A paragraph of Calcala's rules page.
rules-calcala-move =
    Touchez une case, puis une des flèches autour d'elle. Ses graines sont semées une à une,
    une par case, dans la direction de la flèche. Au premier pas, vous ne pouvez pas sortir
    du plateau, donc une case du bord offre 5 flèches et un coin 3 ; ensuite, les bords du
    plateau font dévier les semailles :

# An item of a bulleted list on Calcala's rules page.
rules-calcala-edge-straight =
    En allant tout droit vers le haut, le bas, la gauche ou la droite, les semailles sortent
    par un bord et reviennent par le bord opposé.

# An item of a bulleted list on Calcala's rules page.
rules-calcala-edge-diagonal =
    En allant en diagonale vers un côté, elles rebondissent à angle droit et gardent leur
    nouvelle direction. En sortant en diagonale par un coin, elles reviennent par le coin
    opposé.

# The caption of a diagram on Calcala's rules page, also the picture's name for screen readers.
rules-calcala-wrap-caption = Tour : 5 graines de C2 semées vers l'est vont en D2, E2, F2, puis font le tour jusqu'à A2 et B2.

# The caption of a diagram on Calcala's rules page, also the picture's name for screen readers.
rules-calcala-bounce-caption =
    Rebond : 3 graines de D5 semées vers le sud-est vont en E6, puis rebondissent sur le bas
    vers F5, sur le côté droit vers E4, et continuent vers le nord-ouest.

# A section's heading on Calcala's rules page.
rules-calcala-last-stone-heading = Où tombe la dernière graine

# An item of a bulleted list on Calcala's rules page.
rules-calcala-last-stone-full =
    Dans une case qui contenait déjà des graines : ramassez-les toutes et continuez à semer
    depuis là dans la même direction (un nouveau tour).

# An item of a bulleted list on Calcala's rules page.
rules-calcala-last-stone-empty =
    Dans une case vide : vous prenez toutes les graines de la case suivante sur le chemin, et
    votre tour se termine.

# The caption of a diagram on Calcala's rules page, also the picture's name for screen readers.
rules-calcala-capture-caption =
    Prise : 2 graines de B4 semées vers l'est ; la dernière tombe dans D4, vide, donc les
    graines de la case suivante, E4, sont prises.

# A paragraph of Calcala's rules page.
rules-calcala-relay-forever =
    Si un relais devait tourner sans fin, il s'arrête là où il commence à se répéter, sans
    prise.

# A section's heading on Calcala's rules page.
rules-calcala-end-heading = La fin

# A paragraph of Calcala's rules page.
rules-calcala-end =
    La partie se termine quand il reste 6 graines ou moins sur le plateau, ou quand la même
    position revient pour la troisième fois. Les graines restées sur le plateau ne comptent
    pour personne : celui qui a le plus pris gagne, et les joueurs à égalité en tête se
    partagent la victoire.

# A section's heading on Calcala's rules page.
rules-calcala-options-heading = Options

# A paragraph of Calcala's rules page.
# More is the button that opens the options; Double Dutch and Half Dutch are set-ups
# named on the More page.
rules-calcala-options =
    Le bouton Plus règle le nombre de joueurs, qui commence, et la mise en place : 2 graines
    dans chaque case (standard), 1 (court), 3 (long), ou 3 ou 2 une case sur deux (Double
    Dutch et Half Dutch).

# A paragraph of Roocala's rules page.
# Christian Freeling is the game's inventor.
rules-roocala-intro =
    Le Roocala, de Christian Freeling, se joue sur un anneau de cases du bord autour d'une
    zone intérieure neutre, sur un plateau carré (20 cases du bord) ou hexagonal (18). Sud
    possède les cases du bord de la moitié inférieure de l'anneau, Nord celles de la moitié
    supérieure. Chaque case du bord commence avec deux pions, chaque joueur a deux tours à
    l'intérieur, Sud joue en premier et Nord commence avec un point pour compenser. Vous
    devez jouer ; il y a trois sortes de coups.

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-start-caption =
    Le plateau carré : Sud possède la moitié rouge de l'anneau, Nord la moitié verte ; les
    16 cases intérieures sont neutres. Les tours partent de l'intérieur.

# A section's heading on Roocala's rules page.
rules-roocala-sowing-heading = Semer des pions

# A paragraph of Roocala's rules page.
rules-roocala-sowing =
    Prenez tous les pions d'une de vos propres cases du bord, ou de n'importe quelle case
    intérieure, et déposez-les un à un : depuis votre case du bord, soit autour de l'anneau
    dans le sens inverse des aiguilles d'une montre (en sautant la case de départ), soit
    tout droit vers la zone intérieure ; depuis une case intérieure, en ligne droite. Des
    semailles en ligne droite qui atteignent le bord continuent autour de l'anneau dans le
    sens inverse des aiguilles d'une montre. Les tours ne gênent pas.

# A paragraph of Roocala's rules page.
rules-roocala-sowing-capture =
    Si votre dernier pion tombe sur une case qui n'est pas à vous et qui contenait
    exactement un pion, vous y prenez un pion, et ainsi de suite en remontant pour chaque
    dépôt juste avant qui a fait de même.

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-ring-caption =
    Autour de l'anneau : Sud sème les trois pions de e1 dans le sens inverse des aiguilles
    d'une montre, sur f1, f2 et f3.

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-line-caption =
    En ligne : Sud sème les deux pions de a3 vers l'est. b3 et c3 contenaient chacune un
    pion, donc le dernier dépôt en prend un en c3 et la chaîne remonte pour en prendre un en
    b3.

# A section's heading on Roocala's rules page.
rules-roocala-rook-heading = Déplacer une tour

# A paragraph of Roocala's rules page.
rules-roocala-rook =
    Une tour posée sur une case vide se déplace en ligne droite sur les cases vides et
    s'arrête sur la première case qui n'est pas vide. Arriver sur des pions, sur une case
    qui n'est pas à vous, en prend un ; sur votre propre case, rien n'est pris. Arriver sur
    une tour adverse posée sur des pions prend la tour. Une tour ne peut pas arriver sur
    votre autre tour, ni sur une tour adverse seule sur sa case.

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-rook-caption =
    La tour de Sud en e2 monte vers le nord par-dessus e3 et e4, vides, et s'arrête en e5,
    la première case qui n'est pas vide, en y prenant un des pions.

# A section's heading on Roocala's rules page.
rules-roocala-hybrid-heading = Semailles hybrides

# A paragraph of Roocala's rules page.
rules-roocala-hybrid =
    Depuis une case qui porte votre tour et des pions, vous pouvez semer les pions comme
    ci-dessus et emmener la tour avec eux : elle arrive sur la case qui suit le dernier
    pion. Là, elle prend une tour adverse, ou, sur une case qui n'est pas à vous, autant de
    pions que vous en avez semé (ou tous s'il y en a moins).

# The caption of a diagram on Roocala's rules page, also the picture's name for screen readers.
rules-roocala-hybrid-caption =
    Hybride : c2 porte la tour de Sud et deux pions. Ils sont semés vers le nord sur c3 et
    c4, et la tour arrive en c5 : c5 porte des pions et n'est pas à Sud, donc la tour en
    prend deux, autant que de pions semés.

# A section's heading on Roocala's rules page.
rules-roocala-end-heading = La fin

# A paragraph of Roocala's rules page.
rules-roocala-end =
    Les points sont les pions que vous avez pris (le point de plus de Nord compris). Avec
    plus de la moitié de tous les points, vous gagnez aussitôt (21 sur le plateau carré, 19
    sur l'hexagonal). La troisième fois que la même position revient, la partie est nulle.
    Un joueur qui ne peut pas jouer termine la partie, et les pions restants vont au joueur
    qui a joué le dernier.

# A section's heading on Roocala's rules page.
rules-roocala-playing-heading = Jouer ici

# A paragraph of Roocala's rules page.
rules-roocala-playing =
    Touchez une case : les coups qui en partent sont listés, chacun avec une marque numérotée
    sur le plateau qui montre où il s'arrête. Appuyez longuement sur un coup pour voir tout
    son chemin ; relâchez dessus pour le jouer. Touchez ailleurs pour choisir une autre case.
