# As mensagens do site em português (norma europeia/cabo-verdiana, Acordo Ortográfico de
# 1990, com vocabulário comum ao Brasil onde há escolha). Os comentários e as variáveis
# de cada mensagem estão em en.ftl.
#
# Vocabulário:
#   sementes (stones/seeds), semear (sow), semeadura em cadeia (relay sowing), volta (lap);
#   Kalah: casas, a casa grande = a Mancala (feminino), Vermelho e Verde;
#   Awari, Ayo, Oware: covas e depósitos, Jogador 1 e Jogador 2;
#   Calcala: casas; Roocala: casas, peças (checkers), torres (rooks), Sul e Norte;
#   jogada (move), partida (a game played), treinador (coach).
# Os nomes dos jogadores usam-se sem artigo como sujeito ("Vermelho joga") e com artigo
# depois de preposição ("a casa 3 do Vermelho"): todos são masculinos. Os nomes das casas
# (house-phrase, store-phrase) não levam artigo: a frase põe-no ("na", "da").

## Jogos de duas filas: jogadores e casas

player-name =
    { $vocabulary ->
        [kalah]
            { $side ->
                [south] Vermelho
               *[north] Verde
            }
       *[homes]
            { $side ->
                [south] Jogador 1
               *[north] Jogador 2
            }
    }

house-name =
    { $vocabulary ->
        [kalah] Casa { $number } do { $player }
       *[homes] Cova { $number } do { $player }
    }

house-phrase =
    { $vocabulary ->
        [kalah] casa { $number } do { $player }
       *[homes] cova { $number } do { $player }
    }

own-house =
    { $vocabulary ->
        [kalah] casa { $number }
       *[homes] cova { $number }
    }

store-phrase =
    { $vocabulary ->
        [kalah] Mancala do { $player }
       *[homes] depósito do { $player }
    }

stones =
    { $count ->
        [0] 0 sementes
        [one] 1 semente
       *[other] { $count } sementes
    }

## Jogos de duas filas: uma jogada enquanto se joga (o estado enquanto as sementes se movem)

sows-from =
    { $count ->
        [0] { $player } semeia 0 sementes da { $from }
        [one] { $player } semeia 1 semente da { $from }
       *[other] { $player } semeia { $count } sementes da { $from }
    }

sows = { $player } semeia

so-far-picks-up-again = , volta a recolhê-las

so-far-picks-up-again-times = , volta a recolhê-las ({ $count } vezes)

so-far-captures = , captura { $count }

so-far-opponent-takes = , e { $player } fica com { $count }

so-far-game-over =
    { $vocabulary ->
        [kalah] . A partida terminou: as sementes restantes vão para as Mancalas
       *[homes] . A partida terminou: as sementes restantes vão para os depósitos
    }

so-far-ellipsis = …

## Jogos de duas filas: o fim

game-over = Fim da partida: { $why }. { $result }.

end-store-majority =
    { $vocabulary ->
        [kalah] a Mancala do { $player } tem mais de metade das sementes
       *[homes] o depósito do { $player } tem mais de metade das sementes
    }

end-houses-empty =
    { $vocabulary ->
        [kalah] todas as casas do { $player } estão vazias
       *[homes] todas as covas do { $player } estão vazias
    }

end-no-legal-move = { $player } já não tem jogadas, e as sementes do tabuleiro vão para quem jogou por último

end-cannot-feed = { $player } não consegue dar sementes ao { $opponent }, por isso { $player } fica com as sementes restantes

end-repetition = a mesma posição surgiu pela terceira vez, por isso cada jogador fica com as sementes do seu lado

end-few-stones-left = já não restam sementes suficientes para continuar

end-points-majority = { $player } tem mais de metade de todos os pontos

end-wins = { $player } vence por { $score } a { $other }

end-draw = Empate, { $score } para cada um

## Jogos de duas filas: jogadas recusadas

refused-game-over = a partida terminou

refused-no-such-house =
    { $vocabulary ->
        [kalah] não existe a casa { $number }
       *[homes] não existe a cova { $number }
    }

refused-empty-house = a { $pit } está vazia

refused-not-your-house = a { $pit } não é sua: é a vez do { $player }

refused-store =
    { $vocabulary ->
        [kalah] a Mancala do { $player } não se joga: escolha uma das casas pequenas
       *[homes] o depósito do { $player } não se joga: escolha uma das suas covas
    }

refused-must-feed = jogar a { $pit } deixaria o { $player } sem sementes: é obrigatório dar-lhe algumas

refused-grand-slam = jogar a { $pit } capturaria todas as sementes do { $player } (um grand slam), o que não é permitido enquanto houver outra jogada

refused-not-allowed = a { $pit } não pode ser jogada agora

## Kalah: o que uma jogada fez

kalah-sowed = { $player } semeou { $stones } da casa { $number }

kalah-empty-tray = casa { $number } do { $player }, até então vazia

kalah-into-store-end = { $sowed }; a última caiu na Mancala do { $player }.

kalah-into-store = { $sowed }; a última caiu na Mancala do { $player }, por isso { $player } joga outra vez.

kalah-lone-capture = { $sowed }; a última caiu na { $pit }, e foi para a Mancala do { $player } (a casa em frente estava vazia).

kalah-capture = { $sowed }; a última caiu na { $pit }: { $player } captura { $stones } ({ $opposite } da casa em frente).

kalah-empty-kept = { $sowed }; a última caiu na { $pit }, mas a casa em frente está vazia, por isso fica lá.

kalah-elsewhere = { $sowed }; a última caiu na { $pit }.

## Awari, Ayo e Oware: o que uma jogada fez

homes-sowed = { $player } semeou { $stones } da cova { $number }

homes-skipping = , saltando essa cova em cada volta

homes-full-stop = .

homes-relays =
    { $count ->
        [one] { " " }A semeadura continuou por mais 1 volta, a partir da { $from }.
       *[other] { " " }A semeadura continuou por mais { $count } voltas, a partir da { $from }.
    }

homes-relay-from = { $pit } ({ $count })

homes-list-then = , depois da{ " " }

homes-four = { " " }{ $player } ficou com as 4 sementes da { $pit }.

homes-captured = { " " }{ $player } capturou { $stones } ({ $from }).

homes-capture-from = { $count } da { $pit }

homes-list-and = ,{ " " }

homes-grand-slam-spared = { " " }Isso levaria todas as sementes do lado do { $player } (um grand slam), por isso nada é capturado.

homes-endless = { " " }A semeadura em cadeia daria voltas para sempre, por isso parou na { $pit }.

homes-extra-turn = { " " }A última semente caiu no depósito do { $player }, por isso { $player } joga outra vez.

homes-last = { " " }Última semente: { $pit }.

## Jogos de duas filas: o ecrã do tabuleiro

game-starts = { $player } começa.

two-row-to-move =
    { $vocabulary ->
        [kalah] Vez do { $player }: toque numa das suas casas com contorno dourado.
       *[homes] Vez do { $player }: toque numa das suas covas com contorno dourado.
    }

store-count =
    { $vocabulary ->
        [kalah] Mancala: { $count }
       *[homes] Depósito: { $count }
    }

## A escolha do idioma

language-label = Idioma

## Calcala: jogadores, casas, o que uma jogada fez, jogadas recusadas
# (mensagens de src/games/calcala)

calcala-seat-name = Jogador { $number }

calcala-sowed =
    { $player } semeou { $count ->
        [0] 0 sementes
        [one] 1 semente
       *[other] { $count } sementes
    } de { $from } para { $direction ->
        [N] norte
        [S] sul
        [E] leste
        [W] oeste
        [NE] nordeste
        [NW] noroeste
        [SE] sudeste
        [SW] sudoeste
       *[other] { $direction }
    }.

calcala-sowed-ways =
    { $player } semeou { $count ->
        [0] 0 sementes
        [one] 1 semente
       *[other] { $count } sementes
    } de { $from } para { $direction ->
        [N] norte
        [S] sul
        [E] leste
        [W] oeste
        [NE] nordeste
        [NW] noroeste
        [SE] sudeste
        [SW] sudoeste
       *[other] { $direction }
    }, { $ways }.

calcala-wrapped =
    { $count ->
        [1] deu a volta pela borda uma vez
        [2] deu a volta pela borda duas vezes
       *[other] deu a volta pela borda { $count } vezes
    }

calcala-bounced =
    { $count ->
        [1] ressaltou uma vez
        [2] ressaltou duas vezes
       *[other] ressaltou { $count } vezes
    }

calcala-relayed =
    { $count ->
        [1] continuou em cadeia uma vez
        [2] continuou em cadeia duas vezes
       *[other] continuou em cadeia { $count } vezes
    }

calcala-ways-separator = ,{ " " }

calcala-captured-nothing = { " " }A última semente caiu numa casa vazia; a casa seguinte, { $cell }, estava vazia, por isso nada foi capturado.

calcala-captured =
    { $count ->
        [0] { " " }A última semente caiu numa casa vazia, por isso { $player } capturou 0 sementes de { $cell }.
        [one] { " " }A última semente caiu numa casa vazia, por isso { $player } capturou 1 semente de { $cell }.
       *[other] { " " }A última semente caiu numa casa vazia, por isso { $player } capturou { $count } sementes de { $cell }.
    }

calcala-endless = { " " }A semeadura em cadeia daria voltas para sempre, por isso parou em { $cell }, sem captura.

calcala-game-over = Fim da partida: { $why }. { $result } ({ $scores }).

calcala-end-few-stones = restam 6 sementes ou menos no tabuleiro

calcala-end-repetition = a mesma posição surgiu pela terceira vez

calcala-end-other = a partida terminou

calcala-wins = { $player } vence

calcala-share-win = { $players } partilham a vitória

calcala-draw = Empate

calcala-names-and = { " " }e{ " " }

calcala-score = { $player }: { $score }

calcala-scores-separator = ,{ " " }

calcala-refused-empty-pit = a casa { $cell } está vazia

calcala-refused-off-edge =
    a partir de { $cell }, o primeiro passo para { $direction ->
        [N] norte
        [S] sul
        [E] leste
        [W] oeste
        [NE] nordeste
        [NW] noroeste
        [SE] sudeste
        [SW] sudoeste
       *[other] { $direction }
    } sairia do tabuleiro

calcala-setup-stones = as sementes não somam o total da disposição inicial: { $found }, e não { $expected }

calcala-setup-seat = o lugar { $seat } não joga com estas regras

calcala-not-a-pit = `{ $text }` não é uma casa de A1 a F6

## Roocala: jogadores, casas, o que uma jogada fez, jogadas recusadas
# (mensagens de src/games/roocala)

roocala-player-name =
    { $side ->
        [south] Sul
       *[north] Norte
    }

roocala-direction =
    { $direction ->
        [N] norte
        [S] sul
        [E] leste
        [W] oeste
        [NE] nordeste
        [NW] noroeste
        [SE] sudeste
       *[SW] sudoeste
    }

roocala-label-ring =
    { $rook ->
        [yes] Semear à volta do anel com a torre
       *[no] Semear à volta do anel
    }

roocala-label-line =
    { $rook ->
        [yes] Semear para { $direction } com a torre
       *[no] Semear para { $direction }
    }

roocala-label-rook = Torre para { $cell }

roocala-name-ring =
    { $rook ->
        [yes] semear à volta do anel com a torre a partir de { $from }
       *[no] semear à volta do anel a partir de { $from }
    }

roocala-name-line =
    { $rook ->
        [yes] semear para { $direction } com a torre a partir de { $from }
       *[no] semear para { $direction } a partir de { $from }
    }

roocala-name-rook = a torre de { $from } para { $to }

roocala-how-ring =
    { $rook ->
        [yes] semear à volta do anel com a torre
       *[no] semear à volta do anel
    }

roocala-how-line =
    { $rook ->
        [yes] semear para { $direction } com a torre
       *[no] semear para { $direction }
    }

roocala-gain-checkers = captura { $count }

roocala-gain-rook = captura uma torre

roocala-gain-checkers-rook = captura { $count } e uma torre

roocala-played =
    { $rook ->
        [yes]
            { $count ->
                [0] { $player } jogou { $notation } ({ $how }): 0 peças de { $from }, levando a torre.
                [one] { $player } jogou { $notation } ({ $how }): 1 peça de { $from }, levando a torre.
               *[other] { $player } jogou { $notation } ({ $how }): { $count } peças de { $from }, levando a torre.
            }
       *[no]
            { $count ->
                [0] { $player } jogou { $notation } ({ $how }): 0 peças de { $from }.
                [one] { $player } jogou { $notation } ({ $how }): 1 peça de { $from }.
               *[other] { $player } jogou { $notation } ({ $how }): { $count } peças de { $from }.
            }
    }

roocala-moved-rook = { $player } moveu a torre de { $from } para { $to }.

roocala-captured =
    { $count ->
        [0] { " " }{ $player } capturou 0 peças.
        [one] { " " }{ $player } capturou 1 peça.
       *[other] { " " }{ $player } capturou { $count } peças.
    }

roocala-rook-captured = { " " }A torre do { $player } em { $cell } foi capturada.

roocala-game-over = Fim da partida: { $why }. { $result }.

roocala-end-points = { $player } tem { $points } pontos ou mais

roocala-end-repetition = a mesma posição surgiu pela terceira vez

roocala-end-no-move = { $player } não tem jogadas, por isso as peças restantes vão para o { $opponent }

roocala-end-other = a partida terminou

roocala-wins = { $player } vence, { $score } a { $other }

roocala-draw = Empate, { $south } a { $north }

roocala-refused-no-such-cell = não existe a casa { $cell } neste tabuleiro

roocala-refused-opponents-cell = a casa { $cell } é do adversário

roocala-refused-no-checkers = a casa { $cell } não tem peças

roocala-refused-no-rook-to-take = a casa { $cell } não tem nenhuma torre sua para levar

roocala-refused-own-rook = a torre pararia sobre a sua outra torre

roocala-refused-path = esse caminho não pode ser semeado a partir daí

roocala-refused-no-rook-of-yours = a casa { $cell } não tem nenhuma torre sua

roocala-refused-rook-not-alone = a torre em { $cell } está sobre peças e não se pode mover sozinha

roocala-refused-rook-stop = a torre não pode parar aí

roocala-refused-opponents-side = a casa { $cell } é do { $player }: semeie a partir das suas casas ou da zona interior

roocala-refused-no-move-there = nenhuma jogada do { $player } começa na casa { $cell }

roocala-setup-no-such-cell = não existe a casa { $cell }

roocala-setup-points = { $found } pontos em jogo, e não { $expected }

## Opções, predefinições, níveis e os nomes dos jogos
# (mensagens de src/games/*/rules.rs, src/games/options.rs, src/games/game_id.rs, src/search/level.rs)

option-starter = Quem começa

option-on = Sim

option-off = Não

option-calcala-players = Jogadores

option-calcala-players-count = { $count } jogadores

option-calcala-players-explained = Quantos jogam, 2, 3 ou 4, cada um com uma pilha das sementes que captura; a vez passa do Jogador 1 ao último jogador, e volta ao início.

option-calcala-setup = Disposição inicial

option-calcala-setup-standard = Padrão: 2 em cada casa

option-calcala-setup-short = Curta: 1 em cada casa

option-calcala-setup-long = Longa: 3 em cada casa

option-calcala-setup-double-dutch = Double Dutch: 3 em casas alternadas

option-calcala-setup-half-dutch = Half Dutch: 2 em casas alternadas

option-calcala-setup-explained = Como se enchem as casas no início: a partida padrão tem 2 sementes em cada casa, as partidas curta e longa 1 e 3, e as disposições Dutch enchem casas alternadas, como as casas de uma só cor de um tabuleiro de xadrez, deixando as outras vazias.

option-calcala-starter-explained = O jogador que faz a primeira jogada; os outros seguem-se à vez, e depois do último jogador vem o Jogador 1.

option-kalah-transfer = Última semente em casa vazia

option-kalah-transfer-always = Sempre

option-kalah-transfer-stones-opposite = Sementes em frente

option-kalah-transfer-explained = Quando a sua última semente cai numa casa sua vazia: com Sempre, vai para a sua Mancala juntamente com as sementes da casa em frente, mesmo que essa casa esteja vazia; com Sementes em frente, só se a casa em frente tiver sementes, e senão a semente fica onde caiu.

option-kalah-end = Fim da partida

option-kalah-end-any-empty = Um lado vazio

option-kalah-end-new-mover-empty = Vez sem sementes

option-kalah-end-explained = Com Um lado vazio, a partida termina logo que todas as casas de um dos jogadores estejam vazias; com Vez sem sementes, só quando o jogador da vez já não tiver sementes para semear.

option-kalah-remaining = Sementes restantes para

option-kalah-remaining-owner = Dono

option-kalah-remaining-opponent = Adversário

option-kalah-remaining-neither = Ninguém

option-kalah-remaining-explained = As sementes que ainda estão nas casas quando a partida termina contam para o jogador dono dessas casas (Dono), para o outro jogador (Adversário) ou para ninguém (Ninguém).

option-kalah-starter-explained = O jogador que faz a primeira jogada; Verde pode começar para que Vermelho jogue em segundo.

option-kalah-seeds = Sementes por casa

option-kalah-seeds-explained = Quantas sementes tem cada casa pequena no início: 4 na partida habitual, 4 ou 5 no torneio 605.452; mais sementes dão uma partida mais longa.

option-kalah-houses = Casas por lado

option-kalah-houses-explained = Quantas casas pequenas tem cada jogador, de 3 a 8 (6 no tabuleiro habitual); menos casas dão uma partida mais curta.

option-kalah-preset-app = Como no TopAccolades

option-kalah-preset-app-explained = O jogo da app TopAccolades, que é também o do torneio 605.452 com 4 sementes: 6 casas com 4, Vermelho começa, uma última semente numa casa sua vazia captura sempre, a partida termina quando um dos lados fica vazio e cada jogador fica com as sementes das suas casas.

option-kalah-preset-tournament = Torneio 605.452, 5 sementes

option-kalah-preset-tournament-explained = As mesmas regras com 5 sementes em cada casa, como também joga o torneio 605.452 (um concurso de programas de jogo de uma disciplina universitária): uma partida mais longa.

option-ayo-grand-slam = Grand slam (captura que esvazia o outro lado)

option-ayo-grand-slam-no-capture = Não captura

option-ayo-grand-slam-capture = Captura

option-ayo-grand-slam-forbidden = Proibido

option-ayo-grand-slam-explained = Uma jogada cuja captura levaria todas as sementes que restam do lado do adversário: com Não captura, pode ser jogada mas não leva nada; com Captura, leva-as como qualquer captura; com Proibido, só pode ser jogada quando todas as jogadas o são (e então não leva nada).

option-ayo-must-feed = Dar sementes ao adversário que não tem nenhuma

option-ayo-must-feed-explained = Quando as covas do adversário estão todas vazias: com Sim, é obrigatório fazer uma jogada que lhe dê sementes, se houver alguma, e se não houver a partida termina e fica com as sementes restantes; com Não, qualquer jogada serve.

option-unknown = opção desconhecida `{ $key }`

option-bad-value = a opção `{ $key }` não pode ser `{ $value }` (permitido: { $allowed })

option-allowed-separator = ,{ " " }

option-malformed = `{ $text }` não tem a forma CHAVE=VALOR

option-starter-not-playing = { $starter } não pode começar uma partida de { $players } jogadores

game-kalah = Kalah

game-kalah-summary = O clássico: semeie à volta do tabuleiro passando pela sua Mancala; termine numa casa vazia para capturar, ou na sua Mancala para jogar outra vez.

game-kalah-known-as = O jogo de depósitos e jogadas extra que as lojas e as apps vendem como Mancala; também chamado Kalaha.

game-awari = Awari

game-awari-summary = Semeie passando pelos dois depósitos: termine no seu depósito para jogar outra vez, numa cova vazia para levar a cova em frente.

game-awari-known-as = O Awari do programa para DOS, jogado como o Kalah; o Awari que a maioria dos jogadores conhece, o Oware Abapa, é aqui o Ayo.

game-ayo = Ayo (Ouril)

game-ayo-summary = Capture os 2 e os 3 que fizer do lado do adversário, em cadeia; não deixe o adversário sem sementes.

game-ayo-known-as = O Oware Abapa da África Ocidental, com uma só volta: o jogo a que os clubes e o PlayOK chamam Oware, também conhecido como Awalé ou Awari, e em Cabo Verde como Ouril.

game-oware = Oware

game-oware-summary = A sua semeadura continua a partir de onde cai, e cada grupo de quatro que se forma é tirado.

game-oware-known-as = O Oware do programa para DOS, um jogo de semeadura em cadeia e de quatros, e não o Oware dos clubes: para o Oware Abapa, o Awalé ou o Ouril, jogue Ayo.

game-calcala = Calcala

game-calcala-summary = Para 2 a 4 jogadores num tabuleiro de 6x6: semeie em qualquer das oito direções, à volta das bordas e ressaltando nelas, e capture além de uma casa vazia.

game-calcala-known-as = Uma variante moderna, mais do que um jogo tradicional: nenhum jogador é dono de uma casa, e qualquer semente pode ser semeada por qualquer um.

game-roocala-square = Roocala

game-roocala-square-summary = A mancala com torres de Christian Freeling, no tabuleiro quadrado: semeie à volta da borda ou através do centro, e cace com as suas torres.

game-roocala-square-known-as = Um jogo moderno que junta um jogo de semeadura como o Oware a uma caça com torres, como no xadrez.

game-roocala-hex = Roocala (hexagonal)

game-roocala-hex-summary = O Roocala no seu tabuleiro hexagonal de 37 casas, com seis direções para semear e mover.

game-roocala-hex-known-as = O mesmo jogo moderno de semeadura e torres de Christian Freeling, no seu tabuleiro hexagonal.

game-unknown = jogo desconhecido `{ $id }` (conhecidos: { $known })

level-name =
    { $level ->
        [easy] Fácil
        [medium] Médio
        [hard] Difícil
       *[expert] Especialista
    }

level-human = Humano

computer-could-not-start = o computador não conseguiu iniciar: { $why }

computer-coach-could-not-start = o treinador não conseguiu iniciar: { $why }

computer-analysis-could-not-start = a análise não conseguiu iniciar: { $why }

computer-browser-refused = o navegador recusou

level-unknown = nível desconhecido `{ $level }` (conhecidos: easy, medium, hard, expert)

## Registos, links e posições recusados
# (mensagens de src/games/formats, src/games/setup.rs e as outras recusas de src/games)

setup-board-kind =
    { $kind ->
        [two-rows] duas filas de casas
        [grid] um quadriculado de casas
       *[cells] um tabuleiro de casas
    }

setup-wrong-board = o jogo joga-se em { $expected }, e não em { $found }

setup-pit-count = { $what }: { $found } indicadas, as regras têm { $expected }

setup-side-houses =
    { $side ->
        [south] as casas do Sul
        [north] as casas do Norte
       *[other] as casas de { $side }
    }

setup-side-store =
    { $side ->
        [south] o depósito do Sul
        [north] o depósito do Norte
       *[other] o depósito de { $side }
    }

setup-side-points =
    { $side ->
        [south] os pontos do Sul
        [north] os pontos do Norte
       *[other] os pontos de { $side }
    }

setup-the-pits = as casas

setup-the-cells = as casas

setup-player-count = valores de { $found } jogadores indicados, o jogo tem { $players } jogadores

setup-no-such-player = o jogador { $number } não joga com estas regras

setup-too-many = { $pit } tem { $found }, mais do que o máximo de { $most }

setup-seeds = o tabuleiro tem { $found } sementes ao todo, e o jogo tem sempre { $expected }

setup-finished = a partida já teria terminado: { $reason }

setup-too-many-rooks =
    { $player ->
        [south] o Sul
        [north] o Norte
       *[other] { $player }
    } tem { $found } torres, e o jogo dá 2 a cada jogador

setup-no-starting-point = o Norte não tem nenhum ponto: o Norte começa com 1 e nunca perde pontos

end-phrase-store-majority =
    { $player ->
        [south] o Sul
        [north] o Norte
       *[other] { $player }
    } tem mais de metade das sementes

end-phrase-houses-empty =
    { $player ->
        [south] todas as casas do Sul estão vazias
        [north] todas as casas do Norte estão vazias
       *[other] todas as casas de { $player } estão vazias
    }

end-phrase-no-legal-move =
    { $player ->
        [south] o Sul
        [north] o Norte
       *[other] { $player }
    } não tem nenhuma jogada legal

end-phrase-cannot-feed =
    { $player ->
        [south] o Sul
        [north] o Norte
       *[other] { $player }
    } não consegue dar sementes ao adversário

end-phrase-repetition = a mesma posição ocorreu pela terceira vez

end-phrase-few-stones-left = restam 6 sementes ou menos no tabuleiro

end-phrase-points-majority =
    { $player ->
        [south] o Sul
        [north] o Norte
       *[other] { $player }
    } tem mais de metade de todos os pontos

setup-kalah-house-count =
    { $side ->
        [south] o Sul
        [north] o Norte
       *[other] { $side }
    } tem { $found } casas, e as regras dizem { $rules }

setup-kalah-seeds = o tabuleiro tem { $found } sementes, e as regras { $rules }

setup-home-seeds = o tabuleiro tem { $found } sementes, e não { $expected }

position-not-of-game = não é uma posição do jogo: { $why }

record-wrong-game = é uma partida de `{ $game }`

record-too-long = é demasiado longo ({ $count } caracteres)

record-no-game = não indica nenhum jogo

record-not-key-value = `{ $text }` não tem a forma CHAVE=VALOR

record-option-twice = a opção `{ $key }` aparece duas vezes

record-broken-escape = tem um código % danificado

record-position = a sua posição inicial: { $why }

record-move-empty = a jogada { $ply } está vazia

record-move-refused = a jogada { $ply }, `{ $text }`: { $why }

record-not-a-move = `{ $text }` não é uma jogada: esperava-se { $expected }

record-expected-house = um número de casa de 1 a { $houses }

record-expected-calcala-move = uma casa e uma direção, como B3-E ou C4-NW

record-expected-roocala-move = uma casa com uma direção opcional e +, como c3, c3:N, c3+, ou uma jogada de torre como b2-b5

record-not-a-pit = `{ $text }` não é um nome de casa como S3 ou N-store

format-name =
    { $format ->
        [position] texto de posição
        [fen] FEN do PlayStrategy
        [moves] lista de jogadas do PlayStrategy
       *[literal] literal de tabuleiro Kalah
    }

format-missing = { $format }: falta { $expected } na posição { $at }

format-not = { $format }: `{ $found }` na posição { $at } não é { $expected }

format-expected-end = o fim do texto (tem mais de { $bytes } bytes)

format-expected-count = { $what }: um número, 0 ou mais

format-field-houses =
    { $side ->
        [south] as casas do Sul
        [north] as casas do Norte
       *[other] as casas de { $side }
    }

format-field-store =
    { $side ->
        [south] o depósito do Sul
        [north] o depósito do Norte
       *[other] o depósito de { $side }
    }

format-field-row = fila { $number }

format-field-row-pits = as casas da { $row }

format-field-captures = as capturas

format-field-captured-stones = as sementes capturadas

format-field-points = os pontos

format-field-checkers = as peças de uma casa (e `s` ou `n` para uma torre)

format-field-board = o tabuleiro

format-field-score =
    { $side ->
        [south] a pontuação do Sul
        [north] a pontuação do Norte
       *[other] a pontuação de { $side }
    }

format-field-mover = o jogador da vez

format-field-move-number = o número da jogada

format-field-row-of =
    { $side ->
        [south] a fila do Sul
        [north] a fila do Norte
       *[other] a fila de { $side }
    }

format-field-houses-a-side = as casas por lado

format-field-house-seeds = as sementes de uma casa

format-list-separator = ,{ " " }

format-expected-board-mover = um tabuleiro, `/` e o jogador da vez

format-expected-houses-store = { $houses }, `:` e { $store }

format-expected-six-counts = { $row }: seis números

format-expected-field-count =
    { $count ->
        [0] 0 campos, com `/` entre eles
        [one] { $count } campo
       *[other] { $count } campos, com `/` entre eles
    }

format-expected-cells =
    { $count ->
        [0] { $row }: 0 casas
        [one] { $row }: { $count } casa
       *[other] { $row }: { $count } casas
    }

format-expected-points = os pontos do Sul e do Norte

format-expected-fields = { $fields }, com `/` entre cada um, e o jogador da vez no fim

format-expected-mover-grid = o jogador da vez: p1, p2, p3 ou p4

format-expected-mover-sides = o jogador da vez: s ou n

format-expected-literal = um literal de tabuleiro, `<` números separados por `,` `>`

format-expected-houses-a-side = as casas por lado: 1 ou mais

format-expected-literal-size = um literal de { $expected } números para { $houses } casas por lado, e não { $found }

format-expected-fen = { $fields } e o número da jogada, separados por espaços

format-expected-fen-board = o tabuleiro: a fila do Norte, `/`, a fila do Sul

format-expected-fen-mover = o jogador da vez: S ou N

format-expected-seeds-before-s = { $row }: as sementes de uma casa antes de `S`

format-expected-seeds-or-run = { $row }: sementes e `S`, ou uma sequência de casas vazias

format-expected-run = { $row }: uma sequência de 1 a 6 casas vazias numa fila de 6

format-expected-row-of-six = { $row }: uma fila de seis casas

format-expected-six-houses = { $row }: seis casas, e não { $count }

format-expected-move = jogada { $ply }: uma casa e onde termina, como d1e2

format-expected-move-game-over = uma jogada: a partida terminou

format-expected-move-of =
    { $side ->
        [south] jogada { $ply }: uma casa do Sul, que é quem joga
        [north] jogada { $ply }: uma casa do Norte, que é quem joga
       *[other] jogada { $ply }: uma casa de { $side }, que é quem joga
    }

format-expected-six-houses-game = uma jogada de um jogo de seis casas por lado

format-expected-landing =
    { $count ->
        [0] jogada { $ply }: as suas 0 sementes terminam em { $pit }
        [one] jogada { $ply }: a sua semente termina em { $pit }
       *[other] jogada { $ply }: as suas { $count } sementes terminam em { $pit }
    }

format-expected-legal = jogada { $ply }, uma jogada legal: { $why }

## O ecrã: vezes, resultados, gravações, problemas, lições e os veredictos do treinador
# (mensagens de src/ui/screen, src/ui/puzzles.rs, src/ui/coach.rs, src/ui/solo.rs)

screen-amount =
    { $unit ->
        [points]
            { $count ->
                [0] 0 pontos
                [one] { $count } ponto
               *[other] { $count } pontos
            }
       *[stones]
            { $count ->
                [0] 0 sementes
                [one] { $count } semente
               *[other] { $count } sementes
            }
    }

screen-list-comma = { $list }, { $item }

screen-list-and = { $list } e { $item }

screen-list-or = { $list } ou { $item }

screen-lesson-judging-try = O treinador avalia a jogada { $move }…

screen-lesson-wait = Toque em Próximo erro para continuar, ou em Voltar à partida para terminar a lição.

screen-review-wait =
    { $ply ->
        [0] Em revisão: o início, antes da jogada 1 de { $plies }. Toque em Voltar à partida para continuar a jogar.
       *[other] Em revisão: a jogada { $ply } de { $plies }. Toque em Voltar à partida para continuar a jogar.
    }

screen-moment =
    { $ply ->
        [0] o início, antes da jogada 1 de { $plies }
       *[other] a jogada { $ply } de { $plies }
    }

screen-computer-wait = { $player } é jogado pelo computador ({ $level }): aguarde a jogada dele.

screen-lesson-no-slips = Nenhum erro nem erro grave seu nesta partida: bem jogado!

screen-lesson-judging = Aprender com os erros: o treinador avalia as jogadas, { $judged } de { $moves }.

screen-lesson-slip = Erro { $number } de { $count }: na jogada { $move }, { $player } jogou { $played } e cedeu { $lost }.

screen-lesson-find = { $slip } Encontre uma jogada melhor para o { $player }.

screen-lesson-said = { $slip } { $said }

screen-lesson-unjudged = O treinador não conseguiu avaliar a jogada { $move } ({ $why }): tente outra jogada.

screen-lesson-found = Bem visto! A jogada { $move } é tão boa como a melhor.

screen-lesson-try-again = A jogada { $move } cede { $lost }. Tente mais uma vez.

screen-lesson-answer-after = A jogada { $move } também cede { $lost }. A melhor jogada era { $best }, assinalada no tabuleiro.

screen-lesson-answer = A melhor jogada era { $best }, assinalada no tabuleiro.

screen-summary-rook = tomou uma torre

screen-summary-captured = capturou { $count }

screen-summary-captured-rook = capturou { $count } e uma torre

screen-summary-relay = em cadeia, { $laps } voltas

screen-summary-bounced =
    { $count ->
        [1] ressaltou
       *[other] ressaltou { $count } vezes
    }

screen-summary-over = fim da partida

screen-summary-extra-turn = joga outra vez

screen-summary-join = { $list }; { $item }

screen-resigned = { $player } desistiu: { $winner } vence.

screen-draw-agreed = Os jogadores combinaram um empate.

screen-agreed-undo = { $said } Desfazer anula isto.

screen-resign-refused = Só se pode desistir durante uma partida entre duas pessoas.

screen-draw-refused = Só se pode combinar um empate durante uma partida entre duas pessoas.

screen-draw-offered = { $player } propõe um empate: { $other }, aceite ou recuse.

screen-draw-declined = { $player } recusou o empate: vez do { $mover }.

screen-taken-back = Desfeito: a partida continua, vez do { $player }.

screen-rematch = Revanche: as mesmas regras e os mesmos jogadores, { $player } começa. Desfazer recupera a partida acabada de jogar.

screen-rematch-swapped = Revanche: as mesmas regras e os mesmos jogadores, com os lados trocados: { $player } começa. Desfazer recupera a partida acabada de jogar.

screen-rematch-computer = Revanche: as mesmas regras e os mesmos jogadores; o computador joga com o { $player } e começa. Desfazer recupera a partida acabada de jogar.

screen-rematch-computer-swapped = Revanche: as mesmas regras e os mesmos jogadores, com os lados trocados: o computador joga com o { $player } e começa. Desfazer recupera a partida acabada de jogar.

screen-no-aside = Não há outra partida à qual voltar.

screen-back-left =
    { $over ->
        [over] A partida que deixou está de volta: já terminou.
       *[on] A partida que deixou está de volta: vez do { $player }.
    }

screen-back-as-played =
    { $over ->
        [over] De volta à partida tal como foi jogada: já terminou. A sua variante fica guardada: o botão Variante volta a ela.
       *[on] De volta à partida tal como foi jogada: vez do { $player }. A sua variante fica guardada: o botão Variante volta a ela.
    }

screen-back-line =
    { $over ->
        [over] De volta à sua variante: já terminou.
       *[on] De volta à sua variante: vez do { $player }.
    }

screen-try-again =
    { $ply ->
        [0] Nova tentativa a partir do início: vez do { $player }. Refazer repõe as jogadas da partida, até se fazer aqui outra jogada; Original volta à partida inteira.
       *[other] Nova tentativa depois da jogada { $ply }: vez do { $player }. Refazer repõe as jogadas da partida, até se fazer aqui outra jogada; Original volta à partida inteira.
    }

screen-undone =
    { $count ->
        [0] Nenhuma jogada desfeita: vez do { $player } outra vez.
        [one] Jogada desfeita: vez do { $player } outra vez.
       *[other] { $count } jogadas desfeitas: vez do { $player } outra vez.
    }

screen-undo-nothing = Nada para desfazer: este é o início da partida.

screen-redo-stopped = Refazer parou: { $why }

screen-redo-nothing = Nada para refazer: nenhuma jogada foi desfeita.

screen-redone =
    { $count ->
        [0] Nenhuma jogada refeita: vez do { $player }.
        [one] Jogada refeita: vez do { $player }.
       *[other] { $count } jogadas refeitas: vez do { $player }.
    }

screen-hint-over = A partida terminou: não há jogada para sugerir.

screen-hint-computer = { $player } é jogado pelo computador ({ $level }): as sugestões são para pessoas.

screen-hint-looking = Em busca de uma boa jogada…

screen-hint = Sugestão do nível { $level }: { $move }.

screen-computer-failed = O computador não encontrou jogada ({ $why }), por isso o { $player } passa a ser jogado por uma pessoa.

screen-hint-failed = Não foi possível encontrar uma sugestão ({ $why }).

screen-seat-person = A partir de agora, o { $player } é jogado por uma pessoa.

screen-seat-computer = A partir de agora, o { $player } é jogado pelo computador ({ $level }).

screen-new-game-plain = Nova partida.

screen-new-game-usual = Nova partida com as regras habituais.

screen-new-game-but = Nova partida com as regras habituais, exceto { $options }.

screen-option-choice = { $option }: { $choice }

screen-new-game-computer = { " " }{ $player } é jogado pelo computador ({ $level }).

screen-new-game-back = { " " }Desfazer recupera a partida que deixou.

screen-followed-dropped = Esta partida avançou em outro separador ou janela, por isso a sua última alteração aqui não foi guardada: o tabuleiro mostra a partida tal como está lá.

screen-followed = Esta partida avançou em outro separador ou janela: o tabuleiro acompanha-a.

screen-follow-unread = Esta partida foi guardada em outro separador ou janela num formato que esta página não consegue ler ({ $why }): recarregue a página para vê-la.

screen-save-unreadable = Não foi possível ler a partida de { $game } guardada ({ $why }), por isso começou uma nova partida.

screen-save-damaged = está danificada: não é uma partida guardada deste site

screen-save-v1 = foi guardada por uma versão anterior deste site, que só o navegador consegue ler

screen-save-other-version = foi guardada por outra versão deste site ({ $version })

screen-save-damaged-why = está danificada: { $why }

screen-save-no-seats = `{ $line }` não diz quem joga

screen-save-other-game = é uma partida de { $game }

-screen-link-kept = A sua própria partida fica guardada até jogar aqui: o botão Minha partida volta a ela.

screen-link-opened =
    { $moves ->
        [0] Aberta a partir de um link, no início da partida. { -screen-link-kept }
        [one] Aberta a partir de um link, depois de 1 jogada. { -screen-link-kept }
       *[other] Aberta a partir de um link, depois de { $moves } jogadas. { -screen-link-kept }
    }

screen-link-stopped-kept = { $said } { -screen-link-kept }

screen-link-refused = Não foi possível abrir o link ({ $why }), por isso esta é uma nova partida. { -screen-link-kept }

screen-link-stopped-missing =
    { $played ->
        [0] Aberta a partir de um link no início da partida: falta a primeira jogada do link (dois pontos sem nada entre eles).
       *[other] Aberta a partir de um link até a jogada { $played }: falta a jogada { $move } do link (dois pontos sem nada entre eles).
    }

screen-link-stopped-malformed =
    { $played ->
        [0] Aberta a partir de um link no início da partida: a primeira jogada do link, “{ $text }”, não é uma jogada de { $game } (uma jogada é { $expected }).
       *[other] Aberta a partir de um link até a jogada { $played }: a jogada { $move } do link, “{ $text }”, não é uma jogada de { $game } (uma jogada é { $expected }).
    }

screen-link-stopped-illegal =
    { $played ->
        [0] Aberta a partir de um link no início da partida: a primeira jogada do link, “{ $text }”, não pode ser feita ali ({ $why }).
       *[other] Aberta a partir de um link até a jogada { $played }: a jogada { $move } do link, “{ $text }”, não pode ser feita ali ({ $why }).
    }

screen-link-other-game = é uma partida de { $other }, não de { $game }

screen-link-unknown-game = é uma partida de “{ $id }”, que não é nenhum destes jogos

screen-link-no-option = { $game } não tem a opção “{ $key }”

screen-link-bad-value = “{ $key }={ $value }” não é permitido: { $option } pode ser { $choices }

screen-link-bad-value-plain = “{ $key }={ $value }” não é permitido

screen-link-too-long = é demasiado longo para ser o link de uma partida ({ $length } caracteres)

screen-link-no-game = não indica nenhum jogo

screen-link-not-pair = “{ $text }” devia ser uma opção com o seu valor, como seeds=5

screen-link-option-twice = indica a opção “{ $key }” duas vezes

screen-link-broken-escape = foi danificado pelo caminho: um % não é seguido de dois dígitos hexadecimais

screen-link-position = a posição inicial não pode ser aberta: { $why }

screen-puzzle-fetching = A carregar o problema…

screen-puzzle-unloaded = Não foi possível carregar o problema: { $why }.

screen-puzzle-unserved =
    { $why ->
        [unfetched] não foi possível descarregar os problemas deste jogo
        [empty] este jogo ainda não tem problemas
       *[unreadable] não foi possível ler os problemas deste jogo
    }

screen-puzzle-task = Problema { $number } de { $count }. Você joga com o { $player }: encontre a melhor jogada. Só uma jogada mantém o melhor resultado; qualquer outra perde pelo menos { $least }.

screen-puzzle-retry = Esta não ({ $move }): perde { $lost }. Tente mais uma vez: só uma jogada mantém o melhor resultado.

screen-puzzle-solved = Resolvido! A resposta, { $answer }, mantém o melhor resultado: uma margem final de { $margin } com jogo perfeito.

screen-puzzle-solved-second = Encontrado na segunda tentativa! A resposta, { $answer }, mantém o melhor resultado: uma margem final de { $margin } com jogo perfeito.

screen-puzzle-missed = Esta também não ({ $move }): perde { $lost }. A melhor jogada, assinalada: { $answer }, com uma margem final de { $margin } com jogo perfeito.

screen-puzzle-missed-plain = Esta também não. A melhor jogada, assinalada: { $answer }, com uma margem final de { $margin } com jogo perfeito.

screen-puzzle-show-answer = { $said } Toque em Mostrar a resposta para vê-la jogada.

screen-puzzle-next-move = { $said } Toque em Próxima jogada para ver a linha que se segue.

screen-puzzle-line-done = { $said } Esta é a linha que o computador espera.

screen-puzzle-loading = O problema está a caminho.

screen-puzzle-none = Não há nenhum problema para resolver: toque em Próximo problema para tentar de novo.

screen-puzzle-done = Este problema está terminado: toque em Próxima jogada para ver a linha, ou em Próximo problema.

screen-puzzle-score = Série { $streak } · Resolvidos { $solved }

screen-puzzles-link = Problemas: encontre a melhor jogada

screen-verdict-name =
    { $verdict ->
        [best] Melhor
        [good] Boa
        [inaccuracy] Imprecisão
        [mistake] Erro
       *[blunder] Erro grave
    }

screen-verdict-mark-loss = , cedeu { $loss }, melhor: { $best }

screen-verdict-noun =
    { $verdict ->
        [best] a melhor jogada
        [inaccuracy] uma imprecisão
        [mistake] um erro
        [blunder] um erro grave
       *[good] boa
    }

screen-verdict-even = tão boa como a melhor

screen-given-up =
    { $unit ->
        [points]
            { $count ->
                [0] 0 pontos cedidos
                [one] 1 ponto cedido
               *[other] { $count } pontos cedidos
            }
       *[stones]
            { $count ->
                [0] 0 sementes cedidas
                [one] 1 semente cedida
               *[other] { $count } sementes cedidas
            }
    }

screen-verdict-words = { $verdict }: { $lost }, quando a melhor era { $best }

screen-review-led = { $player } jogou { $move }: { $verdict }.

screen-review-next = Daqui, { $player } jogou { $move } (o anel pontilhado): { $verdict }; a melhor era { $best }, com o anel tracejado.

screen-coach-judged-other = avaliou { $move }

screen-see-better = Ver a jogada melhor

screen-learn = Aprender com os erros

screen-analyse = Analisar

screen-eval-waiting = O treinador está a avaliar as jogadas.

screen-eval-shares = Após a jogada { $ply }, quem a jogou pode esperar { $margin } capturas a mais do que o seguinte melhor.

screen-eval-even = Após a jogada { $ply }: igualdade, com jogo perfeito dos dois lados.

screen-eval-ahead = Após a jogada { $ply }: { $player } à frente por { $margin }, as sementes de vantagem com que { $player } venceria com jogo perfeito dos dois lados.

screen-graph-label = A margem esperada com jogo perfeito após cada jogada: acima da linha, { $south } está à frente; abaixo, { $north }; uma marca grande em cada erro e erro grave

screen-graph-label-shares = A parte das capturas que cada jogador pode esperar após cada jogada

screen-graph-top = { $player } +{ $top }

screen-solo-tally =
    { $won ->
        [0] 0 vitórias
        [one] 1 vitória
       *[other] { $won } vitórias
    } · { $drawn ->
        [0] 0 empates
        [one] 1 empate
       *[other] { $drawn } empates
    } · { $lost ->
        [0] 0 derrotas
        [one] 1 derrota
       *[other] { $lost } derrotas
    }

## O ecrã: botões, a página Mais, o ecrã inicial e os tabuleiros
# (mensagens de src/ui/screen_parts.rs, src/ui/options_page.rs, src/ui/home.rs e as vistas dos tabuleiros)
controls-thinking = { $player } (computador, { $level }) está a pensar…

controls-analyse-position = Analisar esta posição

controls-games = Jogos

controls-rules = Regras

controls-looking-back = Em revisão: { $moment }.

controls-play-a-game = Jogar uma partida

controls-my-game = Minha partida

controls-analyse = Analisar

controls-new = Nova
controls-undo = Desfazer
controls-redo = Refazer
controls-hint = Sugestão
controls-share = Partilhar
controls-more = Mais
controls-review = Rever
controls-rematch = Revanche
controls-accept-draw = Aceitar o empate
controls-decline = Recusar
controls-as-played = Original
controls-your-line = Variante
controls-show-answer = Mostrar a resposta
controls-next-move = Próxima jogada
controls-next-puzzle = Próximo problema
controls-next-mistake = Próximo erro
controls-first = Primeira
controls-previous = Anterior
controls-next = Seguinte
controls-last = Última
controls-try-again = Tentar de novo
controls-back-to-game = Voltar à partida
controls-back-short = Voltar

controls-skip = Saltar

controls-coach-failed = O treinador não conseguiu avaliar a jogada { $number }: { $why }.

controls-coach-judging = O treinador avalia as jogadas: { $judged } de { $plies }.

controls-coach-done =
    { $plies ->
        [0] Nenhuma jogada para avaliar.
        [one] A jogada foi avaliada.
       *[other] Todas as { $plies } jogadas avaliadas.
    }

headline-draw = Empate

headline-you-won = Vitória por { $margin }

headline-you-share = Vitória partilhada

headline-you-lost = Derrota por { $margin }

headline-wins = { $player } vence por { $margin }

headline-share = { $players } partilham a vitória

headline-names-joined = { $first } e { $second }

controls-rematch-swapped = Revanche, lados trocados

controls-resigns = { $player } desiste

controls-offer-draw = Propor empate

controls-across-the-table = Do outro lado da mesa

controls-far-button = { $button }, do outro lado da mesa

more-title = Opções de { $game }

more-back = Voltar

more-in-force = As opções entram em vigor quando tocar em { $new } para começar uma partida.

more-pending = { " " }Há alterações: toque em Nova para jogar com elas.

more-presets = Predefinições

more-preset-explained = { $preset }: { $explanation }

more-who-plays = Quem joga

more-seat-played-by = { $player } é jogado por

more-a-person = uma pessoa

more-computer-hint = O computador assume um lado no nível escolhido, a partir da jogada seguinte; uma partida entre computadores joga-se sozinha.

more-speed = Animação das jogadas
more-speed-hint = Semente a semente, neste aparelho. Um toque no tabuleiro salta a animação.
speed-off = Desligada
speed-fast = Rápida
speed-normal = Normal
speed-slow = Lenta

more-sit = Lugares dos jogadores
more-sit-side = Lado a lado
more-sit-facing = Frente a frente
more-sit-hint-two-rows = Frente a frente, com um tablet ou um telefone deitado entre os dois: o lado, os botões e o resultado do jogador do outro lado viram-se para ele. Um telefone na vertical é estreito demais para partilhar, por isso aí o tabuleiro é para um jogador de cada vez.
more-sit-hint-square = Frente a frente, com um tablet entre os dois: a pilha de cada jogador fica junto à sua borda, virada para ele, tal como a linha que diz de quem é a vez. Num telefone, o tabuleiro quadrado não deixa borda livre, por isso aí é para um jogador de cada vez.

more-bar = Barra de avaliação
more-bar-off = Desligada
more-bar-on = Ligada
more-bar-hint = Durante o jogo, a margem do treinador após a última jogada que avaliou, neste aparelho.

more-look = Tema
more-look-hint = Neste aparelho. Automático segue o modo claro ou escuro do sistema e a sua configuração de contraste.
theme-auto = Automático
theme-wood = Madeira
theme-light = Claro
theme-contrast = Alto contraste

more-full-screen = Ecrã inteiro

sound-mute = Silenciar
sound-on-title = Som ligado: toque para silenciar
sound-muted-title = Sem som: toque para ligar o som

home-title = Mancala

manifest-description = Kalah, Awari, Ayo (Ouril), Oware, Calcala e Roocala para jogadores que partilham um tablet, mesmo sem rede.

html-noscript = O Mancala precisa de JavaScript e WebAssembly para funcionar.

html-analysis-loading = A carregar o tabuleiro de análise…

page-title-game = { $game } · Mancala

page-title-puzzles = Problemas de { $game } · Mancala

home-tagline = Jogos de semeadura para dois jogadores (até quatro no Calcala), num tablet entre vocês, ou para um de vocês contra o computador.

home-no-such-game = Aqui não há nenhum jogo chamado “{ $name }”; escolha um abaixo.

home-computer = O computador
home-level-legend = O computador joga no nível
home-seat-legend = Você joga
home-seat-first = Em primeiro
home-seat-second = Em segundo

home-two-players = Dois jogadores
home-two-to-four = 2 a 4 jogadores

home-play-computer = Jogar contra o computador

home-record = Nível { $level }: { $results }

home-analysis-link = Tabuleiro de análise: qualquer posição, todas as jogadas avaliadas

home-reset = Apagar os resultados
home-reset-confirm = Esquecer todos os resultados contra o computador neste aparelho?

board-moves = Jogadas feitas, da mais recente à mais antiga: toque numa para revê-la

board-move-entry = { $ply }. { $player } { $move }

board-name = Tabuleiro

board-pit =
    { $count ->
        [0] { $pit }: 0 sementes
        [one] { $pit }: { $count } semente
       *[other] { $pit }: { $count } sementes
    }

board-blue-stone = 1 semente
board-yellow-stone = Uma semente amarela vale 2 sementes
board-black-stone = Uma semente preta vale 3 sementes
board-stone-legend = Uma semente amarela vale 2 sementes, uma preta 3
board-legend-unit =
    { $count ->
       *[other] { " " }sementes
    }

board-thinking = A pensar…
board-your-move = A sua vez

board-pile-thinking = a pensar…
board-pile-to-move = joga agora

board-captured-stones = Sementes capturadas

board-calcala-move =
    casa { $from } para { $dir ->
        [N] norte
        [S] sul
        [E] leste
        [W] oeste
        [NE] nordeste
        [NW] noroeste
        [SE] sudeste
        [SW] sudoeste
       *[other] { $dir }
    }

board-calcala-arrow =
    Semear { $from } para { $dir ->
        [N] norte
        [S] sul
        [E] leste
        [W] oeste
        [NE] nordeste
        [NW] noroeste
        [SE] sudeste
        [SW] sudoeste
       *[other] { $dir }
    }: captura { $captured }

board-calcala-sowing = { $player } semeia a partir de { $pit }…

board-calcala-choose-arrow = Vez do { $player }: toque numa seta para semear a partir de { $pit }, ou toque noutro lugar para escolher de novo.

board-calcala-to-move = Vez do { $player }: toque numa casa e depois numa seta.

board-roocala-moving = { $player } joga a partir de { $cell }…

board-roocala-start = Sul joga primeiro; Norte começa com 1 ponto.

board-roocala-choose-move = Vez do { $player }: escolha uma das jogadas indicadas para esta casa, ou toque noutra casa.

board-roocala-to-move = Vez do { $player }: toque numa casa para ver as jogadas que começam aí.

board-points = Pontos

board-point-for-second = 1 por jogar em segundo

board-points-win = { $points } pontos para vencer.

board-offers = Jogadas a partir da casa escolhida

board-cell =
    { $count ->
        [0] { $cell }: 0 peças
        [one] { $cell }: { $count } peça
       *[other] { $cell }: { $count } peças
    }

board-cell-rook =
    { $count ->
        [0] { $cell }: 0 peças, torre do { $player }
        [one] { $cell }: { $count } peça, torre do { $player }
       *[other] { $cell }: { $count } peças, torre do { $player }
    }

board-choice = Tabuleiro
board-choice-square = Quadrado
board-choice-hex = Hexagonal
board-choice-hint = Cada tabuleiro guarda a sua própria partida: escolher um abre-a de imediato.

## O tabuleiro de análise
# (mensagens de src/ui/analysis)

analysis-page-title = Análise · Mancala

analysis-back-to-games = ‹ Jogos

analysis-heading = Tabuleiro de análise

analysis-choose-game = Escolha um jogo para analisar desde o início, ou cole um registo abaixo.

analysis-back-to-game = ‹ { $game }

analysis-game-heading = Análise · { $game }

analysis-cannot-open = Essa posição já não pode ser aberta.

analysis-game-over = A partida terminou: não há jogadas para avaliar.

analysis-to-move = Vez do { $mover }. O valor de cada jogada é a vantagem, em sementes, com que { $mover } fica depois dela com jogo perfeito: “exato” quando está provado, senão a profundidade pesquisada.

analysis-side-edited = A posição editada

analysis-side-moves = As jogadas e o seu valor

analysis-undo = Desfazer
analysis-edit-position = Editar posição
analysis-play-from-here = Jogar a partir daqui

analysis-address-refused = O endereço: { $why }

analysis-not-a-position = Não é uma posição de { $game }: { $why }.

analysis-weighing = A avaliar as jogadas…

analysis-legal-moves = Jogadas legais

analysis-legal-moves-best-first = Jogadas legais, a melhor primeiro

analysis-searched =
    { $done ->
        [yes] Profundidade { $depth } · { $nodes } posições · { $seconds } s
       *[no] Profundidade { $depth } · { $nodes } posições · { $seconds } s · a pesquisar mais fundo…
    }

analysis-decimal = { $whole },{ $tenths }

analysis-worth =
    { $sign ->
        [ahead] +{ $seeds }
        [behind] −{ $seeds }
       *[even] { $seeds }
    }

analysis-exact = exato

analysis-depth = profundidade { $depth }

analysis-share = { $player } { $count }

analysis-shares-between = { " · " }

analysis-best-line = Melhor linha: { $line }

analysis-walked = Jogadas percorridas
analysis-walked-opened = Aberta

analysis-editor = Editor de posição

analysis-slot-store =
    { $side ->
        [south] Depósito do Sul
       *[north] Depósito do Norte
    }

analysis-slot-pile = Pilha do Jogador { $number }

analysis-slot-cell =
    { $rook ->
        [south] Casa { $cell } (torre do Sul)
        [north] Casa { $cell } (torre do Norte)
       *[none] Casa { $cell }
    }

analysis-slot-points =
    { $side ->
        [south] Pontos do Sul
       *[north] Pontos do Norte
    }

analysis-editor-hint =
    { $board ->
        [two-rows] Toque numa casa para definir as suas sementes.
        [grid] Escolha uma casa para definir as suas sementes.
       *[cells] Toque numa casa para definir as suas peças e a torre.
    }

analysis-one-fewer = { $slot }: menos 1

analysis-one-more = { $slot }: mais 1

analysis-count-in =
    { $board ->
        [two-rows] Sementes: { $slot }
        [grid] Sementes: { $slot }
       *[cells] Peças: { $slot }
    }

analysis-rook = Torre
analysis-no-rook = Sem torre
analysis-rook-south = Do Sul
analysis-rook-north = Do Norte

analysis-slots = Casas e depósitos

analysis-to-move-group = Vez de jogar
analysis-player-to-move = Vez do { $player }

analysis-start-position = Posição inicial
analysis-cancel = Cancelar
analysis-done = Pronto

analysis-format-record = Registo
analysis-format-position = Texto da posição
analysis-format-fen = FEN do PlayStrategy
analysis-format-moves = Jogadas do PlayStrategy
analysis-format-kalah-literal = Literal de tabuleiro Kalah

analysis-only-ayo = { $format }: só o Ayo (Oware Abapa) se escreve assim
analysis-only-kalah = { $format }: só o Kalah se escreve assim
analysis-not-a-board = { $format }: não é um tabuleiro que este formato tenha
analysis-moves-from-start = { $format }: uma lista de jogadas parte do início; esta partida não

analysis-nothing-to-open = Nada para abrir: cole primeiro um registo, um link ou uma posição.

analysis-not-understood = “{ $text }” não foi compreendido: não é o registo nem o link de uma partida (kalah?moves=3.1), nem o nosso texto de posição, nem o FEN ou a lista de jogadas do PlayStrategy, nem um literal de tabuleiro Kalah.

analysis-record-refused = O registo: { $why }

analysis-format-refused = { $format }: { $why }

analysis-literal-not-two-rows = { $format }: não tem duas filas
analysis-literal-no-game = { $format }: { $total } sementes em { $houses } casas por lado não formam um jogo Kalah({ $houses }, n)

analysis-format-not-a-position = { $format }: não é uma posição do jogo: { $why }

analysis-not-played-here = { $game } não se joga aqui

analysis-open-record = Abrir um registo
analysis-paste-label = Um registo, um link ou uma posição para abrir:

analysis-record-in-and-out = Registo: importar e exportar
analysis-formats = Formato
analysis-record-label = A partida em texto; cole outra para abri-la:

analysis-copy = Copiar
analysis-open = Abrir

## Páginas de regras
# (mensagens de src/games/help.rs e do help.rs de cada jogo)

screen-rules-title = Como jogar { $game }

rules-coach-heading = Os veredictos do treinador

rules-coach-judging =
    Numa revisão (toque numa jogada da lista de jogadas), o treinador avalia cada jogada { $unit ->
        [points] pelos pontos
       *[stones] pelas sementes
    } que ela cedeu em relação à melhor jogada encontrada, mostra na lista o sinal do seu
    veredicto e assinala no tabuleiro a melhor jogada. { $how }

rules-coach-how-kalah =
    No Kalah, o treinador resolve com exatidão o fim do meio-jogo e o final da partida (o
    solucionador: assinalado exato); antes disso, usa a pesquisa do nível Especialista com
    um orçamento fixo.

rules-coach-how-calcala =
    Usa a pesquisa do nível Especialista com um orçamento fixo. Com 3 ou 4 jogadores, o valor
    de uma jogada é a parte das capturas que o seu jogador pode esperar até voltar a jogar, e
    a perda são as capturas cedidas.

rules-coach-how-search = Usa a pesquisa do nível Especialista com um orçamento fixo.

rules-coach-verdict-column = Veredicto

rules-coach-sign-column = Sinal

rules-coach-loss-column =
    { $unit ->
        [points] Pontos cedidos
       *[stones] Sementes cedidas
    }

rules-coach-threshold =
    { $verdict ->
        [best] nada cedido face à melhor jogada encontrada
        [blunder]
            { $unit ->
                [points] { $low } pontos ou mais cedidos
               *[stones] { $low } sementes ou mais cedidas
            }
        [mistake]
            { $unit ->
                [points] { $low } a { $high } pontos cedidos, ou menos se a jogada desperdiçar um resultado ganho ou empatado (quando é exato)
               *[stones] { $low } a { $high } sementes cedidas, ou menos se a jogada desperdiçar um resultado ganho ou empatado (quando é exato)
            }
       *[other]
            { $unit ->
                [points] { $low } a { $high } pontos cedidos
               *[stones] { $low } a { $high } sementes cedidas
            }
    }

rules-stone-colours =
    Cada semente azul no tabuleiro é uma semente. Quando uma casa está demasiado cheia para
    mostrar todas as sementes, uma semente amarela vale 2 sementes e uma preta vale 3; o
    número ao lado da casa dá sempre a contagem exata.

rules-kalah-intro =
    Dois jogadores, Vermelho e Verde, sentam-se em lados opostos do tabuleiro. Cada um é dono
    da fila de casas pequenas mais próxima de si e da casa grande, a Mancala, à sua direita.
    Todas as casas pequenas começam com o mesmo número de sementes (quatro, salvo se as
    opções disserem outra coisa).

rules-kalah-sowing-caption =
    Vermelho tira as 4 sementes da casa 3 e deixa cair uma em cada casa seguinte, no sentido
    anti-horário: as casas 4, 5 e 6 e depois a sua própria Mancala.
    A última semente caiu na Mancala, por isso Vermelho joga outra vez.

rules-kalah-move-heading = Uma jogada

rules-kalah-move =
    Na sua vez, toque numa das suas casas que tenha sementes. As sementes são semeadas uma a
    uma nas casas seguintes, no sentido anti-horário, incluindo a
    sua própria Mancala mas nunca a do adversário, que é saltada. Um punhado grande pode dar
    a volta completa e deixar uma semente na casa de onde saiu.

rules-kalah-last-stone-heading = Onde cai a última semente

rules-kalah-last-stone-store = Na sua própria Mancala: joga outra vez.

rules-kalah-last-stone-empty-tray =
    Numa das suas casas que estava vazia: essa semente e todas as sementes da casa em frente
    vão para a sua Mancala (a opção Última semente em casa vazia pode exigir sementes em
    frente para isto acontecer).

rules-kalah-last-stone-elsewhere = Em qualquer outro lugar: é a vez do adversário.

rules-kalah-end-heading = O fim

rules-kalah-end =
    A partida termina quando todas as casas pequenas de um jogador ficam vazias (a opção Fim
    da partida pode fazê-la esperar até que o jogador da vez não tenha nenhuma), ou logo que uma
    Mancala tenha mais de metade de todas as sementes. Cada jogador conta então a sua Mancala
    mais as sementes que restam nas suas casas (a opção Sementes restantes para pode dar
    essas sementes ao adversário ou a ninguém). Vence o total mais alto.

rules-kalah-options-heading = Opções

rules-kalah-options =
    Mais abre as opções, cada uma explicada onde se escolhe: as três regras acima, quem
    começa, as sementes por casa (o torneio 605.452 joga com 4 ou 5) e as casas por lado, e
    as predefinições Como no TopAccolades e Torneio 605.452, 5 sementes. As alterações
    aplicam-se quando tocar em Nova.

rules-awari-intro =
    Jogador 1 senta-se em baixo e é dono das seis covas da fila mais próxima e do depósito à
    direita; Jogador 2 é dono da fila do outro lado e do depósito à esquerda. Todas as covas
    começam com quatro sementes, e Jogador 1 começa.

rules-awari-sowing-heading = A semeadura

rules-awari-sowing =
    Toque numa das suas covas que tenha sementes. Elas são deixadas uma a uma nas covas
    seguintes, no sentido anti-horário, e no Awari os depósitos estão
    no caminho: uma semente deixada num depósito fica lá e conta para o dono desse depósito,
    mesmo que seja o adversário.

rules-awari-sowing-caption =
    Jogador 1 semeia as 4 sementes da cova 4: uma em cada uma das covas 5 e 6, uma no
    depósito e uma na primeira cova do Jogador 2.

rules-awari-capture-heading = Jogar outra vez e capturar

rules-awari-again =
    Se a sua última semente cair no seu próprio depósito, joga outra vez, tantas vezes quantas
    isso acontecer.

rules-awari-capture =
    Se a sua última semente cair numa cova vazia, de qualquer dos lados, e a cova em frente
    tiver sementes, leva essas sementes e a sua última semente para o seu depósito. Se a cova
    em frente estiver vazia, não se leva nada.

rules-awari-capture-caption =
    A única semente da cova 1 do Jogador 1 cai na cova 2, vazia. Em frente, a cova 5 do
    Jogador 2 tem 6 sementes: essas 6 e a semente que caiu vão para o depósito do Jogador 1.

rules-awari-end-heading = O fim

rules-awari-end =
    A partida termina logo que um depósito tenha mais de 24 sementes: esse jogador vence.
    Também termina quando o jogador da vez não tem sementes para semear (as sementes que ainda
    estão no tabuleiro vão para quem jogou por último), ou quando a mesma posição surge pela
    terceira vez (cada jogador fica então com as sementes do seu lado). Vence o total maior.

rules-ayo-intro =
    Jogador 1 é dono da fila mais próxima, de seis covas, e do depósito à direita; Jogador 2,
    da fila do outro lado e do depósito à esquerda. Todas as covas começam com quatro sementes
    e Jogador 1 começa. Os depósitos só guardam o que se captura: a semeadura nunca deixa
    sementes neles.

rules-ayo-sowing-heading = A semeadura

rules-ayo-sowing =
    Toque numa das suas covas com sementes: elas são deixadas uma a uma nas covas seguintes,
    no sentido anti-horário. Um punhado de 12 ou mais dá a volta
    completa, e salta a cova de onde saiu em cada volta.

rules-ayo-capture-heading = Capturar

rules-ayo-capture =
    Se a sua última semente cair numa das covas do adversário e a deixar com 2 ou 3, captura
    essa cova. Depois veja a cova anterior: se também for do adversário e tiver 2 ou 3,
    captura-a também, e assim por diante para trás até uma cova quebrar a cadeia.

rules-ayo-capture-caption =
    Jogador 1 semeia 4 sementes da cova 5. A última cai na cova 3 do Jogador 2 e deixa-a com
    2: capturada. A cova 2, antes dela, tem agora 3: capturada também. A cova 1 tem 4, o que
    quebra a cadeia: 5 sementes ao todo.

rules-ayo-grand-slam-heading = Grand slam e dar sementes

rules-ayo-grand-slam =
    Uma captura que esvaziaria todo o lado do adversário é um grand slam. Nas regras habituais pode ser
    jogada mas não captura nada; as opções podem deixá-la capturar, ou proibi-la enquanto
    houver outra jogada. E quando o adversário não tem nenhuma semente, é obrigatório dar-lhe
    algumas se alguma jogada o permitir (isto também é uma opção). Se nenhuma jogada o
    permitir, a partida termina e fica com as sementes que restam no tabuleiro.

rules-ayo-end-heading = O fim

rules-ayo-end =
    Um jogador com mais de 24 sementes no seu depósito vence de imediato. A partida também
    termina quando o jogador da vez não pode jogar (as sementes que restam vão para quem jogou
    por último) ou quando uma posição surge pela terceira vez (cada um fica com as sementes do
    seu lado). Vence o total maior.

rules-oware-intro =
    Jogador 1 é dono da fila mais próxima, de seis covas, e do depósito à direita; Jogador 2,
    da fila do outro lado e do depósito à esquerda. Todas as covas começam com quatro sementes
    e Jogador 1 começa. A semeadura só percorre as covas; os depósitos recolhem as sementes
    que são tiradas.

rules-oware-relay-heading = Semeadura em cadeia

rules-oware-relay =
    Toque numa das suas covas com sementes e elas são semeadas uma a uma, no sentido anti-horário. O lugar onde cai a última semente decide o que acontece a
    seguir:

rules-oware-relay-empty = numa cova vazia: a sua jogada termina;

rules-oware-relay-four = numa cova que fica com 4: fica com essas 4 sementes e a sua jogada termina;

rules-oware-relay-other =
    em qualquer outra cova: recolhe todas as suas sementes e continua a semear a partir da
    cova seguinte, numa nova volta.

rules-oware-relay-caption =
    Jogador 1 semeia 3 sementes da cova 6. A última deixa a cova 3 do Jogador 2 com 3, por
    isso essas 3 são recolhidas e semeadas nas covas 4, 5 e 6; a última cai numa cova vazia e
    a jogada termina.

rules-oware-fours-heading = Quatros

rules-oware-fours =
    Sempre que uma semente deixada pelo caminho faz uma cova ficar com exatamente 4, essas 4
    sementes vão de imediato para o depósito do jogador de cujo lado está a cova — às vezes o
    adversário — e continua a semear. Se uma semeadura em cadeia desse voltas para sempre, a
    jogada termina onde começa a repetir-se.

rules-oware-end-heading = O fim

rules-oware-end =
    Um jogador com mais de 24 sementes no seu depósito vence de imediato. A partida também
    termina quando o jogador da vez não tem sementes (as que restam vão para quem jogou por
    último) ou quando uma posição surge pela terceira vez (cada um fica com as sementes do seu
    lado). Vence o total maior.

rules-calcala-intro =
    O Calcala joga-se com 2, 3 ou 4 jogadores num tabuleiro de 36 casas, 6 por 6. Nenhuma casa
    tem dono: na sua vez, pode tirar as sementes de qualquer casa que as tenha. Os jogadores
    jogam à vez, Jogador 1, Jogador 2 e assim por diante; cada um guarda uma pilha com as
    sementes que captura.

rules-calcala-move-heading = Uma jogada

rules-calcala-move =
    Toque numa casa e depois numa das setas à sua volta. As sementes são semeadas uma a uma,
    uma por casa, na direção da seta. No primeiro passo não se pode sair do tabuleiro, por
    isso uma casa na borda oferece 5 setas e um canto 3; depois disso, as bordas do tabuleiro
    desviam a semeadura:

rules-calcala-edge-straight =
    Em linha reta para cima, para baixo, para a esquerda ou para a direita, a semeadura sai
    por uma borda e volta a entrar pela borda oposta.

rules-calcala-edge-diagonal =
    Em diagonal contra um lado, ressalta em ângulo reto e segue na nova direção. Em diagonal
    para fora de um canto, volta a entrar pelo canto oposto.

rules-calcala-wrap-caption = Volta: 5 sementes de C2 semeadas para leste vão para D2, E2, F2 e, dando a volta, para A2 e B2.

rules-calcala-bounce-caption =
    Ressalto: 3 sementes de D5 semeadas para sudeste vão para E6, ressaltam na borda de baixo
    para F5, na borda da direita para E4, e seguem para noroeste.

rules-calcala-last-stone-heading = Onde cai a última semente

rules-calcala-last-stone-full =
    Numa casa que já tinha sementes: recolha-as todas e continue a semear a partir daí na
    mesma direção (uma nova volta).

rules-calcala-last-stone-empty =
    Numa casa vazia: captura todas as sementes da casa seguinte no caminho, e a sua vez
    termina.

rules-calcala-capture-caption =
    Captura: 2 sementes de B4 semeadas para leste; a última cai em D4, vazia, por isso as
    sementes da casa seguinte, E4, são capturadas.

rules-calcala-relay-forever =
    Se uma semeadura em cadeia desse voltas e voltas para sempre, termina onde começa a
    repetir-se, sem captura.

rules-calcala-end-heading = O fim

rules-calcala-end =
    A partida termina quando restam 6 sementes ou menos no tabuleiro, ou quando a mesma
    posição surge pela terceira vez. As sementes que ficam no tabuleiro não contam para
    ninguém: vence quem capturou mais, e os jogadores empatados com o máximo partilham a
    vitória.

rules-calcala-options-heading = Opções

rules-calcala-options =
    Mais define o número de jogadores, quem começa e a disposição inicial: 2 sementes em cada
    casa (padrão), 1 (curta), 3 (longa), ou 3 ou 2 em casas alternadas (Double Dutch e Half
    Dutch).

rules-roocala-intro =
    O Roocala, de Christian Freeling, joga-se num anel de casas de borda à volta de uma zona
    interior neutra, num tabuleiro quadrado (20 casas de borda) ou hexagonal (18). Sul é dono
    das casas de borda da metade de baixo do anel, Norte das da metade de cima. Cada casa de
    borda começa com duas peças, cada jogador tem duas torres no interior, Sul joga primeiro e
    Norte começa com um ponto para compensar. É obrigatório jogar; há três tipos de jogada.

rules-roocala-start-caption =
    O tabuleiro quadrado: Sul é dono da metade vermelha do anel, Norte da metade verde; as 16
    casas do interior são neutras. As torres começam no interior.

rules-roocala-sowing-heading = Semear peças

rules-roocala-sowing =
    Tire todas as peças de uma das suas casas de borda, ou de qualquer casa interior, e
    deixe-as cair uma a uma: a partir da sua casa de borda, ou à volta do anel no sentido
    anti-horário (saltando a casa de onde partiu), ou em linha reta para
    a zona interior; a partir de uma casa interior, em linha reta. Uma semeadura em linha reta
    que chega à borda continua à volta do anel no sentido anti-horário. As torres não atrapalham.

rules-roocala-sowing-capture =
    Se a sua última peça cair numa casa que não é sua e que tinha exatamente uma peça, captura
    aí uma peça, e assim por diante para trás, em cada casa anterior onde aconteceu o mesmo.

rules-roocala-ring-caption =
    À volta do anel: Sul semeia as três peças de e1 no sentido anti-horário, para f1, f2 e f3.

rules-roocala-line-caption =
    Em linha: Sul semeia as duas peças de a3 para leste. Tanto b3 como c3 tinham uma peça, por
    isso a última captura uma em c3 e a cadeia volta atrás para tirar uma em b3.

rules-roocala-rook-heading = Mover uma torre

rules-roocala-rook =
    Uma torre que está numa casa vazia move-se em linha reta por casas vazias e detém-se na
    primeira casa que não está vazia. Parar sobre peças numa casa que não é sua captura uma;
    numa casa sua não captura nada. Parar sobre uma torre do adversário que está em cima de
    peças captura a torre. Uma torre não pode parar sobre a sua outra torre, nem sobre uma
    torre do adversário que está sozinha.

rules-roocala-rook-caption =
    A torre do Sul em e2 move-se para norte, passando pelas casas vazias e3 e e4, e detém-se em
    e5, a primeira casa que não está vazia, capturando uma das peças que lá estão.

rules-roocala-hybrid-heading = Semeadura híbrida

rules-roocala-hybrid =
    De uma casa com a sua torre e peças, pode semear as peças como acima e levar a torre
    consigo: ela fica na casa seguinte à da última peça. Aí captura uma torre do adversário,
    ou, numa casa que não é sua, tantas peças quantas semeou (ou todas, se forem menos).

rules-roocala-hybrid-caption =
    Híbrida: c2 tem a torre do Sul e duas peças. Estas são semeadas para norte, em c3 e c4, e
    a torre fica em c5: com as suas peças numa casa que não é do Sul, captura duas delas,
    tantas quantas foram semeadas.

rules-roocala-end-heading = O fim

rules-roocala-end =
    Os pontos são as peças que capturou (incluindo o ponto extra do Norte). Com mais de metade
    de todos os pontos, vence de imediato (21 no tabuleiro quadrado, 19 no hexagonal). Da
    terceira vez que surge a mesma posição, a partida fica empatada. Um jogador que não pode
    jogar termina a partida, e as peças que restam vão para quem jogou por último.

rules-roocala-playing-heading = Jogar aqui

rules-roocala-playing =
    Toque numa casa: as jogadas que começam aí aparecem numa lista, cada uma com uma marca
    numerada no tabuleiro que mostra onde termina. Mantenha o dedo sobre uma jogada para ver
    o seu caminho completo; levante-o sobre ela para jogá-la. Toque noutro lugar para escolher
    outra casa.
