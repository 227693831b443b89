# Die Meldungen der Website auf Deutsch: dieselben Meldungen wie i18n/en.ftl, in derselben
# Reihenfolge. Die Kommentare mit den Variablen stehen in en.ftl.
#
# Wortwahl (Terms unten):
#   Mulde: jede kleine Mulde (Kalahs "tray", der Heimspiele "cup"), die Mulde, feminin.
#   Mancala: Kalahs große Mulde, das Mancala (neutrum), Plural die Mancalas.
#   Schatzmulde: die große Mulde von Awari, Ayo und Oware ("home"), feminin; nicht "Haus",
#     weil "Haus" in der Mancala-Literatur oft die kleine Mulde meint.
#   Stein, Steine; säen, gesät; schlagen, geschlagen; Zug, am Zug; Partie, Spiel.
#   Trainer ("coach"), Rätsel ("puzzle"), Variante ("line" des Spielers), Zugfolge ("line").
#   Roocala: Feld ("cell"), Stein ("checker"), Turm ("rook"), Süd und Nord.
#
# Eine Mulde im Satz steht ohne Artikel ("Mulde 3 von Rot"), damit sie in jedem Fall passt;
# ein Speicher mit Artikel im Nominativ, der auch Akkusativ ist ("das Mancala von Grün").

-mulde = Mulde
-mulden = Mulden
-mancala = Mancala
-schatzmulde = Schatzmulde
-schatzmulden = Schatzmulden

## Spiele mit zwei Reihen: Spieler und Mulden

player-name =
    { $vocabulary ->
        [kalah]
            { $side ->
                [south] Rot
               *[north] Grün
            }
       *[homes]
            { $side ->
                [south] Spieler 1
               *[north] Spieler 2
            }
    }

# Wie ein Screenreader eine Mulde nennt: "Mulde 3 von Rot".
house-name =
    { $vocabulary ->
        [kalah] { -mulde } { $number } von { $player }
       *[homes] { -mulde } { $number } von { $player }
    }

# Eine Mulde im Satz, ohne Artikel: "Mulde 3 von Rot".
house-phrase =
    { $vocabulary ->
        [kalah] { -mulde } { $number } von { $player }
       *[homes] { -mulde } { $number } von { $player }
    }

# Die eigene Mulde des Ziehenden: "aus Mulde 3".
own-house =
    { $vocabulary ->
        [kalah] { -mulde } { $number }
       *[homes] { -mulde } { $number }
    }

# Ein Speicher im Satz, Nominativ = Akkusativ: "das Mancala von Grün".
store-phrase =
    { $vocabulary ->
        [kalah] das { -mancala } von { $player }
       *[homes] die { -schatzmulde } von { $player }
    }

stones =
    { $count ->
        [one] 1 Stein
       *[other] { $count } Steine
    }

## Spiele mit zwei Reihen: ein Zug, während er läuft (die Statuszeile, während die Steine wandern)

sows-from =
    { $count ->
        [one] { $player } sät 1 Stein aus { $from }
       *[other] { $player } sät { $count } Steine aus { $from }
    }

sows = { $player } sät

so-far-picks-up-again = , nimmt sie wieder auf

so-far-picks-up-again-times = , nimmt sie wieder auf ({ $count }-mal)

so-far-captures = , schlägt { $count }

so-far-opponent-takes = , und { $player } nimmt { $count }

so-far-game-over =
    { $vocabulary ->
        [kalah] . Das Spiel ist aus: Die übrigen Steine kommen in die { -mancala }s
       *[homes] . Das Spiel ist aus: Die übrigen Steine kommen in die { -schatzmulden }
    }

so-far-ellipsis = …

## Spiele mit zwei Reihen: das Ende

# $why ist ein Hauptsatz in Kleinschreibung (end-*), daher "denn".
game-over = Das Spiel ist aus, denn { $why }. { $result }.

end-store-majority =
    { $vocabulary ->
        [kalah] das { -mancala } von { $player } enthält mehr als die Hälfte der Steine
       *[homes] die { -schatzmulde } von { $player } enthält mehr als die Hälfte der Steine
    }

end-houses-empty =
    { $vocabulary ->
        [kalah] alle { -mulden } von { $player } sind leer
       *[homes] alle { -mulden } von { $player } sind leer
    }

end-no-legal-move = { $player } hat keinen Zug mehr, und die Steine auf dem Brett gehen an den Spieler, der zuletzt gezogen hat

end-cannot-feed = { $player } kann { $opponent } keine Steine geben, also nimmt { $player } die übrigen Steine

end-repetition = dieselbe Stellung kam zum dritten Mal vor, also nimmt jeder Spieler die Steine auf seiner eigenen Seite

end-few-stones-left = es sind zu wenige Steine übrig, um weiterzuspielen

end-points-majority = { $player } hat mehr als die Hälfte aller Punkte

end-wins = { $player } gewinnt { $score } zu { $other }

end-draw = Unentschieden, je { $score }

## Spiele mit zwei Reihen: abgelehnte Züge

refused-game-over = das Spiel ist aus

refused-no-such-house =
    { $vocabulary ->
        [kalah] es gibt keine { -mulde } { $number }
       *[homes] es gibt keine { -mulde } { $number }
    }

refused-empty-house = { $pit } ist leer

refused-not-your-house = { $pit } gehört nicht dir: { $player } ist am Zug

refused-store =
    { $vocabulary ->
        [kalah] das { -mancala } von { $player } wird nicht gespielt: Wähle eine der kleinen { -mulden }
       *[homes] die { -schatzmulde } von { $player } wird nicht gespielt: Wähle eine deiner { -mulden }
    }

refused-must-feed = { $pit } würde { $player } ohne Steine lassen: Du musst { $player } welche geben

refused-grand-slam = { $pit } würde alle Steine von { $player } schlagen (ein Grand Slam), und das ist nicht erlaubt, solange es einen anderen Zug gibt

refused-not-allowed = { $pit } darf jetzt nicht gespielt werden

## Kalah: was ein Zug bewirkt hat

kalah-sowed = { $player } säte { $stones } aus { -mulde } { $number }

# Im Akkusativ nach "in": "die leere Mulde 3 von Rot".
kalah-empty-tray = die leere { -mulde } { $number } von { $player }

kalah-into-store-end = { $sowed }; der letzte fiel ins { -mancala } von { $player }.

kalah-into-store = { $sowed }; der letzte fiel ins { -mancala } von { $player }, also ist { $player } noch einmal am Zug.

kalah-lone-capture = { $sowed }; der letzte fiel in { $pit } und kam ins { -mancala } von { $player } (die { -mulde } gegenüber war leer).

kalah-capture = { $sowed }; der letzte fiel in { $pit }: { $player } schlug { $stones } ({ $opposite } aus der { -mulde } gegenüber).

kalah-empty-kept = { $sowed }; der letzte fiel in { $pit }, aber die { -mulde } gegenüber ist leer, also bleibt er dort liegen.

kalah-elsewhere = { $sowed }; der letzte fiel in { $pit }.

## Awari, Ayo und Oware: was ein Zug bewirkt hat

homes-sowed = { $player } säte { $stones } aus { -mulde } { $number }

homes-skipping = , wobei die Ausgangsmulde bei jeder Runde übersprungen wurde

homes-full-stop = .

homes-relays =
    { $count ->
        [one] { " " }Es wurde 1 weitere Runde gesät, ab { $from }.
       *[other] { " " }Es wurden { $count } weitere Runden gesät, ab { $from }.
    }

homes-relay-from = { $pit } ({ $count })

# Trennt die Runden: "Mulde 3 von Spieler 2 (4), dann Mulde 5 von Spieler 1 (2)".
homes-list-then = , dann{ " " }

homes-four = { " " }{ $player } nahm die 4 Steine aus { $pit }.

homes-captured = { " " }{ $player } schlug { $stones } ({ $from }).

homes-capture-from = { $count } aus { $pit }

homes-list-and = ,{ " " }

homes-grand-slam-spared = { " " }Das würde alle Steine auf der Seite von { $player } nehmen (ein Grand Slam), also wird nichts geschlagen.

homes-endless = { " " }Das Weitersäen wäre endlos weitergegangen, also hörte es bei { $pit } auf.

homes-extra-turn = { " " }Der letzte Stein fiel in die { -schatzmulde } von { $player }, also ist { $player } noch einmal am Zug.

homes-last = { " " }Der letzte Stein fiel in { $pit }.

## Spiele mit zwei Reihen: der Bildschirm des Bretts

game-starts = { $player } beginnt.

two-row-to-move =
    { $vocabulary ->
        [kalah] { $player } ist am Zug: Tippe auf eine deiner golden umrandeten { -mulden }.
       *[homes] { $player } ist am Zug: Tippe auf eine deiner golden umrandeten { -mulden }.
    }

store-count =
    { $vocabulary ->
        [kalah] { -mancala }: { $count }
       *[homes] { -schatzmulde }: { $count }
    }

## Die Wahl der Sprache

language-label = Sprache

## Calcala: Spieler, Mulden, was ein Zug bewirkt hat, abgelehnte Züge
# (Meldungen von src/games/calcala)

calcala-seat-name = Spieler { $number }

calcala-sowed =
    { $count ->
        [one] { $player } säte 1 Stein aus { $from } Richtung { $direction }.
       *[other] { $player } säte { $count } Steine aus { $from } Richtung { $direction }.
    }

calcala-sowed-ways =
    { $count ->
        [one] { $player } säte 1 Stein aus { $from } Richtung { $direction }, { $ways }.
       *[other] { $player } säte { $count } Steine aus { $from } Richtung { $direction }, { $ways }.
    }

calcala-wrapped =
    { $count ->
        [1] lief einmal über den Rand herum
        [2] lief zweimal über den Rand herum
       *[other] lief { $count }-mal über den Rand herum
    }

calcala-bounced =
    { $count ->
        [1] prallte einmal ab
        [2] prallte zweimal ab
       *[other] prallte { $count }-mal ab
    }

calcala-relayed =
    { $count ->
        [1] säte einmal weiter
        [2] säte zweimal weiter
       *[other] säte { $count }-mal weiter
    }

calcala-ways-separator = ,{ " " }

calcala-captured-nothing = { " " }Der letzte Stein fiel in eine leere Mulde; die nächste Mulde, { $cell }, war leer, also wurde nichts geschlagen.

calcala-captured =
    { $count ->
        [one] { " " }Der letzte Stein fiel in eine leere Mulde, also schlug { $player } 1 Stein aus { $cell }.
       *[other] { " " }Der letzte Stein fiel in eine leere Mulde, also schlug { $player } { $count } Steine aus { $cell }.
    }

calcala-endless = { " " }Das Weitersäen wäre endlos weitergegangen, also hörte es bei { $cell } auf, ohne Schlag.

# "Das Spiel ist aus, denn nur noch 6 oder weniger Steine liegen auf dem Brett. Spieler 1 gewinnt (Spieler 1 20, Spieler 2 16)."
calcala-game-over = Das Spiel ist aus, denn { $why }. { $result } ({ $scores }).

calcala-end-few-stones = nur noch 6 oder weniger Steine liegen auf dem Brett

calcala-end-repetition = dieselbe Stellung kam zum dritten Mal vor

calcala-end-other = es ist beendet

calcala-wins = { $player } gewinnt

calcala-share-win = { $players } teilen sich den Sieg

calcala-draw = Unentschieden

calcala-names-and = { " " }und{ " " }

calcala-score = { $player } { $score }

calcala-scores-separator = ,{ " " }

calcala-refused-empty-pit = { -mulde } { $cell } ist leer

calcala-refused-off-edge = von { $cell } aus würde der erste Schritt Richtung { $direction } das Brett verlassen

calcala-setup-stones = die Steine passen nicht zur Aufstellung: { $found } statt { $expected }

calcala-setup-seat = Platz { $seat } spielt bei diesen Regeln nicht mit

calcala-not-a-pit = `{ $text }` ist keine { -mulde } von A1 bis F6

## Roocala: Spieler, Felder, was ein Zug bewirkt hat, abgelehnte Züge
# (Meldungen von src/games/roocala)

roocala-player-name =
    { $side ->
        [south] Süd
       *[north] Nord
    }

# Nach "nach": "nach Nordosten".
roocala-direction =
    { $direction ->
        [N] Norden
        [S] Süden
        [E] Osten
        [W] Westen
        [NE] Nordosten
        [NW] Nordwesten
        [SE] Südosten
       *[SW] Südwesten
    }

roocala-label-ring =
    { $rook ->
        [yes] Um den Ring säen, mit Turm
       *[no] Um den Ring säen
    }

roocala-label-line =
    { $rook ->
        [yes] Nach { $direction } säen, mit Turm
       *[no] Nach { $direction } säen
    }

roocala-label-rook = Turm nach { $cell }

# Ein Zug im Satz, als Hauptwort ohne Artikel: "Säen von c3 um den Ring".
roocala-name-ring =
    { $rook ->
        [yes] Säen von { $from } um den Ring, mit Turm
       *[no] Säen von { $from } um den Ring
    }

roocala-name-line =
    { $rook ->
        [yes] Säen von { $from } nach { $direction }, mit Turm
       *[no] Säen von { $from } nach { $direction }
    }

roocala-name-rook = Turm von { $from } nach { $to }

roocala-how-ring =
    { $rook ->
        [yes] mit Turm um den Ring gesät
       *[no] um den Ring gesät
    }

roocala-how-line =
    { $rook ->
        [yes] mit Turm nach { $direction } gesät
       *[no] nach { $direction } gesät
    }

roocala-gain-checkers = schlägt { $count }

roocala-gain-rook = schlägt einen Turm

roocala-gain-checkers-rook = schlägt { $count } und einen Turm

roocala-played =
    { $rook ->
        [yes]
            { $count ->
                [one] { $player } spielte { $notation } ({ $how }): 1 Stein von { $from }, der Turm fuhr mit.
               *[other] { $player } spielte { $notation } ({ $how }): { $count } Steine von { $from }, der Turm fuhr mit.
            }
       *[no]
            { $count ->
                [one] { $player } spielte { $notation } ({ $how }): 1 Stein von { $from }.
               *[other] { $player } spielte { $notation } ({ $how }): { $count } Steine von { $from }.
            }
    }

roocala-moved-rook = { $player } zog den Turm von { $from } nach { $to }.

roocala-captured =
    { $count ->
        [one] { " " }{ $player } schlug 1 Stein.
       *[other] { " " }{ $player } schlug { $count } Steine.
    }

roocala-rook-captured = { " " }Der Turm von { $player } auf { $cell } wurde geschlagen.

roocala-game-over = Das Spiel ist aus, denn { $why }. { $result }.

roocala-end-points = { $player } hat { $points } oder mehr Punkte

roocala-end-repetition = dieselbe Stellung kam zum dritten Mal vor

roocala-end-no-move = { $player } hat keinen Zug, also gehen die übrigen Steine an { $opponent }

roocala-end-other = es ist beendet

roocala-wins = { $player } gewinnt mit { $score } zu { $other }

roocala-draw = Unentschieden, { $south } zu { $north }

roocala-refused-no-such-cell = auf diesem Brett gibt es kein Feld { $cell }

roocala-refused-opponents-cell = { $cell } ist ein Feld des Gegners

roocala-refused-no-checkers = auf { $cell } liegen keine Steine

roocala-refused-no-rook-to-take = auf { $cell } steht kein Turm von dir, der mitfahren könnte

roocala-refused-own-rook = der Turm würde auf deinem anderen Turm landen

roocala-refused-path = dieser Weg lässt sich von dort nicht säen

roocala-refused-no-rook-of-yours = auf { $cell } steht kein Turm von dir

roocala-refused-rook-not-alone = der Turm auf { $cell } steht auf Steinen und kann nicht allein ziehen

roocala-refused-rook-stop = der Turm kann dort nicht anhalten

roocala-refused-opponents-side = Feld { $cell } gehört { $player }: Säe von deinen eigenen Feldern oder von der Innenfläche aus

roocala-refused-no-move-there = kein Zug von { $player } beginnt auf Feld { $cell }

roocala-setup-no-such-cell = kein Feld { $cell }

roocala-setup-points = { $found } Punkte im Spiel statt { $expected }

## Optionen, Voreinstellungen, Stufen und die Namen der Spiele
# (Meldungen von src/games/*/rules.rs, src/games/options.rs, src/games/game_id.rs, src/search/level.rs)

# Die Seiten der Optionen: die Überschrift jeder Option, die Namen ihrer Wahlen und der Satz darunter.

option-starter = Wer beginnt

option-on = An

option-off = Aus

# Optionen von Calcala

option-calcala-players = Spieler

option-calcala-players-count = { $count } Spieler

option-calcala-players-explained = Wie viele spielen, 2, 3 oder 4, jeder mit einem Haufen der Steine, die er schlägt; der Zug geht reihum von Spieler 1 bis zum letzten Spieler.

option-calcala-setup = Aufstellung

option-calcala-setup-standard = Standard: 2 in jeder Mulde

option-calcala-setup-short = Kurz: 1 in jeder Mulde

option-calcala-setup-long = Lang: 3 in jeder Mulde

option-calcala-setup-double-dutch = Double Dutch: 3 in jeder zweiten Mulde

option-calcala-setup-half-dutch = Half Dutch: 2 in jeder zweiten Mulde

option-calcala-setup-explained = Wie die Mulden zu Beginn gefüllt sind: Das Standardspiel hat 2 Steine in jeder Mulde, das kurze und das lange Spiel 1 und 3, und die Dutch-Aufstellungen füllen jede zweite Mulde, wie die Felder einer Farbe auf einem Schachbrett, und lassen die übrigen leer.

option-calcala-starter-explained = Der Spieler, der den ersten Zug macht; die anderen folgen der Reihe nach, und nach dem letzten Spieler kommt Spieler 1.

# Optionen von Kalah

option-kalah-transfer = Letzter Stein in leere Mulde

option-kalah-transfer-always = Immer

option-kalah-transfer-stones-opposite = Steine gegenüber

option-kalah-transfer-explained = Wenn dein letzter Stein in einer leeren eigenen Mulde landet: Bei „Immer“ kommt er zusammen mit den Steinen der Mulde gegenüber in dein Mancala, auch wenn diese Mulde leer ist; bei „Steine gegenüber“ nur, wenn in der Mulde gegenüber Steine liegen, sonst bleibt der Stein, wo er hingefallen ist.

option-kalah-end = Spielende

option-kalah-end-any-empty = Eine Seite leer

option-kalah-end-new-mover-empty = Spieler am Zug leer

option-kalah-end-explained = Bei „Eine Seite leer“ endet das Spiel, sobald alle Mulden eines der beiden Spieler leer sind; bei „Spieler am Zug leer“ erst, wenn der Spieler, der am Zug ist, keine Steine mehr zum Säen hat.

option-kalah-remaining = Reststeine gehen an

option-kalah-remaining-owner = Besitzer

option-kalah-remaining-opponent = Gegner

option-kalah-remaining-neither = Niemand

option-kalah-remaining-explained = Die Steine, die bei Spielende noch in den Mulden liegen, zählen für den Spieler, in dessen Mulden sie liegen (Besitzer), für den anderen Spieler (Gegner) oder für niemanden (Niemand).

option-kalah-starter-explained = Der Spieler, der den ersten Zug macht; Grün kann beginnen, damit Rot den zweiten Zug hat.

option-kalah-seeds = Steine pro Mulde

option-kalah-seeds-explained = Wie viele Steine jede kleine Mulde zu Beginn enthält: 4 im üblichen Spiel, 4 oder 5 im Turnier 605.452; mehr Steine ergeben ein längeres Spiel.

option-kalah-houses = Mulden pro Seite

option-kalah-houses-explained = Wie viele kleine Mulden jeder Spieler hat, von 3 bis 8 (6 auf dem üblichen Brett); weniger Mulden ergeben ein kürzeres Spiel.

# Kalahs Voreinstellungen: die Worte des Knopfs und der Satz, der sie erklärt.

option-kalah-preset-app = Wie die TopAccolades-App

option-kalah-preset-app-explained = Das Spiel der TopAccolades-App, das auch das des Turniers 605.452 mit 4 Steinen ist: 6 Mulden mit je 4, Rot beginnt, ein letzter Stein in einer leeren eigenen Mulde schlägt immer, das Spiel endet, wenn eine Seite leer ist, und jeder Spieler behält die Steine in seinen eigenen Mulden.

option-kalah-preset-tournament = Turnier 605.452, 5 Steine

option-kalah-preset-tournament-explained = Dieselben Regeln mit 5 Steinen in jeder Mulde, wie sie das Turnier 605.452 (ein Wettbewerb von Spielprogrammen in einem Universitätskurs) ebenfalls spielt: ein längeres Spiel.

# Optionen von Ayo

option-ayo-grand-slam = Grand Slam (ein Schlag, der die andere Seite leert)

option-ayo-grand-slam-no-capture = Schlägt nichts

option-ayo-grand-slam-capture = Schlägt

option-ayo-grand-slam-forbidden = Verboten

option-ayo-grand-slam-explained = Ein Zug, dessen Schlag alle Steine nehmen würde, die noch auf der Seite deines Gegners liegen: Bei „Schlägt nichts“ darf er gespielt werden, nimmt aber nichts; bei „Schlägt“ nimmt er sie wie jeder Schlag; bei „Verboten“ darf er nur gespielt werden, wenn jeder Zug einer ist (und nimmt dann nichts).

option-ayo-must-feed = Gegner ohne Steine versorgen

option-ayo-must-feed-explained = Wenn die Mulden deines Gegners alle leer sind: Bei „An“ musst du einen Zug spielen, der ihm Steine gibt, falls es einen gibt, und gibt es keinen, endet das Spiel, und du nimmst die übrigen Steine; bei „Aus“ ist jeder Zug erlaubt.

# Abgelehnte Optionen (ein Link, ein Spielstand, das Kommandozeilenwerkzeug).
option-unknown = unbekannte Option `{ $key }`

option-bad-value = Option `{ $key }` kann nicht `{ $value }` sein (erlaubt: { $allowed })

option-allowed-separator = ,{ " " }

option-malformed = `{ $text }` hat nicht die Form KEY=VALUE

option-starter-not-playing = { $starter } kann keine Partie mit { $players } Spielern beginnen

# Die Spiele: der Name jedes Spiels, seine Zeile auf dem Startbildschirm und die Zeile, die sagt, wie es sonst heißt.

game-kalah = Kalah (Kalaha)

game-kalah-summary = Der Klassiker: Säe rund ums Brett in dein Mancala, lande in einer leeren Mulde, um zu schlagen, und in deinem Mancala, um noch einmal zu ziehen.

game-kalah-known-as = Das Spiel mit großen Mulden und Extrazügen, das Läden und Apps als Mancala verkaufen; auch Kalaha genannt.

game-awari = Awari

game-awari-summary = Säe durch beide Schatzmulden: Lande in deiner Schatzmulde, um noch einmal zu ziehen, und in einer leeren Mulde, um die Mulde gegenüber zu nehmen.

game-awari-known-as = Das Awari des DOS-Programms, gespielt wie Kalah; das Awari, das die meisten Spieler kennen, Oware Abapa, heißt hier Ayo.

game-ayo = Ayo

game-ayo-summary = Schlage in einer Kette die 2er und 3er, die du auf der Seite deines Gegners bildest; lass deinen Gegner nie ohne Steine.

game-ayo-known-as = Westafrikas Oware Abapa, in einfachen Runden: das Spiel, das Vereine und PlayOK Oware nennen, auch bekannt als Awalé oder Awari.

game-oware = Oware

game-oware-summary = Dein Säen geht dort weiter, wo es landet, und jeder Vierer, der entsteht, wird genommen.

game-oware-known-as = Das Oware des DOS-Programms, ein Spiel mit Weitersäen und Vierern, nicht das Oware der Vereine: Für Oware Abapa oder Awalé spiele Ayo.

game-calcala = Calcala

game-calcala-summary = Für 2 bis 4 Spieler auf einem 6x6-Raster: Säe in eine der acht Richtungen, über die Ränder herum und von ihnen zurück, und schlage hinter einer leeren Mulde.

game-calcala-known-as = Eher eine moderne Variante als ein traditionelles Spiel: Keinem gehört eine Mulde, und jeder darf jeden Stein säen.

game-roocala-square = Roocala

game-roocala-square-summary = Christian Freelings Mancala mit Türmen, auf dem quadratischen Brett: Säe um den Rand oder quer durch die Mitte und geh mit deinen Türmen auf Jagd.

game-roocala-square-known-as = Ein modernes Spiel, das ein Säspiel wie Oware mit einer Jagd durch Türme wie im Schach verbindet.

game-roocala-hex = Roocala (sechseckig)

game-roocala-hex-summary = Roocala auf seinem sechseckigen Brett mit 37 Feldern, mit sechs Richtungen zum Säen und Ziehen.

game-roocala-hex-known-as = Dasselbe moderne Spiel aus Säen und Türmen von Christian Freeling, auf seinem sechseckigen Brett.

game-unknown = unbekanntes Spiel `{ $id }` (bekannt: { $known })

# Die Stufen des Computers: "Grün (Computer, Schwer) denkt nach…".
level-name =
    { $level ->
        [easy] Leicht
        [medium] Mittel
        [hard] Schwer
       *[expert] Experte
    }

level-human = Mensch

computer-could-not-start = der Computer konnte nicht starten: { $why }

computer-coach-could-not-start = der Trainer konnte nicht starten: { $why }

computer-analysis-could-not-start = die Analyse konnte nicht starten: { $why }

computer-browser-refused = der Browser hat es abgelehnt

level-unknown = unbekannte Stufe `{ $level }` (bekannt: easy, medium, hard, expert)

## Aufzeichnungen, Links und Stellungen, die abgelehnt werden
# (Meldungen von src/games/formats, src/games/setup.rs und den übrigen Ablehnungen in src/games)

# Spieler und Seiten heißen hier so, wie der Stellungstext sie schreibt: "south", "north",
# "p1" bis "p4"; Mulden und Felder mit ihren Namen: "S3", "D4".

# Im Dativ, nach "auf".
setup-board-kind =
    { $kind ->
        [two-rows] zwei Reihen von Mulden
        [grid] einem Raster von Mulden
       *[cells] einem Brett aus Feldern
    }

setup-wrong-board = das Spiel wird auf { $expected } gespielt, nicht auf { $found }

setup-pit-count = { $what }: { $found } angegeben, die Regeln haben { $expected }

setup-side-houses = die Mulden von { $side }

setup-side-store = die Schatzmulde von { $side }

setup-side-points = die Punkte von { $side }

setup-the-pits = die Mulden

setup-the-cells = die Felder

setup-player-count = Werte für { $found } Spieler angegeben, das Spiel hat { $players } Spieler

setup-no-such-player = Spieler { $number } spielt bei diesen Regeln nicht mit

setup-too-many = { $pit } enthält { $found }, mehr als die möglichen { $most }

setup-seeds = auf dem Brett liegen insgesamt { $found } Steine, das Spiel hat immer { $expected }

setup-finished = das Spiel wäre schon vorbei: { $reason }

setup-too-many-rooks = { $player } hat { $found } Türme, das Spiel gibt jedem Spieler 2

setup-no-starting-point = Nord hat keinen Punkt: Nord beginnt mit 1 und verliert nie Punkte

end-phrase-store-majority = { $player } hat mehr als die Hälfte der Steine

end-phrase-houses-empty = alle Mulden von { $player } sind leer

end-phrase-no-legal-move = { $player } hat keinen erlaubten Zug

end-phrase-cannot-feed = { $player } kann den Gegner nicht versorgen

end-phrase-repetition = dieselbe Stellung kam zum dritten Mal vor

end-phrase-few-stones-left = nur noch 6 oder weniger Steine liegen auf dem Brett

end-phrase-points-majority = { $player } hat mehr als die Hälfte aller Punkte

setup-kalah-house-count = { $side } hat { $found } Mulden, die Regeln sagen { $rules }

setup-kalah-seeds = auf dem Brett liegen { $found } Steine, laut den Regeln { $rules }

setup-home-seeds = auf dem Brett liegen { $found } Steine statt { $expected }

position-not-of-game = keine Stellung des Spiels: { $why }

# Abgelehnte Links und Spielstände: warum eine Aufzeichnung nicht geöffnet wurde ("es").
record-wrong-game = es ist eine Partie `{ $game }`

record-too-long = es ist zu lang ({ $count } Zeichen)

record-no-game = es nennt kein Spiel

record-not-key-value = `{ $text }` hat nicht die Form KEY=VALUE

record-option-twice = die Option `{ $key }` ist zweimal angegeben

record-broken-escape = es enthält ein fehlerhaftes %-Escape

record-position = seine Startstellung: { $why }

record-move-empty = Zug { $ply } ist leer

record-move-refused = Zug { $ply }, `{ $text }`: { $why }

record-not-a-move = `{ $text }` ist kein Zug: erwartet wird { $expected }

record-expected-house = eine Muldennummer von 1 bis { $houses }

record-expected-calcala-move = eine Mulde und eine Richtung wie B3-E oder C4-NW

record-expected-roocala-move = ein Feld mit optionaler Richtung und +, etwa c3, c3:N, c3+, oder ein Turmzug wie b2-b5

record-not-a-pit = `{ $text }` ist kein Muldenname wie S3 oder N-store

# Abgelehnter Text einer Stellung oder Partie: das Format, die Stelle und was das Format dort hat.
# Die Zeichen des Texts werden ab 1 gezählt.

format-name =
    { $format ->
        [position] Stellungstext
        [fen] PlayStrategy-FEN
        [moves] PlayStrategy-Zugliste
       *[literal] Kalah-Brettliteral
    }

format-missing = { $format }: Bei Zeichen { $at } fehlt { $expected }

format-not = { $format }: `{ $found }` bei Zeichen { $at }, erwartet: { $expected }

# Was ein Format dort hat, wo der Text nicht verstanden wird: Nominativ.
format-expected-end = das Ende des Texts (er ist länger als { $bytes } Bytes)

format-expected-count = { $what }: eine Anzahl von 0 oder mehr

format-field-houses = die Mulden von { $side }

format-field-store = die Schatzmulde von { $side }

format-field-row = Reihe { $number }

format-field-row-pits = die Mulden von { $row }

format-field-captures = die Schläge

format-field-captured-stones = die geschlagenen Steine

format-field-points = die Punkte

format-field-checkers = die Steine eines Felds (und `s` oder `n` für einen Turm)

format-field-board = das Brett

format-field-score = der Punktestand von { $side }

format-field-mover = der Spieler am Zug

format-field-move-number = die Zugnummer

format-field-row-of = die Reihe von { $side }

format-field-houses-a-side = die Mulden pro Seite

format-field-house-seeds = die Steine einer Mulde

format-list-separator = ,{ " " }

format-expected-board-mover = ein Brett, `/` und der Spieler am Zug

format-expected-houses-store = { $houses }, `:` und { $store }

format-expected-six-counts = { $row }: sechs Anzahlen

format-expected-field-count = { $count } Angaben, mit `/` dazwischen

format-expected-cells = { $row }: { $count } Felder

format-expected-points = die Punkte von Süd und Nord

format-expected-fields = { $fields }, mit `/` dazwischen und zuletzt der Spieler am Zug

format-expected-mover-grid = der Spieler am Zug: p1, p2, p3 oder p4

format-expected-mover-sides = der Spieler am Zug: s oder n

format-expected-literal = ein Brettliteral, `<` Zahlen, durch `,` getrennt, `>`

format-expected-houses-a-side = die Mulden pro Seite: 1 oder mehr

format-expected-literal-size = ein Literal aus { $expected } Zahlen für { $houses } Mulden pro Seite, nicht { $found }

format-expected-fen = { $fields } und die Zugnummer, durch Leerzeichen getrennt

format-expected-fen-board = das Brett: die Reihe von Nord, `/`, die Reihe von Süd

format-expected-fen-mover = der Spieler am Zug: S oder N

format-expected-seeds-before-s = { $row }: die Steine einer Mulde vor `S`

format-expected-seeds-or-run = { $row }: Steine und `S` oder eine Folge leerer Mulden

format-expected-run = { $row }: eine Folge von 1 bis 6 leeren Mulden in einer Reihe von 6

format-expected-row-of-six = { $row }: eine Reihe von sechs Mulden

format-expected-six-houses = { $row }: sechs Mulden, nicht { $count }

format-expected-move = Zug { $ply }: eine Mulde und wo er endet, etwa d1e2

format-expected-move-game-over = ein Zug, aber das Spiel ist aus

format-expected-move-of = Zug { $ply }: eine Mulde von { $side } (am Zug)

format-expected-six-houses-game = ein Zug einer Partie mit sechs Mulden pro Seite

format-expected-landing = Zug { $ply }: seine { $count } Steine enden in { $pit }

format-expected-legal = Zug { $ply }, ein erlaubter Zug: { $why }

## Der Bildschirm: Züge, Ergebnisse, Speichern, Rätsel, Lektionen und die Bewertungen des Trainers
# (Meldungen von src/ui/screen, src/ui/puzzles.rs, src/ui/coach.rs, src/ui/solo.rs)

screen-amount =
    { $unit ->
        [points]
            { $count ->
                [one] 1 Punkt
               *[other] { $count } Punkte
            }
       *[stones]
            { $count ->
                [one] 1 Stein
               *[other] { $count } Steine
            }
    }

screen-list-comma = { $list }, { $item }

screen-list-and = { $list } und { $item }

screen-list-or = { $list } oder { $item }


screen-lesson-judging-try = Der Trainer bewertet { $move }…

screen-lesson-wait = Tippe auf „Nächster Fehler“, um weiterzumachen, oder auf „Zurück zum Spiel“, um die Lektion zu beenden.

screen-review-wait =
    { $ply ->
        [0] Du siehst dir den Anfang an, vor Zug 1 von { $plies }: Tippe auf „Zurück zum Spiel“, um weiterzuspielen.
       *[other] Du siehst dir Zug { $ply } von { $plies } an: Tippe auf „Zurück zum Spiel“, um weiterzuspielen.
    }

# Nach "Rückblick auf", im Akkusativ.
screen-moment =
    { $ply ->
        [0] den Anfang, vor Zug 1 von { $plies }
       *[other] Zug { $ply } von { $plies }
    }

screen-computer-wait = { $player } wird vom Computer gespielt ({ $level }): Warte auf seinen Zug.


screen-lesson-no-slips = Kein Fehler und kein Patzer von dir in dieser Partie. Gut gespielt!

screen-lesson-judging = Lerne aus deinen Fehlern: Der Trainer bewertet die Züge, { $judged } von { $moves }.

screen-lesson-slip = Fehler { $number } von { $count }: Bei Zug { $move } spielte { $player } { $played } und verschenkte { $lost }.

screen-lesson-find = { $slip } Finde einen besseren Zug für { $player }.

screen-lesson-said = { $slip } { $said }

screen-lesson-unjudged = Der Trainer konnte { $move } nicht bewerten ({ $why }): Versuch einen anderen Zug.

screen-lesson-found = Gut gefunden! { $move } ist so gut wie der beste Zug.

screen-lesson-try-again = { $move } verschenkt { $lost }. Versuch es noch einmal.

screen-lesson-answer-after = Auch { $move } verschenkt { $lost }. Der beste Zug war { $best }, auf dem Brett eingekreist.

screen-lesson-answer = Der beste Zug war { $best }, auf dem Brett eingekreist.


screen-summary-rook = Turm geschlagen

screen-summary-captured = { $count } geschlagen

screen-summary-captured-rook = { $count } und einen Turm geschlagen

screen-summary-relay = weitergesät, { $laps } Runden

screen-summary-bounced =
    { $count ->
        [1] abgeprallt
       *[other] { $count }-mal abgeprallt
    }

screen-summary-over = Spielende

screen-summary-extra-turn = Extrazug

screen-summary-join = { $list }; { $item }


screen-resigned = { $player } hat aufgegeben: { $winner } gewinnt.

screen-draw-agreed = Die Spieler haben sich auf ein Remis geeinigt.

screen-agreed-undo = { $said } „Zurück“ nimmt das zurück.

screen-resign-refused = Aufgeben können nur zwei Menschen, die gegeneinander spielen, und nur während einer Partie.

screen-draw-refused = Auf ein Remis einigen können sich nur zwei Menschen, die gegeneinander spielen, und nur während einer Partie.

screen-draw-offered = { $player } bietet ein Remis an: { $other }, nimm es an oder lehne es ab.

screen-draw-declined = { $player } hat das Remis abgelehnt: { $mover } ist am Zug.

screen-taken-back = Zurückgenommen: Die Partie geht weiter, { $player } ist am Zug.

screen-rematch = Revanche mit denselben Regeln und Spielern: { $player } beginnt. „Zurück“ holt die eben gespielte Partie zurück.

screen-rematch-swapped = Revanche mit denselben Regeln und Spielern, die Seiten getauscht: { $player } beginnt. „Zurück“ holt die eben gespielte Partie zurück.

screen-rematch-computer = Revanche mit denselben Regeln und Spielern: Der Computer spielt { $player } und beginnt. „Zurück“ holt die eben gespielte Partie zurück.

screen-rematch-computer-swapped = Revanche mit denselben Regeln und Spielern, die Seiten getauscht: Der Computer spielt { $player } und beginnt. „Zurück“ holt die eben gespielte Partie zurück.

screen-no-aside = Es gibt keine andere Partie, zu der du zurückkehren kannst.

screen-back-left =
    { $over ->
        [over] Die Partie, die du verlassen hast, ist zurück: Sie ist beendet.
       *[on] Die Partie, die du verlassen hast, ist zurück: { $player } ist am Zug.
    }

screen-back-as-played =
    { $over ->
        [over] Zurück zur Partie, wie sie gespielt wurde: Sie ist beendet. Deine eigene Variante bleibt erhalten: „Deine Variante“ führt zu ihr zurück.
       *[on] Zurück zur Partie, wie sie gespielt wurde: { $player } ist am Zug. Deine eigene Variante bleibt erhalten: „Deine Variante“ führt zu ihr zurück.
    }

screen-back-line =
    { $over ->
        [over] Zurück zu deiner eigenen Variante: Sie ist beendet.
       *[on] Zurück zu deiner eigenen Variante: { $player } ist am Zug.
    }

screen-try-again =
    { $ply ->
        [0] Neuer Versuch vom Anfang an: { $player } ist am Zug. „Vor“ holt die Züge der Partie zurück, bis hier ein anderer Zug gespielt wird; „Wie gespielt“ kehrt zur ganzen Partie zurück.
       *[other] Neuer Versuch nach Zug { $ply }: { $player } ist am Zug. „Vor“ holt die Züge der Partie zurück, bis hier ein anderer Zug gespielt wird; „Wie gespielt“ kehrt zur ganzen Partie zurück.
    }


screen-undone =
    { $count ->
        [one] Einen Zug zurückgenommen: { $player } ist wieder am Zug.
       *[other] { $count } Züge zurückgenommen: { $player } ist wieder am Zug.
    }

screen-undo-nothing = Nichts zurückzunehmen: Das ist der Anfang der Partie.

screen-redo-stopped = „Vor“ hat angehalten: { $why }

screen-redo-nothing = Nichts zu wiederholen: Es wurde kein Zug zurückgenommen.

screen-redone =
    { $count ->
        [one] Einen Zug wieder gespielt: { $player } ist am Zug.
       *[other] { $count } Züge wieder gespielt: { $player } ist am Zug.
    }

screen-hint-over = Das Spiel ist aus: Es gibt keinen Zug mehr für einen Tipp.

screen-hint-computer = { $player } wird vom Computer gespielt ({ $level }): Tipps sind für Menschen.

screen-hint-looking = Suche einen guten Zug…

screen-hint = Tipp: Die Stufe { $level } würde { $move } spielen.

screen-computer-failed = Der Computer hat keinen Zug gefunden ({ $why }), also spielt jetzt ein Mensch { $player }.

screen-hint-failed = Es wurde kein Tipp gefunden ({ $why }).

screen-seat-person = Ab jetzt spielt ein Mensch { $player }.

screen-seat-computer = Ab jetzt spielt der Computer ({ $level }) { $player }.


screen-new-game-plain = Neue Partie.

screen-new-game-usual = Neue Partie mit den üblichen Regeln.

screen-new-game-but = Neue Partie mit den üblichen Regeln, aber mit anderen Optionen ({ $options }).

# "Steine pro Mulde: 5".
screen-option-choice = { $option }: { $choice }

screen-new-game-computer = { " " }{ $player } wird vom Computer gespielt ({ $level }).

screen-new-game-back = { " " }„Zurück“ holt die verlassene Partie zurück.


screen-followed-dropped = Diese Partie ging in einem anderen Tab oder Fenster weiter, deshalb wurde deine letzte Änderung hier nicht übernommen: Das Brett zeigt die Partie so, wie sie dort steht.

screen-followed = Diese Partie ging in einem anderen Tab oder Fenster weiter: Das Brett folgt ihr.

screen-follow-unread = Diese Partie wurde in einem anderen Tab oder Fenster in einer Form gespeichert, die diese Seite nicht lesen kann ({ $why }): Lade die Seite neu, um sie zu sehen.

screen-save-unreadable = Die gespeicherte Partie { $game } konnte nicht gelesen werden ({ $why }), deshalb hat eine neue Partie begonnen.

# Die Gründe beziehen sich auf "die Partie": "sie".
screen-save-damaged = sie ist beschädigt und keine gespeicherte Partie dieser Website

screen-save-v1 = sie wurde von einer früheren Version dieser Website gespeichert, in einer Form, die nur ein Browser liest

screen-save-other-version = sie wurde von einer anderen Version dieser Website gespeichert ({ $version })

screen-save-damaged-why = sie ist beschädigt: { $why }

screen-save-no-seats = `{ $line }` sagt nicht, wer spielt

screen-save-other-game = sie ist eine Partie { $game }

-screen-link-kept = Deine eigene Partie bleibt erhalten, bis du hier spielst: „Mein Spiel“ führt zu ihr zurück.

screen-link-opened =
    { $moves ->
        [0] Aus einem Link geöffnet, am Anfang der Partie. { -screen-link-kept }
        [one] Aus einem Link geöffnet, nach 1 Zug. { -screen-link-kept }
       *[other] Aus einem Link geöffnet, nach { $moves } Zügen. { -screen-link-kept }
    }

screen-link-stopped-kept = { $said } { -screen-link-kept }

screen-link-refused = Der Link konnte nicht geöffnet werden ({ $why }), deshalb ist dies eine neue Partie. { -screen-link-kept }

screen-link-stopped-missing =
    { $played ->
        [0] Aus einem Link am Anfang der Partie geöffnet: Sein erster Zug fehlt (zwei Punkte ohne etwas dazwischen).
       *[other] Aus einem Link bis Zug { $played } geöffnet: Sein Zug { $move } fehlt (zwei Punkte ohne etwas dazwischen).
    }

screen-link-stopped-malformed =
    { $played ->
        [0] Aus einem Link am Anfang der Partie geöffnet: Sein erster Zug, „{ $text }“, ist kein Zug in { $game } (ein Zug ist { $expected }).
       *[other] Aus einem Link bis Zug { $played } geöffnet: Sein Zug { $move }, „{ $text }“, ist kein Zug in { $game } (ein Zug ist { $expected }).
    }

screen-link-stopped-illegal =
    { $played ->
        [0] Aus einem Link am Anfang der Partie geöffnet: Sein erster Zug, „{ $text }“, kann dort nicht gespielt werden ({ $why }).
       *[other] Aus einem Link bis Zug { $played } geöffnet: Sein Zug { $move }, „{ $text }“, kann dort nicht gespielt werden ({ $why }).
    }

# Die Gründe beziehen sich auf "den Link": "er".
screen-link-other-game = er gehört zu einer Partie { $other }, nicht { $game }

screen-link-unknown-game = er gehört zu einer Partie „{ $id }“, und das ist keines dieser Spiele

screen-link-no-option = { $game } hat keine Option „{ $key }“

screen-link-bad-value = „{ $key }={ $value }“ ist nicht erlaubt: { $option } kann { $choices } sein

screen-link-bad-value-plain = „{ $key }={ $value }“ ist nicht erlaubt

screen-link-too-long = er ist zu lang für den Link einer Partie ({ $length } Zeichen)

screen-link-no-game = er nennt kein Spiel

screen-link-not-pair = „{ $text }“ sollte eine Option mit ihrem Wert sein, etwa seeds=5

screen-link-option-twice = er nennt die Option „{ $key }“ zweimal

screen-link-broken-escape = er wurde auf dem Weg hierher beschädigt: Auf ein % folgen keine zwei Hexadezimalziffern

screen-link-position = seine Startstellung lässt sich nicht öffnen: { $why }


screen-puzzle-fetching = Das Rätsel wird geladen…

screen-puzzle-unloaded = Das Rätsel konnte nicht geladen werden: { $why }.

screen-puzzle-unserved =
    { $why ->
        [unfetched] die Rätsel dieses Spiels konnten nicht abgerufen werden
        [empty] für dieses Spiel gibt es noch keine Rätsel
       *[unreadable] die Rätsel dieses Spiels konnten nicht gelesen werden
    }

screen-puzzle-task = Rätsel { $number } von { $count }. Du spielst { $player }: Finde den besten Zug. Nur ein einziger Zug sichert das beste Ergebnis; jeder andere verliert mindestens { $least }.

screen-puzzle-retry = Nicht dieser: { $move } verliert { $lost }. Versuch es noch einmal: Nur ein einziger Zug sichert das beste Ergebnis.

screen-puzzle-solved = Gelöst! { $answer } sichert das beste Ergebnis: am Ende { $margin } bei bestem Spiel.

screen-puzzle-solved-second = Im zweiten Versuch gefunden! { $answer } sichert das beste Ergebnis: am Ende { $margin } bei bestem Spiel.

screen-puzzle-missed = Auch dieser nicht: { $move } verliert { $lost }. Der beste Zug (markiert) ist { $answer }: am Ende { $margin } bei bestem Spiel.

screen-puzzle-missed-plain = Auch dieser nicht. Der beste Zug (markiert) ist { $answer }: am Ende { $margin } bei bestem Spiel.

screen-puzzle-show-answer = { $said } Tippe auf „Lösung zeigen“, um sie gespielt zu sehen.

screen-puzzle-next-move = { $said } Tippe auf „Nächster Zug“ für die Zugfolge, die darauf folgt.

screen-puzzle-line-done = { $said } Das ist die Zugfolge, die der Computer erwartet.

screen-puzzle-loading = Das Rätsel ist unterwegs.

screen-puzzle-none = Es gibt kein Rätsel zu lösen: Tippe auf „Nächstes Rätsel“, um es noch einmal zu versuchen.

screen-puzzle-done = Dieses Rätsel ist gelöst: Tippe auf „Nächster Zug“, um die Zugfolge zu sehen, oder auf „Nächstes Rätsel“.

screen-puzzle-score = Serie { $streak } · Gelöst { $solved }

screen-puzzles-link = Rätsel: Finde den besten Zug


screen-verdict-name =
    { $verdict ->
        [best] Bester
        [good] Gut
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    }

screen-verdict-mark-loss = , { $loss } verschenkt, bester Zug { $best }

screen-verdict-noun =
    { $verdict ->
        [best] der beste Zug
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
        [blunder] ein Patzer
       *[good] gut
    }

screen-verdict-even = so gut wie der beste

screen-given-up =
    { $unit ->
        [points]
            { $count ->
                [one] 1 Punkt verschenkt
               *[other] { $count } Punkte verschenkt
            }
       *[stones]
            { $count ->
                [one] 1 Stein verschenkt
               *[other] { $count } Steine verschenkt
            }
    }

screen-verdict-words = { $verdict }: { $lost }, am besten war { $best }

screen-review-led = { $player } spielte { $move }, { $verdict }.

screen-review-next = Von hier aus spielte { $player } { $move } (der gepunktete Ring), { $verdict }; am besten war { $best }, gestrichelt umrandet.

screen-coach-judged-other = er hat { $move } bewertet

screen-see-better = Besseren Zug zeigen

screen-learn = Aus Fehlern lernen

screen-analyse = Analysieren

screen-eval-waiting = Der Trainer bewertet die Züge.

screen-eval-shares = Nach Zug { $ply } kann dessen Spieler mit { $margin } geschlagenen Steinen mehr rechnen als der Nächstbeste.

screen-eval-even = Nach Zug { $ply }: ausgeglichen, bei bestem Spiel beider Seiten.

screen-eval-ahead = Nach Zug { $ply }: { $player } führt mit { $margin }, so viele Steine Vorsprung hätte { $player } bei bestem Spiel beider Seiten am Ende.

screen-graph-label = Der erwartete Vorsprung bei bestem Spiel nach jedem Zug: Über der Linie führt { $south }, darunter { $north }; eine große Marke bei jedem Fehler und Patzer

screen-graph-label-shares = Der Anteil jedes Spielers an den erwarteten geschlagenen Steinen nach jedem Zug

screen-graph-top = { $player } +{ $top }


screen-solo-tally = { $won } gewonnen · { $drawn } unentschieden · { $lost } verloren

## Der Bildschirm: Knöpfe, die Seite „Mehr“, der Startbildschirm und die Bretter
# (Meldungen von src/ui/screen_parts.rs, src/ui/options_page.rs, src/ui/home.rs und den Ansichten der Bretter)
controls-thinking = { $player } (Computer, { $level }) denkt nach…

controls-analyse-position = Diese Stellung analysieren

controls-games = Spiele

controls-rules = Regeln

controls-looking-back = Rückblick auf { $moment }.

controls-play-a-game = Eine Partie spielen

controls-my-game = Mein Spiel

controls-analyse = Analysieren

# Die Knöpfe unter dem Brett: kurz.
controls-new = Neu
controls-undo = Zurück
controls-redo = Vor
controls-hint = Tipp
controls-share = Teilen
controls-more = Mehr
controls-review = Rückblick
controls-rematch = Revanche
controls-accept-draw = Remis annehmen
controls-decline = Ablehnen
controls-as-played = Wie gespielt
controls-your-line = Deine Variante
controls-show-answer = Lösung zeigen
controls-next-move = Nächster Zug
controls-next-puzzle = Nächstes Rätsel
controls-next-mistake = Nächster Fehler
controls-first = Anfang
controls-previous = Voriger
controls-next = Nächster
controls-last = Ende
controls-try-again = Nochmal
controls-back-to-game = Zurück zum Spiel
controls-back-short = Zum Spiel

controls-skip = Überspringen

controls-coach-failed = Der Trainer konnte Zug { $number } nicht bewerten: { $why }.

controls-coach-judging = Der Trainer bewertet die Züge: { $judged } von { $plies }.

controls-coach-done = Alle { $plies } Züge bewertet.

headline-draw = Unentschieden

headline-you-won = Du hast mit { $margin } gewonnen

headline-you-share = Du teilst dir den Sieg

headline-you-lost = Du hast mit { $margin } verloren

headline-wins = { $player } gewinnt mit { $margin }

headline-share = { $players } teilen sich den Sieg

headline-names-joined = { $first } und { $second }

controls-rematch-swapped = Revanche, Seiten getauscht

controls-resigns = { $player } gibt auf

controls-offer-draw = Remis anbieten

controls-across-the-table = Gegenüber

controls-far-button = { $button }, gegenüber

more-title = Optionen für { $game }

more-back = Zurück

more-in-force = Optionen gelten ab der nächsten Partie, die du mit { $new } beginnst.

more-pending = { " " }Du hast sie geändert: Tippe auf „Neu“, um mit ihnen zu spielen.

more-presets = Voreinstellungen

more-preset-explained = { $preset }: { $explanation }

more-who-plays = Wer spielt

# Die Überschrift der Wahl eines Platzes; die Wahl: "Ein Mensch" oder eine Stufe.
more-seat-played-by = Wer spielt { $player }?

more-a-person = Ein Mensch

more-computer-hint = Der Computer spielt eine Seite auf der gewählten Stufe, ab seinem nächsten Zug; eine Partie zwischen Computern spielt sich selbst.

more-speed = Züge zeigen
more-speed-hint = Stein für Stein, auf diesem Gerät. Antippen des Bretts überspringt die Animation.
speed-off = Aus
speed-fast = Schnell
speed-normal = Normal
speed-slow = Langsam

more-sit = Sitzordnung
more-sit-side = Nebeneinander
more-sit-facing = Gegenüber
more-sit-hint-two-rows = Gegenüber, mit einem Tablet oder einem quer liegenden Handy zwischen euch: Die Seite, die Knöpfe und das Ergebnis des Spielers gegenüber drehen sich zu ihm. Ein hochkant gehaltenes Handy ist zum Teilen zu schmal, also ist das Brett dort für jeweils einen Spieler.
more-sit-hint-square = Gegenüber, mit einem Tablet zwischen euch: Der Haufen jedes Spielers steht an seiner eigenen Kante, ihm zugewandt, und ebenso die Zeile, die sagt, wer am Zug ist. Auf einem Handy lässt das quadratische Brett keine Kante frei, also ist es dort für jeweils einen Spieler.

more-bar = Bewertungsbalken
more-bar-off = Aus
more-bar-on = An
more-bar-hint = Während des Spiels der Vorsprung laut Trainer nach dem letzten Zug, den er bewertet hat, auf diesem Gerät.

more-look = Aussehen
more-look-hint = Auf diesem Gerät. Auto folgt dem hellen oder dunklen Modus des Systems und seiner Kontrasteinstellung.
theme-auto = Auto
theme-wood = Holz
theme-light = Hell
theme-contrast = Hoher Kontrast

more-full-screen = Vollbild

sound-mute = Stumm
sound-on-title = Ton an: Tippen zum Stummschalten
sound-muted-title = Stumm: Tippen für Ton

home-title = Mancala

manifest-description = Kalah (Kalaha), Awari, Ayo, Oware, Calcala und Roocala für Spieler, die sich ein Tablet teilen, auch ohne Netz.

html-noscript = Mancala braucht JavaScript und WebAssembly, um zu laufen.

html-analysis-loading = Das Analysebrett wird geladen…

page-title-game = { $game } · Mancala

page-title-puzzles = Rätsel: { $game } · Mancala

home-tagline = Mancala-Spiele für zwei Spieler (in Calcala bis zu vier), auf einem Tablet zwischen euch oder für einen von euch gegen den Computer.

home-no-such-game = Hier gibt es kein Spiel namens „{ $name }“; wähle unten eines aus.

home-computer = Der Computer
home-level-legend = Der Computer spielt auf Stufe
home-seat-legend = Du ziehst
home-seat-first = Zuerst
home-seat-second = Als Zweites

home-two-players = Zwei Spieler
home-two-to-four = 2 bis 4 Spieler

home-play-computer = Gegen den Computer

home-record = Gegen Stufe { $level }: { $results }

home-analysis-link = Analysebrett: jede Stellung, jeder Zug bewertet

home-reset = Bilanz löschen
home-reset-confirm = Alle Ergebnisse gegen den Computer auf diesem Gerät vergessen?

board-moves = Gespielte Züge, die neuesten zuerst: Tippe auf einen, um darauf zurückzublicken

board-move-entry = { $ply }. { $player } { $move }

board-name = Brett

board-pit =
    { $count ->
        [one] { $pit }: { $count } Stein
       *[other] { $pit }: { $count } Steine
    }

board-blue-stone = 1 Stein
board-yellow-stone = Ein gelber Stein steht für 2 Steine
board-black-stone = Ein schwarzer Stein steht für 3 Steine
board-stone-legend = Ein gelber Stein steht für 2 Steine, ein schwarzer für 3
board-legend-unit =
    { $count ->
       *[other] { " " }Steine
    }

board-thinking = Denkt nach…
board-your-move = Dein Zug

board-pile-thinking = denkt nach…
board-pile-to-move = am Zug

board-captured-stones = Geschlagene Steine

board-calcala-move = { -mulde } { $from } Richtung { $dir }

board-calcala-arrow = { $from } Richtung { $dir } säen: schlägt { $captured }

board-calcala-sowing = { $player } sät aus { $pit }…

board-calcala-choose-arrow = { $player } ist am Zug: Tippe auf einen Pfeil, um aus { $pit } zu säen, oder tippe woandershin, um neu zu wählen.

board-calcala-to-move = { $player } ist am Zug: Tippe auf eine { -mulde }, dann auf einen Pfeil.

board-roocala-moving = { $player } zieht von { $cell }…

board-roocala-start = Süd zieht zuerst; Nord beginnt mit 1 Punkt.

board-roocala-choose-move = { $player } ist am Zug: Wähle einen der Züge, die für dieses Feld aufgeführt sind, oder tippe auf ein anderes Feld.

board-roocala-to-move = { $player } ist am Zug: Tippe auf ein Feld, um die Züge zu sehen, die dort beginnen.

board-points = Punkte

board-point-for-second = 1 fürs Nachziehen

board-points-win = { $points } Punkte zum Sieg.

board-offers = Züge vom gewählten Feld

board-cell =
    { $count ->
        [one] { $cell }: 1 Stein
       *[other] { $cell }: { $count } Steine
    }

board-cell-rook =
    { $count ->
        [one] { $cell }: 1 Stein, Turm von { $player }
       *[other] { $cell }: { $count } Steine, Turm von { $player }
    }

board-choice = Brett
board-choice-square = Quadratisch
board-choice-hex = Sechseckig
board-choice-hint = Jedes Brett hat seine eigene Partie: Wenn du eines wählst, wird es sofort geöffnet.


## Das Analysebrett
# (Meldungen von src/ui/analysis)

analysis-page-title = Analyse · Mancala

analysis-back-to-games = ‹ Spiele

analysis-heading = Analysebrett

analysis-choose-game = Wähle ein Spiel, um es von seinem Anfang an zu analysieren, oder füge unten eine Aufzeichnung ein.

analysis-back-to-game = ‹ { $game }

analysis-game-heading = Analyse · { $game }

analysis-cannot-open = Diese Stellung lässt sich nicht mehr öffnen.

analysis-game-over = Das Spiel ist aus: Es gibt keinen Zug zu bewerten.

analysis-to-move = { $mover } ist am Zug. Der Wert jedes Zugs ist, mit wie vielen Steinen { $mover } danach bei bestem Spiel vorn liegt: „exakt“, wo bewiesen, sonst die durchsuchte Tiefe.

analysis-side-edited = Die bearbeitete Stellung

analysis-side-moves = Züge und ihr Wert

analysis-undo = Zurück
analysis-edit-position = Stellung bearbeiten
analysis-play-from-here = Von hier spielen

analysis-address-refused = Die Adresse: { $why }

analysis-not-a-position = Keine Stellung in { $game }: { $why }.

# Das Analysebrett: die Züge und ihr Wert.

analysis-weighing = Die Züge werden bewertet…

analysis-legal-moves = Erlaubte Züge

analysis-legal-moves-best-first = Erlaubte Züge, der beste zuerst

analysis-searched =
    { $done ->
        [yes] Tiefe { $depth } · { $nodes } Stellungen · { $seconds } s
       *[no] Tiefe { $depth } · { $nodes } Stellungen · { $seconds } s · sucht tiefer…
    }

# Deutsch schreibt ein Dezimalkomma: "1,5".
analysis-decimal = { $whole },{ $tenths }

analysis-worth =
    { $sign ->
        [ahead] +{ $seeds }
        [behind] −{ $seeds }
       *[even] { $seeds }
    }

analysis-exact = exakt

analysis-depth = Tiefe { $depth }

analysis-share = { $player } { $count }

analysis-shares-between = { " · " }

analysis-best-line = Beste Zugfolge: { $line }

analysis-walked = Gegangene Züge
analysis-walked-opened = Geöffnet

# Das Analysebrett: der Stellungseditor.

analysis-editor = Stellungseditor

analysis-slot-store =
    { $side ->
        [south] { -schatzmulde } von Süd
       *[north] { -schatzmulde } von Nord
    }

analysis-slot-pile = Haufen von Spieler { $number }

analysis-slot-cell =
    { $rook ->
        [south] Feld { $cell } (Turm von Süd)
        [north] Feld { $cell } (Turm von Nord)
       *[none] Feld { $cell }
    }

analysis-slot-points =
    { $side ->
        [south] Punkte von Süd
       *[north] Punkte von Nord
    }

analysis-editor-hint =
    { $board ->
        [two-rows] Tippe auf eine { -mulde }, um ihre Steine festzulegen.
        [grid] Wähle eine { -mulde }, um ihre Steine festzulegen.
       *[cells] Tippe auf ein Feld, um seine Steine und seinen Turm festzulegen.
    }

analysis-one-fewer = { $slot }: einer weniger

analysis-one-more = { $slot }: einer mehr

analysis-count-in =
    { $board ->
        [two-rows] Steine: { $slot }
        [grid] Steine: { $slot }
       *[cells] Steine: { $slot }
    }

analysis-rook = Turm
analysis-no-rook = Kein Turm
analysis-rook-south = Süd
analysis-rook-north = Nord

analysis-slots = { -mulden } und { -schatzmulden }

analysis-to-move-group = Am Zug
analysis-player-to-move = { $player } am Zug

analysis-start-position = Startstellung
analysis-cancel = Abbrechen
analysis-done = Fertig

# Das Analysebrett: Aufzeichnungen lesen und schreiben.

analysis-format-record = Aufzeichnung
analysis-format-position = Stellungstext
analysis-format-fen = PlayStrategy-FEN
analysis-format-moves = PlayStrategy-Züge
analysis-format-kalah-literal = Kalah-Brettliteral

analysis-only-ayo = { $format }: So wird nur Ayo (Oware Abapa) geschrieben
analysis-only-kalah = { $format }: So wird nur Kalah geschrieben
analysis-not-a-board = { $format }: Dieses Brett kennt das Format nicht
analysis-moves-from-start = { $format }: Eine Zugliste beginnt am Anfang, diese Partie aber nicht

analysis-nothing-to-open = Nichts zu öffnen: Füge zuerst eine Aufzeichnung, einen Link oder eine Stellung ein.

analysis-not-understood = „{ $text }“ wird nicht verstanden: Es ist weder die Aufzeichnung oder der Link einer Partie (kalah?moves=3.1) noch unser Stellungstext, die FEN oder Zugliste von PlayStrategy oder ein Kalah-Brettliteral.

analysis-record-refused = Die Aufzeichnung: { $why }

analysis-format-refused = { $format }: { $why }

analysis-literal-not-two-rows = { $format }: nicht zwei Reihen
analysis-literal-no-game = { $format }: { $total } Steine auf { $houses } { -mulden } pro Seite ergeben kein Spiel Kalah({ $houses }, n)

analysis-format-not-a-position = { $format }: keine Stellung des Spiels: { $why }

analysis-not-played-here = { $game } wird hier nicht gespielt

analysis-open-record = Aufzeichnung öffnen
analysis-paste-label = Eine Aufzeichnung, ein Link oder eine Stellung zum Öffnen:

analysis-record-in-and-out = Import und Export
analysis-formats = Format
analysis-record-label = Die Partie als Text; füge einen anderen ein, um ihn zu öffnen:

analysis-copy = Kopieren
analysis-open = Öffnen

## Regelseiten
# (Meldungen von src/games/help.rs und der help.rs jedes Spiels)

screen-rules-title = So spielst du { $game }

rules-coach-heading = Die Bewertungen des Trainers

rules-coach-judging =
    In einem Rückblick (tippe auf einen Zug in der Zugliste) bewertet der Trainer jeden Zug
    nach den { $unit ->
        [points] Punkten
       *[stones] Steinen
    }, die der Zug gegenüber dem besten gefundenen Zug verschenkt hat, markiert ihn in der
    Liste mit seinem Zeichen und markiert den besten Zug auf dem Brett. { $how }

rules-coach-how-kalah =
    In Kalah berechnet der Trainer das späte Mittelspiel und das Endspiel exakt (der Löser:
    markiert mit exakt); davor nutzt er die Suche der Stufe Experte mit festem Rechenbudget.

rules-coach-how-calcala =
    Er nutzt die Suche der Stufe Experte mit festem Rechenbudget. Bei 3 oder 4 Spielern ist
    der Wert eines Zugs der Anteil an den geschlagenen Steinen, den sein Spieler bis zu seinem
    nächsten Zug erwarten kann, und der Verlust sind die verschenkten geschlagenen Steine.

rules-coach-how-search = Er nutzt die Suche der Stufe Experte mit festem Rechenbudget.

rules-coach-verdict-column = Bewertung

rules-coach-sign-column = Zeichen

rules-coach-loss-column =
    { $unit ->
        [points] Verschenkte Punkte
       *[stones] Verschenkte Steine
    }

rules-coach-threshold =
    { $verdict ->
        [best] nichts verschenkt gegenüber dem besten gefundenen Zug
        [blunder]
            { $unit ->
                [points] { $low } oder mehr Punkte verschenkt
               *[stones] { $low } oder mehr Steine verschenkt
            }
        [mistake]
            { $unit ->
                [points] { $low } bis { $high } Punkte verschenkt, oder weniger, wenn der Zug ein gewonnenes oder unentschiedenes Ergebnis verspielt (wo es exakt ist)
               *[stones] { $low } bis { $high } Steine verschenkt, oder weniger, wenn der Zug ein gewonnenes oder unentschiedenes Ergebnis verspielt (wo es exakt ist)
            }
       *[other]
            { $unit ->
                [points] { $low } bis { $high } Punkte verschenkt
               *[stones] { $low } bis { $high } Steine verschenkt
            }
    }

rules-stone-colours =
    Jeder blaue Stein auf dem Brett ist ein Stein. Wenn eine Mulde zu voll ist, um jeden
    Stein zu zeigen, steht ein gelber Stein für 2 Steine und ein schwarzer für 3; die Zahl
    neben der Mulde nennt immer die genaue Anzahl.

rules-kalah-intro =
    Zwei Spieler, Rot und Grün, sitzen sich am Brett gegenüber. Jedem gehören die Reihe
    kleiner Mulden auf seiner Seite und die große Mulde rechts von ihm, das Mancala. Jede
    kleine Mulde beginnt mit derselben Anzahl Steine (vier, wenn die Optionen nichts anderes
    sagen).

rules-kalah-sowing-caption =
    Rot nimmt die 4 Steine aus Mulde 3 und legt je einen in die folgenden Mulden, gegen den
    Uhrzeigersinn: in die Mulden 4, 5 und 6 und dann ins eigene Mancala. Der letzte Stein
    fiel ins Mancala, also ist Rot noch einmal am Zug.

rules-kalah-move-heading = Ein Zug

rules-kalah-move =
    Wenn du am Zug bist, tippe auf eine deiner eigenen Mulden, in der Steine liegen. Ihre
    Steine werden einzeln gegen den Uhrzeigersinn in die folgenden Mulden gesät, auch in dein
    eigenes Mancala, aber nie in das deines Gegners: Das wird übersprungen. Eine große
    Handvoll kann ganz herumgehen und einen Stein zurück in die Mulde legen, aus der sie kam.

rules-kalah-last-stone-heading = Wo der letzte Stein landet

rules-kalah-last-stone-store = In deinem eigenen Mancala: Du bist noch einmal am Zug.

rules-kalah-last-stone-empty-tray =
    In einer deiner eigenen Mulden, die leer war: Dieser Stein und alle Steine der
    gegenüberliegenden Mulde kommen in dein Mancala (die Option „Letzter Stein in leere
    Mulde“ kann verlangen, dass dafür gegenüber Steine liegen).

rules-kalah-last-stone-elsewhere = Überall sonst: Dein Gegner ist am Zug.

rules-kalah-end-heading = Das Ende

rules-kalah-end =
    Das Spiel endet, wenn alle kleinen Mulden eines Spielers leer sind (die Option
    „Spielende“ kann es warten lassen, bis der Spieler am Zug keine Steine mehr hat), oder
    sofort, wenn ein Mancala mehr als die Hälfte aller Steine enthält. Dann zählt jeder
    Spieler sein Mancala plus die Steine, die noch in seinen eigenen Mulden liegen (die
    Option „Reststeine gehen an“ kann diese Steine dem Gegner oder niemandem geben). Die
    höhere Summe gewinnt.

rules-kalah-options-heading = Optionen

rules-kalah-options =
    „Mehr“ öffnet die Optionen, jede dort erklärt, wo du sie wählst: die drei Regeln oben,
    wer beginnt, Steine pro Mulde (das Turnier 605.452 spielt mit 4 oder 5) und Mulden pro
    Seite, dazu die Voreinstellungen „Wie die TopAccolades-App“ und „Turnier 605.452, 5
    Steine“. Änderungen gelten, wenn du auf „Neu“ tippst.

rules-awari-intro =
    Spieler 1 sitzt unten und besitzt die sechs Mulden der nahen Reihe und die Schatzmulde
    rechts; Spieler 2 besitzt die ferne Reihe und die Schatzmulde links. Jede Mulde beginnt
    mit vier Steinen, und Spieler 1 fängt an.

rules-awari-sowing-heading = Säen

rules-awari-sowing =
    Tippe auf eine deiner Mulden, in der Steine liegen. Sie werden einzeln gegen den
    Uhrzeigersinn in die folgenden Mulden gelegt, und in Awari liegen die Schatzmulden auf
    dem Weg: Ein Stein, der in eine Schatzmulde fällt, bleibt dort und zählt für ihren
    Besitzer, auch wenn es die deines Gegners ist.

rules-awari-sowing-caption =
    Spieler 1 sät die 4 Steine aus Mulde 4: je einen in die Mulden 5 und 6, einen in die
    Schatzmulde und einen in die erste Mulde von Spieler 2.

rules-awari-capture-heading = Noch einmal ziehen und schlagen

rules-awari-again =
    Wenn dein letzter Stein in deiner eigenen Schatzmulde landet, bist du noch einmal am Zug,
    so oft das passiert.

rules-awari-capture =
    Wenn dein letzter Stein in einer leeren Mulde landet, egal auf welcher Seite, und in der
    gegenüberliegenden Mulde Steine liegen, kommen diese Steine und dein letzter Stein in
    deine Schatzmulde. Ist die gegenüberliegende Mulde leer, wird nichts genommen.

rules-awari-capture-caption =
    Der einzelne Stein von Spieler 1 aus Mulde 1 landet in der leeren Mulde 2. Gegenüber
    enthält Mulde 5 von Spieler 2 sechs Steine: Diese 6 und der gelandete Stein kommen in die
    Schatzmulde von Spieler 1.

rules-awari-end-heading = Das Ende

rules-awari-end =
    Das Spiel endet, sobald eine Schatzmulde mehr als 24 Steine enthält: Dieser Spieler
    gewinnt. Es endet auch, wenn der Spieler am Zug keine Steine zum Säen hat (die Steine,
    die noch auf dem Brett liegen, gehen an den Spieler, der zuletzt gezogen hat), oder wenn
    dieselbe Stellung zum dritten Mal vorkommt (dann nimmt jeder Spieler die Steine auf
    seiner eigenen Seite). Die größere Summe gewinnt.

rules-ayo-intro =
    Spieler 1 besitzt die nahe Reihe von sechs Mulden und die Schatzmulde rechts, Spieler 2
    die ferne Reihe und die Schatzmulde links. Jede Mulde beginnt mit vier Steinen, und
    Spieler 1 fängt an. Die Schatzmulden enthalten nur, was du schlägst: Beim Säen fällt nie
    ein Stein hinein.

rules-ayo-sowing-heading = Säen

rules-ayo-sowing =
    Tippe auf eine deiner Mulden mit Steinen: Sie werden einzeln gegen den Uhrzeigersinn in
    die folgenden Mulden gelegt. Eine Handvoll von 12 oder mehr geht ganz herum und
    überspringt dabei jedes Mal die Mulde, aus der sie kam.

rules-ayo-capture-heading = Schlagen

rules-ayo-capture =
    Wenn dein letzter Stein in einer Mulde deines Gegners landet und sie auf 2 oder 3 bringt,
    schlägst du diese Mulde. Dann sieh dir die Mulde davor an: Gehört sie auch deinem Gegner
    und enthält sie 2 oder 3, schlägst du sie auch, und so weiter rückwärts, bis eine Mulde
    die Kette unterbricht.

rules-ayo-capture-caption =
    Spieler 1 sät 4 Steine aus Mulde 5. Der letzte landet in Mulde 3 von Spieler 2 und bringt
    sie auf 2: geschlagen. Mulde 2 davor enthält jetzt 3: auch geschlagen. Mulde 1 enthält 4,
    das beendet die Kette: insgesamt 5 Steine.

rules-ayo-grand-slam-heading = Grand Slam und Versorgen

rules-ayo-grand-slam =
    Ein Schlag, der die ganze Seite deines Gegners leeren würde, ist ein Grand Slam.
    Standardmäßig darf er gespielt werden, schlägt aber nichts; die Optionen können ihn
    schlagen lassen oder ihn verbieten, solange du einen anderen Zug hast. Und wenn dein
    Gegner gar keine Steine hat, musst du ihm welche geben, falls ein Zug das kann (auch das
    ist eine Option). Kann das kein Zug, endet das Spiel, und du nimmst die Steine, die noch
    auf dem Brett liegen.

rules-ayo-end-heading = Das Ende

rules-ayo-end =
    Ein Spieler mit mehr als 24 Steinen in seiner Schatzmulde gewinnt sofort. Das Spiel endet
    auch, wenn der Spieler am Zug nicht ziehen kann (die übrigen Steine gehen an den Spieler,
    der zuletzt gezogen hat), oder wenn eine Stellung zum dritten Mal vorkommt (jeder nimmt
    die Steine auf seiner eigenen Seite). Die größere Summe gewinnt.

rules-oware-intro =
    Spieler 1 besitzt die nahe Reihe von sechs Mulden und die Schatzmulde rechts, Spieler 2
    die ferne Reihe und die Schatzmulde links. Jede Mulde beginnt mit vier Steinen, und
    Spieler 1 fängt an. Gesät wird nur in die Mulden; die Schatzmulden sammeln die Steine,
    die genommen werden.

rules-oware-relay-heading = Weitersäen

rules-oware-relay =
    Tippe auf eine deiner Mulden mit Steinen, und sie werden einzeln gegen den Uhrzeigersinn
    gesät. Wo der letzte Stein landet, entscheidet, was als Nächstes passiert:

rules-oware-relay-empty = in einer leeren Mulde: Dein Zug endet;

rules-oware-relay-four = in einer Mulde, die er auf 4 bringt: Du nimmst diese 4 Steine, und dein Zug endet;

rules-oware-relay-other =
    in jeder anderen Mulde: Du nimmst alle ihre Steine auf und säst ab der nächsten Mulde
    weiter, eine neue Runde.

rules-oware-relay-caption =
    Spieler 1 sät 3 Steine aus Mulde 6. Der letzte bringt Mulde 3 von Spieler 2 auf 3, also
    werden diese 3 aufgenommen und in die Mulden 4, 5 und 6 weitergesät; der letzte landet in
    einer leeren Mulde, und der Zug endet.

rules-oware-fours-heading = Vierer

rules-oware-fours =
    Immer wenn ein Stein, den du unterwegs legst, eine Mulde auf genau 4 bringt, kommen diese
    4 Steine sofort in die Schatzmulde des Spielers, auf dessen Seite die Mulde liegt –
    manchmal die deines Gegners –, und du säst weiter. Wenn das Weitersäen endlos
    herumgehen würde, hält der Zug dort an, wo er sich zu wiederholen beginnt.

rules-oware-end-heading = Das Ende

rules-oware-end =
    Ein Spieler mit mehr als 24 Steinen in seiner Schatzmulde gewinnt sofort. Das Spiel endet
    auch, wenn der Spieler am Zug keine Steine hat (die übrigen Steine gehen an den Spieler,
    der zuletzt gezogen hat), oder wenn eine Stellung zum dritten Mal vorkommt (jeder nimmt
    die Steine auf seiner eigenen Seite). Die größere Summe gewinnt.

rules-calcala-intro =
    Calcala spielen 2, 3 oder 4 Spieler auf einem Brett mit 36 Mulden, 6 mal 6. Keinem gehört
    eine Mulde: Wenn du am Zug bist, darfst du die Steine jeder Mulde nehmen, in der welche
    liegen. Die Spieler ziehen der Reihe nach, Spieler 1, Spieler 2 und so weiter; jeder
    sammelt die Steine, die er schlägt, auf einem eigenen Haufen.

rules-calcala-move-heading = Ein Zug

rules-calcala-move =
    Tippe auf eine Mulde, dann auf einen der Pfeile um sie herum. Ihre Steine werden einzeln
    gesät, einer pro Mulde, in Richtung des Pfeils. Beim ersten Schritt darfst du das Brett
    nicht verlassen, also bietet eine Mulde am Rand 5 Pfeile und eine Ecke 3; danach lenken
    die Ränder des Bretts das Säen um:

rules-calcala-edge-straight =
    Geradeaus nach oben, unten, links oder rechts verlässt das Säen das Brett an einem Rand
    und kommt am gegenüberliegenden wieder herein.

rules-calcala-edge-diagonal =
    Diagonal gegen eine Seite prallt es im rechten Winkel ab und behält seine neue Richtung.
    Diagonal aus einer Ecke hinaus kommt es an der gegenüberliegenden Ecke wieder herein.

rules-calcala-wrap-caption = Umlauf: 5 Steine aus C2, nach Osten gesät, gehen nach D2, E2, F2 und herum nach A2 und B2.

rules-calcala-bounce-caption =
    Abprallen: 3 Steine aus D5, nach Südosten gesät, gehen nach E6, prallen dann am unteren
    Rand nach F5 ab, am rechten Rand nach E4 und gehen weiter nach Nordwesten.

rules-calcala-last-stone-heading = Wo der letzte Stein hinfällt

rules-calcala-last-stone-full =
    In eine Mulde, in der schon Steine lagen: Nimm sie alle auf und säe von dort in derselben
    Richtung weiter (eine neue Runde).

rules-calcala-last-stone-empty =
    In eine leere Mulde: Du schlägst alle Steine der nächsten Mulde auf dem Weg, und dein Zug
    endet.

rules-calcala-capture-caption =
    Schlagen: 2 Steine aus B4, nach Osten gesät; der letzte fällt in die leere Mulde D4, also
    werden die Steine der nächsten Mulde, E4, geschlagen.

rules-calcala-relay-forever =
    Wenn das Weitersäen endlos im Kreis gehen würde, hört es dort auf, wo es sich zu
    wiederholen beginnt, ohne Schlag.

rules-calcala-end-heading = Das Ende

rules-calcala-end =
    Das Spiel endet, wenn 6 oder weniger Steine auf dem Brett liegen oder wenn dieselbe
    Stellung zum dritten Mal vorkommt. Steine, die auf dem Brett bleiben, zählen für
    niemanden: Wer am meisten geschlagen hat, gewinnt, und Spieler, die gleichauf vorn
    liegen, teilen sich den Sieg.

rules-calcala-options-heading = Optionen

rules-calcala-options =
    „Mehr“ legt die Anzahl der Spieler fest, wer beginnt und die Aufstellung: 2 Steine in
    jeder Mulde (Standard), 1 (kurz), 3 (lang) oder 3 bzw. 2 in jeder zweiten Mulde (Double
    Dutch und Half Dutch).

rules-roocala-intro =
    Roocala, von Christian Freeling, wird auf einem Ring von Randfeldern um eine neutrale
    Innenfläche gespielt, auf einem quadratischen Brett (20 Randfelder) oder einem
    sechseckigen (18). Süd besitzt die Randfelder der unteren Hälfte des Rings, Nord die der
    oberen. Jedes Randfeld beginnt mit zwei Steinen, jeder Spieler hat zwei Türme im Inneren,
    Süd zieht zuerst, und Nord beginnt zum Ausgleich mit einem Punkt. Du musst ziehen; es
    gibt drei Arten von Zügen.

rules-roocala-start-caption =
    Das quadratische Brett: Süd besitzt die rote Hälfte des Rings, Nord die grüne; die 16
    Felder im Inneren sind neutral. Die Türme beginnen im Inneren.

rules-roocala-sowing-heading = Steine säen

rules-roocala-sowing =
    Nimm alle Steine eines deiner eigenen Randfelder oder eines beliebigen inneren Felds und
    lege sie einzeln ab: von deinem Randfeld aus entweder gegen den Uhrzeigersinn um den Ring
    (wobei das Ausgangsfeld übersprungen wird) oder geradeaus in die Innenfläche; von einem
    inneren Feld aus in gerader Linie. Ein gerades Säen, das den Rand erreicht, geht gegen den
    Uhrzeigersinn um den Ring weiter. Türme stehen dabei nicht im Weg.

rules-roocala-sowing-capture =
    Landet dein letzter Stein auf einem Feld, das dir nicht gehört und auf dem genau ein Stein
    lag, schlägst du dort einen Stein, und so weiter rückwärts für jeden Stein direkt davor,
    bei dem dasselbe galt.

rules-roocala-ring-caption =
    Um den Ring: Süd sät die drei Steine von e1 gegen den Uhrzeigersinn auf f1, f2 und f3.

rules-roocala-line-caption =
    In einer Linie: Süd sät die zwei Steine von a3 nach Osten. Auf b3 und c3 lag je ein
    Stein, also schlägt der letzte Stein einen auf c3, und die Kette geht zurück und schlägt
    einen auf b3.

rules-roocala-rook-heading = Einen Turm ziehen

rules-roocala-rook =
    Ein Turm auf einem leeren Feld zieht in gerader Linie über leere Felder und hält auf dem
    ersten Feld, das nicht leer ist. Landet er auf Steinen auf einem Feld, das dir nicht
    gehört, schlägt er einen; auf deinem eigenen Feld schlägt er nichts. Landet er auf einem
    gegnerischen Turm, der auf Steinen steht, schlägt er den Turm. Ein Turm darf nicht auf
    deinem anderen Turm landen und auch nicht auf einem gegnerischen Turm, der allein steht.

rules-roocala-rook-caption =
    Der Turm von Süd auf e2 zieht nach Norden über die leeren Felder e3 und e4 und hält auf
    e5, dem ersten Feld, das nicht leer ist; dort schlägt er einen der Steine.

rules-roocala-hybrid-heading = Gemischtes Säen

rules-roocala-hybrid =
    Von einem Feld mit deinem Turm und Steinen aus darfst du die Steine wie oben säen und den
    Turm mitfahren lassen: Er landet auf dem nächsten Feld nach dem letzten Stein. Dort
    schlägt er einen gegnerischen Turm oder, auf einem Feld, das dir nicht gehört, so viele
    Steine, wie du gesät hast (oder alle, wenn es weniger sind).

rules-roocala-hybrid-caption =
    Gemischt: Auf c2 stehen der Turm von Süd und zwei Steine. Sie werden nach Norden auf c3
    und c4 gesät, und der Turm landet auf c5: Mit den Steinen dort, auf einem Feld, das Süd
    nicht gehört, schlägt er zwei davon, so viele wie gesät wurden.

rules-roocala-end-heading = Das Ende

rules-roocala-end =
    Punkte sind die Steine, die du geschlagen hast (einschließlich des Extrapunkts von Nord).
    Mit mehr als der Hälfte aller Punkte gewinnst du sofort (21 auf dem quadratischen Brett,
    19 auf dem sechseckigen). Kommt dieselbe Stellung zum dritten Mal vor, endet das Spiel
    unentschieden. Ein Spieler, der nicht ziehen kann, beendet das Spiel, und die übrigen
    Steine gehen an den Spieler, der zuletzt gezogen hat.

rules-roocala-playing-heading = So spielst du hier

rules-roocala-playing =
    Tippe auf ein Feld: Die Züge, die dort beginnen, werden aufgelistet, jeder mit einer
    nummerierten Marke auf dem Brett, die zeigt, wo er endet. Halte einen Zug gedrückt, um
    seinen ganzen Weg zu sehen; lass auf ihm los, um ihn zu spielen. Tippe woandershin, um
    ein anderes Feld zu wählen.
