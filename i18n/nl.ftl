# De berichten van de site in het Nederlands (vertaald uit i18n/en.ftl; de typen van de
# variabelen staan daar).
#
# Woordkeus (vast, overal gelijk):
#   Kalah: kuiltje (tray), de Mancala (store, de naam in deze app), Rood en Groen.
#   Awari, Ayo, Oware (het DOS-programma): putje (cup), huis (home), Speler 1 en Speler 2.
#   steen, stenen (stone en ook seed: overal stenen); zaaien (sow); slaan (capture);
#   doorzaaien en ronde (relay, lap); zet (move), aan zet (to move); stelling (position);
#   variant (line); verspelen (give up); voorraadkuil (store in het algemeen, de editor).
#   Roocala (termen van Christian Freeling): Zuid en Noord, veld, randveld, binnengebied,
#   schijf (checker), toren (rook).

## Twee rijen: spelers en kuiltjes

player-name =
    { $vocabulary ->
        [kalah]
            { $side ->
                [south] Rood
               *[north] Groen
            }
       *[homes]
            { $side ->
                [south] Speler 1
               *[north] Speler 2
            }
    }

# Zoals een schermlezer het noemt: "Kuiltje 3 van Rood".
house-name =
    { $vocabulary ->
        [kalah] Kuiltje { $number } van { $player }
       *[homes] Putje { $number } van { $player }
    }

# In een zin: "kuiltje 3 van Rood".
house-phrase =
    { $vocabulary ->
        [kalah] kuiltje { $number } van { $player }
       *[homes] putje { $number } van { $player }
    }

# Zoals "uit kuiltje 3" het zegt.
own-house =
    { $vocabulary ->
        [kalah] kuiltje { $number }
       *[homes] putje { $number }
    }

# In een zin, met lidwoord: "de Mancala van Groen", "het huis van Speler 2".
store-phrase =
    { $vocabulary ->
        [kalah] de Mancala van { $player }
       *[homes] het huis van { $player }
    }

stones =
    { $count ->
        [one] 1 steen
       *[other] { $count } stenen
    }

## Twee rijen: een zet terwijl hij gespeeld wordt (de status terwijl de stenen bewegen)

sows-from =
    { $count ->
        [one] { $player } zaait 1 steen uit { $from }
       *[other] { $player } zaait { $count } stenen uit { $from }
    }

sows = { $player } zaait

so-far-picks-up-again = , pakt ze weer op

so-far-picks-up-again-times = , pakt ze weer op ({ $count } keer)

so-far-captures = , slaat er { $count }

so-far-opponent-takes = , en { $player } neemt er { $count }

so-far-game-over =
    { $vocabulary ->
        [kalah] . Het spel is afgelopen: de overgebleven stenen gaan naar de Mancala's
       *[homes] . Het spel is afgelopen: de overgebleven stenen gaan naar de huizen
    }

so-far-ellipsis = …

## Twee rijen: het einde

game-over = Spel afgelopen: { $why }. { $result }.

end-store-majority =
    { $vocabulary ->
        [kalah] de Mancala van { $player } bevat meer dan de helft van de stenen
       *[homes] het huis van { $player } bevat meer dan de helft van de stenen
    }

end-houses-empty =
    { $vocabulary ->
        [kalah] alle kuiltjes van { $player } zijn leeg
       *[homes] alle putjes van { $player } zijn leeg
    }

end-no-legal-move = { $player } kan geen zet meer doen, en de stenen op het bord gaan naar wie het laatst zette

end-cannot-feed = { $player } kan { $opponent } geen stenen geven, dus { $player } neemt de overgebleven stenen

end-repetition = dezelfde stelling kwam voor de derde keer voor, dus elke speler neemt de stenen aan de eigen kant

end-few-stones-left = er zijn te weinig stenen over om mee door te spelen

end-points-majority = { $player } heeft meer dan de helft van alle punten

end-wins = { $player } wint met { $score } tegen { $other }

end-draw = Gelijkspel, elk { $score }

## Twee rijen: geweigerde zetten

refused-game-over = het spel is afgelopen

refused-no-such-house =
    { $vocabulary ->
        [kalah] er is geen kuiltje { $number }
       *[homes] er is geen putje { $number }
    }

refused-empty-house = { $pit } is leeg

refused-not-your-house = { $pit } is niet van jou: { $player } is aan de beurt

refused-store =
    { $vocabulary ->
        [kalah] uit de Mancala van { $player } speel je niet: kies een van de kleine kuiltjes
       *[homes] uit het huis van { $player } speel je niet: kies een van je putjes
    }

refused-must-feed = { $pit } zou { $player } zonder stenen laten: je moet { $player } stenen geven

refused-grand-slam = { $pit } zou alle stenen van { $player } slaan (een grand slam), en dat mag niet zolang er een andere zet is

refused-not-allowed = { $pit } mag nu niet gespeeld worden

## Kalah: wat een zet deed

kalah-sowed = { $player } zaaide { $stones } uit kuiltje { $number }

# Met lidwoord: "het lege kuiltje 3 van Rood".
kalah-empty-tray = het lege kuiltje { $number } van { $player }

kalah-into-store-end = { $sowed }; de laatste viel in de Mancala van { $player }.

kalah-into-store = { $sowed }; de laatste viel in de Mancala van { $player }, dus { $player } is weer aan zet.

kalah-lone-capture = { $sowed }; de laatste viel in { $pit } en ging naar de Mancala van { $player } (het kuiltje ertegenover was leeg).

kalah-capture = { $sowed }; de laatste viel in { $pit }: { $player } slaat { $stones } ({ $opposite } uit het kuiltje ertegenover).

kalah-empty-kept = { $sowed }; de laatste viel in { $pit }, maar het kuiltje ertegenover is leeg, dus hij blijft daar liggen.

kalah-elsewhere = { $sowed }; de laatste viel in { $pit }.

## Awari, Ayo en Oware: wat een zet deed

homes-sowed = { $player } zaaide { $stones } uit putje { $number }

homes-skipping = , en sloeg dat putje elke ronde over

homes-full-stop = .

homes-relays =
    { $count ->
        [one] { " " }Het zaaien ging nog 1 ronde door, vanaf { $from }.
       *[other] { " " }Het zaaien ging nog { $count } rondes door, vanaf { $from }.
    }

homes-relay-from = { $pit } ({ $count })

# Het scheidingsteken in de lijst van rondes: "putje 3 (4), daarna putje 5 (2)".
homes-list-then = ,{ " " }daarna{ " " }

homes-four = { " " }{ $player } nam de 4 stenen van { $pit }.

homes-captured = { " " }{ $player } sloeg { $stones } ({ $from }).

homes-capture-from = { $count } uit { $pit }

homes-list-and = ,{ " " }

homes-grand-slam-spared = { " " }Dat zou alle stenen aan de kant van { $player } nemen (een grand slam), dus er wordt niets geslagen.

homes-endless = { " " }Het doorzaaien zou eindeloos zijn doorgegaan, dus het stopte bij { $pit }.

homes-extra-turn = { " " }De laatste steen viel in het huis van { $player }, dus { $player } is weer aan zet.

homes-last = { " " }De laatste steen viel in { $pit }.

## Twee rijen: het scherm van het bord

game-starts = { $player } begint.

two-row-to-move =
    { $vocabulary ->
        [kalah] { $player } is aan zet: tik op een van je kuiltjes met een gouden ring.
       *[homes] { $player } is aan zet: tik op een van je putjes met een gouden ring.
    }

store-count =
    { $vocabulary ->
        [kalah] Mancala: { $count }
       *[homes] Huis: { $count }
    }

## De keuze van de taal

language-label = Taal

## Calcala: spelers, kuiltjes, wat een zet deed, geweigerde zetten
# (berichten van src/games/calcala)

# "Speler 1".
calcala-seat-name = Speler { $number }

calcala-sowed =
    { $count ->
        [one] { $player } zaaide 1 steen uit { $from } richting { $direction }.
       *[other] { $player } zaaide { $count } stenen uit { $from } richting { $direction }.
    }

# "Speler 1 zaaide 2 stenen uit A1 richting E, kaatste één keer terug."
calcala-sowed-ways =
    { $count ->
        [one] { $player } zaaide 1 steen uit { $from } richting { $direction }, { $ways }.
       *[other] { $player } zaaide { $count } stenen uit { $from } richting { $direction }, { $ways }.
    }

calcala-wrapped =
    { $count ->
        [1] ging één keer de rand over
        [2] ging twee keer de rand over
       *[other] ging { $count } keer de rand over
    }

calcala-bounced =
    { $count ->
        [1] kaatste één keer terug
        [2] kaatste twee keer terug
       *[other] kaatste { $count } keer terug
    }

calcala-relayed =
    { $count ->
        [1] zaaide één keer door
        [2] zaaide twee keer door
       *[other] zaaide { $count } keer door
    }

calcala-ways-separator = ,{ " " }

calcala-captured-nothing = { " " }De laatste steen viel in een leeg kuiltje; het volgende kuiltje, { $cell }, was leeg, dus er werd niets geslagen.

calcala-captured =
    { $count ->
        [one] { " " }De laatste steen viel in een leeg kuiltje, dus { $player } sloeg 1 steen uit { $cell }.
       *[other] { " " }De laatste steen viel in een leeg kuiltje, dus { $player } sloeg { $count } stenen uit { $cell }.
    }

calcala-endless = { " " }Het doorzaaien zou eindeloos zijn doorgegaan, dus het stopte bij { $cell }, zonder slag.

# "Spel afgelopen: er liggen 6 of minder stenen op het bord. Speler 1 wint (Speler 1 20, Speler 2 16)."
calcala-game-over = Spel afgelopen: { $why }. { $result } ({ $scores }).

calcala-end-few-stones = er liggen 6 of minder stenen op het bord

calcala-end-repetition = dezelfde stelling kwam voor de derde keer voor

calcala-end-other = het spel is afgelopen

calcala-wins = { $player } wint

calcala-share-win = { $players } delen de winst

calcala-draw = Gelijkspel

calcala-names-and = { " " }en{ " " }

calcala-score = { $player } { $score }

calcala-scores-separator = ,{ " " }

calcala-refused-empty-pit = kuiltje { $cell } is leeg

calcala-refused-off-edge = vanaf { $cell } zou de eerste stap richting { $direction } van het bord af gaan

calcala-setup-stones = de stenen kloppen niet met de opstelling: { $found }, niet { $expected }

calcala-setup-seat = plaats { $seat } speelt niet mee met deze regels

calcala-not-a-pit = `{ $text }` is geen kuiltje van A1 tot F6


## Roocala: spelers, velden, wat een zet deed, geweigerde zetten
# (berichten van src/games/roocala)

roocala-player-name =
    { $side ->
        [south] Zuid
       *[north] Noord
    }

# "noordoost".
roocala-direction =
    { $direction ->
        [N] noord
        [S] zuid
        [E] oost
        [W] west
        [NE] noordoost
        [NW] noordwest
        [SE] zuidoost
       *[SW] zuidwest
    }

roocala-label-ring =
    { $rook ->
        [yes] Zaai langs de ring met de toren
       *[no] Zaai langs de ring
    }

roocala-label-line =
    { $rook ->
        [yes] Zaai richting { $direction } met de toren
       *[no] Zaai richting { $direction }
    }

roocala-label-rook = Toren naar { $cell }

roocala-name-ring =
    { $rook ->
        [yes] zaaien langs de ring met de toren vanaf { $from }
       *[no] zaaien langs de ring vanaf { $from }
    }

roocala-name-line =
    { $rook ->
        [yes] zaaien richting { $direction } met de toren vanaf { $from }
       *[no] zaaien richting { $direction } vanaf { $from }
    }

roocala-name-rook = de toren van { $from } naar { $to }

roocala-how-ring =
    { $rook ->
        [yes] zaaien langs de ring met de toren
       *[no] zaaien langs de ring
    }

roocala-how-line =
    { $rook ->
        [yes] zaaien richting { $direction } met de toren
       *[no] zaaien richting { $direction }
    }

roocala-gain-checkers = slaat { $count }

roocala-gain-rook = slaat een toren

roocala-gain-checkers-rook = slaat { $count } en een toren

# "Zuid speelde c3N (zaaien richting noord): 4 schijven uit c3."
roocala-played =
    { $rook ->
        [yes]
            { $count ->
                [one] { $player } speelde { $notation } ({ $how }): 1 schijf uit { $from }, en de toren reed mee.
               *[other] { $player } speelde { $notation } ({ $how }): { $count } schijven uit { $from }, en de toren reed mee.
            }
       *[no]
            { $count ->
                [one] { $player } speelde { $notation } ({ $how }): 1 schijf uit { $from }.
               *[other] { $player } speelde { $notation } ({ $how }): { $count } schijven uit { $from }.
            }
    }

roocala-moved-rook = { $player } zette de toren van { $from } naar { $to }.

roocala-captured =
    { $count ->
        [one] { " " }{ $player } sloeg 1 schijf.
       *[other] { " " }{ $player } sloeg { $count } schijven.
    }

roocala-rook-captured = { " " }De toren van { $player } op { $cell } werd geslagen.

roocala-game-over = Spel afgelopen: { $why }. { $result }.

roocala-end-points = { $player } heeft { $points } punten of meer

roocala-end-repetition = dezelfde stelling kwam voor de derde keer voor

roocala-end-no-move = { $player } kan niet zetten, dus de overgebleven schijven gaan naar { $opponent }

roocala-end-other = het spel is afgelopen

roocala-wins = { $player } wint met { $score } tegen { $other }

roocala-draw = Gelijkspel, { $south } tegen { $north }

roocala-refused-no-such-cell = er is geen veld { $cell } op dit bord

roocala-refused-opponents-cell = { $cell } is een veld van de tegenstander

roocala-refused-no-checkers = op { $cell } liggen geen schijven

roocala-refused-no-rook-to-take = op { $cell } staat geen toren van jou om mee te nemen

roocala-refused-own-rook = de toren zou op je andere toren komen

roocala-refused-path = die weg kan vanaf daar niet gezaaid worden

roocala-refused-no-rook-of-yours = op { $cell } staat geen toren van jou

roocala-refused-rook-not-alone = de toren op { $cell } staat op schijven en kan niet zonder die schijven zetten

roocala-refused-rook-stop = de toren kan daar niet stoppen

roocala-refused-opponents-side = veld { $cell } is van { $player }: zaai vanaf je eigen velden of het binnengebied

roocala-refused-no-move-there = geen zet van { $player } begint op veld { $cell }

roocala-setup-no-such-cell = geen veld { $cell }

roocala-setup-points = { $found } punten in het spel, niet { $expected }


## Opties, voorinstellingen, niveaus en de namen van de spellen
# (berichten van src/games/*/rules.rs, src/games/options.rs, src/games/game_id.rs, src/search/level.rs)

# De pagina's met opties: de kop van elke optie, de namen van de keuzes en de zin eronder.

option-starter = Wie begint

option-on = Aan

option-off = Uit

# Opties van Calcala

option-calcala-players = Spelers

option-calcala-players-count = { $count } spelers

option-calcala-players-explained = Hoeveel er spelen, 2, 3 of 4, elk met een stapel van de stenen die hij slaat; de beurt gaat rond van Speler 1 tot de laatste speler.

option-calcala-setup = Opstelling

option-calcala-setup-standard = Standaard: 2 in elk kuiltje

option-calcala-setup-short = Kort: 1 in elk kuiltje

option-calcala-setup-long = Lang: 3 in elk kuiltje

option-calcala-setup-double-dutch = Double Dutch: 3 in om het andere kuiltje

option-calcala-setup-half-dutch = Half Dutch: 2 in om het andere kuiltje

option-calcala-setup-explained = Hoe de kuiltjes aan het begin gevuld worden: het standaardspel heeft 2 stenen in elk kuiltje, het korte en het lange spel 1 en 3, en de Dutch-opstellingen vullen om het andere kuiltje, zoals de velden van één kleur op een schaakbord, en laten de rest leeg.

option-calcala-starter-explained = De speler die de eerste zet doet; de anderen volgen om de beurt, en na de laatste speler komt Speler 1.

# Opties van Kalah

option-kalah-transfer = Laatste steen in leeg kuiltje

option-kalah-transfer-always = Altijd

option-kalah-transfer-stones-opposite = Stenen ertegenover

option-kalah-transfer-explained = Als je laatste steen in een leeg kuiltje van jezelf valt: met Altijd gaat hij naar je Mancala samen met de stenen van het kuiltje ertegenover, ook als dat kuiltje leeg is; met Stenen ertegenover alleen als er stenen in het kuiltje ertegenover liggen, en anders blijft de steen liggen waar hij viel.

option-kalah-end = Einde van het spel

option-kalah-end-any-empty = Een kant leeg

option-kalah-end-new-mover-empty = Speler aan zet leeg

option-kalah-end-explained = Met Een kant leeg eindigt het spel zodra alle kuiltjes van een van beide spelers leeg zijn; met Speler aan zet leeg pas als de speler die aan de beurt is geen stenen meer heeft om te zaaien.

option-kalah-remaining = Overgebleven stenen naar

option-kalah-remaining-owner = Eigenaar

option-kalah-remaining-opponent = Tegenstander

option-kalah-remaining-neither = Niemand

option-kalah-remaining-explained = De stenen die aan het einde nog in de kuiltjes liggen, tellen voor de speler van wie de kuiltjes zijn (Eigenaar), voor de andere speler (Tegenstander), of voor niemand (Niemand).

option-kalah-starter-explained = De speler die de eerste zet doet; Groen kan beginnen om Rood de tweede zet te geven.

option-kalah-seeds = Stenen per kuiltje

option-kalah-seeds-explained = Hoeveel stenen elk klein kuiltje aan het begin heeft: 4 in het gewone spel, 4 of 5 in het toernooi 605.452; meer stenen geven een langer spel.

option-kalah-houses = Kuiltjes per kant

option-kalah-houses-explained = Hoeveel kleine kuiltjes elke speler heeft, van 3 tot 8 (6 op het gewone bord); minder kuiltjes geven een korter spel.

# Voorinstellingen van Kalah: de tekst van de knop en de zin die hem uitlegt.

option-kalah-preset-app = Zoals de app van TopAccolades

option-kalah-preset-app-explained = Het spel van de app van TopAccolades, dat ook dat van het toernooi 605.452 met 4 stenen is: 6 kuiltjes van 4, Rood begint, een laatste steen in een leeg kuiltje van jou slaat altijd, het spel eindigt als een van beide kanten leeg is en elke speler houdt de stenen in zijn eigen kuiltjes.

option-kalah-preset-tournament = Toernooi 605.452, 5 stenen

option-kalah-preset-tournament-explained = Dezelfde regels met 5 stenen in elk kuiltje, zoals het toernooi 605.452 (een wedstrijd tussen spelprogramma's van een universitaire cursus) ook speelt: een langer spel.

# Opties van Ayo

option-ayo-grand-slam = Grand slam (een slag die de andere kant leegmaakt)

option-ayo-grand-slam-no-capture = Slaat niets

option-ayo-grand-slam-capture = Slaat

option-ayo-grand-slam-forbidden = Verboden

option-ayo-grand-slam-explained = Een zet waarvan de slag alle stenen zou nemen die je tegenstander nog aan zijn kant heeft: met Slaat niets mag je hem spelen maar neemt hij niets; met Slaat neemt hij ze zoals elke slag; met Verboden mag je hem alleen spelen als elke zet er een is (en dan neemt hij niets).

option-ayo-must-feed = Een tegenstander zonder stenen voeden

option-ayo-must-feed-explained = Als de putjes van je tegenstander allemaal leeg zijn: met Aan moet je een zet spelen die hem stenen geeft als die er is, en is die er niet, dan eindigt het spel en neem jij de overgebleven stenen; met Uit is elke zet goed.

# Geweigerde opties (een link, een opgeslagen spel, het opdrachtregelprogramma).
option-unknown = onbekende optie `{ $key }`

option-bad-value = optie `{ $key }` kan niet `{ $value }` zijn (toegestaan: { $allowed })

option-allowed-separator = ,{ " " }

option-malformed = `{ $text }` heeft niet de vorm KEY=VALUE

option-starter-not-playing = { $starter } kan geen spel met { $players } spelers beginnen

# De spellen: de naam van elk, de regel op het startscherm en de regel die zegt hoe het nog meer heet.

game-kalah = Kalah (Kalaha)

game-kalah-summary = De klassieker: zaai rond het bord tot in je Mancala, eindig in een leeg kuiltje om te slaan, eindig in je Mancala om nog eens te zetten.

game-kalah-known-as = Het spel met voorraadkuilen en extra beurten dat winkels en apps als Mancala verkopen; ook Kalaha genoemd.

game-awari = Awari

game-awari-summary = Zaai door beide huizen: eindig in je huis om nog eens te zetten, eindig in een leeg putje om het putje ertegenover te nemen.

game-awari-known-as = De Awari van het DOS-programma, gespeeld zoals Kalah; de Awari die de meeste spelers kennen, Oware Abapa, heet hier Ayo.

game-ayo = Ayo

game-ayo-summary = Sla de tweeën en drieën die je aan de kant van je tegenstander maakt, in een keten; zorg dat je tegenstander stenen houdt.

game-ayo-known-as = Oware Abapa uit West-Afrika, zonder doorzaaien: het spel dat clubs en PlayOK Oware noemen, ook bekend als Awalé of Awari.

game-oware = Oware

game-oware-summary = Je zaait door vanaf waar je laatste steen valt, en elke vier die ontstaat wordt genomen.

game-oware-known-as = De Oware van het DOS-programma, een doorzaaispel met vieren, niet de Oware van de clubs: speel Ayo voor Oware Abapa of Awalé.

game-calcala = Calcala

game-calcala-summary = Voor 2 tot 4 spelers op een raster van 6 bij 6: zaai in een van acht richtingen, over de randen heen en ertegen terugkaatsend, en sla voorbij een leeg kuiltje.

game-calcala-known-as = Eerder een moderne variant dan een traditioneel spel: geen speler bezit een kuiltje, en elke steen mag door iedereen gezaaid worden.

game-roocala-square = Roocala

game-roocala-square-summary = De mancala met torens van Christian Freeling, op het vierkante bord: zaai langs de rand of door het midden, en ga op jacht met je torens.

game-roocala-square-known-as = Een modern spel dat een zaaispel zoals Oware samenvoegt met een jacht met torens, zoals bij schaken.

game-roocala-hex = Roocala (zeshoekig)

game-roocala-hex-summary = Roocala op zijn zeshoekige bord van 37 velden, met zes richtingen om in te zaaien en te zetten.

game-roocala-hex-known-as = Hetzelfde moderne spel van zaaien en torens van Christian Freeling, op zijn zeshoekige bord.

game-unknown = onbekend spel `{ $id }` (bekend: { $known })

# De niveaus van de computer: "Groen (computer, Moeilijk) denkt na…".
level-name =
    { $level ->
        [easy] Makkelijk
        [medium] Gemiddeld
        [hard] Moeilijk
       *[expert] Expert
    }

level-human = Mens

computer-could-not-start = de computer kon niet starten: { $why }

computer-coach-could-not-start = de coach kon niet starten: { $why }

computer-analysis-could-not-start = de analyse kon niet starten: { $why }

computer-browser-refused = de browser weigerde

level-unknown = onbekend niveau `{ $level }` (bekend: easy, medium, hard, expert)


## Notaties, links en stellingen geweigerd
# (berichten van src/games/formats, src/games/setup.rs en de andere weigeringen van src/games)

# Geweigerde opstellingen: spelers en kanten heten zoals de stellingtekst ze schrijft:
# "south", "north", "p1" tot "p4"; kuiltjes en velden bij hun naam: "S3", "D4".

setup-board-kind =
    { $kind ->
        [two-rows] twee rijen kuiltjes
        [grid] een raster van kuiltjes
       *[cells] een bord van velden
    }

setup-wrong-board = het spel wordt gespeeld op { $expected }, niet op { $found }

setup-pit-count = { $what }: { $found } gegeven, de regels hebben er { $expected }

setup-side-houses = de kuiltjes van { $side }

setup-side-store = de voorraadkuil van { $side }

setup-side-points = de punten van { $side }

setup-the-pits = de kuiltjes

setup-the-cells = de velden

setup-player-count = waarden voor { $found } spelers gegeven, het spel heeft { $players } spelers

setup-no-such-player = speler { $number } speelt niet mee met deze regels

setup-too-many = { $pit } bevat { $found }, meer dan de { $most } die erin passen

setup-seeds = er liggen in totaal { $found } stenen op het bord, het spel heeft er altijd { $expected }

setup-finished = het spel zou al afgelopen zijn: { $reason }

setup-too-many-rooks = { $player } heeft { $found } torens, het spel geeft elke speler er 2

setup-no-starting-point = north heeft geen punt: north begint met 1 en verliest nooit punten

end-phrase-store-majority = { $player } heeft meer dan de helft van de stenen

end-phrase-houses-empty = alle kuiltjes van { $player } zijn leeg

end-phrase-no-legal-move = { $player } heeft geen geldige zet

end-phrase-cannot-feed = { $player } kan de tegenstander geen stenen geven

end-phrase-repetition = dezelfde stelling kwam voor de derde keer voor

end-phrase-few-stones-left = er liggen 6 of minder stenen op het bord

end-phrase-points-majority = { $player } heeft meer dan de helft van alle punten

setup-kalah-house-count = { $side } heeft { $found } kuiltjes, de regels zeggen { $rules }

setup-kalah-seeds = er liggen { $found } stenen op het bord, de regels zeggen { $rules }

setup-home-seeds = er liggen { $found } stenen op het bord, niet { $expected }

position-not-of-game = geen stelling van het spel: { $why }

record-wrong-game = het hoort bij `{ $game }`

record-too-long = het is te lang ({ $count } tekens)

record-no-game = er staat geen spel in

record-not-key-value = `{ $text }` heeft niet de vorm KEY=VALUE

record-option-twice = optie `{ $key }` staat er twee keer in

record-broken-escape = er staat een kapotte %-code in

record-position = de beginstelling: { $why }

record-move-empty = zet { $ply } is leeg

record-move-refused = zet { $ply }, `{ $text }`: { $why }

record-not-a-move = `{ $text }` is geen zet: verwacht werd { $expected }

record-expected-house = een kuiltjesnummer van 1 tot { $houses }

record-expected-calcala-move = een kuiltje en een richting, zoals B3-E of C4-NW

record-expected-roocala-move = een veld met eventueel een richting en +, zoals c3, c3:N, c3+, of een torenzet zoals b2-b5

record-not-a-pit = `{ $text }` is geen naam van een kuiltje zoals S3 of N-store

# Geweigerde tekst van een stelling of een spel: het formaat, waar, en wat het formaat daar
# heeft. Posities in de tekst tellen tekens vanaf 1.

format-name =
    { $format ->
        [position] stellingtekst
        [fen] PlayStrategy-FEN
        [moves] PlayStrategy-zettenlijst
       *[literal] Kalah-bord als literal
    }

format-missing = { $format }: { $expected } ontbreekt bij teken { $at }

format-not = { $format }: `{ $found }` bij teken { $at } is niet { $expected }

format-expected-end = het einde van de tekst (die is langer dan { $bytes } bytes)

format-expected-count = { $what }: een aantal van 0 of meer

format-field-houses = de kuiltjes van { $side }

format-field-store = de voorraadkuil van { $side }

format-field-row = rij { $number }

format-field-row-pits = de kuiltjes van { $row }

format-field-captures = de slagen

format-field-captured-stones = de geslagen stenen

format-field-points = de punten

format-field-checkers = de schijven van een veld (en `s` of `n` voor een toren)

format-field-board = het bord

format-field-score = de score van { $side }

format-field-mover = de speler aan zet

format-field-move-number = het zetnummer

format-field-row-of = de rij van { $side }

format-field-houses-a-side = de kuiltjes per kant

format-field-house-seeds = de stenen van een kuiltje

format-list-separator = ,{ " " }

format-expected-board-mover = een bord, `/` en de speler aan zet

format-expected-houses-store = { $houses }, `:` en { $store }

format-expected-six-counts = { $row }: zes aantallen

format-expected-field-count = { $count } velden, met `/` ertussen

format-expected-cells = { $row }: { $count } velden

format-expected-points = de punten van south en north

format-expected-fields = { $fields }, met `/` tussen elk en de speler aan zet als laatste

format-expected-mover-grid = de speler aan zet: p1, p2, p3 of p4

format-expected-mover-sides = de speler aan zet: s of n

format-expected-literal = een bordliteral, `<` getallen gescheiden door `,` `>`

format-expected-houses-a-side = de kuiltjes per kant: 1 of meer

format-expected-literal-size = een literal van { $expected } getallen voor { $houses } kuiltjes per kant, niet { $found }

format-expected-fen = { $fields } en het zetnummer, gescheiden door spaties

format-expected-fen-board = het bord: de rij van Noord, `/`, de rij van Zuid

format-expected-fen-mover = de speler aan zet: S of N

format-expected-seeds-before-s = { $row }: de stenen van een kuiltje vóór `S`

format-expected-seeds-or-run = { $row }: stenen en `S`, of een reeks lege kuiltjes

format-expected-run = { $row }: een reeks van 1 tot 6 lege kuiltjes in een rij van 6

format-expected-row-of-six = { $row }: een rij van zes kuiltjes

format-expected-six-houses = { $row }: zes kuiltjes, niet { $count }

format-expected-move = zet { $ply }: een kuiltje en waar de zet eindigt, zoals d1e2

format-expected-move-game-over = een zet: het spel is afgelopen

format-expected-move-of = zet { $ply }: een kuiltje van { $side }, die aan zet is

format-expected-six-houses-game = een zet van een spel met zes kuiltjes per kant

format-expected-landing = zet { $ply }: de { $count } stenen ervan eindigen in { $pit }

format-expected-legal = zet { $ply }, een geldige zet: { $why }


## Het scherm: beurten, uitslagen, opslaan, puzzels, lessen en de oordelen van de coach
# (berichten van src/ui/screen, src/ui/puzzles.rs, src/ui/coach.rs, src/ui/solo.rs)

# Een hoeveelheid van het verschil: "4 stenen", "3 punten" (hier met enkelvoud).
screen-amount =
    { $unit ->
        [points]
            { $count ->
                [one] { $count } punt
               *[other] { $count } punten
            }
       *[stones]
            { $count ->
                [one] { $count } steen
               *[other] { $count } stenen
            }
    }

screen-list-comma = { $list }, { $item }

screen-list-and = { $list } en { $item }

screen-list-or = { $list } of { $item }


screen-lesson-judging-try = De coach beoordeelt { $move }…

screen-lesson-wait = Tik op Volgende fout om verder te gaan, of op Terug naar spel om de les te beëindigen.

screen-review-wait =
    { $ply ->
        [0] Je kijkt terug naar het begin, vóór zet 1 van { $plies }: tik op Terug naar spel om verder te spelen.
       *[other] Je kijkt terug naar zet { $ply } van { $plies }: tik op Terug naar spel om verder te spelen.
    }

# Na "Je kijkt terug naar".
screen-moment =
    { $ply ->
        [0] het begin, vóór zet 1 van { $plies }
       *[other] zet { $ply } van { $plies }
    }

screen-computer-wait = { $player } wordt gespeeld door de computer ({ $level }): wacht op zijn zet.


screen-lesson-no-slips = Geen fout of blunder van jou in dit spel: goed gespeeld!

screen-lesson-judging = Leer van je fouten: de coach beoordeelt de zetten, { $judged } van { $moves }.

screen-lesson-slip = Fout { $number } van { $count }: bij zet { $move } speelde { $player } { $played } en verspeelde { $lost }.

screen-lesson-find = { $slip } Zoek een betere zet voor { $player }.

screen-lesson-said = { $slip } { $said }

screen-lesson-unjudged = De coach kon { $move } niet beoordelen ({ $why }): probeer een andere zet.

screen-lesson-found = Goed gevonden! { $move } is even goed als de beste zet.

screen-lesson-try-again = { $move } verspeelt { $lost }. Probeer het nog eens.

screen-lesson-answer-after = Ook { $move } verspeelt { $lost }. De beste zet was { $best }, omcirkeld op het bord.

screen-lesson-answer = De beste zet was { $best }, omcirkeld op het bord.


screen-summary-rook = toren geslagen

screen-summary-captured = { $count } geslagen

screen-summary-captured-rook = { $count } en een toren geslagen

screen-summary-relay = doorgezaaid, { $laps } rondes

screen-summary-bounced =
    { $count ->
        [1] teruggekaatst
       *[other] { $count } keer teruggekaatst
    }

screen-summary-over = spel afgelopen

screen-summary-extra-turn = extra beurt

screen-summary-join = { $list }; { $item }


screen-resigned = { $player } heeft opgegeven: { $winner } wint.

screen-draw-agreed = De spelers hebben een gelijkspel afgesproken.

screen-agreed-undo = { $said } Met Terugnemen maak je dat ongedaan.

screen-resign-refused = Alleen twee mensen die tegen elkaar spelen kunnen opgeven, tijdens een spel.

screen-draw-refused = Alleen twee mensen die tegen elkaar spelen kunnen een gelijkspel afspreken, tijdens een spel.

screen-draw-offered = { $player } biedt een gelijkspel aan: { $other }, neem het aan of wijs het af.

screen-draw-declined = { $player } heeft het gelijkspel afgewezen: { $mover } is aan zet.

screen-taken-back = Teruggenomen: het spel gaat verder, { $player } is aan zet.

screen-rematch = Revanche: dezelfde regels en spelers, { $player } begint. Met Terugnemen komt het zojuist gespeelde spel terug.

screen-rematch-swapped = Revanche: dezelfde regels en spelers, van kant gewisseld: { $player } begint. Met Terugnemen komt het zojuist gespeelde spel terug.

screen-rematch-computer = Revanche: dezelfde regels en spelers, de computer speelt { $player } en begint. Met Terugnemen komt het zojuist gespeelde spel terug.

screen-rematch-computer-swapped = Revanche: dezelfde regels en spelers, van kant gewisseld: de computer speelt { $player } en begint. Met Terugnemen komt het zojuist gespeelde spel terug.

screen-no-aside = Er is geen ander spel om naar terug te gaan.

screen-back-left =
    { $over ->
        [over] Het spel dat je verliet is terug: het is afgelopen.
       *[on] Het spel dat je verliet is terug: { $player } is aan zet.
    }

screen-back-as-played =
    { $over ->
        [over] Terug naar het spel zoals het gespeeld is: het is afgelopen. Je eigen variant blijft bewaard: Jouw variant brengt je ernaar terug.
       *[on] Terug naar het spel zoals het gespeeld is: { $player } is aan zet. Je eigen variant blijft bewaard: Jouw variant brengt je ernaar terug.
    }

screen-back-line =
    { $over ->
        [over] Terug naar je eigen variant: die is afgelopen.
       *[on] Terug naar je eigen variant: { $player } is aan zet.
    }

screen-try-again =
    { $ply ->
        [0] Nog eens vanaf het begin: { $player } is aan zet. Opnieuw brengt de zetten van het spel zelf terug, tot hier een andere zet wordt gespeeld; Zoals gespeeld gaat terug naar het hele spel.
       *[other] Nog eens na zet { $ply }: { $player } is aan zet. Opnieuw brengt de zetten van het spel zelf terug, tot hier een andere zet wordt gespeeld; Zoals gespeeld gaat terug naar het hele spel.
    }


screen-undone =
    { $count ->
        [one] Een zet teruggenomen: { $player } is weer aan zet.
       *[other] { $count } zetten teruggenomen: { $player } is weer aan zet.
    }

screen-undo-nothing = Niets terug te nemen: dit is het begin van het spel.

screen-redo-stopped = Opnieuw spelen gestopt: { $why }

screen-redo-nothing = Niets opnieuw te spelen: er is geen zet teruggenomen.

screen-redone =
    { $count ->
        [one] Een zet opnieuw gespeeld: { $player } is aan zet.
       *[other] { $count } zetten opnieuw gespeeld: { $player } is aan zet.
    }

screen-hint-over = Het spel is afgelopen: er is geen zet om een tip voor te geven.

screen-hint-computer = { $player } wordt gespeeld door de computer ({ $level }): tips zijn voor mensen.

screen-hint-looking = Op zoek naar een goede zet…

screen-hint = Tip: het niveau { $level } zou { $move } spelen.

screen-computer-failed = De computer vond geen zet ({ $why }), dus nu speelt een mens { $player }.

screen-hint-failed = Er is geen tip gevonden ({ $why }).

screen-seat-person = Vanaf nu speelt een mens { $player }.

screen-seat-computer = Vanaf nu speelt de computer ({ $level }) { $player }.


screen-new-game-plain = Nieuw spel.

screen-new-game-usual = Nieuw spel met de gewone regels.

screen-new-game-but = Nieuw spel met de gewone regels, maar { $options }.

# "Stenen per kuiltje: 5".
screen-option-choice = { $option }: { $choice }

screen-new-game-computer = { " " }{ $player } wordt gespeeld door de computer ({ $level }).

screen-new-game-back = { " " }Met Terugnemen komt het spel dat je verliet terug.


screen-followed-dropped = Dit spel ging verder in een ander tabblad of venster, dus je laatste wijziging hier is niet bewaard: het bord toont het spel zoals het daar is.

screen-followed = Dit spel ging verder in een ander tabblad of venster: het bord volgt het.

screen-follow-unread = Dit spel is in een ander tabblad of venster opgeslagen in een vorm die deze pagina niet kan lezen ({ $why }): laad de pagina opnieuw om het te zien.

screen-save-unreadable = Het opgeslagen spel { $game } kon niet worden gelezen ({ $why }), dus er is een nieuw spel begonnen.

screen-save-damaged = het is beschadigd: het is geen opgeslagen spel van deze site

screen-save-v1 = het is opgeslagen door een eerdere versie van deze site, die alleen een browser kan lezen

screen-save-other-version = het is opgeslagen door een andere versie van deze site ({ $version })

screen-save-damaged-why = het is beschadigd: { $why }

screen-save-no-seats = `{ $line }` zegt niet wie er speelt

screen-save-other-game = het hoort bij { $game }

-screen-link-kept = Je eigen spel blijft bewaard tot je hier speelt: Mijn spel brengt je ernaar terug.

screen-link-opened =
    { $moves ->
        [0] Geopend via een link, aan het begin van het spel. { -screen-link-kept }
        [one] Geopend via een link, na 1 zet. { -screen-link-kept }
       *[other] Geopend via een link, na { $moves } zetten. { -screen-link-kept }
    }

screen-link-stopped-kept = { $said } { -screen-link-kept }

screen-link-refused = De link kon niet worden geopend ({ $why }), dus dit is een nieuw spel. { -screen-link-kept }

screen-link-stopped-missing =
    { $played ->
        [0] Geopend via een link, aan het begin van het spel: de eerste zet ontbreekt (twee punten met niets ertussen).
       *[other] Geopend via een link, tot zet { $played }: zet { $move } ontbreekt (twee punten met niets ertussen).
    }

screen-link-stopped-malformed =
    { $played ->
        [0] Geopend via een link, aan het begin van het spel: de eerste zet, “{ $text }”, is geen zet van { $game } (een zet is { $expected }).
       *[other] Geopend via een link, tot zet { $played }: zet { $move }, “{ $text }”, is geen zet van { $game } (een zet is { $expected }).
    }

screen-link-stopped-illegal =
    { $played ->
        [0] Geopend via een link, aan het begin van het spel: de eerste zet, “{ $text }”, kan daar niet gespeeld worden ({ $why }).
       *[other] Geopend via een link, tot zet { $played }: zet { $move }, “{ $text }”, kan daar niet gespeeld worden ({ $why }).
    }

screen-link-other-game = het hoort bij { $other }, niet bij { $game }

screen-link-unknown-game = het hoort bij “{ $id }”, en dat is geen van deze spellen

screen-link-no-option = { $game } heeft geen optie “{ $key }”

screen-link-bad-value = “{ $key }={ $value }” mag niet: { $option } kan { $choices } zijn

screen-link-bad-value-plain = “{ $key }={ $value }” mag niet

screen-link-too-long = hij is te lang voor de link van een spel ({ $length } tekens)

screen-link-no-game = er staat geen spel in

screen-link-not-pair = “{ $text }” moet een optie met een waarde zijn, zoals seeds=5

screen-link-option-twice = de optie “{ $key }” staat er twee keer in

screen-link-broken-escape = hij is onderweg beschadigd: na een % staan geen twee hexadecimale cijfers

screen-link-position = de beginstelling kan niet worden geopend: { $why }


screen-puzzle-fetching = De puzzel wordt opgehaald…

screen-puzzle-unloaded = De puzzel kon niet worden geladen: { $why }.

screen-puzzle-unserved =
    { $why ->
        [unfetched] de puzzels van dit spel konden niet worden opgehaald
        [empty] dit spel heeft nog geen puzzels
       *[unreadable] de puzzels van dit spel konden niet worden gelezen
    }

screen-puzzle-task = Puzzel { $number } van { $count }. Jij speelt { $player }: vind de beste zet. Slechts één zet houdt het beste resultaat; elke andere verliest minstens { $least }.

screen-puzzle-retry = Deze niet: { $move } verliest { $lost }. Probeer het nog eens: slechts één zet houdt het beste resultaat.

screen-puzzle-solved = Opgelost! { $answer } houdt het beste resultaat: een eindverschil van { $margin } bij optimaal spel.

screen-puzzle-solved-second = Gevonden bij de tweede poging! { $answer } houdt het beste resultaat: een eindverschil van { $margin } bij optimaal spel.

screen-puzzle-missed = Deze ook niet: { $move } verliest { $lost }. De beste zet, gemarkeerd, is { $answer }: een eindverschil van { $margin } bij optimaal spel.

screen-puzzle-missed-plain = Deze ook niet. De beste zet, gemarkeerd, is { $answer }: een eindverschil van { $margin } bij optimaal spel.

screen-puzzle-show-answer = { $said } Tik op Toon antwoord om het gespeeld te zien.

screen-puzzle-next-move = { $said } Tik op Volgende zet voor de variant die volgt.

screen-puzzle-line-done = { $said } Dat is de variant die de computer verwacht.

screen-puzzle-loading = De puzzel is onderweg.

screen-puzzle-none = Er is geen puzzel om op te lossen: tik op Volgende puzzel om het opnieuw te proberen.

screen-puzzle-done = Deze puzzel is klaar: tik op Volgende zet om de variant te zien, of op Volgende puzzel.

screen-puzzle-score = Reeks { $streak } · Opgelost { $solved }

screen-puzzles-link = Puzzels: vind de beste zet


screen-verdict-name =
    { $verdict ->
        [best] Beste
        [good] Goed
        [inaccuracy] Onnauwkeurig
        [mistake] Fout
       *[blunder] Blunder
    }

screen-verdict-mark-loss = , { $loss } verspeeld, beste { $best }

screen-verdict-noun =
    { $verdict ->
        [best] de beste zet
        [inaccuracy] een onnauwkeurigheid
        [mistake] een fout
        [blunder] een blunder
       *[good] goed
    }

screen-verdict-even = even goed als de beste

screen-given-up =
    { $unit ->
        [points]
            { $count ->
                [one] 1 punt verspeeld
               *[other] { $count } punten verspeeld
            }
       *[stones]
            { $count ->
                [one] 1 steen verspeeld
               *[other] { $count } stenen verspeeld
            }
    }

screen-verdict-words = { $verdict }: { $lost }, terwijl { $best } het beste was

screen-review-led = { $player } speelde { $move }, { $verdict }.

screen-review-next = Vanaf hier speelde { $player } { $move } (de gestippelde ring), { $verdict }; { $best }, met een gestreepte ring, was het beste.

screen-coach-judged-other = hij beoordeelde { $move }

screen-see-better = Bekijk de betere zet

screen-learn = Leer van je fouten

screen-analyse = Analyseren

screen-eval-waiting = De coach beoordeelt de zetten.

screen-eval-shares = Na zet { $ply } kan de speler van die zet { $margin } geslagen stenen meer verwachten dan de speler die daarna het best staat.

screen-eval-even = Na zet { $ply }: gelijk, bij optimaal spel van beide kanten.

screen-eval-ahead = Na zet { $ply }: { $player } staat { $margin } voor, het aantal stenen waarmee { $player } bij optimaal spel van beide kanten zou winnen.

screen-graph-label = Het verwachte verschil bij optimaal spel na elke zet: boven de lijn staat { $south } voor, eronder { $north }; een grote markering bij elke fout en blunder

screen-graph-label-shares = Het aandeel van elke speler in de verwachte geslagen stenen na elke zet

screen-graph-top = { $player } +{ $top }


screen-solo-tally = { $won } gewonnen · { $drawn } gelijk · { $lost } verloren

## Het scherm: knoppen, de pagina Meer, het startscherm en de borden
# (berichten van src/ui/screen_parts.rs, src/ui/options_page.rs, src/ui/home.rs en de weergaven van de borden)
# "Rood (computer, Moeilijk) denkt na…".
controls-thinking = { $player } (computer, { $level }) denkt na…

controls-analyse-position = Analyseer deze stelling

controls-games = Spellen

controls-rules = Regels

# "Je kijkt terug naar zet 3."
controls-looking-back = Je kijkt terug naar { $moment }.

controls-play-a-game = Speel een spel

controls-my-game = Mijn spel

controls-analyse = Analyseren

# De knoppen onder een bord.
controls-new = Nieuw
controls-undo = Terugnemen
controls-redo = Opnieuw
controls-hint = Tip
controls-share = Delen
controls-more = Meer
controls-review = Terugblik
controls-rematch = Revanche
controls-accept-draw = Gelijkspel aannemen
controls-decline = Afwijzen
controls-as-played = Zoals gespeeld
controls-your-line = Jouw variant
controls-show-answer = Toon antwoord
controls-next-move = Volgende zet
controls-next-puzzle = Volgende puzzel
controls-next-mistake = Volgende fout
controls-first = Eerste
controls-previous = Vorige
controls-next = Volgende
controls-last = Laatste
controls-try-again = Nog eens
controls-back-to-game = Terug naar spel
controls-back-short = Terug

controls-skip = Overslaan

controls-coach-failed = De coach kon zet { $number } niet beoordelen: { $why }.

controls-coach-judging = De coach beoordeelt de zetten: { $judged } van { $plies }.

controls-coach-done =
    { $plies ->
        [one] De enige zet is beoordeeld.
       *[other] Alle { $plies } zetten beoordeeld.
    }

headline-draw = Gelijkspel

headline-you-won = Je hebt gewonnen met { $margin } verschil

headline-you-share = Je deelt de winst

headline-you-lost = Je hebt verloren met { $margin } verschil

headline-wins = { $player } wint met { $margin } verschil

headline-share = { $players } delen de winst

# "Rood en Groen", "Speler 1 en Speler 2 en Speler 3".
headline-names-joined = { $first } en { $second }

controls-rematch-swapped = Revanche, van kant gewisseld

controls-resigns = { $player } geeft op

controls-offer-draw = Gelijkspel aanbieden

controls-across-the-table = Aan de overkant

# "Terugnemen, aan de overkant".
controls-far-button = { $button }, aan de overkant

# "Opties voor Kalah (Kalaha)".
more-title = Opties voor { $game }

more-back = Terug

# "Opties gaan in als je een Nieuw spel begint." (Nieuw: controls-new)
more-in-force = Opties gaan in als je een { $new } spel begint.

more-pending = { " " }Je hebt ze gewijzigd: druk op Nieuw om ermee te spelen.

more-presets = Voorinstellingen

more-preset-explained = { $preset }: { $explanation }

more-who-plays = Wie speelt

more-seat-played-by = { $player } wordt gespeeld door

more-a-person = een mens

more-computer-hint = De computer speelt een kant op het gekozen niveau, vanaf zijn volgende zet; een spel tussen computers speelt zichzelf.

more-speed = Zetten tonen
more-speed-hint = Steen voor steen, op dit apparaat. Tik op het bord om over te slaan.
speed-off = Uit
speed-fast = Snel
speed-normal = Normaal
speed-slow = Langzaam

more-sit = Spelers zitten
more-sit-side = Naast elkaar
more-sit-facing = Tegenover elkaar
more-sit-hint-two-rows = Tegenover elkaar, aan weerszijden van een tablet of een liggende telefoon: de kant, de knoppen en de uitslag van de speler aan de overkant draaien naar die speler toe. Een rechtop gehouden telefoon is te smal om te delen, dus daar is het bord voor één speler tegelijk.
more-sit-hint-square = Tegenover elkaar, aan weerszijden van een tablet: de stapel van elke speler staat aan de eigen rand, naar die speler toe gedraaid, en zo ook de regel die zegt wie er aan de beurt is. Op een telefoon laat het vierkante bord geen rand over, dus daar is het voor één speler tegelijk.

more-bar = Evaluatiebalk
more-bar-off = Uit
more-bar-on = Aan
more-bar-hint = Tijdens het spel het verschil volgens de coach na de laatste zet die hij heeft beoordeeld, op dit apparaat.

more-look = Uiterlijk
more-look-hint = Op dit apparaat. Auto volgt de lichte of donkere modus van het systeem en de contrastinstelling.
theme-auto = Auto
theme-wood = Hout
theme-light = Licht
theme-contrast = Hoog contrast

more-full-screen = Volledig scherm

sound-mute = Dempen
sound-on-title = Geluid aan: tik om te dempen
sound-muted-title = Gedempt: tik voor geluid

home-title = Mancala

manifest-description = Kalah (Kalaha), Awari, Ayo, Oware, Calcala en Roocala voor spelers die samen één tablet delen, ook zonder netwerk.

html-noscript = Mancala heeft JavaScript en WebAssembly nodig om te werken.

html-analysis-loading = Het analysebord wordt geladen…

page-title-game = { $game } · Mancala

page-title-puzzles = Puzzels { $game } · Mancala

home-tagline = Zaaispellen voor twee spelers (tot vier bij Calcala), op één tablet tussen jullie in, of voor een van jullie tegen de computer.

home-no-such-game = Er is hier geen spel dat “{ $name }” heet; kies er hieronder een.

home-computer = De computer
home-level-legend = De computer speelt op
home-seat-legend = Jij zet
home-seat-first = Als eerste
home-seat-second = Als tweede

home-two-players = Twee spelers
home-two-to-four = 2 tot 4 spelers

home-play-computer = Tegen de computer

# "Tegen Moeilijk: 2 gewonnen, 1 verloren".
home-record = Tegen { $level }: { $results }

home-analysis-link = Analysebord: elke stelling, elke zet gewogen

home-reset = Uitslagen wissen
home-reset-confirm = Alle uitslagen tegen de computer op dit apparaat vergeten?

board-moves = Gespeelde zetten, nieuwste eerst: tik op een zet om ernaar terug te kijken

board-move-entry = { $ply }. { $player } { $move }

board-name = Bord

# "Kuiltje 3 van Rood: 4 stenen", "C4: 1 steen".
board-pit =
    { $count ->
        [one] { $pit }: { $count } steen
       *[other] { $pit }: { $count } stenen
    }

board-blue-stone = 1 steen
board-yellow-stone = Een gele steen staat voor 2 stenen
board-black-stone = Een zwarte steen staat voor 3 stenen
board-stone-legend = Een gele steen staat voor 2 stenen, een zwarte voor 3
board-legend-unit =
    { $count ->
       *[other] { " " }stenen
    }

board-thinking = Denkt na…
board-your-move = Jouw zet

board-pile-thinking = denkt na…
board-pile-to-move = aan zet

board-captured-stones = Geslagen stenen

# "kuiltje C4 richting NO".
board-calcala-move = kuiltje { $from } richting { $dir }

board-calcala-arrow = Zaai { $from } richting { $dir }: slaat { $captured }

board-calcala-sowing = { $player } zaait vanuit { $pit }…

board-calcala-choose-arrow = { $player } is aan zet: tik op een pijl om vanuit { $pit } te zaaien, of tik ergens anders om opnieuw te kiezen.

board-calcala-to-move = { $player } is aan zet: tik op een kuiltje en dan op een pijl.

# "Zuid zet vanaf d4…".
board-roocala-moving = { $player } zet vanaf { $cell }…

board-roocala-start = Zuid zet als eerste; Noord begint met 1 punt.

board-roocala-choose-move = { $player } is aan zet: kies een van de zetten die bij dit veld staan, of tik op een ander veld.

board-roocala-to-move = { $player } is aan zet: tik op een veld om de zetten te zien die daar beginnen.

board-points = Punten

board-point-for-second = 1 omdat Noord als tweede zet

board-points-win = Met { $points } punten win je.

board-offers = Zetten vanaf het gekozen veld

# "d4: 3 schijven".
board-cell =
    { $count ->
        [one] { $cell }: { $count } schijf
       *[other] { $cell }: { $count } schijven
    }

# "d4: 3 schijven, toren van Zuid".
board-cell-rook =
    { $count ->
        [one] { $cell }: { $count } schijf, toren van { $player }
       *[other] { $cell }: { $count } schijven, toren van { $player }
    }

board-choice = Bord
board-choice-square = Vierkant
board-choice-hex = Zeshoekig
board-choice-hint = Elk bord heeft zijn eigen spel: kies je er een, dan gaat het meteen open.


## Het analysebord
# (berichten van src/ui/analysis)

analysis-page-title = Analyse · Mancala

analysis-back-to-games = ‹ Spellen

analysis-heading = Analysebord

analysis-choose-game = Kies een spel om vanaf het begin te analyseren, of plak hieronder een notatie.

analysis-back-to-game = ‹ { $game }

analysis-game-heading = Analyse · { $game }

analysis-cannot-open = Die stelling kan niet meer worden geopend.

analysis-game-over = Het spel is afgelopen: geen zet om te wegen.

analysis-to-move = { $mover } is aan zet. De waarde van een zet is hoeveel stenen { $mover } daarna bij optimaal spel voor komt te staan: “exact” waar het bewezen is, anders de doorzochte diepte.

analysis-side-edited = De bewerkte stelling

analysis-side-moves = Zetten en hun waarde

analysis-undo = Terugnemen
analysis-edit-position = Stelling bewerken
analysis-play-from-here = Speel vanaf hier

analysis-address-refused = Het adres: { $why }

analysis-not-a-position = Geen stelling van { $game }: { $why }.

# Het analysebord: de zetten en hun waarde.

analysis-weighing = De zetten worden gewogen…

analysis-legal-moves = Geldige zetten

analysis-legal-moves-best-first = Geldige zetten, de beste eerst

# "Diepte 12 · 48.213 stellingen · 1,5 s".
analysis-searched =
    { $done ->
        [yes] Diepte { $depth } · { $nodes } stellingen · { $seconds } s
       *[no] Diepte { $depth } · { $nodes } stellingen · { $seconds } s · zoekt dieper…
    }

# Met een decimale komma: "1,5".
analysis-decimal = { $whole },{ $tenths }

analysis-worth =
    { $sign ->
        [ahead] +{ $seeds }
        [behind] −{ $seeds }
       *[even] { $seeds }
    }

analysis-exact = exact

analysis-depth = diepte { $depth }

analysis-share = { $player } { $count }

analysis-shares-between = { " · " }

analysis-best-line = Beste variant: { $line }

analysis-walked = Doorlopen zetten
analysis-walked-opened = Geopend

# Het analysebord: de stellingseditor.

analysis-editor = Stellingseditor

analysis-slot-store =
    { $side ->
        [south] Voorraadkuil van Zuid
       *[north] Voorraadkuil van Noord
    }

analysis-slot-pile = Stapel van Speler { $number }

analysis-slot-cell =
    { $rook ->
        [south] Veld { $cell } (toren van Zuid)
        [north] Veld { $cell } (toren van Noord)
       *[none] Veld { $cell }
    }

analysis-slot-points =
    { $side ->
        [south] Punten van Zuid
       *[north] Punten van Noord
    }

analysis-editor-hint =
    { $board ->
        [two-rows] Tik op een kuiltje om het aantal stenen in te stellen.
        [grid] Kies een kuiltje om het aantal stenen in te stellen.
       *[cells] Tik op een veld om de schijven en de toren in te stellen.
    }

# "Kuiltje 3 van Rood: één minder".
analysis-one-fewer = { $slot }: één minder

analysis-one-more = { $slot }: één meer

analysis-count-in =
    { $board ->
        [two-rows] { $slot }: stenen
        [grid] { $slot }: stenen
       *[cells] { $slot }: schijven
    }

analysis-rook = Toren
analysis-no-rook = Geen toren
analysis-rook-south = Van Zuid
analysis-rook-north = Van Noord

analysis-slots = Kuiltjes en voorraadkuilen

analysis-to-move-group = Aan zet
analysis-player-to-move = { $player } aan zet

analysis-start-position = Beginstelling
analysis-cancel = Annuleren
analysis-done = Klaar

# Het analysebord: notaties in en uit.

analysis-format-record = Notatie
analysis-format-position = Stellingtekst
analysis-format-fen = PlayStrategy-FEN
analysis-format-moves = PlayStrategy-zetten
analysis-format-kalah-literal = Kalah-bord als literal

analysis-only-ayo = { $format }: alleen Ayo (Oware Abapa) wordt zo geschreven
analysis-only-kalah = { $format }: alleen Kalah wordt zo geschreven
analysis-not-a-board = { $format }: geen bord dat dit formaat kent
analysis-moves-from-start = { $format }: een zettenlijst begint bij de beginstelling, en dit spel niet

analysis-nothing-to-open = Niets om te openen: plak eerst een notatie, een link of een stelling.

analysis-not-understood = “{ $text }” wordt niet begrepen: het is geen notatie of link van een spel (kalah?moves=3.1), geen stellingtekst van ons, geen FEN of zettenlijst van PlayStrategy, en geen Kalah-bord als literal.

analysis-record-refused = De notatie: { $why }

analysis-format-refused = { $format }: { $why }

analysis-literal-not-two-rows = { $format }: geen twee rijen
analysis-literal-no-game = { $format }: { $total } stenen op { $houses } kuiltjes per kant vormen geen spel Kalah({ $houses }, n)

analysis-format-not-a-position = { $format }: geen stelling van het spel: { $why }

analysis-not-played-here = { $game } wordt hier niet gespeeld

analysis-open-record = Een notatie openen
analysis-paste-label = Een notatie, een link of een stelling om te openen:

analysis-record-in-and-out = Notatie in en uit
analysis-formats = Formaat
analysis-record-label = Het spel als tekst; plak een ander om dat te openen:

analysis-copy = Kopiëren
analysis-open = Openen

## Spelregelpagina's
# (berichten van src/games/help.rs en de help.rs van elk spel)

screen-rules-title = Zo speel je { $game }

rules-coach-heading = De oordelen van de coach

rules-coach-judging =
    In een terugblik (tik op een zet in de lijst met zetten) beoordeelt de coach elke zet naar de { $unit ->
        [points] punten
       *[stones] stenen
    } die de zet verspeelde ten opzichte van de beste gevonden zet, zet het teken van het oordeel
    bij de zet in de lijst en markeert de beste zet op het bord. { $how }

rules-coach-how-kalah =
    In Kalah berekent de coach het late middenspel en het eindspel exact (de solver: gemarkeerd
    met exact); daarvoor gebruikt hij de zoekmethode van het niveau Expert met een vast budget.

rules-coach-how-calcala =
    Hij gebruikt de zoekmethode van het niveau Expert met een vast budget. Met 3 of 4 spelers is
    de waarde van een zet het deel van de geslagen stenen dat de speler ervan tot zijn volgende
    beurt kan verwachten, en het verlies is het aantal geslagen stenen dat hij verspeelt.

rules-coach-how-search = Hij gebruikt de zoekmethode van het niveau Expert met een vast budget.

rules-coach-verdict-column = Oordeel

rules-coach-sign-column = Teken

rules-coach-loss-column =
    { $unit ->
        [points] Verspeelde punten
       *[stones] Verspeelde stenen
    }

rules-coach-threshold =
    { $verdict ->
        [best] niets verspeeld tegenover de beste gevonden zet
        [blunder]
            { $unit ->
                [points] { $low } of meer punten verspeeld
               *[stones] { $low } of meer stenen verspeeld
            }
        [mistake]
            { $unit ->
                [points] { $low } tot { $high } punten verspeeld, of minder als de zet een gewonnen of gelijk resultaat weggeeft (waar dat exact is)
               *[stones] { $low } tot { $high } stenen verspeeld, of minder als de zet een gewonnen of gelijk resultaat weggeeft (waar dat exact is)
            }
       *[other]
            { $unit ->
                [points] { $low } tot { $high } punten verspeeld
               *[stones] { $low } tot { $high } stenen verspeeld
            }
    }

rules-stone-colours =
    Elke blauwe steen op het bord is één steen. Als een kuiltje te vol is om elke steen te
    tonen, staat een gele steen voor 2 stenen en een zwarte voor 3; het getal naast het kuiltje
    geeft altijd het precieze aantal.

rules-kalah-intro =
    Twee spelers, Rood en Groen, zitten aan weerszijden van het bord. Elk heeft de rij kleine
    kuiltjes die het dichtst bij zich ligt en het grote kuiltje, de Mancala, rechts daarvan. Elk
    klein kuiltje begint met hetzelfde aantal stenen (vier, tenzij de opties iets anders zeggen).

rules-kalah-sowing-caption =
    Rood pakt de 4 stenen van kuiltje 3 op en legt er een in elk volgend kuiltje, tegen de klok
    in: kuiltjes 4, 5 en 6 en dan de eigen Mancala van Rood. De laatste steen viel in de
    Mancala, dus Rood is weer aan zet.

rules-kalah-move-heading = Een zet

rules-kalah-move =
    Tik als je aan de beurt bent op een van je eigen kuiltjes met stenen. De stenen worden een
    voor een in de volgende kuiltjes gezaaid, tegen de klok in, ook in je eigen Mancala maar
    nooit in die van je tegenstander: die wordt overgeslagen. Een grote handvol kan helemaal
    rondgaan en een steen terugleggen in het kuiltje waar hij vandaan kwam.

rules-kalah-last-stone-heading = Waar de laatste steen valt

rules-kalah-last-stone-store = In je eigen Mancala: je bent weer aan zet.

rules-kalah-last-stone-empty-tray =
    In een van je eigen kuiltjes dat leeg was: die steen en alle stenen in het kuiltje
    ertegenover gaan naar je Mancala (de optie Laatste steen in leeg kuiltje kan eisen dat er
    dan stenen tegenover liggen).

rules-kalah-last-stone-elsewhere = Ergens anders: je tegenstander is aan de beurt.

rules-kalah-end-heading = Het einde

rules-kalah-end =
    Het spel eindigt als alle kleine kuiltjes van een speler leeg zijn (de optie Einde van het
    spel kan het einde uitstellen tot de speler die aan zet is er geen meer heeft), of meteen als een
    Mancala meer dan de helft van alle stenen bevat. Elke speler telt dan zijn Mancala plus de
    stenen die nog in zijn eigen kuiltjes liggen (de optie Overgebleven stenen naar kan die
    stenen aan de tegenstander of aan niemand geven). Het hoogste totaal wint.

rules-kalah-options-heading = Opties

rules-kalah-options =
    Meer opent de opties, elk uitgelegd waar je hem kiest: de drie regels hierboven, wie
    begint, stenen per kuiltje (het toernooi 605.452 speelt met 4 of 5) en kuiltjes per kant, en
    de voorinstellingen Zoals de app van TopAccolades en Toernooi 605.452, 5 stenen.
    Wijzigingen gaan in als je op Nieuw drukt.

rules-awari-intro =
    Speler 1 zit onderaan en heeft de zes putjes van de rij aan zijn kant en het huis rechts;
    Speler 2 heeft de rij aan de overkant en het huis links. Elk putje begint met vier stenen,
    en Speler 1 begint.

rules-awari-sowing-heading = Zaaien

rules-awari-sowing =
    Tik op een van je putjes met stenen. Ze worden een voor een in de volgende putjes gelegd,
    tegen de klok in, en in Awari liggen de huizen op de route: een steen die in een huis valt,
    blijft daar en telt voor de eigenaar van dat huis, ook als dat je tegenstander is.

rules-awari-sowing-caption =
    Speler 1 zaait de 4 stenen van putje 4: een in putje 5 en een in putje 6, een in het huis
    en een in het eerste putje van Speler 2.

rules-awari-capture-heading = Nog eens en slaan

rules-awari-again =
    Valt je laatste steen in je eigen huis, dan ben je weer aan zet, zo vaak als dat gebeurt.

rules-awari-capture =
    Valt je laatste steen in een leeg putje, aan welke kant ook, en liggen er stenen in het
    putje ertegenover, dan neem je die stenen en je laatste steen in je huis. Is het putje
    ertegenover leeg, dan wordt er niets genomen.

rules-awari-capture-caption =
    De enige steen van Speler 1 uit putje 1 valt in het lege putje 2. Daartegenover heeft
    putje 5 van Speler 2 zes stenen: die 6 en de gevallen steen gaan naar het huis van Speler 1.

rules-awari-end-heading = Het einde

rules-awari-end =
    Het spel eindigt zodra een huis meer dan 24 stenen bevat: die speler wint. Het eindigt ook
    als de speler die aan zet is geen stenen heeft om te zaaien (de stenen op het bord gaan dan
    naar wie het laatst zette), of als dezelfde stelling voor de derde keer voorkomt (elke
    speler neemt dan de stenen aan de eigen kant). Het grootste totaal wint.

rules-ayo-intro =
    Speler 1 heeft de rij van zes putjes aan zijn kant en het huis rechts, Speler 2 de rij aan
    de overkant en het huis links. Elk putje begint met vier stenen en Speler 1 begint. In de
    huizen komt alleen wat je slaat: bij het zaaien valt er nooit een steen in.

rules-ayo-sowing-heading = Zaaien

rules-ayo-sowing =
    Tik op een van je putjes met stenen: ze worden een voor een in de volgende putjes gelegd,
    tegen de klok in. Een handvol van 12 of meer gaat helemaal rond en slaat elke ronde het
    putje over waar hij vandaan kwam.

rules-ayo-capture-heading = Slaan

rules-ayo-capture =
    Valt je laatste steen in een putje van je tegenstander en liggen er dan 2 of 3, dan sla je
    dat putje. Kijk daarna naar het putje ervoor: is dat ook van je tegenstander en liggen er 2
    of 3 in, dan sla je het ook, en zo verder terug tot een putje de keten breekt.

rules-ayo-capture-caption =
    Speler 1 zaait 4 stenen uit putje 5. De laatste valt in putje 3 van Speler 2, dat er dan 2
    heeft: geslagen. Putje 2 ervoor heeft er nu 3: ook geslagen. Putje 1 heeft er 4, en dat
    breekt de keten: 5 stenen in totaal.

rules-ayo-grand-slam-heading = Grand slam en voeden

rules-ayo-grand-slam =
    Een slag die de hele kant van je tegenstander leeg zou maken, is een grand slam. Standaard
    mag je hem spelen, maar slaat hij niets; met de opties kan hij wel slaan, of is hij verboden
    zolang je een andere zet hebt. En als je tegenstander helemaal geen stenen heeft, moet je
    hem stenen geven als een zet dat kan (ook dit is een optie). Kan geen enkele zet dat, dan
    eindigt het spel en neem jij de stenen die nog op het bord liggen.

rules-ayo-end-heading = Het einde

rules-ayo-end =
    Een speler met meer dan 24 stenen in zijn huis wint meteen. Het spel eindigt ook als de
    speler die aan zet is niet kan zetten (de overgebleven stenen gaan naar wie het laatst
    zette) of als een stelling voor de derde keer voorkomt (ieder neemt de stenen aan de eigen
    kant). Het grootste totaal wint.

rules-oware-intro =
    Speler 1 heeft de rij van zes putjes aan zijn kant en het huis rechts, Speler 2 de rij aan
    de overkant en het huis links. Elk putje begint met vier stenen en Speler 1 begint. Er
    wordt alleen langs de putjes gezaaid; de huizen verzamelen de stenen die genomen worden.

rules-oware-relay-heading = Doorzaaien

rules-oware-relay =
    Tik op een van je putjes met stenen en ze worden een voor een gezaaid, tegen de klok in.
    Waar de laatste steen valt, bepaalt wat er daarna gebeurt:

rules-oware-relay-empty = in een leeg putje: je zet is voorbij;

rules-oware-relay-four = in een putje dat er dan 4 heeft: je neemt die 4 stenen en je zet is voorbij;

rules-oware-relay-other =
    in elk ander putje: je pakt alle stenen eruit en zaait verder vanaf het volgende putje, een
    nieuwe ronde.

rules-oware-relay-caption =
    Speler 1 zaait 3 stenen uit putje 6. Door de laatste heeft putje 3 van Speler 2 er 3, dus
    die 3 worden opgepakt en verder gezaaid in de putjes 4, 5 en 6; de laatste valt in een leeg
    putje en de zet is voorbij.

rules-oware-fours-heading = Vieren

rules-oware-fours =
    Telkens als er door een steen die je onderweg laat vallen precies 4 in een putje liggen,
    gaan die 4 stenen meteen naar het huis van de speler aan wiens kant het putje ligt (soms je
    tegenstander) en zaai je verder. Zou het doorzaaien eindeloos rondgaan, dan stopt de zet
    waar hij zich begint te herhalen.

rules-oware-end-heading = Het einde

rules-oware-end =
    Een speler met meer dan 24 stenen in zijn huis wint meteen. Het spel eindigt ook als de
    speler die aan zet is geen stenen heeft (de overgebleven stenen gaan naar wie het laatst
    zette) of als een stelling voor de derde keer voorkomt (ieder neemt de stenen aan de eigen
    kant). Het grootste totaal wint.

rules-calcala-intro =
    Calcala wordt door 2, 3 of 4 spelers gespeeld op een bord van 36 kuiltjes, 6 bij 6. Niemand
    bezit een kuiltje: als je aan de beurt bent, mag je de stenen nemen van elk kuiltje waar er
    liggen. De spelers zetten om de beurt, Speler 1, Speler 2, enzovoort; ieder houdt een stapel
    bij van de stenen die hij slaat.

rules-calcala-move-heading = Een zet

rules-calcala-move =
    Tik op een kuiltje en dan op een van de pijlen eromheen. De stenen worden een voor een
    gezaaid, één per kuiltje, in de richting van de pijl. Bij de eerste stap mag je het bord
    niet verlaten, dus een kuiltje aan de rand biedt 5 pijlen en een hoek 3; daarna buigen de
    randen van het bord het zaaien om:

rules-calcala-edge-straight =
    Recht omhoog, omlaag, naar links of naar rechts verlaat het zaaien het bord aan de ene rand
    en komt het aan de overkant terug.

rules-calcala-edge-diagonal =
    Schuin tegen een zijkant kaatst het onder een rechte hoek terug en houdt het zijn nieuwe
    richting. Schuin uit een hoek komt het terug in de hoek ertegenover.

rules-calcala-wrap-caption = Rondgaan: 5 stenen uit C2 naar het oosten gezaaid gaan naar D2, E2, F2 en rond naar A2 en B2.

rules-calcala-bounce-caption =
    Terugkaatsen: 3 stenen uit D5 naar het zuidoosten gezaaid gaan naar E6, kaatsen dan van de
    onderrand terug naar F5, van de rechterkant naar E4, en gaan verder naar het noordwesten.

rules-calcala-last-stone-heading = Waar de laatste steen valt

rules-calcala-last-stone-full =
    In een kuiltje waar al stenen lagen: pak ze allemaal op en zaai vandaar verder in dezelfde
    richting (een nieuwe ronde).

rules-calcala-last-stone-empty =
    In een leeg kuiltje: je slaat alle stenen in het volgende kuiltje op de route, en je beurt
    is voorbij.

rules-calcala-capture-caption =
    Slaan: 2 stenen uit B4 naar het oosten gezaaid; de laatste valt in het lege D4, dus de
    stenen van het volgende kuiltje, E4, worden geslagen.

rules-calcala-relay-forever =
    Zou het doorzaaien eindeloos rond blijven gaan, dan stopt het waar het zich begint te
    herhalen, zonder slag.

rules-calcala-end-heading = Het einde

rules-calcala-end =
    Het spel eindigt als er 6 of minder stenen op het bord liggen, of als dezelfde stelling voor
    de derde keer voorkomt. Stenen die op het bord blijven, tellen voor niemand: wie het meest
    heeft geslagen wint, en spelers die gelijk eindigen met het meeste delen de winst.

rules-calcala-options-heading = Opties

rules-calcala-options =
    Onder Meer kies je het aantal spelers, wie begint en de opstelling: 2 stenen in elk kuiltje
    (standaard), 1 (kort), 3 (lang), of 3 of 2 in om het andere kuiltje (Double Dutch en Half Dutch).

rules-roocala-intro =
    Roocala, van Christian Freeling, wordt gespeeld op een ring van randvelden rond een
    neutraal binnengebied, op een vierkant bord (20 randvelden) of een zeshoekig bord (18). Zuid
    heeft de randvelden op de onderste helft van de ring, Noord die op de bovenste helft. Elk
    randveld begint met twee schijven, elke speler heeft binnen twee torens, Zuid zet als
    eerste en Noord begint ter compensatie met één punt. Je moet zetten; er zijn drie soorten
    zetten.

rules-roocala-start-caption =
    Het vierkante bord: Zuid heeft de rode helft van de ring, Noord de groene helft; de 16
    velden binnenin zijn neutraal. De torens beginnen binnenin.

rules-roocala-sowing-heading = Schijven zaaien

rules-roocala-sowing =
    Neem alle schijven van een van je eigen randvelden, of van een willekeurig binnenveld, en
    leg ze een voor een neer: vanaf je randveld ofwel tegen de klok in langs de ring (waarbij
    je het veld waar je begon overslaat), ofwel recht het binnengebied in; vanaf een binnenveld
    in een rechte lijn. Een rechte zaaizet die de rand bereikt, gaat tegen de klok in verder
    langs de ring. Torens staan niet in de weg.

rules-roocala-sowing-capture =
    Valt je laatste schijf op een veld dat niet van jou is en waar precies één schijf lag, dan
    sla je daar één schijf, en zo verder terug voor elke schijf vlak daarvoor waarbij hetzelfde
    gebeurde.

rules-roocala-ring-caption =
    Langs de ring: Zuid zaait de drie schijven van e1 tegen de klok in op f1, f2 en f3.

rules-roocala-line-caption =
    In een lijn: Zuid zaait de twee schijven van a3 naar het oosten. Op b3 en op c3 lag één
    schijf, dus de laatste slaat er een op c3 en de keten gaat terug om er een op b3 te nemen.

rules-roocala-rook-heading = Een toren zetten

rules-roocala-rook =
    Een toren die op een leeg veld staat, gaat in een rechte lijn over lege velden en stopt op
    het eerste veld dat niet leeg is. Komt hij op schijven op een veld dat niet van jou is, dan
    slaat hij er een; op je eigen veld slaat hij niets. Komt hij op een toren van je
    tegenstander die op schijven staat, dan slaat hij die toren. Een toren mag niet op je
    andere toren komen, en ook niet op een toren van je tegenstander die alleen staat.

rules-roocala-rook-caption =
    De toren van Zuid op e2 gaat naar het noorden over de lege e3 en e4 en stopt op e5, het
    eerste veld dat niet leeg is, en slaat daar een van de schijven.

rules-roocala-hybrid-heading = Hybride zaaien

rules-roocala-hybrid =
    Vanaf een veld met je toren en schijven mag je de schijven zaaien zoals hierboven en de
    toren laten meerijden: hij komt op het veld na de laatste schijf. Daar slaat hij een toren
    van je tegenstander, of, op een veld dat niet van jou is, zoveel schijven als je zaaide (of
    ze allemaal als het er minder zijn).

rules-roocala-hybrid-caption =
    Hybride: op c2 staan de toren van Zuid en twee schijven. Ze worden naar het noorden gezaaid
    op c3 en c4, en de toren komt op c5: met zijn schijven op een veld dat niet van Zuid is,
    slaat hij er twee, zoveel als er gezaaid zijn.

rules-roocala-end-heading = Het einde

rules-roocala-end =
    Je punten zijn de schijven die je hebt geslagen (het extra punt van Noord meegeteld). Met
    meer dan de helft van alle punten win je meteen (21 op het vierkante bord, 19 op het
    zeshoekige). Komt dezelfde stelling voor de derde keer voor, dan eindigt het spel in gelijkspel. Een
    speler die niet kan zetten beëindigt het spel, en de overgebleven schijven gaan naar wie
    het laatst zette.

rules-roocala-playing-heading = Hier spelen

rules-roocala-playing =
    Tik op een veld: de zetten die daar beginnen worden getoond, elk met een genummerde markering
    op het bord waar hij eindigt. Houd een zet ingedrukt om zijn hele pad te zien; laat los
    erop om hem te spelen. Tik ergens anders om een ander veld te kiezen.
