# Los mensajes del sitio en español (neutro: para España y Latinoamérica), traducidos de
# en.ftl, en su mismo orden. Los comentarios de en.ftl dicen dónde sale cada mensaje y qué
# es cada variable.
#
# Vocabulario (un término por sustantivo, siempre el mismo):
#   stones / seeds -> piedras (las del tablero se dibujan como piedras de colores)
#   tray, cup, pit -> hoyo (masculino, como Mancala y granero: "el hoyo 3 de Rojo")
#   Kalah's store  -> el Mancala;  the homes games' home -> el granero;  store (editor) -> almacén
#   Red, Green     -> Rojo, Verde;  Player 1, Player 2 -> Jugador 1, Jugador 2
#   Roocala: cell -> casilla, checker -> ficha, rook -> torre, South/North -> Sur/Norte
#   game -> partida;  move -> jugada;  the computer -> la máquina;  coach -> el entrenador
#   puzzle -> problema;  relay sowing -> siembra encadenada;  grand slam -> gran slam
# Las frases de hoyo ($pit, $from, $move en palabras) llevan artículo ("el hoyo 3 de Rojo"):
# por eso las frases que las rodean evitan "de { $pit }" y "a { $pit }" (del, al).

## Juegos de dos filas: jugadores y hoyos

player-name =
    { $vocabulary ->
        [kalah]
            { $side ->
                [south] Rojo
               *[north] Verde
            }
       *[homes]
            { $side ->
                [south] Jugador 1
               *[north] Jugador 2
            }
    }

# Para un lector de pantalla: "Hoyo 3 de Rojo".
house-name =
    { $vocabulary ->
        [kalah] Hoyo { $number } de { $player }
       *[homes] Hoyo { $number } de { $player }
    }

# En una frase, con artículo: "el hoyo 3 de Rojo".
house-phrase =
    { $vocabulary ->
        [kalah] el hoyo { $number } de { $player }
       *[homes] el hoyo { $number } de { $player }
    }

# "desde el hoyo 3".
own-house =
    { $vocabulary ->
        [kalah] el hoyo { $number }
       *[homes] el hoyo { $number }
    }

store-phrase =
    { $vocabulary ->
        [kalah] el Mancala de { $player }
       *[homes] el granero de { $player }
    }

stones =
    { $count ->
        [one] 1 piedra
       *[other] { $count } piedras
    }

## Juegos de dos filas: una jugada mientras se juega (el estado mientras se mueven las piedras)

sows-from =
    { $count ->
        [one] { $player } siembra 1 piedra desde { $from }
       *[other] { $player } siembra { $count } piedras desde { $from }
    }

sows = { $player } siembra

so-far-picks-up-again = , las vuelve a recoger

so-far-picks-up-again-times = , las vuelve a recoger ({ $count } veces)

so-far-captures = , captura { $count }

so-far-opponent-takes = , y { $player } se lleva { $count }

so-far-game-over =
    { $vocabulary ->
        [kalah] . La partida ha terminado: las piedras que quedan van a los Mancalas
       *[homes] . La partida ha terminado: las piedras que quedan van a los graneros
    }

so-far-ellipsis = …

## Juegos de dos filas: el final

game-over = Fin de la partida: { $why }. { $result }.

end-store-majority =
    { $vocabulary ->
        [kalah] el Mancala de { $player } tiene más de la mitad de las piedras
       *[homes] el granero de { $player } tiene más de la mitad de las piedras
    }

end-houses-empty =
    { $vocabulary ->
        [kalah] todos los hoyos de { $player } están vacíos
       *[homes] todos los hoyos de { $player } están vacíos
    }

end-no-legal-move = { $player } ya no puede mover, y las piedras del tablero van para el último jugador que movió

end-cannot-feed = { $player } no puede darle ninguna piedra a { $opponent }, así que { $player } se lleva las piedras que quedan

end-repetition = la misma posición se ha repetido por tercera vez, así que cada jugador se lleva las piedras de su lado

end-few-stones-left = quedan demasiado pocas piedras para seguir jugando

end-points-majority = { $player } tiene más de la mitad de todos los puntos

end-wins = { $player } gana { $score } a { $other }

end-draw = Empate a { $score }

## Juegos de dos filas: jugadas rechazadas

refused-game-over = la partida ha terminado

refused-no-such-house =
    { $vocabulary ->
        [kalah] no existe el hoyo { $number }
       *[homes] no existe el hoyo { $number }
    }

refused-empty-house = { $pit } está vacío

refused-not-your-house = { $pit } no es tuyo: es el turno de { $player }

refused-store =
    { $vocabulary ->
        [kalah] el Mancala de { $player } no se juega: elige uno de los hoyos pequeños
       *[homes] el granero de { $player } no se juega: elige uno de tus hoyos
    }

refused-must-feed = { $pit } dejaría a { $player } sin piedras: tienes que darle alguna

refused-grand-slam = { $pit } capturaría todas las piedras de { $player } (un gran slam), y eso no está permitido mientras haya otra jugada

refused-not-allowed = { $pit } no se puede jugar ahora

## Kalah: lo que hizo una jugada

kalah-sowed = { $player } sembró { $stones } desde el hoyo { $number }

# "el hoyo vacío 3 de Rojo", el hoyo estaba vacío antes de caer la piedra.
kalah-empty-tray = el hoyo vacío { $number } de { $player }

kalah-into-store-end = { $sowed }; la última cayó en el Mancala de { $player }.

kalah-into-store = { $sowed }; la última cayó en el Mancala de { $player }, así que { $player } vuelve a mover.

kalah-lone-capture = { $sowed }; la última cayó en { $pit } y pasó al Mancala de { $player } (el hoyo de enfrente estaba vacío).

kalah-capture = { $sowed }; la última cayó en { $pit }: { $player } captura { $stones } ({ $opposite } del hoyo de enfrente).

kalah-empty-kept = { $sowed }; la última cayó en { $pit }, pero el hoyo de enfrente está vacío, así que se queda ahí.

kalah-elsewhere = { $sowed }; la última cayó en { $pit }.

## Awari, Ayo y Oware: lo que hizo una jugada

homes-sowed = { $player } sembró { $stones } desde el hoyo { $number }

homes-skipping = , saltándose ese hoyo en cada vuelta

homes-full-stop = .

homes-relays =
    { $count ->
        [one] { " " }La siembra siguió 1 vuelta más, desde { $from }.
       *[other] { " " }La siembra siguió { $count } vueltas más, desde { $from }.
    }

homes-relay-from = { $pit } ({ $count })

# El separador de la lista de vueltas: "el hoyo 3 (4), luego el hoyo 5 (2)".
homes-list-then = , luego{ " " }

homes-four = { " " }{ $player } se llevó las 4 piedras que había en { $pit }.

homes-captured = { " " }{ $player } capturó { $stones } ({ $from }).

# "3 en el hoyo 2 de Jugador 2".
homes-capture-from = { $count } en { $pit }

homes-list-and = ,{ " " }

homes-grand-slam-spared = { " " }Eso se llevaría todas las piedras del lado de { $player } (un gran slam), así que no se captura nada.

homes-endless = { " " }La siembra encadenada habría dado vueltas sin fin, así que se detuvo en { $pit }.

homes-extra-turn = { " " }La última piedra cayó en el granero de { $player }, así que { $player } vuelve a mover.

homes-last = { " " }La última piedra cayó en { $pit }.

## Juegos de dos filas: la pantalla del tablero

game-starts = Empieza { $player }.

two-row-to-move =
    { $vocabulary ->
        [kalah] Turno de { $player }: toca uno de tus hoyos con aro dorado.
       *[homes] Turno de { $player }: toca uno de tus hoyos con aro dorado.
    }

store-count =
    { $vocabulary ->
        [kalah] Mancala: { $count }
       *[homes] Granero: { $count }
    }

## La elección de idioma

language-label = Idioma

## Calcala: jugadores, hoyos, lo que hizo una jugada, jugadas rechazadas

# "Jugador 1".
calcala-seat-name = Jugador { $number }

calcala-sowed =
    { $count ->
        [one] { $player } sembró 1 piedra desde { $from } hacia { $direction }.
       *[other] { $player } sembró { $count } piedras desde { $from } hacia { $direction }.
    }

# "Jugador 1 sembró 2 piedras desde A1 hacia E, rebotó una vez."
calcala-sowed-ways =
    { $count ->
        [one] { $player } sembró 1 piedra desde { $from } hacia { $direction }, { $ways }.
       *[other] { $player } sembró { $count } piedras desde { $from } hacia { $direction }, { $ways }.
    }

calcala-wrapped =
    { $count ->
        [1] dio la vuelta por el borde una vez
        [2] dio la vuelta por el borde dos veces
       *[other] dio la vuelta por el borde { $count } veces
    }

calcala-bounced =
    { $count ->
        [1] rebotó una vez
        [2] rebotó dos veces
       *[other] rebotó { $count } veces
    }

calcala-relayed =
    { $count ->
        [1] encadenó una vuelta
        [2] encadenó dos vueltas
       *[other] encadenó { $count } vueltas
    }

calcala-ways-separator = ,{ " " }

calcala-captured-nothing = { " " }La última piedra cayó en un hoyo vacío; el hoyo siguiente, { $cell }, estaba vacío, así que no se capturó nada.

calcala-captured =
    { $count ->
        [one] { " " }La última piedra cayó en un hoyo vacío, así que { $player } capturó 1 piedra en { $cell }.
       *[other] { " " }La última piedra cayó en un hoyo vacío, así que { $player } capturó { $count } piedras en { $cell }.
    }

calcala-endless = { " " }La siembra encadenada habría dado vueltas sin fin, así que se detuvo en { $cell } sin captura.

# "Fin de la partida: quedan 6 piedras o menos en el tablero. Gana Jugador 1 (Jugador 1 20, Jugador 2 16)."
calcala-game-over = Fin de la partida: { $why }. { $result } ({ $scores }).

calcala-end-few-stones = quedan 6 piedras o menos en el tablero

calcala-end-repetition = la misma posición se ha repetido por tercera vez

calcala-end-other = la partida ha terminado

calcala-wins = Gana { $player }

calcala-share-win = { $players } comparten la victoria

calcala-draw = Empate

calcala-names-and = { " " }y{ " " }

calcala-score = { $player } { $score }

calcala-scores-separator = ,{ " " }

calcala-refused-empty-pit = el hoyo { $cell } está vacío

calcala-refused-off-edge = desde { $cell }, el primer paso hacia { $direction } saldría del tablero

calcala-setup-stones = las piedras no suman las de la disposición inicial: { $found }, no { $expected }

calcala-setup-seat = el puesto { $seat } no juega con estas reglas

calcala-not-a-pit = `{ $text }` no es un hoyo de A1 a F6

## Roocala: jugadores, casillas, lo que hizo una jugada, jugadas rechazadas

roocala-player-name =
    { $side ->
        [south] Sur
       *[north] Norte
    }

roocala-direction =
    { $direction ->
        [N] norte
        [S] sur
        [E] este
        [W] oeste
        [NE] noreste
        [NW] noroeste
        [SE] sureste
       *[SW] suroeste
    }

roocala-label-ring =
    { $rook ->
        [yes] Sembrar por el anillo con la torre
       *[no] Sembrar por el anillo
    }

# "Sembrar hacia el norte".
roocala-label-line =
    { $rook ->
        [yes] Sembrar hacia el { $direction } con la torre
       *[no] Sembrar hacia el { $direction }
    }

roocala-label-rook = Torre a { $cell }

# Una jugada en una frase, con artículo como las de los demás juegos: "la siembra por el anillo desde c3".
roocala-name-ring =
    { $rook ->
        [yes] la siembra por el anillo con la torre desde { $from }
       *[no] la siembra por el anillo desde { $from }
    }

roocala-name-line =
    { $rook ->
        [yes] la siembra hacia el { $direction } con la torre desde { $from }
       *[no] la siembra hacia el { $direction } desde { $from }
    }

roocala-name-rook = la torre de { $from } a { $to }

roocala-how-ring =
    { $rook ->
        [yes] siembra por el anillo con la torre
       *[no] siembra por el anillo
    }

roocala-how-line =
    { $rook ->
        [yes] siembra hacia el { $direction } con la torre
       *[no] siembra hacia el { $direction }
    }

roocala-gain-checkers = captura { $count }

roocala-gain-rook = captura una torre

roocala-gain-checkers-rook = captura { $count } y una torre

# "Sur jugó c3N (siembra hacia el norte): 4 fichas desde c3."
roocala-played =
    { $rook ->
        [yes]
            { $count ->
                [one] { $player } jugó { $notation } ({ $how }): 1 ficha desde { $from }, y la torre la acompañó.
               *[other] { $player } jugó { $notation } ({ $how }): { $count } fichas desde { $from }, y la torre las acompañó.
            }
       *[no]
            { $count ->
                [one] { $player } jugó { $notation } ({ $how }): 1 ficha desde { $from }.
               *[other] { $player } jugó { $notation } ({ $how }): { $count } fichas desde { $from }.
            }
    }

roocala-moved-rook = { $player } movió la torre de { $from } a { $to }.

roocala-captured =
    { $count ->
        [one] { " " }{ $player } capturó 1 ficha.
       *[other] { " " }{ $player } capturó { $count } fichas.
    }

roocala-rook-captured = { " " }Se capturó la torre de { $player } en { $cell }.

roocala-game-over = Fin de la partida: { $why }. { $result }.

roocala-end-points = { $player } tiene { $points } puntos o más

roocala-end-repetition = la misma posición se ha repetido por tercera vez

roocala-end-no-move = { $player } no puede mover, así que las fichas que quedan van para { $opponent }

roocala-end-other = la partida ha terminado

roocala-wins = Gana { $player }, { $score } a { $other }

roocala-draw = Empate, { $south } a { $north }

roocala-refused-no-such-cell = no hay ninguna casilla { $cell } en este tablero

roocala-refused-opponents-cell = { $cell } es una casilla del rival

roocala-refused-no-checkers = { $cell } no tiene fichas

roocala-refused-no-rook-to-take = { $cell } no tiene ninguna torre tuya que llevar

roocala-refused-own-rook = la torre caería sobre tu otra torre

roocala-refused-path = ese recorrido no se puede sembrar desde ahí

roocala-refused-no-rook-of-yours = { $cell } no tiene ninguna torre tuya

roocala-refused-rook-not-alone = la torre de { $cell } está sobre fichas y no puede moverse sola

roocala-refused-rook-stop = la torre no puede detenerse ahí

roocala-refused-opponents-side = la casilla { $cell } es de { $player }: siembra desde tus propias casillas o desde la zona interior

roocala-refused-no-move-there = ninguna jugada de { $player } empieza en la casilla { $cell }

roocala-setup-no-such-cell = no existe la casilla { $cell }

roocala-setup-points = { $found } puntos en juego, no { $expected }

## Opciones, preajustes, niveles y los nombres de los juegos

# Las páginas de opciones: el título de cada opción, sus elecciones y la frase que la explica.

option-starter = Quién empieza

option-on = Sí

option-off = No

# Las opciones de Calcala

option-calcala-players = Jugadores

option-calcala-players-count = { $count } jugadores

option-calcala-players-explained = Cuántos juegan, 2, 3 o 4, cada uno con una pila de las piedras que captura; el turno va pasando de Jugador 1 al último jugador.

option-calcala-setup = Disposición

option-calcala-setup-standard = Estándar: 2 en cada hoyo

option-calcala-setup-short = Corta: 1 en cada hoyo

option-calcala-setup-long = Larga: 3 en cada hoyo

option-calcala-setup-double-dutch = Double Dutch: 3 en hoyos alternos

option-calcala-setup-half-dutch = Half Dutch: 2 en hoyos alternos

option-calcala-setup-explained = Cómo se llenan los hoyos al empezar: la partida estándar tiene 2 piedras en cada hoyo, la corta y la larga 1 y 3, y las disposiciones Dutch llenan un hoyo sí y otro no, como las casillas de un color de un tablero de ajedrez, y dejan vacíos los demás.

option-calcala-starter-explained = El jugador que hace la primera jugada; los demás siguen por turnos, y después del último jugador viene Jugador 1.

# Las opciones de Kalah

option-kalah-transfer = Última piedra en hoyo vacío

option-kalah-transfer-always = Siempre

option-kalah-transfer-stones-opposite = Con piedras enfrente

option-kalah-transfer-explained = Cuando tu última piedra cae en un hoyo tuyo vacío. Siempre: pasa a tu Mancala junto con las piedras del hoyo de enfrente, aunque ese hoyo esté vacío. Con piedras enfrente: solo si el hoyo de enfrente tiene piedras; si no, la piedra se queda donde cayó.

option-kalah-end = Fin de la partida

option-kalah-end-any-empty = Un lado vacío

option-kalah-end-new-mover-empty = Vacío quien mueve

option-kalah-end-explained = Un lado vacío: la partida termina en cuanto todos los hoyos de cualquiera de los dos jugadores están vacíos. Vacío quien mueve: solo cuando al jugador al que le toca no le quedan piedras que sembrar.

option-kalah-remaining = Piedras restantes para

option-kalah-remaining-owner = El dueño

option-kalah-remaining-opponent = El rival

option-kalah-remaining-neither = Nadie

option-kalah-remaining-explained = Las piedras que siguen en los hoyos al terminar la partida cuentan para el jugador en cuyos hoyos están (El dueño), para el otro jugador (El rival) o para nadie (Nadie).

option-kalah-starter-explained = El jugador que hace la primera jugada; Verde puede empezar para darle a Rojo la segunda jugada.

option-kalah-seeds = Piedras por hoyo

option-kalah-seeds-explained = Cuántas piedras tiene cada hoyo pequeño al empezar: 4 en la partida habitual, 4 o 5 en el torneo 605.452; con más piedras, la partida es más larga.

option-kalah-houses = Hoyos por lado

option-kalah-houses-explained = Cuántos hoyos pequeños tiene cada jugador, de 3 a 8 (6 en el tablero habitual); con menos hoyos, la partida es más corta.

# Los preajustes de Kalah: las palabras del botón y la frase que lo explica.

option-kalah-preset-app = Como la app de TopAccolades

option-kalah-preset-app-explained = La partida de la app de TopAccolades, que también es la del torneo 605.452 con 4 piedras: 6 hoyos de 4, empieza Rojo, una última piedra en un hoyo tuyo vacío siempre captura, la partida termina cuando cualquiera de los dos lados está vacío y cada jugador se queda con las piedras de sus propios hoyos.

option-kalah-preset-tournament = Torneo 605.452, 5 piedras

option-kalah-preset-tournament-explained = Las mismas reglas con 5 piedras en cada hoyo, como también se juega en el torneo 605.452 (la competición de programas de juego de un curso universitario): una partida más larga.

# Las opciones de Ayo

option-ayo-grand-slam = Gran slam (una captura que vacía el otro lado)

option-ayo-grand-slam-no-capture = No captura nada

option-ayo-grand-slam-capture = Captura

option-ayo-grand-slam-forbidden = Prohibido

option-ayo-grand-slam-explained = Una jugada cuya captura se llevaría todas las piedras que le quedan a tu rival en su lado. No captura nada: se puede jugar, pero no se lleva nada. Captura: se las lleva como cualquier captura. Prohibido: solo se puede jugar cuando todas las jugadas lo son (y entonces no se lleva nada).

option-ayo-must-feed = Alimentar al rival que no tiene piedras

option-ayo-must-feed-explained = Cuando todos los hoyos de tu rival están vacíos. Sí: tienes que hacer una jugada que le dé piedras si la hay, y si no la hay, la partida termina y te llevas las piedras que quedan. No: vale cualquier jugada.

# Opciones rechazadas (un enlace, una partida guardada, la herramienta de línea de comandos).
option-unknown = opción desconocida `{ $key }`

option-bad-value = la opción `{ $key }` no puede ser `{ $value }` (valores permitidos: { $allowed })

option-allowed-separator = ,{ " " }

option-malformed = `{ $text }` no tiene la forma CLAVE=VALOR

option-starter-not-playing = { $starter } no puede empezar una partida de { $players } jugadores

# Los juegos: el nombre de cada uno, su línea en la pantalla de inicio y la línea que dice cómo más se le llama.

game-kalah = Kalah

game-kalah-summary = El clásico: siembra alrededor del tablero hasta tu Mancala, cae en un hoyo vacío para capturar y cae en tu Mancala para volver a mover.

game-kalah-known-as = El juego de almacenes y turnos extra que tiendas y apps venden como Mancala; también se llama Kalaha.

game-awari = Awari

game-awari-summary = Siembra pasando por los dos graneros: cae en tu granero para volver a mover, cae en un hoyo vacío para llevarte el hoyo de enfrente.

game-awari-known-as = El Awari del programa de DOS, que se juega como el Kalah; el Awari que conoce la mayoría, el Oware Abapa, aquí es Ayo.

game-ayo = Ayo

game-ayo-summary = Captura en cadena los 2 y los 3 que formes en el lado de tu rival, y no dejes a tu rival sin piedras.

game-ayo-known-as = El Oware Abapa de África occidental, en vueltas simples: el juego que los clubes y PlayOK llaman Oware, también conocido como Awalé o Awari.

game-oware = Oware

game-oware-summary = Tu siembra se encadena desde donde cae, y cada cuatro que se forma se captura.

game-oware-known-as = El Oware del programa de DOS, un juego de siembra encadenada y cuatros, no el Oware de los clubes: para el Oware Abapa o el Awalé, juega a Ayo.

game-calcala = Calcala

game-calcala-summary = De 2 a 4 jugadores en una cuadrícula de 6x6: siembra en cualquiera de ocho direcciones, dando la vuelta por los bordes o rebotando en ellos, y captura más allá de un hoyo vacío.

game-calcala-known-as = Más una variante moderna que un juego tradicional: ningún jugador es dueño de un hoyo, y cualquiera puede sembrar cualquier piedra.

game-roocala-square = Roocala

game-roocala-square-summary = El mancala con torres de Christian Freeling, en el tablero cuadrado: siembra por el borde o a través del centro, y caza con tus torres.

game-roocala-square-known-as = Un juego moderno que une un juego de siembra como el Oware con una caza con torres, como en el ajedrez.

game-roocala-hex = Roocala (hexagonal)

game-roocala-hex-summary = Roocala en su tablero hexagonal de 37 casillas, con seis direcciones para sembrar y mover.

game-roocala-hex-known-as = El mismo juego moderno de siembra y torres de Christian Freeling, en su tablero hexagonal.

game-unknown = juego desconocido `{ $id }` (conocidos: { $known })

# Los niveles de la máquina: "Verde (máquina, Difícil) está pensando…".
level-name =
    { $level ->
        [easy] Fácil
        [medium] Medio
        [hard] Difícil
       *[expert] Experto
    }

level-human = Humano

# Cuando el navegador no arranca el trabajador de la máquina, en el estado.
computer-could-not-start = la máquina no pudo arrancar: { $why }

computer-coach-could-not-start = el entrenador no pudo arrancar: { $why }

computer-analysis-could-not-start = el análisis no pudo arrancar: { $why }

computer-browser-refused = el navegador se negó

level-unknown = nivel desconocido `{ $level }` (conocidos: easy, medium, hard, expert)

## Registros, enlaces y posiciones rechazados

# Disposiciones rechazadas. Los jugadores y los lados se nombran como los escribe el texto de
# posición: "south", "north", "p1" a "p4"; los hoyos y las casillas, por su nombre: "S3", "D4".

setup-board-kind =
    { $kind ->
        [two-rows] dos filas de hoyos
        [grid] una cuadrícula de hoyos
       *[cells] un tablero de casillas
    }

setup-wrong-board = el juego se juega en { $expected }, no en { $found }

setup-pit-count = { $what }: hay { $found }, y las reglas piden { $expected }

setup-side-houses = los hoyos de { $side }

setup-side-store = el almacén de { $side }

setup-side-points = los puntos de { $side }

setup-the-pits = los hoyos

setup-the-cells = las casillas

setup-player-count = hay valores para { $found } jugadores, y la partida tiene { $players } jugadores

setup-no-such-player = el jugador { $number } no juega con estas reglas

setup-too-many = { $pit }: { $found }, más del máximo posible ({ $most })

setup-seeds = el tablero tiene { $found } piedras en total, y la partida siempre tiene { $expected }

setup-finished = la partida ya habría terminado: { $reason }

setup-too-many-rooks = { $player } tiene { $found } torres, y la partida da 2 a cada jugador

setup-no-starting-point = north no tiene ningún punto: north empieza con 1 y nunca pierde puntos

end-phrase-store-majority = { $player } tiene más de la mitad de las piedras

end-phrase-houses-empty = todos los hoyos de { $player } están vacíos

end-phrase-no-legal-move = { $player } no tiene ninguna jugada legal

end-phrase-cannot-feed = { $player } no puede darle piedras al rival

end-phrase-repetition = la misma posición se dio por tercera vez

end-phrase-few-stones-left = quedan 6 piedras o menos en el tablero

end-phrase-points-majority = { $player } tiene más de la mitad de todos los puntos

setup-kalah-house-count = { $side } tiene { $found } hoyos, y las reglas dicen { $rules }

setup-kalah-seeds = el tablero tiene { $found } piedras, y las reglas { $rules }

setup-home-seeds = el tablero tiene { $found } piedras, no { $expected }

position-not-of-game = no es una posición del juego: { $why }

record-wrong-game = es una partida de `{ $game }`

record-too-long = es demasiado largo ({ $count } caracteres)

record-no-game = no indica ningún juego

record-not-key-value = `{ $text }` no tiene la forma CLAVE=VALOR

record-option-twice = la opción `{ $key }` aparece dos veces

record-broken-escape = tiene un escape % roto

record-position = su posición inicial: { $why }

record-move-empty = la jugada número { $ply } está vacía

record-move-refused = jugada `{ $text }` (número { $ply }): { $why }

record-not-a-move = `{ $text }` no es una jugada: se esperaba { $expected }

record-expected-house = un número de hoyo del 1 al { $houses }

record-expected-calcala-move = un hoyo y una dirección, como B3-E o C4-NW

record-expected-roocala-move = una casilla con una dirección y un + opcionales, como c3, c3:N, c3+, o una jugada de torre como b2-b5

record-not-a-pit = `{ $text }` no es un nombre de hoyo como S3 o N-store

# Texto de una posición o de una partida rechazado: el formato, dónde, y qué tiene el formato
# ahí. Las posiciones en el texto cuentan los caracteres desde 1.

format-name =
    { $format ->
        [position] texto de posición
        [fen] FEN de PlayStrategy
        [moves] lista de jugadas de PlayStrategy
       *[literal] literal de tablero de Kalah
    }

format-missing = { $format }: falta { $expected } en el carácter { $at }

format-not = { $format }: `{ $found }` en el carácter { $at } no es { $expected }

format-expected-end = el final del texto (tiene más de { $bytes } bytes)

format-expected-count = { $what }: un número de 0 o más

# Los campos de los formatos ($side tal como lo escriben: south o north).
format-field-houses = los hoyos de { $side }

format-field-store = el almacén de { $side }

format-field-row = la fila { $number }

format-field-row-pits = los hoyos de { $row }

format-field-captures = las capturas

format-field-captured-stones = las piedras capturadas

format-field-points = los puntos

format-field-checkers = las fichas de una casilla (y `s` o `n` para una torre)

format-field-board = el tablero

format-field-score = la puntuación de { $side }

format-field-mover = el jugador que mueve

format-field-move-number = el número de jugada

format-field-row-of = la fila de { $side }

format-field-houses-a-side = los hoyos por lado

format-field-house-seeds = las piedras de un hoyo

format-list-separator = ,{ " " }

format-expected-board-mover = un tablero, `/` y el jugador que mueve

format-expected-houses-store = { $houses }, `:` y { $store }

format-expected-six-counts = { $row }: seis números

format-expected-field-count = { $count } campos, con `/` entre ellos

format-expected-cells = { $row }: { $count } casillas

format-expected-points = los puntos de south y de north

format-expected-fields = { $fields }, con `/` entre cada uno y el jugador que mueve al final

format-expected-mover-grid = el jugador que mueve: p1, p2, p3 o p4

format-expected-mover-sides = el jugador que mueve: s o n

format-expected-literal = un literal de tablero, `<` números separados por `,` `>`

format-expected-houses-a-side = los hoyos por lado: 1 o más

format-expected-literal-size = un literal de { $expected } números para { $houses } hoyos por lado, no { $found }

format-expected-fen = { $fields } y el número de jugada, separados por espacios

format-expected-fen-board = el tablero: la fila de Norte, `/`, la fila de Sur

format-expected-fen-mover = el jugador que mueve: S o N

format-expected-seeds-before-s = { $row }: las piedras de un hoyo antes de `S`

format-expected-seeds-or-run = { $row }: piedras y `S`, o una serie de hoyos vacíos

format-expected-run = { $row }: una serie de 1 a 6 hoyos vacíos en una fila de 6

format-expected-row-of-six = { $row }: una fila de seis hoyos

format-expected-six-houses = { $row }: seis hoyos, no { $count }

format-expected-move = jugada { $ply }: un hoyo y dónde termina, como d1e2

format-expected-move-game-over = una jugada: la partida ha terminado

format-expected-move-of = jugada { $ply }: un hoyo de { $side }, que es quien mueve

format-expected-six-houses-game = una jugada de una partida de seis hoyos por lado

format-expected-landing =
    { $count ->
        [one] jugada { $ply }: su única piedra acaba en { $pit }
       *[other] jugada { $ply }: sus { $count } piedras acaban en { $pit }
    }

format-expected-legal = jugada { $ply }, una jugada legal: { $why }

## La pantalla: turnos, resultados, partidas guardadas, problemas, lecciones y los veredictos del entrenador

# "4 piedras", "3 puntos".
screen-amount =
    { $unit ->
        [points]
            { $count ->
                [one] 1 punto
               *[other] { $count } puntos
            }
       *[stones]
            { $count ->
                [one] 1 piedra
               *[other] { $count } piedras
            }
    }

screen-list-comma = { $list }, { $item }

screen-list-and = { $list } y { $item }

screen-list-or = { $list } o { $item }


screen-lesson-judging-try = El entrenador está evaluando { $move }…

screen-lesson-wait = Toca Siguiente error para seguir, o Volver al juego para terminar la lección.

screen-review-wait =
    { $ply ->
        [0] Estás viendo el inicio, antes de la jugada 1 de { $plies }: toca Volver al juego para seguir jugando.
       *[other] Estás viendo la jugada { $ply } de { $plies }: toca Volver al juego para seguir jugando.
    }

# Después de "Repasando" (controls-looking-back).
screen-moment =
    { $ply ->
        [0] el inicio, antes de la jugada 1 de { $plies }
       *[other] la jugada { $ply } de { $plies }
    }

screen-computer-wait = La máquina juega con { $player } ({ $level }): espera su jugada.


screen-lesson-no-slips = Ni errores ni errores graves tuyos en esta partida: ¡bien jugado!

screen-lesson-judging = Aprende de tus errores: el entrenador está evaluando las jugadas, { $judged } de { $moves }.

screen-lesson-slip = Error { $number } de { $count }: en la jugada { $move }, { $player } jugó { $played }, cediendo { $lost }.

screen-lesson-find = { $slip } Busca una jugada mejor para { $player }.

screen-lesson-said = { $slip } { $said }

screen-lesson-unjudged = El entrenador no pudo evaluar { $move } ({ $why }): prueba otra jugada.

screen-lesson-found = ¡Bien visto! { $move } es tan buena como la mejor jugada.

screen-lesson-try-again = { $move } cede { $lost }. Prueba otra vez.

screen-lesson-answer-after = { $move } también cede { $lost }. La mejor jugada era { $best }, marcada con un aro en el tablero.

screen-lesson-answer = La mejor jugada era { $best }, marcada con un aro en el tablero.


screen-summary-rook = capturó una torre

screen-summary-captured = capturó { $count }

screen-summary-captured-rook = capturó { $count } y una torre

screen-summary-relay = siembra encadenada, { $laps } vueltas

screen-summary-bounced =
    { $count ->
        [1] rebotó
       *[other] rebotó { $count } veces
    }

screen-summary-over = fin de la partida

screen-summary-extra-turn = turno extra

# "capturó 5; turno extra".
screen-summary-join = { $list }; { $item }


screen-resigned = { $player } se rindió: gana { $winner }.

screen-draw-agreed = Los jugadores acordaron un empate.

screen-agreed-undo = { $said } Deshacer lo anula.

screen-resign-refused = Solo se puede rendir durante una partida entre dos personas.

screen-draw-refused = Solo se puede acordar un empate durante una partida entre dos personas.

screen-draw-offered = { $player } ofrece un empate: { $other }, acéptalo o recházalo.

screen-draw-declined = { $player } rechazó el empate: turno de { $mover }.

screen-taken-back = Anulado: la partida sigue, turno de { $player }.

screen-rematch = Revancha: mismas reglas y jugadores, empieza { $player }. Deshacer recupera la partida que acabas de jugar.

screen-rematch-swapped = Revancha: mismas reglas y jugadores, con los lados cambiados: empieza { $player }. Deshacer recupera la partida que acabas de jugar.

screen-rematch-computer = Revancha: mismas reglas y jugadores; la máquina juega con { $player } y empieza. Deshacer recupera la partida que acabas de jugar.

screen-rematch-computer-swapped = Revancha: mismas reglas y jugadores, con los lados cambiados: la máquina juega con { $player } y empieza. Deshacer recupera la partida que acabas de jugar.

screen-no-aside = No hay otra partida a la que volver.

screen-back-left =
    { $over ->
        [over] Vuelve la partida que dejaste: ya ha terminado.
       *[on] Vuelve la partida que dejaste: turno de { $player }.
    }

screen-back-as-played =
    { $over ->
        [over] De vuelta a la partida original: ya ha terminado. Tu propia línea se guarda: Tu línea vuelve a ella.
       *[on] De vuelta a la partida original: turno de { $player }. Tu propia línea se guarda: Tu línea vuelve a ella.
    }

screen-back-line =
    { $over ->
        [over] De vuelta a tu propia línea: la partida ha terminado.
       *[on] De vuelta a tu propia línea: turno de { $player }.
    }

screen-try-again =
    { $ply ->
        [0] Nuevo intento desde el inicio: turno de { $player }. Rehacer recupera las jugadas de la partida, hasta que aquí se juegue otra; Original vuelve a la partida completa.
       *[other] Nuevo intento tras la jugada { $ply }: turno de { $player }. Rehacer recupera las jugadas de la partida, hasta que aquí se juegue otra; Original vuelve a la partida completa.
    }


screen-undone =
    { $count ->
        [one] Jugada deshecha: otra vez turno de { $player }.
       *[other] { $count } jugadas deshechas: otra vez turno de { $player }.
    }

screen-undo-nothing = Nada que deshacer: es el inicio de la partida.

screen-redo-stopped = Rehacer se detuvo: { $why }

screen-redo-nothing = Nada que rehacer: no se ha deshecho ninguna jugada.

screen-redone =
    { $count ->
        [one] Jugada rehecha: turno de { $player }.
       *[other] { $count } jugadas rehechas: turno de { $player }.
    }

screen-hint-over = La partida ha terminado: no hay ninguna jugada que sugerir.

screen-hint-computer = La máquina juega con { $player } ({ $level }): las pistas son para personas.

screen-hint-looking = Buscando una buena jugada…

# $move en palabras, con artículo: "Pista: el nivel Difícil jugaría el hoyo 3 de Rojo."
screen-hint = Pista: el nivel { $level } jugaría { $move }.

screen-computer-failed = La máquina no encontró ninguna jugada ({ $why }), así que ahora una persona juega con { $player }.

screen-hint-failed = No se encontró ninguna pista ({ $why }).

screen-seat-person = A partir de ahora, una persona juega con { $player }.

screen-seat-computer = A partir de ahora, la máquina ({ $level }) juega con { $player }.


screen-new-game-plain = Partida nueva.

screen-new-game-usual = Partida nueva con las reglas habituales.

screen-new-game-but = Partida nueva con las reglas habituales, salvo { $options }.

screen-option-choice = { $option }: { $choice }

screen-new-game-computer = { " " }La máquina ({ $level }) juega con { $player }.

screen-new-game-back = { " " }Deshacer recupera la partida que dejaste.


screen-followed-dropped = Esta partida avanzó en otra pestaña o ventana, así que tu último cambio aquí no se guardó: el tablero muestra la partida tal como está allí.

screen-followed = Esta partida avanzó en otra pestaña o ventana: el tablero la sigue.

screen-follow-unread = Esta partida se guardó en otra pestaña o ventana en un formato que esta página no puede leer ({ $why }): recarga la página para verla.

screen-save-unreadable = No se pudo leer la partida guardada de { $game } ({ $why }), así que ha empezado una partida nueva.

screen-save-damaged = está dañada: no es una partida guardada de este sitio

screen-save-v1 = se guardó con una versión anterior de este sitio, que solo puede leer un navegador

screen-save-other-version = se guardó con otra versión de este sitio ({ $version })

screen-save-damaged-why = está dañada: { $why }

screen-save-no-seats = `{ $line }` no dice quién juega

screen-save-other-game = es una partida de { $game }

-screen-link-kept = Tu propia partida se guarda hasta que juegues aquí: Mi partida vuelve a ella.

screen-link-opened =
    { $moves ->
        [0] Abierta desde un enlace, al inicio de la partida. { -screen-link-kept }
        [one] Abierta desde un enlace, tras 1 jugada. { -screen-link-kept }
       *[other] Abierta desde un enlace, tras { $moves } jugadas. { -screen-link-kept }
    }

screen-link-stopped-kept = { $said } { -screen-link-kept }

screen-link-refused = No se pudo abrir el enlace ({ $why }), así que esta es una partida nueva. { -screen-link-kept }

screen-link-stopped-missing =
    { $played ->
        [0] Abierta desde un enlace al inicio de la partida: falta su primera jugada (dos puntos sin nada entre ellos).
       *[other] Abierta desde un enlace hasta la jugada { $played }: falta su jugada { $move } (dos puntos sin nada entre ellos).
    }

screen-link-stopped-malformed =
    { $played ->
        [0] Abierta desde un enlace al inicio de la partida: su primera jugada, “{ $text }”, no es una jugada de { $game } (una jugada es { $expected }).
       *[other] Abierta desde un enlace hasta la jugada { $played }: su jugada { $move }, “{ $text }”, no es una jugada de { $game } (una jugada es { $expected }).
    }

screen-link-stopped-illegal =
    { $played ->
        [0] Abierta desde un enlace al inicio de la partida: su primera jugada, “{ $text }”, no se puede jugar ahí ({ $why }).
       *[other] Abierta desde un enlace hasta la jugada { $played }: su jugada { $move }, “{ $text }”, no se puede jugar ahí ({ $why }).
    }

screen-link-other-game = es una partida de { $other }, no de { $game }

screen-link-unknown-game = es una partida de “{ $id }”, que no es ninguno de estos juegos

screen-link-no-option = { $game } no tiene la opción “{ $key }”

screen-link-bad-value = “{ $key }={ $value }” no está permitido: { $option } puede ser { $choices }

screen-link-bad-value-plain = “{ $key }={ $value }” no está permitido

screen-link-too-long = es demasiado largo para ser el enlace de una partida ({ $length } caracteres)

screen-link-no-game = no indica ningún juego

screen-link-not-pair = “{ $text }” debería ser una opción y su valor, como seeds=5

screen-link-option-twice = da la opción “{ $key }” dos veces

screen-link-broken-escape = se dañó por el camino: un % no va seguido de dos dígitos hexadecimales

screen-link-position = su posición inicial no se puede abrir: { $why }


screen-puzzle-fetching = Cargando el problema…

screen-puzzle-unloaded = No se pudo cargar el problema: { $why }.

screen-puzzle-unserved =
    { $why ->
        [unfetched] no se pudieron descargar los problemas de este juego
        [empty] este juego aún no tiene problemas
       *[unreadable] no se pudieron leer los problemas de este juego
    }

screen-puzzle-task = Problema { $number } de { $count }. Juegas con { $player }: encuentra la mejor jugada. Solo una jugada conserva el mejor resultado; cualquier otra pierde al menos { $least }.

screen-puzzle-retry = Esta no: { $move } pierde { $lost }. Prueba otra vez: solo una jugada conserva el mejor resultado.

screen-puzzle-solved = ¡Resuelto! Con { $answer } conservas el mejor resultado: un margen final de { $margin } con juego perfecto.

screen-puzzle-solved-second = ¡Encontrada al segundo intento! Con { $answer } conservas el mejor resultado: un margen final de { $margin } con juego perfecto.

screen-puzzle-missed = Esta tampoco: { $move } pierde { $lost }. La mejor jugada, marcada, es { $answer }: un margen final de { $margin } con juego perfecto.

screen-puzzle-missed-plain = Esta tampoco. La mejor jugada, marcada, es { $answer }: un margen final de { $margin } con juego perfecto.

screen-puzzle-show-answer = { $said } Toca Ver solución para verla jugada.

screen-puzzle-next-move = { $said } Toca Avanzar para ver la línea que sigue.

screen-puzzle-line-done = { $said } Esa es la línea que espera la máquina.

screen-puzzle-loading = El problema está en camino.

screen-puzzle-none = No hay ningún problema que resolver: toca Otro problema para volver a intentarlo.

screen-puzzle-done = Este problema está terminado: toca Avanzar para ver la línea, u Otro problema.

screen-puzzle-score = Racha { $streak } · Resueltos { $solved }

screen-puzzles-link = Problemas: encuentra la mejor jugada


screen-verdict-name =
    { $verdict ->
        [best] Mejor
        [good] Buena
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    }

screen-verdict-mark-loss = , cede { $loss }, mejor { $best }

screen-verdict-noun =
    { $verdict ->
        [best] la mejor jugada
        [inaccuracy] una imprecisión
        [mistake] un error
        [blunder] un error grave
       *[good] una buena jugada
    }

screen-verdict-even = tan buena como la mejor

screen-given-up =
    { $unit ->
        [points]
            { $count ->
                [one] 1 punto cedido
               *[other] { $count } puntos cedidos
            }
       *[stones]
            { $count ->
                [one] 1 piedra cedida
               *[other] { $count } piedras cedidas
            }
    }

screen-verdict-words = { $verdict }: { $lost }, cuando la mejor era { $best }

screen-review-led = { $player } jugó { $move }, { $verdict }.

screen-review-next = Desde aquí { $player } jugó { $move } (el aro punteado), { $verdict }; la mejor era { $best }, con el aro de trazos.

screen-coach-judged-other = evaluó { $move }

screen-see-better = Ver la mejor jugada

screen-learn = Aprende de tus errores

screen-analyse = Analizar

screen-eval-waiting = El entrenador está evaluando las jugadas.

screen-eval-shares =
    { $margin ->
        [one] Tras la jugada { $ply }, su jugador puede esperar 1 captura más que el siguiente mejor.
       *[other] Tras la jugada { $ply }, su jugador puede esperar { $margin } capturas más que el siguiente mejor.
    }

screen-eval-even = Tras la jugada { $ply }: igualada, con juego perfecto por ambas partes.

screen-eval-ahead = Tras la jugada { $ply }: { $player } va ganando por { $margin }, las piedras de ventaja con las que { $player } ganaría con juego perfecto por ambas partes.

screen-graph-label = El margen esperado con juego perfecto tras cada jugada: por encima de la línea va ganando { $south }, por debajo { $north }; una marca grande en cada error y cada error grave

screen-graph-label-shares = La parte de las capturas que cada jugador puede esperar tras cada jugada

screen-graph-top = { $player } +{ $top }


screen-solo-tally =
    { $won ->
        [one] 1 ganada
       *[other] { $won } ganadas
    } · { $drawn ->
        [one] 1 empatada
       *[other] { $drawn } empatadas
    } · { $lost ->
        [one] 1 perdida
       *[other] { $lost } perdidas
    }

## La pantalla: controles, la página Más, la pantalla de inicio y los tableros

# "Rojo (máquina, Difícil) está pensando…".
controls-thinking = { $player } (máquina, { $level }) está pensando…

controls-analyse-position = Analizar esta posición

controls-games = Juegos

controls-rules = Reglas

# "Repasando la jugada 3 de 20."
controls-looking-back = Repasando { $moment }.

controls-play-a-game = Jugar una partida

controls-my-game = Mi partida

controls-analyse = Analizar

# Los botones bajo el tablero.
controls-new = Nueva
controls-undo = Deshacer
controls-redo = Rehacer
controls-hint = Pista
controls-share = Compartir
controls-more = Más
controls-review = Repasar
controls-rematch = Revancha
controls-accept-draw = Aceptar empate
controls-decline = Rechazar
controls-as-played = Original
controls-your-line = Tu línea
controls-show-answer = Ver solución
controls-next-move = Avanzar
controls-next-puzzle = Otro problema
controls-next-mistake = Siguiente error
controls-first = Primera
controls-previous = Anterior
controls-next = Siguiente
controls-last = Última
controls-try-again = Reintentar
controls-back-to-game = Volver al juego
controls-back-short = Volver

controls-skip = Saltar

controls-coach-failed = El entrenador no pudo evaluar la jugada { $number }: { $why }.

controls-coach-judging = El entrenador está evaluando las jugadas: { $judged } de { $plies }.

controls-coach-done =
    { $plies ->
        [one] Evaluada la única jugada.
       *[other] Evaluadas las { $plies } jugadas.
    }

headline-draw = Empate

headline-you-won = Ganaste por { $margin }

headline-you-share = Compartes la victoria

headline-you-lost = Perdiste por { $margin }

headline-wins = { $player } gana por { $margin }

headline-share = { $players } comparten la victoria

# "Rojo y Verde", "Jugador 1 y Jugador 2 y Jugador 3".
headline-names-joined = { $first } y { $second }

controls-rematch-swapped = Revancha, lados cambiados

controls-resigns = { $player } se rinde

controls-offer-draw = Ofrecer empate

controls-across-the-table = Al otro lado de la mesa

controls-far-button = { $button }, al otro lado de la mesa

more-title = Opciones de { $game }

more-back = Volver

# "Las opciones se aplican cuando empiezas una partida Nueva." ($new en negrita)
more-in-force = Las opciones se aplican cuando empiezas una partida { $new }.

more-pending = { " " }Las has cambiado: toca Nueva para jugar con ellas.

more-presets = Preajustes

more-preset-explained = { $preset }: { $explanation }

more-who-plays = Quién juega

# "Con Rojo juega": una persona, o la máquina en un nivel.
more-seat-played-by = Con { $player } juega

more-a-person = una persona

more-computer-hint = La máquina juega con un lado al nivel elegido, desde su próxima jugada; una partida entre máquinas se juega sola.

more-speed = Animación de las jugadas
more-speed-hint = Piedra a piedra, en este dispositivo. Un toque en el tablero la salta.
speed-off = No
speed-fast = Rápida
speed-normal = Normal
speed-slow = Lenta

more-sit = Los jugadores se sientan
more-sit-side = Lado a lado
more-sit-facing = Frente a frente
more-sit-hint-two-rows = Frente a frente, con una tableta o un teléfono en horizontal entre los dos: el lado, los controles y el resultado del jugador de enfrente se giran hacia él. Un teléfono en vertical es demasiado estrecho para compartirlo, así que ahí el tablero es para un jugador cada vez.
more-sit-hint-square = Frente a frente, con una tableta entre los dos: la pila de cada jugador queda en su propio borde, girada hacia él, igual que la línea que dice a quién le toca. En un teléfono el tablero cuadrado no deja bordes libres, así que ahí es para un jugador cada vez.

more-bar = Barra de evaluación
more-bar-off = No
more-bar-on = Sí
more-bar-hint = Durante la partida, el margen del entrenador tras la última jugada que ha evaluado, en este dispositivo.

more-look = Aspecto
more-look-hint = En este dispositivo. Auto sigue el modo claro u oscuro del sistema y su ajuste de contraste.
theme-auto = Auto
theme-wood = Madera
theme-light = Claro
theme-contrast = Alto contraste

more-full-screen = Pantalla completa

sound-mute = Silenciar
sound-on-title = Sonido activado: toca para silenciar
sound-muted-title = Silenciado: toca para activar el sonido

home-title = Mancala

manifest-description = Kalah, Awari, Ayo, Oware, Calcala y Roocala para jugadores que comparten una tableta, incluso sin conexión.

html-noscript = Mancala necesita JavaScript y WebAssembly para funcionar.

html-analysis-loading = Cargando el tablero de análisis…

page-title-game = { $game } · Mancala

page-title-puzzles = Problemas de { $game } · Mancala

home-tagline = Juegos de siembra para dos jugadores (hasta cuatro en Calcala), en una misma tableta entre los dos, o para jugar tú solo contra la máquina.

home-no-such-game = Aquí no hay ningún juego llamado “{ $name }”; elige uno de abajo.

home-computer = La máquina
home-level-legend = Nivel de la máquina
home-seat-legend = Tú mueves
home-seat-first = Primero
home-seat-second = Segundo

home-two-players = Dos jugadores
home-two-to-four = De 2 a 4 jugadores

home-play-computer = Jugar contra la máquina

# "Nivel Difícil: 2 ganadas · 0 empatadas · 1 perdida".
home-record = Nivel { $level }: { $results }

home-analysis-link = Tablero de análisis: cualquier posición, cada jugada valorada

home-reset = Borrar los resultados
home-reset-confirm = ¿Olvidar todos los resultados contra la máquina en este dispositivo?

board-moves = Jugadas, de la más reciente a la más antigua: toca una para volver a verla

board-move-entry = { $ply }. { $player } { $move }

board-name = Tablero

board-pit =
    { $count ->
        [one] { $pit }: { $count } piedra
       *[other] { $pit }: { $count } piedras
    }

board-blue-stone = 1 piedra
board-yellow-stone = Una piedra amarilla equivale a 2 piedras
board-black-stone = Una piedra negra equivale a 3 piedras
board-stone-legend = Una piedra amarilla equivale a 2 piedras, una negra a 3
board-legend-unit =
    { $count ->
       *[other] { " " }piedras
    }

board-thinking = Pensando…
board-your-move = Tu turno

board-pile-thinking = pensando…
board-pile-to-move = su turno

board-captured-stones = Piedras capturadas

# "el hoyo C4 hacia NE" (con artículo, como las demás jugadas en palabras).
board-calcala-move = el hoyo { $from } hacia { $dir }

board-calcala-arrow = Sembrar { $from } hacia { $dir }: captura { $captured }

board-calcala-sowing = { $player } siembra desde { $pit }…

board-calcala-choose-arrow = Turno de { $player }: toca una flecha para sembrar desde { $pit }, o toca en otro sitio para elegir de nuevo.

board-calcala-to-move = Turno de { $player }: toca un hoyo y luego una flecha.

board-roocala-moving = { $player } mueve desde { $cell }…

board-roocala-start = Sur mueve primero; Norte empieza con 1 punto.

board-roocala-choose-move = Turno de { $player }: elige una de las jugadas de esta casilla, o toca otra casilla.

board-roocala-to-move = Turno de { $player }: toca una casilla para ver las jugadas que empiezan en ella.

board-points = Puntos

board-point-for-second = 1 por mover segundo

board-points-win = Se gana con { $points } puntos.

board-offers = Jugadas desde la casilla elegida

board-cell =
    { $count ->
        [one] { $cell }: 1 ficha
       *[other] { $cell }: { $count } fichas
    }

board-cell-rook =
    { $count ->
        [one] { $cell }: 1 ficha, torre de { $player }
       *[other] { $cell }: { $count } fichas, torre de { $player }
    }

board-choice = Tablero
board-choice-square = Cuadrado
board-choice-hex = Hexagonal
board-choice-hint = Cada tablero guarda su propia partida: al elegir uno, se abre al momento.


## El tablero de análisis

analysis-page-title = Análisis · Mancala

analysis-back-to-games = ‹ Juegos

analysis-heading = Tablero de análisis

analysis-choose-game = Elige un juego para analizarlo desde el inicio, o pega un registro abajo.

analysis-back-to-game = ‹ { $game }

analysis-game-heading = Análisis · { $game }

analysis-cannot-open = Esa posición ya no se puede abrir.

analysis-game-over = La partida ha terminado: no hay jugadas que valorar.

analysis-to-move = Turno de { $mover }. El valor de cada jugada es la ventaja, en piedras, con la que { $mover } acaba con juego perfecto después de ella: “exacto” donde está demostrado; si no, la profundidad de búsqueda.

analysis-side-edited = La posición editada

analysis-side-moves = Jugadas y su valor

analysis-undo = Deshacer
analysis-edit-position = Editar posición
analysis-play-from-here = Jugar desde aquí

analysis-address-refused = La dirección: { $why }

analysis-not-a-position = No es una posición de { $game }: { $why }.

# El tablero de análisis: las jugadas y su valor.

analysis-weighing = Valorando las jugadas…

analysis-legal-moves = Jugadas legales

analysis-legal-moves-best-first = Jugadas legales, la mejor primero

# "Profundidad 12 · 48.213 posiciones · 1,5 s".
analysis-searched =
    { $done ->
        [yes] Profundidad { $depth } · { $nodes } posiciones · { $seconds } s
       *[no] Profundidad { $depth } · { $nodes } posiciones · { $seconds } s · buscando más a fondo…
    }

# Coma decimal: "1,5".
analysis-decimal = { $whole },{ $tenths }

analysis-worth =
    { $sign ->
        [ahead] +{ $seeds }
        [behind] −{ $seeds }
       *[even] { $seeds }
    }

analysis-exact = exacto

analysis-depth = profundidad { $depth }

# "J1 12".
analysis-share = { $player } { $count }

analysis-shares-between = { " · " }

analysis-best-line = Mejor línea: { $line }

analysis-walked = Jugadas recorridas
analysis-walked-opened = Abierta

# El tablero de análisis: el editor de posiciones.

analysis-editor = Editor de posiciones

analysis-slot-store =
    { $side ->
        [south] Almacén de Sur
       *[north] Almacén de Norte
    }

# "Pila de J1".
analysis-slot-pile = Pila de J{ $number }

analysis-slot-cell =
    { $rook ->
        [south] Casilla { $cell } (torre de Sur)
        [north] Casilla { $cell } (torre de Norte)
       *[none] Casilla { $cell }
    }

analysis-slot-points =
    { $side ->
        [south] Puntos de Sur
       *[north] Puntos de Norte
    }

analysis-editor-hint =
    { $board ->
        [two-rows] Toca un hoyo para fijar sus piedras.
        [grid] Elige un hoyo para fijar sus piedras.
       *[cells] Toca una casilla para fijar sus fichas y su torre.
    }

analysis-one-fewer = Una menos en { $slot }

analysis-one-more = Una más en { $slot }

analysis-count-in =
    { $board ->
        [two-rows] Piedras en { $slot }
        [grid] Piedras en { $slot }
       *[cells] Fichas en { $slot }
    }

analysis-rook = Torre
analysis-no-rook = Sin torre
analysis-rook-south = De Sur
analysis-rook-north = De Norte

analysis-slots = Hoyos y almacenes

analysis-to-move-group = Turno
analysis-player-to-move = Turno de { $player }

analysis-start-position = Posición inicial
analysis-cancel = Cancelar
analysis-done = Listo

# El tablero de análisis: registros de entrada y salida.

analysis-format-record = Registro
analysis-format-position = Texto de posición
analysis-format-fen = FEN de PlayStrategy
analysis-format-moves = Jugadas de PlayStrategy
analysis-format-kalah-literal = Literal de tablero de Kalah

analysis-only-ayo = { $format }: solo Ayo (Oware Abapa) se escribe así
analysis-only-kalah = { $format }: solo Kalah se escribe así
analysis-not-a-board = { $format }: no admite este tablero
analysis-moves-from-start = { $format }: una lista de jugadas parte del inicio, y esta partida no

analysis-nothing-to-open = Nada que abrir: pega antes un registro, un enlace o una posición.

analysis-not-understood = No se entiende “{ $text }”: no es el registro ni el enlace de una partida (kalah?moves=3.1), ni nuestro texto de posición, ni el FEN o la lista de jugadas de PlayStrategy, ni un literal de tablero de Kalah.

analysis-record-refused = El registro: { $why }

analysis-format-refused = { $format }: { $why }

analysis-literal-not-two-rows = { $format }: no tiene dos filas
analysis-literal-no-game = { $format }: { $total } piedras en { $houses } hoyos por lado no forman ninguna partida de Kalah({ $houses }, n)

analysis-format-not-a-position = { $format }: no es una posición del juego: { $why }

analysis-not-played-here = Aquí no se juega a { $game }

analysis-open-record = Abrir un registro
analysis-paste-label = Un registro, un enlace o una posición para abrir:

analysis-record-in-and-out = Importar y exportar
analysis-formats = Formato
analysis-record-label = La partida como texto; pega otra para abrirla:

analysis-copy = Copiar
analysis-open = Abrir

## Páginas de reglas

screen-rules-title = Cómo jugar a { $game }

rules-coach-heading = Los veredictos del entrenador

rules-coach-judging =
    En un repaso (toca una jugada en la lista de jugadas), el entrenador evalúa cada jugada por { $unit ->
        [points] los puntos
       *[stones] las piedras
    } que cedió frente a la mejor jugada encontrada, la marca en la lista con su signo y
    marca la mejor jugada en el tablero. { $how }

rules-coach-how-kalah =
    En Kalah el entrenador resuelve con exactitud el final del medio juego y el final de la
    partida (el solucionador: marcado exacto); antes, usa la búsqueda del nivel Experto con
    un límite de cálculo fijo.

rules-coach-how-calcala =
    Usa la búsqueda del nivel Experto con un límite de cálculo fijo. Con 3 o 4 jugadores, el
    valor de una jugada es la parte de las capturas que su jugador puede esperar hasta su
    siguiente turno, y la pérdida son las capturas cedidas.

rules-coach-how-search = Usa la búsqueda del nivel Experto con un límite de cálculo fijo.

rules-coach-verdict-column = Veredicto

rules-coach-sign-column = Signo

rules-coach-loss-column =
    { $unit ->
        [points] Puntos cedidos
       *[stones] Piedras cedidas
    }

rules-coach-threshold =
    { $verdict ->
        [best] nada cedido frente a la mejor jugada encontrada
        [blunder]
            { $unit ->
                [points] { $low } puntos o más cedidos
               *[stones] { $low } piedras o más cedidas
            }
        [mistake]
            { $unit ->
                [points] de { $low } a { $high } puntos cedidos, o menos si la jugada echa a perder un resultado ganado o de empate (cuando es exacto)
               *[stones] de { $low } a { $high } piedras cedidas, o menos si la jugada echa a perder un resultado ganado o de empate (cuando es exacto)
            }
       *[other]
            { $unit ->
                [points] de { $low } a { $high } puntos cedidos
               *[stones] de { $low } a { $high } piedras cedidas
            }
    }

rules-stone-colours =
    Cada piedra azul del tablero es una piedra. Cuando un hoyo está demasiado lleno para
    mostrar todas sus piedras, una piedra amarilla equivale a 2 piedras y una negra a 3; el
    número junto al hoyo siempre da la cantidad exacta.

rules-kalah-intro =
    Dos jugadores, Rojo y Verde, se sientan a cada lado del tablero. Cada uno es dueño de la
    fila de hoyos pequeños más cercana y del hoyo grande, el Mancala, que tiene a su
    derecha. Todos los hoyos pequeños empiezan con el mismo número de piedras (cuatro, salvo
    que las opciones digan otra cosa).

rules-kalah-sowing-caption =
    Rojo recoge las 4 piedras del hoyo 3 y deja una en cada uno de los hoyos siguientes, en
    sentido antihorario: los hoyos 4, 5 y 6 y luego su propio Mancala. La última piedra cayó
    en el Mancala, así que Rojo vuelve a mover.

rules-kalah-move-heading = Una jugada

rules-kalah-move =
    En tu turno, toca uno de tus hoyos que tenga piedras. Sus piedras se siembran una a una
    en los hoyos siguientes, en sentido antihorario, incluido tu propio Mancala pero nunca el
    de tu rival, que se salta. Un puñado grande puede dar la vuelta completa y dejar una
    piedra en el mismo hoyo del que salió.

rules-kalah-last-stone-heading = Dónde cae la última piedra

rules-kalah-last-stone-store = En tu propio Mancala: vuelves a mover.

rules-kalah-last-stone-empty-tray =
    En uno de tus hoyos que estaba vacío: esa piedra y todas las del hoyo de enfrente van a
    tu Mancala (la opción Última piedra en hoyo vacío puede exigir que haya piedras
    enfrente para que esto ocurra).

rules-kalah-last-stone-elsewhere = En cualquier otro sitio: le toca a tu rival.

rules-kalah-end-heading = El final

rules-kalah-end =
    La partida termina cuando todos los hoyos pequeños de un jugador están vacíos (la opción
    Fin de la partida puede hacer que espere hasta que no le queden al jugador que mueve), o en
    cuanto un Mancala tiene más de la mitad de todas las piedras. Entonces cada jugador
    cuenta su Mancala más las piedras que quedan en sus propios hoyos (la opción Piedras
    restantes para puede darle esas piedras al rival o a nadie). Gana el total más alto.

rules-kalah-options-heading = Opciones

rules-kalah-options =
    Más abre las opciones, cada una explicada donde se elige: las tres reglas anteriores,
    quién empieza, las piedras por hoyo (el torneo 605.452 juega con 4 o 5) y los hoyos por
    lado, y los preajustes Como la app de TopAccolades y Torneo 605.452, 5 piedras. Los
    cambios se aplican cuando tocas Nueva.

rules-awari-intro =
    Jugador 1 se sienta abajo y es dueño de los seis hoyos de la fila cercana y del granero
    de la derecha; Jugador 2 es dueño de la fila lejana y del granero de la izquierda. Cada
    hoyo empieza con cuatro piedras, y empieza Jugador 1.

rules-awari-sowing-heading = La siembra

rules-awari-sowing =
    Toca uno de tus hoyos que tenga piedras. Se dejan una a una en los hoyos siguientes, en
    sentido antihorario, y en Awari los graneros están en el camino: una piedra que cae en un
    granero se queda allí y cuenta para el dueño de ese granero, aunque sea tu rival.

rules-awari-sowing-caption =
    Jugador 1 siembra las 4 piedras del hoyo 4: una en cada uno de los hoyos 5 y 6, una en
    el granero y una en el primer hoyo de Jugador 2.

rules-awari-capture-heading = Repetir turno y capturar

rules-awari-again =
    Si tu última piedra cae en tu propio granero, vuelves a mover, tantas veces como ocurra.

rules-awari-capture =
    Si tu última piedra cae en un hoyo vacío, de cualquiera de los dos lados, y el hoyo de
    enfrente tiene piedras, te llevas esas piedras y tu última piedra a tu granero. Si el
    hoyo de enfrente está vacío, no te llevas nada.

rules-awari-capture-caption =
    La única piedra del hoyo 1 de Jugador 1 cae en el hoyo 2, que está vacío. Enfrente, el
    hoyo 5 de Jugador 2 tiene 6 piedras: esas 6 y la piedra que cayó van al granero de
    Jugador 1.

rules-awari-end-heading = El final

rules-awari-end =
    La partida termina en cuanto un granero tiene más de 24 piedras: gana ese jugador.
    También termina cuando el jugador que mueve no tiene piedras que sembrar (las piedras que
    siguen en el tablero van para el último jugador que movió), o cuando la misma posición se
    repite por tercera vez (entonces cada jugador se lleva las piedras de su lado). Gana el
    total mayor.

rules-ayo-intro =
    Jugador 1 es dueño de la fila cercana de seis hoyos y del granero de la derecha; Jugador
    2, de la fila lejana y del granero de la izquierda. Cada hoyo empieza con cuatro piedras
    y empieza Jugador 1. Los graneros solo guardan lo que capturas: la siembra nunca deja
    piedras en ellos.

rules-ayo-sowing-heading = La siembra

rules-ayo-sowing =
    Toca uno de tus hoyos con piedras: se dejan una a una en los hoyos siguientes, en
    sentido antihorario. Un puñado de 12 o más da la vuelta completa y se salta cada vez el
    hoyo del que salió.

rules-ayo-capture-heading = Capturar

rules-ayo-capture =
    Si tu última piedra cae en uno de los hoyos de tu rival y lo deja con 2 o 3, capturas
    ese hoyo. Luego mira el hoyo anterior: si también es de tu rival y tiene 2 o 3, también
    lo capturas, y así hacia atrás hasta que un hoyo rompa la cadena.

rules-ayo-capture-caption =
    Jugador 1 siembra 4 piedras desde el hoyo 5. La última cae en el hoyo 3 de Jugador 2 y
    lo deja con 2: capturado. El hoyo 2, el anterior, tiene ahora 3: también capturado. El
    hoyo 1 tiene 4, lo que rompe la cadena: 5 piedras en total.

rules-ayo-grand-slam-heading = Gran slam y alimentar al rival

rules-ayo-grand-slam =
    Una captura que vaciaría todo el lado de tu rival es un gran slam. Por defecto se puede
    jugar, pero no captura nada; las opciones pueden dejar que capture, o prohibirlo mientras
    tengas otra jugada. Y cuando tu rival no tiene ninguna piedra, tienes que darle alguna si
    hay una jugada que lo haga (esto también es una opción). Si no la hay, la partida termina
    y te llevas las piedras que quedan en el tablero.

rules-ayo-end-heading = El final

rules-ayo-end =
    Un jugador con más de 24 piedras en su granero gana al instante. La partida también
    termina cuando el jugador que mueve no puede mover (las piedras que quedan van para el
    último jugador que movió) o cuando una posición se repite por tercera vez (cada uno se
    lleva las piedras de su lado). Gana el total mayor.

rules-oware-intro =
    Jugador 1 es dueño de la fila cercana de seis hoyos y del granero de la derecha; Jugador
    2, de la fila lejana y del granero de la izquierda. Cada hoyo empieza con cuatro piedras
    y empieza Jugador 1. La siembra solo recorre los hoyos; los graneros reúnen las piedras
    que se capturan.

rules-oware-relay-heading = Siembra encadenada

rules-oware-relay =
    Toca uno de tus hoyos con piedras y se siembran una a una, en sentido antihorario. El
    sitio donde cae la última piedra decide lo que pasa después:

rules-oware-relay-empty = en un hoyo vacío: tu jugada termina;

rules-oware-relay-four = en un hoyo al que deja con 4: te llevas esas 4 piedras y tu jugada termina;

rules-oware-relay-other =
    en cualquier otro hoyo: recoges todas sus piedras y sigues sembrando desde el hoyo
    siguiente, en una nueva vuelta.

rules-oware-relay-caption =
    Jugador 1 siembra 3 piedras desde el hoyo 6. La última deja el hoyo 3 de Jugador 2 con 3,
    así que esas 3 se recogen y se siembran en los hoyos 4, 5 y 6; la última cae en un hoyo
    vacío y la jugada termina.

rules-oware-fours-heading = Cuatros

rules-oware-fours =
    Cada vez que una piedra que dejas por el camino hace que un hoyo tenga exactamente 4,
    esas 4 piedras van al momento al granero del jugador en cuyo lado está el hoyo (a veces,
    tu rival) y sigues sembrando. Si una siembra encadenada fuera a dar vueltas sin fin, la
    jugada se detiene donde empieza a repetirse.

rules-oware-end-heading = El final

rules-oware-end =
    Un jugador con más de 24 piedras en su granero gana al instante. La partida también
    termina cuando el jugador que mueve no tiene piedras (las que quedan van para el último
    jugador que movió) o cuando una posición se repite por tercera vez (cada uno se lleva
    las piedras de su lado). Gana el total mayor.

rules-calcala-intro =
    Calcala se juega entre 2, 3 o 4 jugadores en un tablero de 36 hoyos, de 6 por 6. Ningún
    hoyo tiene dueño: en tu turno puedes tomar las piedras de cualquier hoyo que las tenga.
    Los jugadores mueven por turnos, Jugador 1, Jugador 2, y así sucesivamente; cada uno
    guarda en una pila las piedras que captura.

rules-calcala-move-heading = Una jugada

rules-calcala-move =
    Toca un hoyo y luego una de las flechas que lo rodean. Sus piedras se siembran una a
    una, una por hoyo, en la dirección de la flecha. En el primer paso no puedes salir del
    tablero, así que un hoyo del borde ofrece 5 flechas y una esquina 3; después, los bordes
    del tablero desvían la siembra:

rules-calcala-edge-straight =
    En línea recta hacia arriba, abajo, la izquierda o la derecha, la siembra sale por un
    borde y vuelve a entrar por el opuesto.

rules-calcala-edge-diagonal =
    En diagonal contra un lado, rebota en ángulo recto y sigue en su nueva dirección. En
    diagonal hacia fuera por una esquina, vuelve a entrar por la esquina opuesta.

rules-calcala-wrap-caption = Vuelta: 5 piedras de C2 sembradas hacia el este van a D2, E2, F2 y dan la vuelta hasta A2 y B2.

rules-calcala-bounce-caption =
    Rebote: 3 piedras de D5 sembradas hacia el sureste van a E6, luego rebotan en el borde
    inferior hacia F5, en el lado derecho hacia E4, y siguen hacia el noroeste.

rules-calcala-last-stone-heading = Dónde cae la última piedra

rules-calcala-last-stone-full =
    En un hoyo que ya tenía piedras: recógelas todas y sigue sembrando desde ahí en la misma
    dirección (una nueva vuelta).

rules-calcala-last-stone-empty =
    En un hoyo vacío: capturas todas las piedras del siguiente hoyo del camino, y tu turno
    termina.

rules-calcala-capture-caption =
    Captura: 2 piedras de B4 sembradas hacia el este; la última cae en D4, que está vacío,
    así que se capturan las piedras del siguiente hoyo, E4.

rules-calcala-relay-forever =
    Si una siembra encadenada fuera a dar vueltas y vueltas sin fin, se detiene donde empieza
    a repetirse, sin captura.

rules-calcala-end-heading = El final

rules-calcala-end =
    La partida termina cuando quedan 6 piedras o menos en el tablero, o cuando la misma
    posición se repite por tercera vez. Las piedras que quedan en el tablero no cuentan para
    nadie: gana quien más haya capturado, y los jugadores empatados en cabeza comparten la
    victoria.

rules-calcala-options-heading = Opciones

rules-calcala-options =
    En Más se eligen el número de jugadores, quién empieza y la disposición inicial: 2
    piedras en cada hoyo (estándar), 1 (corta), 3 (larga), o 3 o 2 en hoyos alternos (Double
    Dutch y Half Dutch).

rules-roocala-intro =
    Roocala, de Christian Freeling, se juega en un anillo de casillas de borde alrededor de
    una zona interior neutral, en un tablero cuadrado (20 casillas de borde) o hexagonal
    (18). Sur es dueño de las casillas de borde de la mitad inferior del anillo, y Norte de
    las de la mitad superior. Cada casilla de borde empieza con dos fichas, cada jugador
    tiene dos torres en el interior, Sur mueve primero y Norte empieza con un punto para
    compensarlo. Estás obligado a mover; hay tres tipos de jugada.

rules-roocala-start-caption =
    El tablero cuadrado: Sur es dueño de la mitad roja del anillo, y Norte de la mitad
    verde; las 16 casillas del interior son neutrales. Las torres empiezan en el interior.

rules-roocala-sowing-heading = Sembrar fichas

rules-roocala-sowing =
    Toma todas las fichas de una de tus casillas de borde, o de cualquier casilla interior,
    y déjalas una a una: desde tu casilla de borde, o bien en sentido antihorario por el
    anillo (saltándote la casilla de la que saliste), o bien en línea recta hacia la zona
    interior; desde una casilla interior, en línea recta. Una siembra en línea recta que
    llega al borde sigue en sentido antihorario por el anillo. Las torres no estorban.

rules-roocala-sowing-capture =
    Si tu última ficha cae en una casilla que no es tuya y que tenía exactamente una ficha,
    capturas allí una ficha, y así hacia atrás con cada ficha dejada justo antes que hizo lo
    mismo.

rules-roocala-ring-caption =
    Por el anillo: Sur siembra las tres fichas de e1 en sentido antihorario en f1, f2 y f3.

rules-roocala-line-caption =
    En línea: Sur siembra las dos fichas de a3 hacia el este. Tanto b3 como c3 tenían una
    ficha, así que la última captura una en c3 y la cadena vuelve atrás para llevarse una en
    b3.

rules-roocala-rook-heading = Mover una torre

rules-roocala-rook =
    Una torre que está en una casilla vacía se mueve en línea recta por casillas vacías y se
    detiene en la primera casilla que no esté vacía. Si cae sobre fichas en una casilla que
    no es tuya, captura una; en tu propia casilla no captura nada. Si cae sobre una torre
    rival que está sobre fichas, captura esa torre. Una torre no puede caer sobre tu otra
    torre, ni sobre una torre rival que esté sola.

rules-roocala-rook-caption =
    La torre de Sur en e2 se mueve hacia el norte por e3 y e4, que están vacías, y se
    detiene en e5, la primera casilla que no está vacía, capturando una de sus fichas.

rules-roocala-hybrid-heading = Siembra híbrida

rules-roocala-hybrid =
    Desde una casilla con tu torre y fichas, puedes sembrar las fichas como antes y dejar
    que la torre las acompañe: cae en la casilla siguiente a la última ficha. Allí captura
    una torre rival o, en una casilla que no es tuya, tantas fichas como sembraste (o todas,
    si hay menos).

rules-roocala-hybrid-caption =
    Híbrida: c2 tiene la torre de Sur y dos fichas. Se siembran hacia el norte en c3 y c4, y
    la torre cae en c5: como sus fichas están en una casilla que no es de Sur, captura dos de
    ellas, tantas como se sembraron.

rules-roocala-end-heading = El final

rules-roocala-end =
    Los puntos son las fichas que has capturado (incluido el punto extra de Norte). Con más
    de la mitad de todos los puntos ganas al instante (21 en el tablero cuadrado, 19 en el
    hexagonal). La tercera vez que se repite la misma posición, la partida acaba en empate.
    Un jugador que no puede mover termina la partida, y las fichas que quedan van para el
    último jugador que movió.

rules-roocala-playing-heading = Jugar aquí

rules-roocala-playing =
    Toca una casilla: aparecen las jugadas que empiezan en ella, cada una con una marca
    numerada en el tablero que muestra dónde termina. Mantén pulsada una jugada para ver todo
    su recorrido, y suelta sin salir de ella para jugarla. Toca en otro sitio para elegir
    otra casilla.
