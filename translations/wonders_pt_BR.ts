<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/about_dialog.py" line="+32"/>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Platform</source>
        <translation>Plataforma</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An unofficial, fan-made program for personal use. It is not affiliated with, endorsed or sponsored by Repos Production or Asmodee. 7 Wonders, 7 Wonders Duel, 7 Wonders Architects and the names of the games, their cards and Wonders belong to their owners.</source>
        <translation>Um programa não oficial, feito por fãs, para uso pessoal. Não tem vínculo com a Repos Production nem com a Asmodee, nem é endossado ou patrocinado por elas. 7 Wonders, 7 Wonders Duel, 7 Wonders Architects e os nomes dos jogos, de suas cartas e Maravilhas pertencem a seus donos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Qt and Qt for Python (PySide6) are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;{lgpl}&quot;&gt;LGPLv3&lt;/a&gt;), copyright The Qt Company Ltd. and other contributors. Their source code is at &lt;a href=&quot;{sources}&quot;&gt;{sources}&lt;/a&gt;. They are separate libraries in the app&apos;s folder: you may replace them with your own build of the same version.</source>
        <translation>O Qt e o Qt for Python (PySide6) são usados sob a Licença Pública Geral Menor GNU, versão 3 (&lt;a href=&quot;{lgpl}&quot;&gt;LGPLv3&lt;/a&gt;), copyright The Qt Company Ltd. e outros colaboradores. O código-fonte deles está em &lt;a href=&quot;{sources}&quot;&gt;{sources}&lt;/a&gt;. São bibliotecas separadas na pasta do aplicativo: você pode substituí-las por uma compilação própria da mesma versão.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>About Wonders</source>
        <translation>Sobre o Wonders</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>7 Wonders, 7 Wonders Duel and 7 Wonders Architects, offline, against bots or hot-seat.</source>
        <translation>7 Wonders, 7 Wonders Duel e 7 Wonders Arquitetos, off-line, contra robôs ou com amigos no mesmo computador.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Licences</source>
        <translation>Licenças</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>About Qt</source>
        <translation>Sobre o Qt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Licence: {licence}</source>
        <translation>Licença: {licence}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The licence text is missing from this installation.</source>
        <translation>O texto da licença não está nesta instalação.</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <location filename="../wonders_desktop/ui/views/painted_access.py" line="+48"/>
        <source>{name}, {state}</source>
        <translation>{name}, {state}</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../wonders_desktop/ui/savegames/analysis_chart.py" line="+41"/>
        <source>Fine</source>
        <translation>Boa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>Imprecisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Erro grave</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your decisions, first to last</source>
        <translation>Suas decisões, da primeira à última</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Win chance</source>
        <translation>Chance de vitória</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move played</source>
        <translation>Jogada feita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move found</source>
        <translation>Melhor jogada encontrada</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/window/analysis_window.py" line="+181"/>
        <source>Analysis: {game}</source>
        <translation>Análise: {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Player:</source>
        <translation>&amp;Jogador:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a decision (here or on the chart) to see it in the replay, with the better move.</source>
        <translation>Clique numa decisão (aqui ou no gráfico) para vê-la na revisão, com a jogada melhor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game move</source>
        <translation>Jogada da partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Jogada feita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move found</source>
        <translation>Melhor jogada encontrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win chance</source>
        <translation>Chance de vitória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss</source>
        <translation>Perda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Avaliação</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Analysis cancelled: nothing was stored.</source>
        <translation>Análise cancelada: nada foi guardado.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The analysis stopped on an error: {detail}</source>
        <translation>A análise parou por um erro: {detail}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The analysis could not be stored in the saved game: {detail}</source>
        <translation>Não foi possível guardar a análise na partida salva: {detail}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Analyse again</source>
        <translation>Analisar de novo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analyse</source>
        <translation>Analisar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The hard bot is searching each decision again: {done} of {total}…</source>
        <translation>O bot difícil está examinando cada decisão de novo: {done} de {total}…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not analysed yet. Analyse rates each of this player&apos;s decisions ({total}) with the hard bot&apos;s search (about {seconds} s each), from what the player knew at that moment.</source>
        <translation>Ainda não analisada. Analisar avalia cada decisão deste jogador ({total}) com a busca do bot difícil (cerca de {seconds} s cada), a partir do que o jogador sabia naquele momento.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{total}: {inaccuracies}, {mistakes}, {blunders}; {mean}.</source>
        <translation>{total}: {inaccuracies}, {mistakes}, {blunders}; {mean}.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decisão</numerusform>
            <numerusform>%n decisões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n imprecisão</numerusform>
            <numerusform>%n imprecisões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n erro grave</numerusform>
            <numerusform>%n erros graves</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points of win chance lost per decision on average</source>
        <translation>em média, {points} pontos de chance de vitória perdidos por decisão</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Win chance of the move played / of the best move found</source>
        <translation>Chance de vitória da jogada feita / da melhor jogada encontrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points of win chance given up against the best move found</source>
        <translation>Pontos de chance de vitória perdidos em relação à melhor jogada encontrada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(the move played)</source>
        <translation>(a jogada feita)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Decision {n} (move {move} of the game): {mark}</source>
        <translation>Decisão {n} (jogada {move} da partida): {mark}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played: {move} ({chance})</source>
        <translation>Jogada feita: {move} ({chance})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Better: {move} ({chance})</source>
        <translation>Melhor: {move} ({chance})</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../wonders_desktop/ui/window/app.py" line="+123"/>
        <source>This installation would crash in the middle of a game.</source>
        <translation>Esta instalação travaria no meio de uma partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PySide6 {qt} on Python {python} loses references to None on every drawing call. Reinstall with bash tools/play.sh (on Python 3.11 it installs a PySide6 below 6.12), or use Python 3.12 or newer.</source>
        <translation>O PySide6 {qt} no Python {python} perde referências a None a cada chamada de desenho. Reinstale com bash tools/play.sh (no Python 3.11 ele instala um PySide6 anterior ao 6.12) ou use o Python 3.12 ou mais recente.</translation>
    </message>
</context>
<context>
    <name>ArchitectsAccessible</name>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/accessible.py" line="+16"/>
        <source>Stage {n} of {wonder}</source>
        <translation>Estágio {n} — {wonder}</translation>
    </message>
</context>
<context>
    <name>ArchitectsHint</name>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/hint.py" line="+66"/>
        <source>Hint: {move}.</source>
        <translation>Dica: {move}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: {move} — {why}.</source>
        <translation>Dica: {move} — {why}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wins the battle now</source>
        <translation>vence a batalha agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets ahead of {name} in shields for the next battle</source>
        <translation>passa à frente de {name} em escudos para a próxima batalha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws level with {name} in shields</source>
        <translation>empata com {name} em escudos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets ahead of both neighbours in shields</source>
        <translation>passa à frente dos dois vizinhos em escudos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds shields for the battles to come</source>
        <translation>soma escudos para as próximas batalhas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes your Wonder and ends the game in the lead</source>
        <translation>completa sua Maravilha e termina a partida na liderança</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds a stage of your Wonder</source>
        <translation>constrói um Estágio da sua Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card toward your next Wonder stage</source>
        <translation>uma carta para o próximo Estágio da sua Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a green card toward a Progress token</source>
        <translation>uma carta verde rumo a uma ficha de Progresso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the effect of a Progress token</source>
        <translation>o efeito de uma ficha de Progresso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds back {name}, the player in the lead</source>
        <translation>segura {name}, que está na liderança</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves no card face up that would let a rival complete their Wonder and win</source>
        <translation>não deixa à vista uma carta que permitiria a um rival completar sua Maravilha e vencer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>scores victory points: {row}</source>
        <translation>marca pontos de vitória: {row}</translation>
    </message>
</context>
<context>
    <name>ArchitectsTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/centre.py" line="+54"/>
        <source>Conflict tokens: %n of {total} on the battle side</source>
        <translation>
            <numerusform>Fichas de Conflito: %n de {total} no lado da Batalha</numerusform>
            <numerusform>Fichas de Conflito: %n de {total} no lado da Batalha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Conflict: %n/{total} on the battle side</source>
        <translation>
            <numerusform>Conflito: %n/{total} no lado da Batalha</numerusform>
            <numerusform>Conflito: %n/{total} no lado da Batalha</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Progress tokens</source>
        <translation>Fichas de Progresso</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Discard: %n</source>
        <translation>
            <numerusform>Descarte: %n</numerusform>
            <numerusform>Descarte: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards spent or discarded, face up beside the central deck.</source>
        <translation>Cartas gastas ou descartadas, viradas para cima ao lado do baralho central.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The cat waits here until someone takes a blue card with a cat.</source>
        <translation>O marcador de Gato fica aqui até alguém pegar uma carta Azul com um Gato.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/decisions.py" line="+153"/>
        <source>Show the score sheet</source>
        <translation>Ver a folha de pontuação</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End the turn</source>
        <translation>Terminar o turno</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pay with:</source>
        <translation>Pagar com:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Science cards to exchange:</source>
        <translation>Cartas Verdes a descartar:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n different symbols</source>
        <translation>
            <numerusform>%n símbolo diferente</numerusform>
            <numerusform>%n símbolos diferentes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Token to use for the extra card:</source>
        <translation>Ficha usada para a carta adicional:</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/overlays.py" line="+76"/>
        <source>Battle!</source>
        <translation>Batalha!</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Shields → military victory tokens won</source>
        <translation>Escudos → fichas de Vitória Militar ganhas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red cards with horns are discarded; the Conflict tokens turn back to peace.</source>
        <translation>As cartas Vermelhas com cornetas são descartadas; as fichas de Conflito voltam para o lado da Paz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to close</source>
        <translation>Clique para fechar</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>{player} wins!</source>
        <translation>{player} vence!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shared victory: {players}</source>
        <translation>Vitória compartilhada: {players}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie broken by {rule}.</source>
        <translation>Empate desfeito por {rule}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A tie would go to the player with the most stages built.</source>
        <translation>Em caso de empate, vence quem tiver construído mais Estágios.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/scorepad.py" line="+68"/>
        <source>Stages built (tie-break)</source>
        <translation>Estágios construídos (desempate)</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/city.py" line="+44"/>
        <source>%n victory point(s) if the game ended now</source>
        <translation>
            <numerusform>%n ponto de Vitória se a partida acabasse agora</numerusform>
            <numerusform>%n pontos de Vitória se a partida acabasse agora</numerusform>
        </translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Order: {order}</source>
        <translation>Ordem: {order}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>= identical resources · ≠ different · ● effect</source>
        <translation>= Recursos idênticos · ≠ diferentes · ● efeito</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Building order, from the bottom: {order}</source>
        <translation>Ordem de construção, de baixo para cima: {order}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages built: {built} of {total}</source>
        <translation>Estágios construídos: {built} de {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Coins: %n</source>
        <translation>
            <numerusform>Moedas: %n</numerusform>
            <numerusform>Moedas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Shields: %n</source>
        <translation>
            <numerusform>Escudos: %n</numerusform>
            <numerusform>Escudos: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A battle now would give %n military victory token(s).</source>
        <translation>
            <numerusform>Uma Batalha agora daria %n ficha de Vitória Militar.</numerusform>
            <numerusform>Uma Batalha agora daria %n fichas de Vitória Militar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Military victory tokens: %n (3 points each)</source>
        <translation>
            <numerusform>Fichas de Vitória Militar: %n (3 pontos cada)</numerusform>
            <numerusform>Fichas de Vitória Militar: %n (3 pontos cada)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The cat: 2 victory points, and a secret look at the central deck&apos;s top card at the start of each turn.</source>
        <translation>O marcador de Gato: 2 pontos de Vitória e, no início de cada turno, uma olhada em segredo na carta do topo do baralho central.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/rows.py" line="+129"/>
        <source>Face-down Progress tokens: %n left</source>
        <translation>
            <numerusform>Fichas de Progresso viradas para baixo: resta %n</numerusform>
            <numerusform>Fichas de Progresso viradas para baixo: restam %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ready: you may take an extra card now.</source>
        <translation>Pronta: você pode pegar uma carta adicional agora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used this turn.</source>
        <translation>Usada neste turno.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pile</source>
        <translation>Pilha</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</source>
        <translation>
            <numerusform>Fichas de Conflito: %n no lado da Batalha. Quando a última for virada, há uma Batalha no final do turno.</numerusform>
            <numerusform>Fichas de Conflito: %n no lado da Batalha. Quando a última for virada, há uma Batalha no final do turno.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/prompts.py" line="+23"/>
        <source>You must build stages {stages}: click a highlighted piece (you choose the order).</source>
        <translation>Você deve construir os Estágios {stages}: clique numa peça destacada (você escolhe a ordem).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must build stage {stage}: click the highlighted piece.</source>
        <translation>Você deve construir o Estágio {stage}: clique na peça destacada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a science set</source>
        <translation>um conjunto de símbolos Científicos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must take a Progress token for {cards}: click one of the 3 face-up tokens or the pile.</source>
        <translation>Você deve pegar uma ficha de Progresso por {cards}: clique numa das 3 fichas viradas para cima ou na pilha.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{token}: you may also take 1 more card from a highlighted deck.</source>
        <translation>{token}: você também pode pegar 1 carta adicional de um baralho destacado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{token}: you may take 1 more card from a highlighted deck, or end your turn.</source>
        <translation>{token}: você pode pegar 1 carta adicional de um baralho destacado, ou terminar o turno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing more to do: end your turn.</source>
        <translation>Nada mais a fazer: termine o seu turno.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is over</source>
        <translation>A partida acabou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The score sheet shows every player&apos;s points and the tie-break.</source>
        <translation>A folha de pontuação mostra os pontos de cada jogador e o desempate.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} is playing</source>
        <translation>{player} está jogando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What just happened:</source>
        <translation>O que acabou de acontecer:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn</source>
        <translation>Sua vez</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Take a card: the top card of one of the %n highlighted decks.</source>
        <translation>
            <numerusform>Pegue uma carta: a do topo de %n baralho destacado.</numerusform>
            <numerusform>Pegue uma carta: a do topo de um dos %n baralhos destacados.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cat lets you see the central deck&apos;s top card.</source>
        <translation>O marcador de Gato deixa você ver a carta do topo do baralho central.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{wonder}: take the top card of any deck (highlighted).</source>
        <translation>{wonder}: pegue a carta do topo de qualquer baralho (destacados).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{wonder}: choose 1 of the 4 available Progress tokens (3 face up or the pile).</source>
        <translation>{wonder}: escolha 1 das 4 fichas de Progresso disponíveis (3 viradas para cima ou a pilha).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{wonder}: look at the 5 top cards of the deck on your left or on your right.</source>
        <translation>{wonder}: pegue as 5 cartas do topo do baralho à sua esquerda ou à sua direita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{wonder}: keep 1 of these cards; the others are shuffled back into their deck.</source>
        <translation>{wonder}: escolha 1 destas cartas; as outras são reembaralhadas no baralho de onde vieram.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/table.py" line="+154"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>a jogar</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/texts.py" line="+129"/>
        <source>Between {a} and {b}</source>
        <translation>Entre {a} e {b}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared by every player</source>
        <translation>Compartilhado por todos os jogadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck on your left</source>
        <translation>O baralho à sua esquerda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck on your right</source>
        <translation>O baralho à sua direita</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>Resta %n carta</numerusform>
            <numerusform>Restam %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top card: {card}</source>
        <translation>Carta do topo: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You see it thanks to the cat.</source>
        <translation>Você a vê graças ao marcador de Gato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face down</source>
        <translation>Virado para baixo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to take its top card.</source>
        <translation>Clique para pegar a carta do topo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to take its top card as your extra card.</source>
        <translation>Clique para pegar a carta do topo como carta adicional.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to take its top card (wonder effect).</source>
        <translation>Clique para pegar a carta do topo (efeito da Maravilha).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to look at its 5 top cards.</source>
        <translation>Clique para pegar as 5 cartas do topo.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/table.py" line="+64"/>
        <source>Just before:</source>
        <translation>Logo antes:</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/texts.py" line="-84"/>
        <source>Central deck</source>
        <translation>Baralho central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck of {wonder}</source>
        <translation>Baralho de {wonder}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stage {n}</source>
        <translation>Estágio {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Built on stage(s) {stages}</source>
        <translation>Construído sobre o(s) Estágio(s) {stages}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built</source>
        <translation>Construído</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can pay for it now: it must be built this turn.</source>
        <translation>Você tem os Recursos agora: ele deve ser construído neste turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can pay for it, but not first: that would leave another stage unbuilt this turn.</source>
        <translation>Você pode pagar por ele, mas não primeiro: isso deixaria outro Estágio sem construir neste turno.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Missing %n resource(s)</source>
        <translation>
            <numerusform>Falta %n Recurso</numerusform>
            <numerusform>Faltam %n Recursos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not available yet: build the stages below it first.</source>
        <translation>Ainda não disponível: construa primeiro os Estágios abaixo dele.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The deck of {player}&apos;s wonder</source>
        <translation>O baralho da Maravilha de {player}</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../wonders_desktop/ui/window/banner.py" line="+31"/>
        <source>Notice</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Close this notice (Esc)</source>
        <translation>Fechar este aviso (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this notice</source>
        <translation>Fechar este aviso</translation>
    </message>
</context>
<context>
    <name>BotLevelsHelp</name>
    <message>
        <location filename="../wonders_desktop/bots/registry.py" line="+67"/>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+38"/>
        <source>Plays any legal move, at random: to learn the interface and the rules.</source>
        <translation>Faz qualquer jogada válida, ao acaso: para aprender a interface e as regras.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+3"/>
        <source>Looks one move ahead at what it scores soon: a gentle opponent.</source>
        <translation>Olha uma jogada à frente, no que pontua em breve: um oponente tranquilo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+1"/>
        <source>Weighs every move as a good player would, in a few milliseconds: a solid opponent.</source>
        <translation>Pesa cada jogada como um bom jogador faria, em poucos milissegundos: um oponente sólido.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+4"/>
        <source>Plays the game out many times before each move, about one second a move: the strongest.</source>
        <translation>Joga a partida até o fim muitas vezes antes de cada jogada, cerca de um segundo por jogada: o mais forte.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/help_words.py" line="+32"/>
        <source>Plays any legal move, chosen at random.</source>
        <translation>Faz qualquer jogada válida, escolhida ao acaso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>At once.</source>
        <translation>Na hora.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Learning the interface and the rules, with no pressure.</source>
        <translation>Aprender a interface e as regras, sem pressão.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>First games: it plays sensibly but misses a lot.</source>
        <translation>Primeiras partidas: joga com bom senso, mas deixa escapar muita coisa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A few milliseconds a move.</source>
        <translation>Poucos milissegundos por jogada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players who know the rules and want a solid opponent.</source>
        <translation>Quem conhece as regras e quer um oponente sólido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thinks ahead by playing the game out many times from this position, with the hidden cards shuffled as they could be: it never peeks at them.</source>
        <translation>Pensa adiante jogando a partida até o fim muitas vezes a partir desta posição, com as cartas ocultas embaralhadas como poderiam estar: nunca espia as cartas ocultas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About one second a move.</source>
        <translation>Cerca de um segundo por jogada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experienced players who want a challenge.</source>
        <translation>Jogadores experientes que querem um desafio.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/help.py" line="+33"/>
        <source>Looks one move ahead at what it scores soon: points on the score sheet, production, chains and a little of this Age&apos;s conflict. It does not think about its neighbours or about the hand it passes them.</source>
        <translation>Olha uma jogada à frente, no que pontua em breve: pontos na folha de pontuação, produção, encadeamentos e um pouco do conflito militar desta Era. Não pensa nos vizinhos nem na mão que passa para eles.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weighs the game as a good player does, still one move ahead: military against each neighbour Age by Age, science sets, production and trading discounts by Age, chains, Wonder powers, coins, and denying the next player (the one it passes its hand to) a card they want.</source>
        <translation>Pesa a partida como um bom jogador, ainda uma jogada à frente: o poderio militar contra cada vizinho, Era por Era, os conjuntos de símbolos científicos, a produção e os descontos de Comércio por Era, os encadeamentos, os poderes das Maravilhas, as moedas, e negar ao próximo jogador (a quem passa a mão) uma carta que ele quer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In measured 4-player games against three medium bots it wins about three in four (an even share would be a quarter).</source>
        <translation>Em partidas medidas com 4 jogadores contra três bots de nível Médio, vence cerca de três em cada quatro (uma divisão igual daria um quarto).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="+33"/>
        <source>Looks one move ahead and takes what gains the most at once: points, and steps toward a military or scientific supremacy. It ignores production, chains and the Wonders still to build.</source>
        <translation>Olha uma jogada à frente e fica com o que rende mais na hora: pontos e passos rumo a uma Supremacia Militar ou Científica. Ignora a produção, os encadeamentos e as Maravilhas ainda por construir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weighs the game as a good player does: points, production, chains and coins, the Wonders still to build, the Progress tokens, and both sudden victories (military and scientific supremacy). For each move it also looks at its opponent&apos;s best reply.</source>
        <translation>Pesa a partida como um bom jogador: pontos, produção, encadeamentos e moedas, as Maravilhas ainda por construir, as fichas de Progresso e as duas vitórias imediatas (Supremacia Militar e Científica). Para cada jogada, também considera a melhor resposta do oponente.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It searches several moves ahead for both players and judges the positions it reaches by who won such positions in 11,000 games between bots. Measured: it wins almost every game against the medium bot; 85 % of 200 games against the hard bot of the previous version, which judged positions by points alone (a quarter of a second a move each); and 80 % of 210 games against 7wd-bot, the strongest public Duel program we can run (one second a move each).</source>
        <translation>Busca várias jogadas à frente para os dois jogadores e julga as posições a que chega por quem venceu posições assim em 11.000 partidas entre bots. Medido: vence quase todas as partidas contra o bot de nível Médio; 85 % de 200 partidas contra o bot de nível Difícil da versão anterior, que julgava as posições só pelos pontos (um quarto de segundo por jogada cada um); e 80 % de 210 partidas contra o 7wd-bot, o programa público de Duel mais forte que conseguimos rodar (um segundo por jogada cada um).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/help.py" line="+33"/>
        <source>Looks one move ahead at what it scores soon: points, cards toward its next stage, green cards.</source>
        <translation>Olha uma jogada à frente, no que pontua em breve: pontos, cartas para o próximo Estágio, Cartas Verdes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Weighs the game as a good player does, still one move ahead: the stages to come and the cards that pay for them, military by the battles still to come, a card drawn blind averaged over what the deck may hold, and never leaving a rival the face-up card that completes their Wonder.</source>
        <translation>Pesa a partida como um bom jogador, ainda uma jogada à frente: os Estágios por vir e as cartas que os pagam, o poderio militar pelas batalhas que ainda virão, uma carta comprada às cegas avaliada pela média do que o baralho pode ter, e nunca deixar para um rival a carta virada para cima que completa a Maravilha dele.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In measured 3-player games against two medium bots it wins about half of them (an even share would be a third).</source>
        <translation>Em partidas medidas com 3 jogadores contra dois bots de nível Médio, vence cerca de metade delas (uma divisão igual daria um terço).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+22"/>
        <source>The hard bot thinks about one second per move. The {hint} button (H) of every game and the move analysis ({game} ▸ {analyse}) use the hard bot&apos;s search. In {duel}, the chance to win they show is the hard bot&apos;s own judgement of the position, checked on 1,000 games between bots it never learned from: within 3 points of the share of those games actually won.</source>
        <translation>O bot difícil pensa cerca de um segundo por jogada. O botão {hint} (H) de cada jogo e a análise das jogadas ({game} ▸ {analyse}) usam a busca do bot difícil. No {duel}, a chance de vitória que mostram é o próprio julgamento da posição pelo bot difícil, conferido em 1.000 partidas entre bots das quais ele nunca aprendeu: a até 3 pontos da parcela dessas partidas realmente vencidas.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Thinking time:</source>
        <translation>Tempo para pensar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suits:</source>
        <translation>Indicado para:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Bot levels</source>
        <translation>Níveis dos bots</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Each bot seat of a new game has its own level. From random to hard, each level plays clearly better than the one before.</source>
        <translation>Cada lugar de bot numa nova partida tem o seu próprio nível. Do Aleatório ao Difícil, cada nível joga claramente melhor que o anterior.</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <location filename="../wonders_desktop/ui/art/painter.py" line="+77"/>
        <source>Free</source>
        <translation>Grátis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade {coins}</source>
        <translation>Comércio {coins}</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+64"/>
        <source>Starting resource: produces 1 {resource} each turn.</source>
        <translation>Recurso inicial: produz 1 {resource} por turno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/cardtext/phrases.py" line="+36"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free.</source>
        <translation>Gratuita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs {items}.</source>
        <translation>Custa {items}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{items} or {last}</source>
        <translation>{items} ou {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>brown card</source>
        <translation>carta marrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey card</source>
        <translation>carta cinza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue card</source>
        <translation>carta azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow card</source>
        <translation>carta amarela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red card</source>
        <translation>carta vermelha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green card</source>
        <translation>carta verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple card</source>
        <translation>carta roxa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black card</source>
        <translation>carta preta</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Produces %n unit(s) of {resource} each turn.</source>
        <translation>
            <numerusform>Produz %n unidade de {resource} por turno.</numerusform>
            <numerusform>Produz %n unidades de {resource} por turno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each turn, produces one of these resources: {resources}.</source>
        <translation>A cada turno, produz um destes recursos: {resources}.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Worth %n victory point(s).</source>
        <translation>
            <numerusform>Vale %n ponto de vitória.</numerusform>
            <numerusform>Vale %n pontos de vitória.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Adds %n shield(s) to your military strength.</source>
        <translation>
            <numerusform>Soma %n Escudo à sua potência militar.</numerusform>
            <numerusform>Soma %n Escudos à sua potência militar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gives the science symbol {symbol}.</source>
        <translation>Concede o símbolo científico {symbol}.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Take %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Receba %n moeda.</numerusform>
            <numerusform>Receba %n moedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Build one card of your choice from the discard pile for free.</source>
        <translation>Construa gratuitamente uma carta à sua escolha da pilha de descarte.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/cardtext.py" line="+58"/>
        <source>Neighbouring cities cannot buy this production.</source>
        <translation>As cidades vizinhas não podem comprar esta produção.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Buy raw materials from your left neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Compre matérias-primas do vizinho da esquerda por %n moeda cada.</numerusform>
            <numerusform>Compre matérias-primas do vizinho da esquerda por %n moedas cada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy raw materials from your right neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Compre matérias-primas do vizinho da direita por %n moeda cada.</numerusform>
            <numerusform>Compre matérias-primas do vizinho da direita por %n moedas cada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy raw materials from both neighbouring cities for %n coin(s) each.</source>
        <translation>
            <numerusform>Compre matérias-primas das duas cidades vizinhas por %n moeda cada.</numerusform>
            <numerusform>Compre matérias-primas das duas cidades vizinhas por %n moedas cada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy manufactured goods from your left neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Compre Produtos Manufaturados do vizinho da esquerda por %n moeda cada.</numerusform>
            <numerusform>Compre Produtos Manufaturados do vizinho da esquerda por %n moedas cada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy manufactured goods from your right neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Compre Produtos Manufaturados do vizinho da direita por %n moeda cada.</numerusform>
            <numerusform>Compre Produtos Manufaturados do vizinho da direita por %n moedas cada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy manufactured goods from both neighbouring cities for %n coin(s) each.</source>
        <translation>
            <numerusform>Compre Produtos Manufaturados das duas cidades vizinhas por %n moeda cada.</numerusform>
            <numerusform>Compre Produtos Manufaturados das duas cidades vizinhas por %n moedas cada.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{stage} built</source>
        <translation>{stage} construído</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{token} of age {age}</source>
        <translation>{token} da Era {age}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{thing} in your city</source>
        <translation>{thing} na sua cidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{thing} in the two neighbouring cities</source>
        <translation>{thing} nas duas cidades vizinhas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{thing} in your city and the two neighbouring cities</source>
        <translation>{thing} na sua cidade e nas duas cidades vizinhas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{thing} you have</source>
        <translation>{thing} que você tiver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{thing} your two neighbours have</source>
        <translation>{thing} que seus dois vizinhos tiverem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{thing} you and your two neighbours have</source>
        <translation>{thing} que você e seus dois vizinhos tiverem</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Take %n coin(s) from the bank for each {thing}.</source>
        <translation>
            <numerusform>Receba %n moeda por cada {thing}.</numerusform>
            <numerusform>Receba %n moedas por cada {thing}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>At the end of the game: %n victory point(s) for each {thing}.</source>
        <translation>
            <numerusform>No final da partida: %n ponto de vitória por cada {thing}.</numerusform>
            <numerusform>No final da partida: %n pontos de vitória por cada {thing}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You may play the last card of each age instead of discarding it.</source>
        <translation>Você pode jogar a última carta de cada Era em vez de descartá-la.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Once per age, build one structure for free.</source>
        <translation>Uma vez por Era, construa gratuitamente uma estrutura.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end of the game, copy one guild (purple card) of one of your two neighbours.</source>
        <translation>No final da partida, copie um Grêmio (carta roxa) de um dos seus dois vizinhos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Build the first card of each colour for free.</source>
        <translation>Construa gratuitamente a primeira carta de cada cor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Build the first card of each age for free.</source>
        <translation>Construa gratuitamente a primeira carta de cada Era.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the last card of each age for free.</source>
        <translation>Construa gratuitamente a última carta de cada Era.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Every other player pays %n coin(s) to the bank, or takes one {debt} for each coin not paid.</source>
        <translation>
            <numerusform>Cada um dos outros jogadores paga %n moeda ou pega 1 {debt} por moeda não paga.</numerusform>
            <numerusform>Cada um dos outros jogadores paga %n moedas ou pega 1 {debt} por moeda não paga.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Every other player pays %n coin(s) to the bank for each {thing} they have, or takes one {debt} for each coin not paid.</source>
        <translation>
            <numerusform>Cada um dos outros jogadores paga %n moeda por cada {thing} que tiver ou pega 1 {debt} por moeda não paga.</numerusform>
            <numerusform>Cada um dos outros jogadores paga %n moedas por cada {thing} que tiver ou pega 1 {debt} por moeda não paga.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Take %n {token}: your city sits out the next military conflict and your two neighbours fight each other instead.</source>
        <translation>
            <numerusform>Pegue %n {token}: sua cidade não participa do próximo conflito militar e seus dois vizinhos lutam entre si.</numerusform>
            <numerusform>Pegue %n {token}: sua cidade não participa do próximo conflito militar e seus dois vizinhos lutam entre si.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Once per turn, one resource bought from your left neighbour costs %n coin(s) less.</source>
        <translation>
            <numerusform>Uma vez por turno, um recurso comprado do vizinho da esquerda custa %n moeda a menos.</numerusform>
            <numerusform>Uma vez por turno, um recurso comprado do vizinho da esquerda custa %n moedas a menos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Once per turn, one resource bought from your right neighbour costs %n coin(s) less.</source>
        <translation>
            <numerusform>Uma vez por turno, um recurso comprado do vizinho da direita custa %n moeda a menos.</numerusform>
            <numerusform>Uma vez por turno, um recurso comprado do vizinho da direita custa %n moedas a menos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take 1 {token} of age {age}.</source>
        <translation>Pegue 1 {token} da Era {age}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each of your two neighbours takes 1 {token}.</source>
        <translation>Cada um dos seus dois vizinhos pega 1 {token}.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Each of your two neighbours takes %n × {token}.</source>
        <translation>
            <numerusform>Cada um dos seus dois vizinhos pega %n × {token}.</numerusform>
            <numerusform>Cada um dos seus dois vizinhos pega %n × {token}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Each unit of a neighbour&apos;s starting resource (the one printed on its board) costs you %n coin(s) less.</source>
        <translation>
            <numerusform>Cada unidade do recurso inicial de um vizinho (o impresso no tabuleiro dele) custa %n moeda a menos para você.</numerusform>
            <numerusform>Cada unidade do recurso inicial de um vizinho (o impresso no tabuleiro dele) custa %n moedas a menos para você.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Then return every {token} you have to the box.</source>
        <translation>Em seguida, devolva à caixa cada {token} que você tiver.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>At the end of the game, gives one science symbol of your choice.</source>
        <translation>No final da partida, concede um símbolo científico à sua escolha.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>At the end of the game: %n victory point(s) if every stage of your wonder is built.</source>
        <translation>
            <numerusform>No final da partida: %n ponto de vitória se todos os estágios da sua Maravilha estiverem construídos.</numerusform>
            <numerusform>No final da partida: %n pontos de vitória se todos os estágios da sua Maravilha estiverem construídos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Every other player takes %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Cada um dos outros jogadores recebe %n moeda.</numerusform>
            <numerusform>Cada um dos outros jogadores recebe %n moedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Each of your two neighbours takes %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Cada um dos seus dois vizinhos recebe %n moeda.</numerusform>
            <numerusform>Cada um dos seus dois vizinhos recebe %n moedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the end of the game, copy one science symbol of a green card of one of your two neighbours.</source>
        <translation>No final da partida, copie um símbolo científico de uma carta verde de um dos seus dois vizinhos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each turn, produces one unit of a resource that your brown or grey cards or your board already produce.</source>
        <translation>A cada turno, produz uma unidade de um recurso que suas cartas marrons ou cinza ou seu tabuleiro já produzem.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each turn, produces one unit of a resource that neither your brown or grey cards nor your board produce.</source>
        <translation>A cada turno, produz uma unidade de um recurso que nem suas cartas marrons ou cinza nem seu tabuleiro produzem.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your next wonder stages cost no resources (their coins are still paid).</source>
        <translation>Os próximos estágios da sua Maravilha não custam recursos (as moedas continuam sendo pagas).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Free to build if you have built {cards}.</source>
        <translation>Construção gratuita (em cadeia) se você já construiu {cards}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes {cards} free to build later.</source>
        <translation>Permite construir gratuitamente, mais tarde, {cards}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For a military conflict won against a neighbour: 1, 3 or 5 victory points in ages I, II and III.</source>
        <translation>Por um conflito militar vencido contra um vizinho: 1, 3 ou 5 pontos de vitória nas Eras I, II e III.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For a military conflict lost against a neighbour: -1 victory point.</source>
        <translation>Por um conflito militar perdido contra um vizinho: -1 ponto de vitória.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For each coin you could not or would not pay: -1 victory point.</source>
        <translation>Por cada moeda que você não pôde ou não quis pagar: -1 ponto de vitória.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your city sits out the next military conflict and your two neighbours fight each other instead; then the token is discarded.</source>
        <translation>Sua cidade não participa do próximo conflito militar e seus dois vizinhos lutam entre si; depois, a ficha é descartada.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/cardtext.py" line="+53"/>
        <source>Wonder built</source>
        <translation>Maravilha construída</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 3 coins</source>
        <translation>conjunto de 3 moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>progress token</source>
        <translation>ficha de Progresso</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Move the conflict pawn %n space(s) toward your opponent&apos;s capital.</source>
        <translation>
            <numerusform>Mova o peão de Conflito %n espaço em direção à capital do oponente.</numerusform>
            <numerusform>Mova o peão de Conflito %n espaços em direção à capital do oponente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your opponent loses %n coin(s).</source>
        <translation>
            <numerusform>Seu oponente perde %n moeda.</numerusform>
            <numerusform>Seu oponente perde %n moedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From now on, you buy {resources} from the bank for %n coin(s) each.</source>
        <translation>
            <numerusform>A partir de agora, você compra {resources} do banco por %n moeda cada.</numerusform>
            <numerusform>A partir de agora, você compra {resources} do banco por %n moedas cada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Take %n coin(s) from the bank for each {thing} in your city.</source>
        <translation>
            <numerusform>Receba %n moeda do banco por cada {thing} na sua cidade.</numerusform>
            <numerusform>Receba %n moedas do banco por cada {thing} na sua cidade.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a second turn right away.</source>
        <translation>Jogue novamente: faça imediatamente um segundo turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard one {card} of your choice from your opponent&apos;s city.</source>
        <translation>Descarte uma {card} à sua escolha da cidade do oponente.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Draw %n progress tokens from those left out of the game, keep one and return the others to the box.</source>
        <translation>
            <numerusform>Sorteie %n ficha de Progresso entre as que ficaram fora do jogo, fique com uma e devolva as outras à caixa.</numerusform>
            <numerusform>Sorteie %n fichas de Progresso entre as que ficaram fora do jogo, fique com uma e devolva as outras à caixa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Your future Wonders cost %n fewer resources of your choice.</source>
        <translation>
            <numerusform>Suas próximas Maravilhas custam %n recurso a menos, à sua escolha.</numerusform>
            <numerusform>Suas próximas Maravilhas custam %n recursos a menos, à sua escolha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your future blue cards cost %n fewer resources of your choice.</source>
        <translation>
            <numerusform>Suas próximas cartas azuis custam %n recurso a menos, à sua escolha.</numerusform>
            <numerusform>Suas próximas cartas azuis custam %n recursos a menos, à sua escolha.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You take the coins your opponent pays to the bank to buy resources.</source>
        <translation>Você recebe as moedas que o oponente paga ao banco para comprar recursos.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your red cards built from now on add %n extra shield(s).</source>
        <translation>
            <numerusform>As cartas vermelhas que você construir a partir de agora concedem %n Escudo extra.</numerusform>
            <numerusform>As cartas vermelhas que você construir a partir de agora concedem %n Escudos extras.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every Wonder you build from now on also lets you play a second turn.</source>
        <translation>Cada Maravilha que você construir a partir de agora também permite jogar novamente.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Each time you build a structure for free through a chain, take %n coin(s).</source>
        <translation>
            <numerusform>Sempre que construir uma Estrutura gratuitamente por meio de encadeamento, receba %n moeda.</numerusform>
            <numerusform>Sempre que construir uma Estrutura gratuitamente por meio de encadeamento, receba %n moedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/cardtext/phrases.py" line="+4"/>
        <source>At the end of the game: %n victory point(s) for each progress token you have (this one included).</source>
        <translation>
            <numerusform>No final da partida: %n ponto de vitória por cada ficha de Progresso que você tiver (incluindo esta).</numerusform>
            <numerusform>No final da partida: %n pontos de vitória por cada ficha de Progresso que você tiver (incluindo esta).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/cardtext.py" line="+13"/>
        <source>Take %n coin(s) for each {thing} in the city that has the most of them.</source>
        <translation>
            <numerusform>Receba %n moeda por cada {thing} da cidade que tiver mais.</numerusform>
            <numerusform>Receba %n moedas por cada {thing} da cidade que tiver mais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>At the end of the game: %n victory point(s) for each {thing} in the city that has the most of them.</source>
        <translation>
            <numerusform>No final da partida: %n ponto de vitória por cada {thing} da cidade que tiver mais.</numerusform>
            <numerusform>No final da partida: %n pontos de vitória por cada {thing} da cidade que tiver mais.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free to build if you have the chain symbol {symbol}.</source>
        <translation>Construção gratuita se você tiver o símbolo de encadeamento {symbol}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gives the chain symbol {symbol}: a card of a later age showing it will be free.</source>
        <translation>Concede o símbolo de encadeamento {symbol}: uma carta de uma Era posterior que o mostre será gratuita.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>When the conflict pawn enters this zone, the player on this side loses %n coin(s); then the token goes back to the box.</source>
        <translation>
            <numerusform>Quando o peão de Conflito entrar nesta zona, o jogador deste lado descarta %n moeda; depois, a ficha volta para a caixa.</numerusform>
            <numerusform>Quando o peão de Conflito entrar nesta zona, o jogador deste lado descarta %n moedas; depois, a ficha volta para a caixa.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each shield moves it one space toward the opponent&apos;s capital; if it reaches a capital, that player wins by military supremacy.</source>
        <translation>Cada Escudo o move um espaço em direção à capital do oponente; se ele chegar a uma capital, o jogador que o empurrou vence por Supremacia Militar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/cardtext.py" line="+27"/>
        <source>Worth %n coin(s): a coin replaces any one missing resource when you build a stage.</source>
        <translation>
            <numerusform>Vale %n Moeda: uma Moeda substitui qualquer Recurso faltante ao construir um Estágio.</numerusform>
            <numerusform>Vale %n Moedas: uma Moeda substitui qualquer Recurso faltante ao construir um Estágio.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gives 1 {resource} to build a stage of your wonder.</source>
        <translation>Concede 1 {resource} para construir um Estágio da sua Maravilha.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gives the science symbol {symbol}: with 2 identical symbols or 3 different ones, take a progress token.</source>
        <translation>Concede o símbolo Científico {symbol}: com 2 símbolos idênticos ou 3 diferentes, pegue uma ficha de Progresso.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Turn %n conflict token(s) to the battle side.</source>
        <translation>
            <numerusform>Vire %n ficha de Conflito para o lado da Batalha.</numerusform>
            <numerusform>Vire %n fichas de Conflito para o lado da Batalha.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Free: take it from a deck on your turn.</source>
        <translation>Gratuita: pegue-a de um baralho no seu turno.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Take the {cat}: while you have it, look at the top card of the central deck at the start of your turn; it is worth %n victory point(s) at the end of the game.</source>
        <translation>
            <numerusform>Pegue o {cat}: enquanto o tiver, olhe em segredo a carta do topo do baralho central no início do seu turno; ele vale %n ponto de Vitória no final da partida.</numerusform>
            <numerusform>Pegue o {cat}: enquanto o tiver, olhe em segredo a carta do topo do baralho central no início do seu turno; ele vale %n pontos de Vitória no final da partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Costs %n identical resources.</source>
        <translation>
            <numerusform>Custa %n Recurso idêntico.</numerusform>
            <numerusform>Custa %n Recursos idênticos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Costs %n different resources.</source>
        <translation>
            <numerusform>Custa %n Recurso diferente.</numerusform>
            <numerusform>Custa %n Recursos diferentes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This wonder has no special effect but gives more victory points.</source>
        <translation>Esta Maravilha não tem efeitos especiais, mas dá mais pontos de Vitória que as outras Maravilhas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take the top card of any deck on the table and place it in front of you.</source>
        <translation>Pegue a carta do topo de qualquer baralho na mesa e coloque-a à sua frente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the top card of the central deck and place it in front of you.</source>
        <translation>Pegue a carta do topo do baralho central e coloque-a à sua frente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the top cards of the decks on your left and on your right and place them in front of you.</source>
        <translation>Pegue as cartas do topo dos baralhos à sua esquerda e à sua direita e coloque-as à sua frente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose 1 progress token among the 4 available and place it in front of you.</source>
        <translation>Escolha 1 ficha de Progresso das 4 disponíveis e coloque-a à sua frente.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Take the %n top cards of the deck on your left or on your right, keep 1 and shuffle the others back into that deck.</source>
        <translation>
            <numerusform>Pegue %n carta do topo do baralho à sua esquerda ou à sua direita e fique com ela.</numerusform>
            <numerusform>Pegue as %n cartas do topo do baralho à sua esquerda ou à sua direita, escolha 1 e reembaralhe as outras de volta nesse baralho.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a grey card with {resource}</source>
        <translation>uma carta Cinza de {resource}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a yellow card</source>
        <translation>uma carta Amarela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a green card</source>
        <translation>uma carta Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red card with 1 or 2 horns</source>
        <translation>uma carta Vermelha com 1 ou 2 Cornetas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>When you take {cards}, choose 1 more card among the 3 available and place it in front of you.</source>
        <translation>Ao pegar {cards}, escolha 1 carta adicional das 3 disponíveis e coloque-a à sua frente.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When you build a stage of your wonder, choose 1 more card among the 3 available and place it in front of you.</source>
        <translation>Ao construir um Estágio da sua Maravilha, escolha 1 carta adicional das 3 disponíveis e coloque-a à sua frente.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>One of your yellow cards is worth %n coin(s) instead of 1.</source>
        <translation>
            <numerusform>1 de suas cartas Amarelas vale %n Moeda em vez de 1.</numerusform>
            <numerusform>1 de suas cartas Amarelas vale %n Moedas em vez de 1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When you build a stage of your wonder, you may use any resources, ignoring the “identical” or “different” requirement.</source>
        <translation>Ao construir um Estágio da sua Maravilha, você pode usar qualquer Recurso, ignorando as restrições de “idêntico” ou “diferente”.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>At the end of the game: %n victory point(s) if your wonder is still under construction, {complete} if it is fully built.</source>
        <translation>
            <numerusform>No final da partida: %n ponto de Vitória se a sua Maravilha ainda estiver em construção ou {complete} se estiver completamente construída.</numerusform>
            <numerusform>No final da partida: %n pontos de Vitória se a sua Maravilha ainda estiver em construção ou {complete} se estiver completamente construída.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>At the end of the game: %n victory point(s) if you have one of these tokens, {both} if you have both.</source>
        <translation>
            <numerusform>No final da partida: %n ponto de Vitória se você tiver 1 destas fichas ou {both} se tiver as 2.</numerusform>
            <numerusform>No final da partida: %n pontos de Vitória se você tiver 1 destas fichas ou {both} se tiver as 2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>At the end of the game: %n victory point(s) for each cat icon on your blue cards.</source>
        <translation>
            <numerusform>No final da partida: %n ponto de Vitória por ícone de gato nas suas cartas Azuis.</numerusform>
            <numerusform>No final da partida: %n pontos de Vitória por ícone de gato nas suas cartas Azuis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>At the end of the game: %n victory point(s) for each {token} you have.</source>
        <translation>
            <numerusform>No final da partida: %n ponto de Vitória por cada {token} que você tiver.</numerusform>
            <numerusform>No final da partida: %n pontos de Vitória por cada {token} que você tiver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>For a battle won against a neighbour with fewer shields: %n victory point(s) at the end of the game.</source>
        <translation>
            <numerusform>Por uma Batalha vencida contra um vizinho com menos Escudos: %n ponto de Vitória no final da partida.</numerusform>
            <numerusform>Por uma Batalha vencida contra um vizinho com menos Escudos: %n pontos de Vitória no final da partida.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Red cards with horns turn conflict tokens to their battle side; when the last one is turned, a battle takes place at the end of the turn.</source>
        <translation>As cartas Vermelhas com Cornetas viram fichas de Conflito para o lado da Batalha; quando a última é virada, há uma Batalha no final do turno.</translation>
    </message>
</context>
<context>
    <name>ClassicAccessible</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+390"/>
        <source>free: can be built from the discard pile</source>
        <translation>grátis: pode ser construída da pilha de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already in your city: it cannot be built twice</source>
        <translation>já está na sua cidade: não pode ser construída duas vezes</translation>
    </message>
</context>
<context>
    <name>ClassicFaces</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/faces.py" line="+164"/>
        <source>7th card</source>
        <translation>7ª carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Pilha de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free build</source>
        <translation>Construção grátis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a guild</source>
        <translation>Copia um Grêmio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First of a colour free</source>
        <translation>1ª de cada cor grátis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First card of the age free</source>
        <translation>1ª carta da Era grátis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last card of the age free</source>
        <translation>Última carta da Era grátis</translation>
    </message>
</context>
<context>
    <name>ClassicHint</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/hint.py" line="+77"/>
        <source>Hint: {move}.</source>
        <translation>Dica: {move}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: {move} — {why}.</source>
        <translation>Dica: {move} — {why}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wins the conflict with {name}</source>
        <translation>vence o conflito militar com {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws level with {name} in shields</source>
        <translation>empata com {name} em escudos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the conflicts with both neighbours</source>
        <translation>vence os conflitos militares com os dois vizinhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds shields for the conflicts to come</source>
        <translation>soma escudos para os próximos conflitos militares</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes a set of three different science symbols</source>
        <translation>completa um grupo de três símbolos científicos diferentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds a science symbol</source>
        <translation>acrescenta um símbolo científico</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>builds a stage of your Wonder</source>
        <translation>desenvolve sua Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fills your treasury: coins to buy what you lack</source>
        <translation>reforça seu tesouro: moedas para comprar o que falta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds resources your city lacks</source>
        <translation>acrescenta recursos que faltam à sua cidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opens a chain: later buildings for free</source>
        <translation>abre uma construção em cadeia: estruturas futuras gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>uses your Wonder&apos;s power</source>
        <translation>usa o poder da sua Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds back {name}, your neighbour</source>
        <translation>segura {name}, seu vizinho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>helps your teammate {name}</source>
        <translation>ajuda seu parceiro de equipe {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps this card from {name}, who gets your hand next</source>
        <translation>tira esta carta de {name}, que recebe sua mão a seguir</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>scores victory points: {row}</source>
        <translation>marca pontos de vitória: {row}</translation>
    </message>
</context>
<context>
    <name>ClassicTable</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="-301"/>
        <source>side A</source>
        <translation>lado A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>side B</source>
        <translation>lado B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day side</source>
        <translation>lado dia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>night side</source>
        <translation>lado noite</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>✓ free</source>
        <translation>✓ grátis</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>✓ %n coin(s) (trade)</source>
        <translation>
            <numerusform>✓ %n moeda (comércio)</numerusform>
            <numerusform>✓ %n moedas (comércio)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>✓ %n coin(s)</source>
        <translation>
            <numerusform>✓ %n moeda</numerusform>
            <numerusform>✓ %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No structure built yet</source>
        <translation>Nenhuma estrutura construída ainda</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>You pay: raw {raw} · manufactured {made} per unit</source>
        <translation>Você paga: matéria-prima {raw} · manufaturado {made} por unidade</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Free City — played by {player} this turn</source>
        <translation>Cidade Livre — jogada por {player} neste turno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your teammate</source>
        <translation>Seu parceiro de equipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left</source>
        <translation>esquerda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>direita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent ({side} neighbour)</source>
        <translation>Adversário (vizinho da {side})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Left neighbour</source>
        <translation>◀ Vizinho da esquerda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right neighbour ▶</source>
        <translation>Vizinho da direita ▶</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No conflict token if the age ended now</source>
        <translation>Nenhum marcador de Conflito se a Era terminasse agora</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If the age ended now:</source>
        <translation>Se a Era terminasse agora:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stronger than you ({theirs} vs {mine} shields)</source>
        <translation>Mais forte que você ({theirs} contra {mine} escudos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weaker than you ({theirs} vs {mine} shields)</source>
        <translation>Mais fraco que você ({theirs} contra {mine} escudos)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Tied with you (%n shield(s))</source>
        <translation>
            <numerusform>Empatado com você (%n escudo)</numerusform>
            <numerusform>Empatado com você (%n escudos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conflict tokens: {tokens}</source>
        <translation>Marcadores de Conflito: {tokens}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Debt: %n</source>
        <translation>
            <numerusform>Dívida: %n</numerusform>
            <numerusform>Dívida: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Diplomacy tokens: %n</source>
        <translation>
            <numerusform>Fichas de Diplomacia: %n</numerusform>
            <numerusform>Fichas de Diplomacia: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n victory point(s) as the game stands</source>
        <translation>
            <numerusform>%n ponto de vitória no momento</numerusform>
            <numerusform>%n pontos de vitória no momento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Military strength: %n shield(s)</source>
        <translation>
            <numerusform>Força militar: %n escudo</numerusform>
            <numerusform>Força militar: %n escudos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonder stages built: {built} of {total}</source>
        <translation>Níveis desenvolvidos: {built} de {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting resource: {resource}</source>
        <translation>Recurso inicial: {resource}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>Produces:</source>
        <translation>Produz:</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Sells:</source>
        <translation>Vende:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sells to its neighbours: {resources}</source>
        <translation>Vende aos vizinhos: {resources}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Own use:</source>
        <translation>Uso próprio:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole city</source>
        <translation>Mostrar a cidade inteira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to see the whole city</source>
        <translation>Clique para ver a cidade inteira</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your teammate&apos;s hand:</source>
        <translation>Mão do seu parceiro:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Chain</source>
        <translation>Cadeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+45"/>
        <source>Free</source>
        <translation>Grátis</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Build it free (chain)</source>
        <translation>Construa gratuitamente (construção em cadeia)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build it: {cost}</source>
        <translation>Construa: {cost}</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+215"/>
        <source>Built</source>
        <translation>Já tem</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>{units} = %n coin(s)</source>
        <translation>
            <numerusform>{units} = %n moeda</numerusform>
            <numerusform>{units} = %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+92"/>
        <source>+ bank {coins}</source>
        <translation>+ banco {coins}</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Build the Free City&apos;s wonder stage {number}</source>
        <translation>Desenvolver a Maravilha da Cidade Livre (nível {number})</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-51"/>
        <location line="+20"/>
        <source>free (chain)</source>
        <translation>gratuitamente (construção em cadeia)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Build the structure</source>
        <translation>Construir uma estrutura</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Build for free</source>
        <translation>Construir gratuitamente</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>wonder power, once per age</source>
        <translation>poder da Maravilha, uma vez por Era</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Discarded for 3 coins</source>
        <translation>Descartada por 3 moedas</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No conflict token this age (ties).</source>
        <translation>Nenhum marcador de Conflito nesta Era (empates).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>End of age {age}: what everyone did, and the military conflicts:</source>
        <translation>Fim da Era {age}: o que cada um fez e os Conflitos Militares:</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Build wonder stage {number}</source>
        <translation>Desenvolver sua Maravilha (nível {number})</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>not allowed now</source>
        <translation>não permitido agora</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Discard for 3 coins</source>
        <translation>Descartar para obter 3 moedas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Free City must build</source>
        <translation>a Cidade Livre deve construir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>wonder power: the first card of each colour</source>
        <translation>poder da Maravilha: a primeira carta de cada cor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wonder power: this turn&apos;s card</source>
        <translation>poder da Maravilha: a carta deste turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wonder power</source>
        <translation>poder da Maravilha</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Pay {payment}</source>
        <translation>Pagar {payment}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Buy {units} from {player} (left) for %n coin(s)</source>
        <translation>
            <numerusform>Comprar {units} de {player} (esquerda) por %n moeda</numerusform>
            <numerusform>Comprar {units} de {player} (esquerda) por %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy {units} from {player} (right) for %n coin(s)</source>
        <translation>
            <numerusform>Comprar {units} de {player} (direita) por %n moeda</numerusform>
            <numerusform>Comprar {units} de {player} (direita) por %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>builds wonder stage {number}</source>
        <translation>desenvolve sua Maravilha (nível {number})</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/advice.py" line="+59"/>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+2"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+68"/>
        <source>Stage {number}</source>
        <translation>Nível {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build</source>
        <comment>advice on a card: build it</comment>
        <translation>Construir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build free</source>
        <comment>advice on a card: Olympia&apos;s free build</comment>
        <translation>Construir gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <comment>advice on a card: discard it for 3 coins</comment>
        <translation>Descartar</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+6"/>
        <source>discards {card} for 3 coins</source>
        <translation>descarta {card} para obter 3 moedas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discards a card for 3 coins</source>
        <translation>descarta uma carta para obter 3 moedas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>builds nothing from the discard pile</source>
        <translation>não constrói nada da pilha de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>passa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>builds {card} for free (chain)</source>
        <translation>constrói {card} gratuitamente (construção em cadeia)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} for free</source>
        <translation>constrói {card} gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} from the discard pile</source>
        <translation>constrói {card} da pilha de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card}</source>
        <translation>constrói {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chain</source>
        <translation>construção em cadeia</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-81"/>
        <location line="+21"/>
        <source>free</source>
        <translation>grátis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from the discard pile</source>
        <translation>da pilha de descarte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pays {coins} to {player}</source>
        <translation>paga {coins} a {player}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+83"/>
        <source>The game is over — see the score sheet</source>
        <translation>O jogo terminou — veja a folha de pontuação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hands pass left ◀ to {player}</source>
        <translation>as cartas passam à esquerda ◀ para {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hands pass right ▶ to {player}</source>
        <translation>as cartas passam à direita ▶ para {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Age {age} · turn {turn} of {turns}</source>
        <translation>Era {age} · turno {turn} de {turns}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>discard pile: %n card(s)</source>
        <translation>
            <numerusform>pilha de descarte: %n carta</numerusform>
            <numerusform>pilha de descarte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a card, then an action (←/→, Enter; B build, W wonder, S discard).</source>
        <translation>Escolha uma carta e depois uma ação (←/→, Enter; B construir, W desenvolver a Maravilha, S descartar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play the Free City this turn: choose its card first.</source>
        <translation>Você joga pela Cidade Livre neste turno: escolha primeiro a carta dela.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{wonder}: you may play the last card of the age, with %n coin(s) to spend.</source>
        <translation>
            <numerusform>{wonder}: você pode jogar a última carta da Era, com %n moeda para gastar.</numerusform>
            <numerusform>{wonder}: você pode jogar a última carta da Era, com %n moedas para gastar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build one card of the discard pile for free, or pass.</source>
        <translation>Construa gratuitamente uma carta da pilha de descarte, ou passe.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You must lose %n coin(s): pay them, or take debt tokens for some or all.</source>
        <translation>
            <numerusform>Você deve perder %n moeda: pague-a ou pegue uma ficha de Dívida.</numerusform>
            <numerusform>Você deve perder %n moedas: pague-as ou pegue fichas de Dívida por algumas ou todas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-29"/>
        <source>You chose: {move}. Waiting for {players}…</source>
        <translation>Você escolheu: {move}. Aguardando {players}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for {players}…</source>
        <translation>Aguardando {players}…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>a jogar</translation>
    </message>
    <message numerus="yes">
        <location line="-21"/>
        <source>The discard pile (%n card(s))</source>
        <translation>
            <numerusform>A pilha de descarte (%n carta)</numerusform>
            <numerusform>A pilha de descarte (%n cartas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-137"/>
        <source>Needs %n coin(s), you have {coins}</source>
        <translation>
            <numerusform>Precisa de %n moeda, você tem {coins}</numerusform>
            <numerusform>Precisa de %n moedas, você tem {coins}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Your hand — prices for the Free City</source>
        <translation>Sua mão — preços para a Cidade Livre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the age</source>
        <translation>A última carta da Era</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pay for the structure:</source>
        <translation>Pagamento da estrutura:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay for the stage:</source>
        <translation>Pagamento da Maravilha:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Pass (build nothing)</source>
        <translation>Passar (não construir)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n debt token(s)</source>
        <translation>
            <numerusform>%n ficha de Dívida</numerusform>
            <numerusform>%n fichas de Dívida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pay %n coin(s), take {debt}</source>
        <translation>
            <numerusform>Pagar %n moeda, pegar {debt}</numerusform>
            <numerusform>Pagar %n moedas, pegar {debt}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Take %n debt token(s)</source>
        <translation>
            <numerusform>Pegar %n ficha de Dívida</numerusform>
            <numerusform>Pegar %n fichas de Dívida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pay %n coin(s)</source>
        <translation>
            <numerusform>Pagar %n moeda</numerusform>
            <numerusform>Pagar %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Build {card} for free</source>
        <translation>Construir {card} gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build it for free</source>
        <translation>Construir gratuitamente</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Age {age}, what everyone did:</source>
        <translation>Era {age}, o que cada um fez:</translation>
    </message>
    <message>
        <location line="-318"/>
        <source>Build the structure</source>
        <comment>classic2</comment>
        <translation>Construir a Estrutura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build wonder stage {number}</source>
        <comment>classic2</comment>
        <translation>Construir o estágio {number} da Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard for 3 coins</source>
        <comment>classic2</comment>
        <translation>Descartar para receber 3 moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage {number}</source>
        <comment>classic2</comment>
        <translation>Estágio {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds wonder stage {number}</source>
        <comment>classic2</comment>
        <translation>constrói o estágio {number} da Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discards {card} for 3 coins</source>
        <comment>classic2</comment>
        <translation>descarta {card} para receber 3 moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discards a card for 3 coins</source>
        <comment>classic2</comment>
        <translation>descarta uma carta para receber 3 moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discarded for 3 coins</source>
        <comment>classic2</comment>
        <translation>Descartada por 3 moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of age {age}: what everyone did, and the military conflicts:</source>
        <comment>classic2</comment>
        <translation>Fim da Era {age}: o que cada um fez e os Conflitos Militares:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free (chain)</source>
        <comment>classic2</comment>
        <translation>gratuitamente (encadeamento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build it free (chain)</source>
        <comment>classic2</comment>
        <translation>Construa gratuitamente (encadeamento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} for free (chain)</source>
        <comment>classic2</comment>
        <translation>constrói {card} gratuitamente (encadeamento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain</source>
        <comment>classic2</comment>
        <translation>Encadeamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain</source>
        <comment>classic2</comment>
        <translation>encadeamento</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n coin(s) to the bank</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n moeda à reserva</numerusform>
            <numerusform>%n moedas à reserva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ bank {coins}</source>
        <comment>classic2</comment>
        <translation>+ reserva {coins}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stages built: {built} of {total}</source>
        <comment>classic2</comment>
        <translation>Estágios construídos: {built} de {total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conflict tokens: {tokens}</source>
        <comment>classic2</comment>
        <translation>Fichas de Conflito: {tokens}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build for free</source>
        <comment>classic2</comment>
        <translation>Construir gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build {card} for free</source>
        <comment>classic2</comment>
        <translation>Construir {card} gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} for free</source>
        <comment>classic2</comment>
        <translation>constrói {card} gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card, then an action (←/→, Enter; B build, W wonder, S discard).</source>
        <comment>classic2</comment>
        <translation>Escolha uma carta e depois uma ação (←/→, Enter; B construir, W estágio da Maravilha, S descartar).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Raw materials (brown)</source>
        <translation>Matérias-primas (marrom)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufactured goods (grey)</source>
        <translation>Produtos Manufaturados (cinza)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structure (blue)</source>
        <translation>Estrutura Civil (azul)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commercial structure (yellow)</source>
        <translation>Estrutura Comercial (amarela)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military structure (red)</source>
        <translation>Estrutura Militar (vermelha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific structure (green)</source>
        <translation>Estrutura Científica (verde)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guild (purple)</source>
        <translation>Grêmio (roxa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City (black)</source>
        <translation>Cidade (preta)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing to the neighbours</source>
        <translation>nada aos vizinhos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{coins} to {player} (left)</source>
        <translation>{coins} a {player} (esquerda)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{coins} to {player} (right)</source>
        <translation>{coins} a {player} (direita)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <location line="+14"/>
        <source>%n coin(s) to the bank</source>
        <translation>
            <numerusform>%n moeda ao banco</numerusform>
            <numerusform>%n moedas ao banco</numerusform>
        </translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+15"/>
        <source>pay {payment}</source>
        <translation>pagar {payment}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Already built (no two identical structures)</source>
        <translation>Já construída (não se constroem duas estruturas iguais)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your wonder is complete</source>
        <translation>Sua Maravilha está completa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Missing: {resources}</source>
        <translation>Falta: {resources}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not enough resources, even buying from the neighbours</source>
        <translation>Recursos insuficientes, mesmo comprando dos vizinhos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Coins</source>
        <translation>Moedas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No {resource}</source>
        <translation>Sem {resource}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Age {age} · players: {marks}</source>
        <translation>Era {age} · jogadores: {marks}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Age {age}</source>
        <translation>Era {age}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>built</source>
        <translation>construído</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not built</source>
        <translation>não construído</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../wonders_desktop/ui/window/coaching.py" line="+72"/>
        <source>Marked on the table: {move}. Choose your move.</source>
        <translation>Marcada na mesa: {move}. Escolha a sua jogada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hard bot prefers: {move}. Choose your move.</source>
        <translation>O bot difícil prefere: {move}. Escolha a sua jogada.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach is looking at your move: {move}…</source>
        <translation>O treinador está avaliando a sua jogada: {move}…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{mark}: {move} gives up {loss} of your chance to win; the hard bot prefers: {best}.</source>
        <translation>{mark}: {move} custa {loss} da sua chance de vitória; o bot difícil prefere: {best}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Esc: choose another move.</source>
        <translation>Esc: escolher outra jogada.</translation>
    </message>
</context>
<context>
    <name>CoachNote</name>
    <message>
        <location filename="../wonders_desktop/ui/views/coach_note.py" line="+42"/>
        <source>Coach&apos;s note: play your move anyway</source>
        <translation>Nota do treinador: jogar assim mesmo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s note: show me the better move</source>
        <translation>Nota do treinador: mostrar a melhor jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s note: choose again</source>
        <translation>Nota do treinador: escolher de novo</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Play anyway</source>
        <translation>Jogar assim mesmo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play now</source>
        <translation>Jogar agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the move you chose (Enter)</source>
        <translation>Jogar a jogada escolhida (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show me</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the hard bot&apos;s move on the table and choose again ({key})</source>
        <translation>Marcar na mesa a jogada do bot difícil e escolher de novo ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach</source>
        <translation>Treinador</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../wonders_desktop/ui/window/data_folder.py" line="+63"/>
        <source>Your games cannot be saved</source>
        <translation>Suas partidas não podem ser salvas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can play on: a bar above the table will say that the game is not saved, and Save a copy… still saves it elsewhere. Or choose another folder for your games; it is remembered for the next time.</source>
        <translation>Você pode continuar jogando: uma barra acima da mesa dirá que a partida não está salva, e Salvar uma cópia… ainda a salva em outro lugar. Ou escolha outra pasta para suas partidas; ela será lembrada da próxima vez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose another folder…</source>
        <translation>Escolher outra pasta…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play on</source>
        <translation>Continuar jogando</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wonders keeps your games in this folder:</source>
        <translation>O Wonders guarda suas partidas nesta pasta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>But this is a file, not a folder:</source>
        <translation>Mas isto é um arquivo, não uma pasta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>But it cannot write there ({reason}):</source>
        <translation>Mas não consegue gravar ali ({reason}):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A folder for your games</source>
        <translation>Uma pasta para suas partidas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your games are now kept in {folder}.</source>
        <translation>Suas partidas agora são guardadas em {folder}.</translation>
    </message>
</context>
<context>
    <name>DuelAccessible</name>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/accessible.py" line="+66"/>
        <source>Face-down card of age {age}</source>
        <translation>Carta da Era {age} voltada para baixo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>covered</source>
        <translation>coberta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can be built for free by chain</source>
        <translation>pode ser construída gratuitamente por encadeamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>can be built for free</source>
        <translation>pode ser construída gratuitamente</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>can be built for %n coin(s)</source>
        <translation>
            <numerusform>pode ser construída por %n moeda</numerusform>
            <numerusform>pode ser construída por %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>too expensive to build (%n coin(s)): can be discarded or used for a Wonder</source>
        <translation>
            <numerusform>cara demais para construir (%n moeda): pode ser descartada ou usada para uma Maravilha</numerusform>
            <numerusform>cara demais para construir (%n moedas): pode ser descartada ou usada para uma Maravilha</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>accessible</source>
        <translation>acessível</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>built</source>
        <translation>construído</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>can be built with the selected card for %n coin(s)</source>
        <translation>
            <numerusform>pode ser construída com a carta selecionada por %n moeda</numerusform>
            <numerusform>pode ser construída com a carta selecionada por %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not built</source>
        <translation>não construído</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>can no longer be built: seven Wonders are built</source>
        <translation>não pode mais ser construída: sete Maravilhas já foram construídas</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>not built, costs %n coin(s)</source>
        <translation>
            <numerusform>não construída, custa %n moeda</numerusform>
            <numerusform>não construída, custa %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>not built, costs %n coin(s), more than the coins in hand</source>
        <translation>
            <numerusform>não construída, custa %n moeda, mais do que as moedas disponíveis</numerusform>
            <numerusform>não construída, custa %n moedas, mais do que as moedas disponíveis</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>can be taken</source>
        <translation>pode ser escolhida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the board</source>
        <translation>no tabuleiro</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>can be chosen</source>
        <translation>pode ser escolhida</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>{title}: {details}</source>
        <translation>{title}: {details}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>in the discard pile</source>
        <translation>na pilha de descartes</translation>
    </message>
</context>
<context>
    <name>DuelHint</name>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/hint_words.py" line="+28"/>
        <source>it gains you coins over your opponent</source>
        <translation>rende moedas a mais que o seu oponente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it adds resources you would otherwise buy from the bank</source>
        <translation>produz recursos que você compraria do Banco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it opens a chain: later buildings for free</source>
        <translation>abre um encadeamento: construções futuras gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you play again at once</source>
        <translation>você joga de novo em seguida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it lets you take a card: from the discard or your opponent&apos;s city</source>
        <translation>permite pegar uma carta: do descarte ou da cidade do oponente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it ends the game with you ahead on victory points</source>
        <translation>termina a partida com você à frente em pontos de vitória</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it scores victory points: {row}</source>
        <translation>rende pontos de vitória: {row}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the Conflict pawn reaches your opponent&apos;s capital: military supremacy</source>
        <translation>o peão de Conflito chega à capital do oponente: Supremacia Militar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it strengthens you in the conflict</source>
        <translation>fortalece você no conflito</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>it moves the Conflict pawn %n space(s) towards your opponent&apos;s capital</source>
        <translation>
            <numerusform>move o peão de Conflito %n espaço rumo à capital do oponente</numerusform>
            <numerusform>move o peão de Conflito %n espaços rumo à capital do oponente</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>six different scientific symbols: scientific supremacy</source>
        <translation>seis símbolos científicos diferentes: Supremacia Científica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it makes a pair of identical scientific symbols: you take a Progress token</source>
        <translation>forma um par de símbolos científicos iguais: você pega uma ficha de Progresso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it gains you a Progress token</source>
        <translation>rende uma ficha de Progresso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it adds a different scientific symbol towards scientific supremacy</source>
        <translation>acrescenta um símbolo científico diferente rumo à Supremacia Científica</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it takes a strong Wonder for your city</source>
        <translation>pega uma Maravilha forte para a sua cidade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it builds one of your Wonders</source>
        <translation>constrói uma das suas Maravilhas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it improves your Wonders&apos; prospects</source>
        <translation>melhora as perspectivas das suas Maravilhas</translation>
    </message>
</context>
<context>
    <name>DuelTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/accessible.py" line="-54"/>
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+228"/>
        <source>{player}: %n coin(s)</source>
        <translation>
            <numerusform>{player}: %n moeda</numerusform>
            <numerusform>{player}: %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+13"/>
        <source>The conflict pawn is %n space(s) toward {player}&apos;s capital.</source>
        <translation>
            <numerusform>O peão de Conflito está %n espaço em direção à capital de {player}.</numerusform>
            <numerusform>O peão de Conflito está %n espaços em direção à capital de {player}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The conflict pawn is %n space(s) toward your capital.</source>
        <translation>
            <numerusform>O peão de Conflito está %n espaço em direção à sua capital.</numerusform>
            <numerusform>O peão de Conflito está %n espaços em direção à sua capital.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The conflict pawn is in the middle of the track.</source>
        <translation>O peão de Conflito está no meio da trilha.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Now worth %n victory point(s) to the player ahead.</source>
        <translation>
            <numerusform>Vale agora %n ponto de vitória para o jogador em vantagem.</numerusform>
            <numerusform>Vale agora %n pontos de vitória para o jogador em vantagem.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reaching the capital is a military supremacy: the game ends at once.</source>
        <translation>Chegar à capital é uma Supremacia Militar: a partida termina imediatamente.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/accessible.py" line="-28"/>
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+5"/>
        <source>Military token: {player} loses %n coin(s) when the pawn enters its zone.</source>
        <translation>
            <numerusform>Ficha Militar: {player} perde %n moeda quando o peão entrar nesta zona.</numerusform>
            <numerusform>Ficha Militar: {player} perde %n moedas quando o peão entrar nesta zona.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/city.py" line="+116"/>
        <location filename="../wonders_desktop/ui/views/duel/texts.py" line="+92"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n victory point(s) if the game ended now</source>
        <translation>
            <numerusform>%n ponto de vitória se a partida terminasse agora</numerusform>
            <numerusform>%n pontos de vitória se a partida terminasse agora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+91"/>
        <source>%n choice(s) of wood / clay / stone each turn</source>
        <translation>
            <numerusform>%n escolha de Madeira / Argila / Pedra a cada turno</numerusform>
            <numerusform>%n escolhas de Madeira / Argila / Pedra a cada turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n choice(s) of glass / papyrus each turn</source>
        <translation>
            <numerusform>%n escolha de Vidro / Papiro a cada turno</numerusform>
            <numerusform>%n escolhas de Vidro / Papiro a cada turno</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Production</source>
        <translation>Produção</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Trading: the price of one unit bought from the bank</source>
        <translation>Comércio: o preço de uma unidade comprada do Banco</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n different symbol(s) of the 6 needed for scientific supremacy.</source>
        <translation>
            <numerusform>%n símbolo diferente dos 6 necessários para a Supremacia Científica.</numerusform>
            <numerusform>%n símbolos diferentes dos 6 necessários para a Supremacia Científica.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pairs (a progress token each): {symbols}</source>
        <translation>Pares (uma ficha de Progresso cada): {symbols}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scientific symbols</source>
        <translation>Símbolos científicos</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>No building yet</source>
        <translation>Nenhuma Estrutura ainda</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/detail.py" line="+294"/>
        <source>Discard pile (%n)</source>
        <translation>
            <numerusform>Descartes (%n)</numerusform>
            <numerusform>Descartes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card of the structure (click it, or use the arrow keys and Enter).</source>
        <translation>Escolha uma carta da estrutura (clique nela, ou use as setas e Enter).</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Discarding a card gives you %n coin(s) (2, +1 per yellow card you own).</source>
        <translation>
            <numerusform>Descartar uma carta lhe dá %n moeda (2, +1 por carta amarela que você tiver).</numerusform>
            <numerusform>Descartar uma carta lhe dá %n moedas (2, +1 por carta amarela que você tiver).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Still covered: not available yet.</source>
        <translation>Ainda coberta: ainda não disponível.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At today&apos;s prices: {status}</source>
        <translation>Aos preços de hoje: {status}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Build for free</source>
        <translation>Construir gratuitamente</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Build (%n coin(s))</source>
        <translation>
            <numerusform>Construir (%n moeda)</numerusform>
            <numerusform>Construir (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Discard for %n coin(s)</source>
        <translation>
            <numerusform>Descartar por %n moeda</numerusform>
            <numerusform>Descartar por %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build a Wonder with this card:</source>
        <translation>Construir uma Maravilha com esta carta:</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{wonder} (%n coin(s))</source>
        <translation>
            <numerusform>{wonder} (%n moeda)</numerusform>
            <numerusform>{wonder} (%n moedas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/decisions.py" line="+127"/>
        <source>The player whose military is weaker (or who played last, if equal) chooses.</source>
        <translation>O jogador com menor força militar (ou o último a jogar, em caso de empate) escolhe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four Wonders per round: one player takes one, the other two, then the first the last.</source>
        <translation>Quatro Maravilhas por rodada: um jogador escolhe uma, o outro duas, e o primeiro fica com a última.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The other tokens go back to the box.</source>
        <translation>As outras fichas voltam para a caixa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{player} begins</source>
        <translation>{player} começa</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Replay move by move</source>
        <translation>Rever jogada a jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay this game move by move</source>
        <translation>Rever esta partida jogada a jogada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Military supremacy</source>
        <translation>Supremacia Militar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} wins: the conflict pawn reached {loser}&apos;s capital.</source>
        <translation>{winner} vence: o peão de Conflito chegou à capital de {loser}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scientific supremacy</source>
        <translation>Supremacia Científica</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{winner} wins with six different scientific symbols.</source>
        <translation>{winner} vence com seis símbolos científicos diferentes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilian victory</source>
        <translation>Vitória Civil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared victory: {players}</source>
        <translation>Vitória compartilhada: {players}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins on points.</source>
        <translation>{winner} vence por pontos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tied on points: the most points from civilian (blue) buildings wins.</source>
        <translation>Empate em pontos: vence quem tiver mais pontos em Estruturas Cívicas (cartas azuis).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/structure.py" line="+349"/>
        <source>A face-down card of age {age}.</source>
        <translation>Uma carta da Era {age} voltada para baixo.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/frame.py" line="+117"/>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="+58"/>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the hard bot what it would play here, with its estimated chance to win (H).</source>
        <translation>Pergunte ao robô difícil o que ele jogaria aqui, com sua chance estimada de vencer (H).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back</source>
        <translation>Desfazer jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the score sheet</source>
        <translation>Ver a folha de pontuação</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/headline.py" line="+30"/>
        <source>winner</source>
        <translation>vencedor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to play</source>
        <translation>na vez</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Age {age}</source>
        <translation>Era {age}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>resta %n carta</numerusform>
            <numerusform>restam %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonder selection</source>
        <translation>Seleção de Maravilhas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay — {age}</source>
        <translation>Revisão — {age}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: take a card of the structure.</source>
        <translation>Sua vez: pegue uma carta da estrutura.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You play again!</source>
        <translation>Jogue novamente!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} plays again.</source>
        <translation>{player} joga novamente.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Last move — {player}: {move}</source>
        <translation>Última jogada — {player}: {move}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{hint}; {why}</source>
        <translation>{hint}; {why}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/table.py" line="+305"/>
        <source>The hard bot is thinking about your move…</source>
        <translation>O robô difícil está pensando na sua jogada…</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/headline.py" line="-7"/>
        <source>Hint: {move}</source>
        <translation>Dica: {move}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated chance to win: {percent} %</source>
        <translation>chance estimada de vitória: {percent} %</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/table.py" line="+18"/>
        <source>No hint available ({error}).</source>
        <translation>Nenhuma dica disponível ({error}).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/texts.py" line="-31"/>
        <source>Chain: later builds {cards} for free.</source>
        <translation>Encadeamento: depois permite construir {cards} gratuitamente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Free if you own {cards} (chain).</source>
        <translation>Gratuita se você tiver {cards} (encadeamento).</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>you produce %n</source>
        <translation>
            <numerusform>você produz %n</numerusform>
            <numerusform>você produz %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n from a choice production</source>
        <translation>
            <numerusform>%n de uma produção à escolha</numerusform>
            <numerusform>%n de produções à escolha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n waived</source>
        <translation>
            <numerusform>%n dispensado</numerusform>
            <numerusform>%n dispensados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>buy %n</source>
        <translation>
            <numerusform>compre %n</numerusform>
            <numerusform>compre %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choice productions: {sources}.</source>
        <translation>Produções à escolha: {sources}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{token} waives 2 units.</source>
        <translation>{token} dispensa 2 unidades.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{price} (fixed by {card})</source>
        <translation>{price} (fixado por {card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{price} (2 + the opponent&apos;s {count} from brown and grey cards)</source>
        <translation>{price} (2 + os {count} do oponente em cartas marrons e cinza)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Free (chain)</source>
        <translation>Gratuita (encadeamento)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free</source>
        <translation>Gratuita</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Build for %n coin(s)</source>
        <translation>
            <numerusform>Construir por %n moeda</numerusform>
            <numerusform>Construir por %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not buildable: costs %n coin(s)</source>
        <translation>
            <numerusform>Não construível: custa %n moeda</numerusform>
            <numerusform>Não construível: custa %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(you have %n)</source>
        <translation>
            <numerusform>(você tem %n)</numerusform>
            <numerusform>(você tem %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <source>Cost: {cost}</source>
        <translation>Custo: {cost}</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>Effect</source>
        <translation>Efeito</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+12"/>
        <source>Trading</source>
        <translation>Comércio</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>Discard for %n coin(s).</source>
        <translation>
            <numerusform>Descartar por %n moeda.</numerusform>
            <numerusform>Descartar por %n moedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Built (with {card}).</source>
        <translation>Construída (com {card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built.</source>
        <translation>Construída.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven Wonders are built: this one can no longer be built.</source>
        <translation>Sete Maravilhas já foram construídas: esta não pode mais ser construída.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not buildable now: costs %n coin(s).</source>
        <translation>
            <numerusform>Não construível agora: custa %n moeda.</numerusform>
            <numerusform>Não construível agora: custa %n moedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Buildable for %n coin(s).</source>
        <translation>
            <numerusform>Construível por %n moeda.</numerusform>
            <numerusform>Construível por %n moedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buildable for free.</source>
        <translation>Construível gratuitamente.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a Wonder</source>
        <translation>Escolha uma Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a pair of identical scientific symbols: choose a progress token</source>
        <translation>Você reuniu um par de símbolos científicos idênticos: escolha uma ficha de Progresso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Great Library: choose one of these progress tokens</source>
        <translation>A Grande Biblioteca: escolha uma destas fichas de Progresso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card of your opponent to put in the discard pile</source>
        <translation>Escolha uma carta do seu oponente para colocar na pilha de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Mausoleum: choose a card of the discard pile to build for free</source>
        <translation>O Mausoléu: escolha uma carta da pilha de descartes para construir gratuitamente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose who begins the next age</source>
        <translation>Escolha quem começa a próxima Era</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} is choosing a Wonder…</source>
        <translation>{player} está escolhendo uma Maravilha…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing a progress token…</source>
        <translation>{player} está escolhendo uma ficha de Progresso…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing a progress token of the Great Library…</source>
        <translation>{player} está escolhendo uma ficha de Progresso da Grande Biblioteca…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing one of your cards to discard…</source>
        <translation>{player} está escolhendo uma das suas cartas para descartar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing a card of the discard pile…</source>
        <translation>{player} está escolhendo uma carta da pilha de descartes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing who begins the next age…</source>
        <translation>{player} está escolhendo quem começa a próxima Era…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is playing…</source>
        <translation>{player} está jogando…</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+22"/>
        <source>the central deck</source>
        <translation>o baralho central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck of {wonder}</source>
        <translation>o baralho de {wonder}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+83"/>
        <source>{player} builds {card} for free (chain).</source>
        <translation>{player} constrói {card} gratuitamente (encadeamento).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} builds {card} for free.</source>
        <translation>{player} constrói {card} gratuitamente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} builds {card} from the discard pile.</source>
        <translation>{player} constrói {card} da pilha de descarte.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} builds {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} constrói {card} por %n moeda.</numerusform>
            <numerusform>{player} constrói {card} por %n moedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} builds {card}.</source>
        <translation>{player} constrói {card}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+19"/>
        <source>{player} discards a card for coins.</source>
        <translation>{player} descarta uma carta para receber moedas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card} for coins.</source>
        <translation>{player} descarta {card} para receber moedas.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{player} defeats {other}: +%n victory point(s).</source>
        <translation>
            <numerusform>{player} vence {other}: +%n ponto de vitória.</numerusform>
            <numerusform>{player} vence {other}: +%n pontos de vitória.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{player} is defeated by {other}: -%n victory point(s).</source>
        <translation>
            <numerusform>{player} é derrotado por {other}: -%n ponto de vitória.</numerusform>
            <numerusform>{player} é derrotado por {other}: -%n pontos de vitória.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+8"/>
        <source>nobody wins a token</source>
        <translation>ninguém ganha fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle! Military victory tokens: {result}.</source>
        <translation>Batalha! Fichas de Vitória Militar: {result}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+17"/>
        <source>{player} draws progress tokens from the box.</source>
        <translation>{player} compra fichas de Progresso da caixa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} draws progress tokens from the box: {tokens}.</source>
        <translation>{player} compra fichas de Progresso da caixa: {tokens}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+10"/>
        <source>{player} pays {coins} to the bank and takes %n debt token(s).</source>
        <translation>
            <numerusform>{player} paga {coins} à reserva e pega %n ficha de Dívida.</numerusform>
            <numerusform>{player} paga {coins} à reserva e pega %n fichas de Dívida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+6"/>
        <source>{player} takes %n debt token(s).</source>
        <translation>
            <numerusform>{player} pega %n ficha de Dívida.</numerusform>
            <numerusform>{player} pega %n fichas de Dívida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{player} must lose %n coin(s) (coins or debt tokens).</source>
        <translation>
            <numerusform>{player} deve perder %n moeda (moedas ou fichas de Dívida).</numerusform>
            <numerusform>{player} deve perder %n moedas (moedas ou fichas de Dívida).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+33"/>
        <source>The game is over. Winner: {players}.</source>
        <translation>
            <numerusform>Fim de jogo. Vencedor: {players}.</numerusform>
            <numerusform>Fim de jogo. Vencedores: {players}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>Fim de jogo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+8"/>
        <source>{player} discards {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} descarta {card} e recebe %n moeda.</numerusform>
            <numerusform>{player} descarta {card} e recebe %n moedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+9"/>
        <source>{player} discards %n last card(s).</source>
        <translation>
            <numerusform>{player} descarta %n carta restante.</numerusform>
            <numerusform>{player} descarta %n cartas restantes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} builds nothing from the discard pile.</source>
        <translation>{player} não constrói nada da pilha de descarte.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+3"/>
        <source>{card} is revealed.</source>
        <translation>Carta revelada: {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} loses {card}.</source>
        <translation>{player} perde {card}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+6"/>
        <source>{player} takes {card} from {deck}.</source>
        <translation>{player} pega {card} d{deck}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} looks at %n card(s) of {deck}.</source>
        <translation>
            <numerusform>{player} olha %n carta d{deck}.</numerusform>
            <numerusform>{player} olha %n cartas d{deck}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/event_text.py" line="-32"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <translation>{player} constrói o estágio {stage} da sua Maravilha.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+3"/>
        <source>{player} builds {wonder}.</source>
        <translation>{player} constrói {wonder}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+4"/>
        <source>{player} completes {wonder}!</source>
        <translation>{player} completa {wonder}!</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+3"/>
        <source>{player} takes {wonder}.</source>
        <translation>{player} pega {wonder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wonders on offer: {wonders}.</source>
        <translation>Maravilhas disponíveis: {wonders}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{wonder} goes back to the box.</source>
        <translation>{wonder} volta para a caixa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+5"/>
        <source>{player} gains %n coin(s).</source>
        <translation>
            <numerusform>{player} recebe %n moeda.</numerusform>
            <numerusform>{player} recebe %n moedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{player} loses %n coin(s).</source>
        <translation>
            <numerusform>{player} perde %n moeda.</numerusform>
            <numerusform>{player} perde %n moedas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+49"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <comment>classic1</comment>
        <translation>{player} desenvolve sua Maravilha (nível {stage}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <comment>classic2</comment>
        <translation>{player} constrói o estágio {stage} da sua Maravilha.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+91"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <comment>architects</comment>
        <translation>{player} constrói o Estágio {stage} da sua Maravilha.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>{player} discards a card for coins.</source>
        <comment>classic1</comment>
        <translation>{player} descarta uma carta para obter 3 moedas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card} for coins.</source>
        <comment>classic1</comment>
        <translation>{player} descarta {card} para obter 3 moedas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes a victory token ({token} points).</source>
        <comment>classic1</comment>
        <translation>{player} pega um marcador de Vitória ({token} pontos).</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} discards %n defeat token(s).</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>{player} descarta %n marcador de Derrota.</numerusform>
            <numerusform>{player} descarta %n marcadores de Derrota.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} pays {coins} to the bank and takes %n debt token(s).</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>{player} paga {coins} ao banco e pega %n ficha de Dívida.</numerusform>
            <numerusform>{player} paga {coins} ao banco e pega %n fichas de Dívida.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} builds {card} for free (chain).</source>
        <comment>classic1</comment>
        <translation>{player} constrói {card} gratuitamente (construção em cadeia).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+69"/>
        <source>{player} builds {card} from the discard pile.</source>
        <comment>duel</comment>
        <translation>{player} constrói {card} da pilha de descartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} builds nothing from the discard pile.</source>
        <comment>duel</comment>
        <translation>{player} não constrói nada da pilha de descartes.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+8"/>
        <source>{player} takes %n diplomacy token(s).</source>
        <translation>
            <numerusform>{player} pega %n ficha de Diplomacia.</numerusform>
            <numerusform>{player} pega %n fichas de Diplomacia.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} uses a diplomacy token and stays out of this conflict.</source>
        <translation>{player} usa uma ficha de Diplomacia e não participa deste conflito.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} discards %n defeat token(s).</source>
        <translation>
            <numerusform>{player} descarta %n ficha de Derrota Militar.</numerusform>
            <numerusform>{player} descarta %n fichas de Derrota Militar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes a victory token ({token} points).</source>
        <translation>{player} pega uma ficha de Vitória Militar ({token} pontos).</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} pays %n coin(s) to {other}.</source>
        <translation>
            <numerusform>{player} paga %n moeda a {other}.</numerusform>
            <numerusform>{player} paga %n moedas a {other}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+6"/>
        <source>{player} takes the progress token {token}.</source>
        <translation>{player} pega a ficha de Progresso {token}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+4"/>
        <source>{player} uses {token}.</source>
        <translation>{player} usa {token}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} exchanges {cards} for a progress token.</source>
        <translation>{player} troca {cards} por uma ficha de Progresso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the cat.</source>
        <translation>{player} pega o marcador de Gato.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} turns %n conflict token(s) to the battle side.</source>
        <translation>
            <numerusform>{player} vira %n ficha de Conflito para o lado da Batalha.</numerusform>
            <numerusform>{player} vira %n fichas de Conflito para o lado da Batalha.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+7"/>
        <source>The conflict pawn moves from {start} to {end}.</source>
        <translation>O peão de Conflito se move de {start} para {end}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n coin(s) to a military token.</source>
        <translation>
            <numerusform>{player} perde %n moeda por uma ficha Militar.</numerusform>
            <numerusform>{player} perde %n moedas por uma ficha Militar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{other} starts age {age}.</source>
        <translation>{other} começa a Era {age}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} plays again.</source>
        <translation>{player} joga novamente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age {age} begins.</source>
        <translation>Começa a Era {age}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+6"/>
        <source>End of age {age}.</source>
        <translation>Fim da Era {age}.</translation>
    </message>
</context>
<context>
    <name>FinalActions</name>
    <message>
        <location filename="../wonders_desktop/ui/views/final_actions.py" line="+101"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game with the same players and options, and a new shuffle.</source>
        <translation>Uma nova partida com os mesmos jogadores e opções, e um novo embaralhamento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another game, its players and options.</source>
        <translation>Escolher outro jogo, seus jogadores e opções.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the table</source>
        <translation>Voltar à mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fold the score sheet away to look at the final table (Esc).</source>
        <translation>Recolher a folha de pontuação para ver a mesa final (Esc).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse…</source>
        <translation>Analisar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which moves gave up win chance, and the better ones</source>
        <translation>Quais jogadas perderam chance de vitória, e as melhores</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../wonders_desktop/bots/registry.py" line="-28"/>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/session/controller.py" line="+107"/>
        <source>New game (seed {seed}).</source>
        <translation>Nova partida (semente {seed}).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The {level} bot is not available yet: {player} is played by the random bot.</source>
        <translation>O robô {level} ainda não está disponível: {player} é jogado pelo robô aleatório.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/savegames/game_summary.py" line="+79"/>
        <location filename="../wonders_desktop/ui/session/controller.py" line="+2"/>
        <source>Free City</source>
        <translation>Cidade Livre</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/seat_names.py" line="+33"/>
        <location filename="../wonders_desktop/ui/savegames/game_summary.py" line="+7"/>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/savegames/game_summary.py" line="+1"/>
        <source>{level} bot {n}</source>
        <translation>Robô {level} {n}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/session/controller.py" line="+7"/>
        <source>{name} (you)</source>
        <translation>{name} (você)</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/session/bot_driver.py" line="+118"/>
        <source>The bot of {player} failed ({error}); a safe move was played instead.</source>
        <translation>O robô de {player} falhou ({error}); uma jogada segura foi feita no lugar.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The bot of {player} did not answer within {seconds} s; a safe move was played instead.</source>
        <translation>O robô de {player} não respondeu em {seconds} s; uma jogada segura foi feita no lugar.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/session/controller.py" line="+130"/>
        <source>Your last move was taken back.</source>
        <translation>Sua última jogada foi desfeita.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../wonders_desktop/ui/window/start_page.py" line="+65"/>
        <source>Set up a game…</source>
        <translation>Preparar uma partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play</source>
        <translation>Aprender a jogar</translation>
    </message>
</context>
<context>
    <name>GenericTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/generic.py" line="+124"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The game is over.</source>
        <translation>Fim de jogo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: choose a move below.</source>
        <translation>Sua vez: escolha uma jogada abaixo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}, your turn: choose a move below.</source>
        <translation>{player}, sua vez: escolha uma jogada abaixo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {players}…</source>
        <translation>Aguardando {players}…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No move to make now</source>
        <translation>Nenhuma jogada a fazer agora</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your moves (%n)</source>
        <translation>
            <numerusform>Suas jogadas (%n)</numerusform>
            <numerusform>Suas jogadas (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>na vez</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <location filename="../wonders_desktop/ui/views/hinting.py" line="+96"/>
        <source>no answer within {seconds} s</source>
        <extracomment>``(view, seat, seconds, request, cancel) -&gt; answer``: one game&apos;s hint search (the request is its seed).</extracomment>
        <translation>sem resposta em {seconds} s</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../wonders_desktop/ui/language/help_words.py" line="+13"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/help.py" line="+15"/>
        <source>Choose the previous or next card of your hand, whatever you clicked last.</source>
        <translation>Escolher a carta anterior ou seguinte da sua mão, seja qual for o último clique.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Build the chosen card.</source>
        <translation>Construir a estrutura da carta escolhida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a stage of your Wonder with the chosen card.</source>
        <translation>Construir um estágio da sua Maravilha com a carta escolhida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the chosen card for 3 coins.</source>
        <translation>Descartar a carta escolhida para obter 3 moedas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the chosen card for free (Olympia).</source>
        <translation>Construir gratuitamente a carta escolhida (Olímpia).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass: build nothing from the discard pile (Halikarnassos).</source>
        <translation>Passar: não construir nada da pilha de descarte (Halicarnasso).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk through the buttons, the payments and the cities.</source>
        <translation>Percorrer os botões, os pagamentos e as cidades.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="-39"/>
        <source>Select the previous or next card you can take from the structure, whatever you clicked last (during a decision: its options).</source>
        <translation>Selecionar a carta anterior ou seguinte que você pode pegar da estrutura, seja qual for o último clique (durante uma decisão: as opções dela).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Construct the selected card.</source>
        <translation>Construir a carta selecionada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the selected card for coins.</source>
        <translation>Descartar a carta selecionada para obter moedas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Construct a Wonder with the selected card (with several Wonders, choose one with Tab and Enter).</source>
        <translation>Construir uma Maravilha com a carta selecionada (com várias Maravilhas, escolha uma com Tab e Enter).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Walk through the buttons and the options.</source>
        <translation>Percorrer os botões e as opções.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint (the button Hint does the same): the card the hint suggests is selected and has the focus; Enter and the letters act on it.</source>
        <translation>Dica (o botão Dica faz o mesmo): a carta sugerida fica selecionada e com o foco; Enter e as letras agem sobre ela.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/help.py" line="+15"/>
        <source>Move to the previous or next thing you may use now (a deck, a stage of your Wonder, a Progress token), whatever you clicked last.</source>
        <translation>Ir ao elemento anterior ou seguinte que você pode usar agora (uma pilha, um estágio da sua Maravilha, uma ficha de Progresso), seja qual for o último clique.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use it: take the card, build the stage, take the token.</source>
        <translation>Usá-lo: pegar a carta, construir o estágio, pegar a ficha.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In a list of choices (the science cards to exchange, the token for the extra card): choose another.</source>
        <translation>Numa lista de escolhas (as cartas Verdes a descartar, a ficha para a carta adicional): escolher outra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Walk through everything you may use and every button.</source>
        <translation>Percorrer tudo o que você pode usar e todos os botões.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../wonders_desktop/ui/views/classic/help.py" line="+3"/>
        <source>Hint: the hard bot&apos;s move is marked on the table, with one line saying why (the button Hint does the same).</source>
        <translation>Dica: a jogada do robô difícil é marcada na mesa, com uma linha dizendo por quê (o botão Dica faz o mesmo).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="+6"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/help.py" line="-14"/>
        <source>Go to the chosen card&apos;s actions: the framed, highlighted one is the action Enter runs; press Enter again to run it, or Tab to another.</source>
        <translation>Ir às ações da carta escolhida: a emoldurada e destacada é a que Enter executa; Enter outra vez a executa, ou Tab passa a outra.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="-25"/>
        <source>Go to the selected card&apos;s actions: the framed one is the action Enter runs; press Enter again to run it, or Tab to another.</source>
        <translation>Ir às ações da carta selecionada: a emoldurada é a que Enter executa; Enter outra vez a executa, ou Tab passa a outra.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/help.py" line="+0"/>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="+25"/>
        <source>Close the score sheet.</source>
        <translation>Fechar a folha de pontuação.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/keyboard_help.py" line="+65"/>
        <source>Every turn starts with the keyboard focus, framed, on what you choose (a card, a Wonder, a piece). On every table the arrow keys move the selection, whatever you clicked last; the letters and Enter act on the selected card.</source>
        <translation>Cada turno começa com o foco do teclado, emoldurado, no que você escolhe (uma carta, uma Maravilha, uma peça). Em todas as mesas as setas movem a seleção, seja qual for o último clique; as letras e Enter agem sobre a carta selecionada.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Window</source>
        <translation>Janela</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+39"/>
        <location line="+151"/>
        <source>Wonder</source>
        <translation>Maravilha</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages built</source>
        <translation>Estágios construídos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City</source>
        <translation>Cidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built</source>
        <translation>Construídas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+143"/>
        <source>Coins</source>
        <translation>Moedas</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+141"/>
        <source>Military</source>
        <translation>Militar</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Military tokens</source>
        <translation>Fichas de Vitória Militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shields</source>
        <translation>Escudos</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+35"/>
        <source>Debt</source>
        <translation>Dívida</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+1"/>
        <location line="+142"/>
        <source>Progress tokens</source>
        <translation>Fichas de Progresso</translation>
    </message>
    <message>
        <location line="-141"/>
        <location line="+140"/>
        <source>Wonders</source>
        <translation>Maravilhas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+28"/>
        <location line="+10"/>
        <source>Cat</source>
        <translation>Gato</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="-139"/>
        <source>Science</source>
        <translation>Ciência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Team</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy</source>
        <translation>Diplomacia</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+1"/>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age</source>
        <translation>Era</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Under the wonder</source>
        <translation>Sob a Maravilha</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+34"/>
        <source>Coins gained</source>
        <translation>Moedas recebidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins spent</source>
        <translation>Moedas gastas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+1"/>
        <source>Decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Pilha de descarte</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+1"/>
        <source>Conflict</source>
        <translation>Fichas de Conflito</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Removed cards</source>
        <translation>Cartas removidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress tokens on the board</source>
        <translation>Fichas de Progresso no tabuleiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress tokens in the box</source>
        <translation>Fichas de Progresso na caixa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress tokens drawn</source>
        <translation>Fichas de Progresso compradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonders on offer</source>
        <translation>Maravilhas disponíveis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonders of the draft</source>
        <translation>Maravilhas da seleção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonders built</source>
        <translation>Maravilhas construídas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-8"/>
        <source>Progress tokens on display</source>
        <translation>Fichas de Progresso à mostra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress token pile</source>
        <translation>Pilha de fichas de Progresso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at</source>
        <translation>Olhando</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Battle</source>
        <translation>Batalha</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Paid in</source>
        <translation>Recebido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid out</source>
        <translation>Pago</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+36"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n carta oculta</numerusform>
            <numerusform>%n cartas ocultas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n itens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+7"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+7"/>
        <source>Treasury</source>
        <translation>Tesouro</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Civilian structures</source>
        <translation>Estruturas Cívicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Scientific structures</source>
        <translation>Estruturas Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Commercial structures</source>
        <translation>Estruturas Comerciais</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Guilds</source>
        <translation>Guildas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Cidades</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+9"/>
        <source>Blue cards</source>
        <translation>Cartas Azuis</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+66"/>
        <source>Victory on points.</source>
        <translation>Vitória por pontos.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+15"/>
        <source>Military supremacy.</source>
        <translation>Supremacia Militar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Scientific supremacy.</source>
        <translation>Supremacia Científica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian victory.</source>
        <translation>Vitória Civil.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="-139"/>
        <location line="+131"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="-53"/>
        <source>Stages built</source>
        <comment>classic1</comment>
        <translation>Níveis desenvolvidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <comment>classic1</comment>
        <translation>Marcadores de Conflito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <comment>classic2</comment>
        <translation>Fichas de Conflito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <comment>classic1</comment>
        <translation>Banco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <comment>classic2</comment>
        <translation>Reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military</source>
        <comment>classic1</comment>
        <translation>Conflitos Militares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military</source>
        <comment>classic2</comment>
        <translation>Conflitos Militares</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-37"/>
        <source>Military</source>
        <comment>architects</comment>
        <translation>Vitória Militar</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Treasury</source>
        <comment>classic1</comment>
        <translation>Tesouraria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <comment>classic2</comment>
        <translation>Tesouro</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="-70"/>
        <source>Treasury</source>
        <comment>duel</comment>
        <translation>Tesouro</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Civilian structures</source>
        <comment>classic1</comment>
        <translation>Estruturas Civis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structures</source>
        <comment>classic2</comment>
        <translation>Estruturas Cívicas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Civilian structures</source>
        <comment>duel</comment>
        <translation>Estruturas Cívicas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Scientific structures</source>
        <comment>classic1</comment>
        <translation>Estruturas Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific structures</source>
        <comment>classic2</comment>
        <translation>Estruturas Científicas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Scientific structures</source>
        <comment>duel</comment>
        <translation>Estruturas Científicas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Commercial structures</source>
        <comment>classic1</comment>
        <translation>Estruturas Comerciais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commercial structures</source>
        <comment>classic2</comment>
        <translation>Estruturas Comerciais</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Commercial structures</source>
        <comment>duel</comment>
        <translation>Estruturas Comerciais</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Guilds</source>
        <comment>classic1</comment>
        <translation>Grêmios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <comment>classic2</comment>
        <translation>Guildas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Guilds</source>
        <comment>duel</comment>
        <translation>Guildas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+18"/>
        <location line="+1"/>
        <source>most coins</source>
        <translation>mais moedas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+55"/>
        <location line="+1"/>
        <source>most points from civilian structures</source>
        <translation>mais pontos em Estruturas Cívicas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+42"/>
        <source>most wonder stages</source>
        <translation>mais Estágios construídos</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../wonders_desktop/ui/learn/guide.py" line="+132"/>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish</source>
        <translation>Concluir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} de {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Read this first, then click Next.</source>
        <translation>Leia isto primeiro e clique em Próximo.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/learn/scoring.py" line="+20"/>
        <source>Total: {points}. {result} You have finished the guided game: New game… starts a game of your own.</source>
        <translation>Total: {points}. {result} Você terminou a partida guiada: Nova partida… começa uma partida sua.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner scored {best}: another game will go better.</source>
        <translation>O vencedor fez {best}: a próxima partida será melhor.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/learn.py" line="+32"/>
        <source>Take the card on top of the deck on your left.</source>
        <translation>Pegue a carta do topo do baralho à sua esquerda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Welcome to 7 Wonders Architects! You build your Wonder, {babylon}, stage by stage. The game ends when a player completes their Wonder.</source>
        <translation>Bem-vindo ao 7 Wonders Architects! Você constrói sua Maravilha, {babylon}, Estágio por Estágio. A partida termina quando um jogador termina de construir a Maravilha dele.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On your turn, take one card: the top card of the deck on your left or on your right (face up), or the top card of the central deck (face down).</source>
        <translation>No seu turno, escolha uma carta: a do topo do baralho à sua esquerda ou à sua direita (virada para cima), ou a do topo do baralho central (virada para baixo).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Grey cards give Resources, to build the stages of your Wonder. Take the Glass from the deck on your left: click the deck.</source>
        <translation>Cartas cinzas dão Recursos, para construir os Estágios da sua Maravilha. Pegue o Vidro do baralho à sua esquerda: clique no baralho.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Green cards give scientific symbols. Take the green card on your left.</source>
        <translation>Cartas Verdes dão símbolos Científicos. Pegue a carta Verde à sua esquerda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same symbol again: with 2 identical scientific symbols (or 3 different ones) you must take a Progress token. Take the card.</source>
        <translation>O mesmo símbolo de novo: com 2 símbolos Científicos idênticos (ou 3 diferentes) você deve pegar uma ficha de Progresso. Pegue a carta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Progress token is taken from the three face up, or from the top of the face-down pile; the green cards used are discarded. Take {tactics}: its shields will count in the Battles.</source>
        <translation>Escolha-se uma das três fichas de Progresso viradas para cima ou a do topo da pilha virada para baixo; as cartas Verdes usadas são descartadas. Pegue {tactics}: seus Escudos contarão nas Batalhas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take the {tactics} Progress token.</source>
        <translation>Pegue a ficha de Progresso {tactics}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red cards give shields. Take the red card on your left.</source>
        <translation>Cartas Vermelhas dão Escudos. Pegue a carta Vermelha à sua esquerda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another green card: take it, for your next Progress token.</source>
        <translation>Outra carta Verde: pegue-a, para a sua próxima ficha de Progresso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some red cards show horns: each horn turns a Conflict token to its Battle side. Take this one.</source>
        <translation>Algumas cartas Vermelhas mostram cornetas: cada uma vira uma ficha de Conflito para o lado da Batalha. Pegue esta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The last Conflict token turned: a Battle at the end of that turn. Each player compares shields with both neighbours; more shields win a Military Victory token. Red cards with horns are then discarded.</source>
        <translation>A última ficha de Conflito virou: uma Batalha no final daquele turno. Cada jogador compara seus Escudos com os dos 2 vizinhos; quem tiver mais pega 1 ficha de Vitória Militar. Depois, as cartas Vermelhas com cornetas são descartadas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Blue cards give Victory points. This one shows the cat: take it, and the cat marker comes to you.</source>
        <translation>Cartas Azuis dão pontos de Vitória. Esta mostra o gato: pegue-a, e o marcador de Gato vem para você.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With the cat, at the start of your turn you may look at the top card of the central deck in secret. It goes to the next player who takes a blue card with a cat; at the end it is worth 2 points.</source>
        <translation>Com o marcador de Gato, no início do seu turno você pode olhar a carta do topo do baralho central em segredo. Ele vai para o próximo jogador que pegar uma carta Azul com gato; no fim, vale 2 pontos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Yellow cards give Coins: a Coin replaces any missing Resource. Take the Coin.</source>
        <translation>Cartas Amarelas dão Moedas: uma Moeda substitui qualquer Recurso faltante. Pegue a Moeda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have the Resources of stage 1 (2 different: your Glass and a Coin): building it is mandatory. Click the stage.</source>
        <translation>Você tem os Recursos do Estágio 1 (2 diferentes: seu Vidro e uma Moeda): construí-lo é obrigatório. Clique no Estágio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build stage 1 of your Wonder.</source>
        <translation>Construa o Estágio 1 da sua Maravilha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play freely now. The first player to complete their Wonder ends the game at the end of their turn. I will speak again at the end.</source>
        <translation>Agora jogue livremente. O primeiro jogador a terminar a Maravilha encerra a partida no final do turno dele. Volto a falar no fim.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../wonders_desktop/ui/views/classic/learn.py" line="+175"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="+134"/>
        <source>The game is over. Let us read your score sheet, line by line.</source>
        <translation>A partida acabou. Vamos ler a sua folha de pontuação, linha por linha.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A Battle: each player compares their shields with each neighbour&apos;s. More shields win a Military Victory token; then the Conflict tokens return to their peaceful side.</source>
        <translation>Uma Batalha: cada jogador compara seus Escudos com os de cada vizinho. Quem tiver mais Escudos pega uma ficha de Vitória Militar; depois, as fichas de Conflito voltam para o lado da Paz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The cat changed hands: whoever takes a blue card with a cat takes the cat marker too.</source>
        <translation>O Gato mudou de mãos: quem pega uma carta Azul com um gato pega também o marcador de Gato.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Progress token was taken: two identical green symbols, or three different ones, give one. Its effect lasts until the end of the game.</source>
        <translation>Uma ficha de Progresso foi pega: dois símbolos verdes idênticos, ou três diferentes, dão uma. O seu efeito dura até o fim do jogo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A Wonder stage was built: as soon as a player has its Resources, building it is mandatory. The player who builds their last stage ends the game.</source>
        <translation>Um Estágio de Maravilha foi construído: assim que um jogador tem os seus Recursos, construí-lo é obrigatório. Quem constrói o seu último Estágio termina o jogo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../wonders_desktop/ui/views/classic/learn.py" line="+52"/>
        <source>{row}: {points}. The points of the stages you built.</source>
        <translation>{row}: {points}. Os pontos dos Estágios que você construiu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. The points of your blue cards.</source>
        <translation>{row}: {points}. Os pontos das suas cartas Azuis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. 2 points if the cat marker is yours.</source>
        <translation>{row}: {points}. 2 pontos se o marcador de Gato for seu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. Your Military Victory tokens.</source>
        <translation>{row}: {points}. Suas fichas de Vitória Militar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="+41"/>
        <source>{row}: {points}. Some Progress tokens score points.</source>
        <translation>{row}: {points}. Algumas fichas de Progresso dão pontos.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/learn.py" line="-194"/>
        <source>Welcome to 7 Wonders! A game lasts three Ages. At the start of each Age you receive a hand of 7 cards: here is yours.</source>
        <translation>Bem-vindo ao 7 Wonders! Uma partida dura três Eras. No início de cada Era você recebe uma mão de 7 cartas: aqui está a sua.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is your city, {gizah}. Its board produces 1 Stone every turn: resources pay the cost of the cards you build.</source>
        <translation>Esta é a sua cidade, {gizah}. Seu tabuleiro produz 1 Pedra a cada turno: os recursos pagam o custo das cartas que você constrói.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each turn all players choose a card at the same time, then do one of three actions with it: build the structure, build a stage of their Wonder, or discard the card for 3 coins.</source>
        <translation>A cada turno, todos escolhem uma carta ao mesmo tempo e fazem com ela uma de três ações: construir a estrutura, desenvolver sua Maravilha ou descartar a carta para obter 3 moedas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The {baths} card costs 1 Stone, and your city produces Stone. Click the card, then its build button.</source>
        <translation>A carta {baths} custa 1 Pedra, e a sua cidade produz Pedra. Clique na carta e depois no botão de construir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not this one: build the {baths}, paid with your own Stone.</source>
        <translation>Esta não: construa {baths}, pago com a sua própria Pedra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once every player has chosen, the cards are played together. In Age I the hands then pass to the left: you receive the cards of your right neighbour.</source>
        <translation>Quando todos escolhem, as cartas são jogadas juntas. Na Era I as mãos passam então para a esquerda: você recebe as cartas do vizinho da direita.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Brown cards are raw materials. The {clay_pit} costs 1 coin, paid to the bank; it will produce Clay or Ore. Build it.</source>
        <translation>Cartas marrons são matérias-primas. {clay_pit} custa 1 moeda, paga ao banco; produzirá Argila ou Minério. Construa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build the {clay_pit} this turn: it shows a cost in coins.</source>
        <translation>Construa {clay_pit} neste turno: ela mostra um custo em moedas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {barracks} card costs 1 Ore, made by your {clay_pit}. Red cards give shields, compared with your neighbours&apos; at the end of each Age. Build it.</source>
        <translation>A carta {barracks} custa 1 Minério, produzido pela sua {clay_pit}. Cartas vermelhas dão escudos, comparados com os dos vizinhos no fim de cada Era. Construa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build the {barracks}: your {clay_pit} pays its Ore.</source>
        <translation>Construa {barracks}: a sua {clay_pit} paga o Minério.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commerce: you may buy a resource your neighbours produce for 2 coins, paid to that neighbour, who keeps it. Your left neighbour produces Glass.</source>
        <translation>Comércio: você pode comprar um recurso que seus vizinhos produzem por 2 moedas, pagas a esse vizinho, que não o perde. O seu vizinho da esquerda produz Vidro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {workshop} costs 1 Glass. Choose it: its build button shows the price, 2 coins to your left neighbour. Build it.</source>
        <translation>{workshop} custa 1 Vidro. Escolha a carta: o botão de construir mostra o preço, 2 moedas ao vizinho da esquerda. Construa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build the {workshop}, buying its Glass from your left neighbour.</source>
        <translation>Construa {workshop}, comprando o Vidro do vizinho da esquerda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {stockade} card needs Wood that nobody can sell you now. Discard it for 3 coins: the third action.</source>
        <translation>A carta {stockade} precisa de Madeira que ninguém pode lhe vender agora. Descarte-a para obter 3 moedas: a terceira ação.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard the {stockade} for 3 coins this turn.</source>
        <translation>Descarte {stockade} para obter 3 moedas neste turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Wonder is built stage by stage, left to right. A stage is built with any card of your hand, put face down under the board: that card&apos;s own effect is lost.</source>
        <translation>A sua Maravilha se desenvolve nível por nível, da esquerda para a direita. Um nível é construído com qualquer carta da mão, posta virada para baixo sob o tabuleiro: o efeito da carta se perde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The first stage costs 2 Stone: 1 from your city, 1 bought from your left neighbour. Build it with the {timber_yard}.</source>
        <translation>O primeiro nível custa 2 Pedras: 1 da sua cidade, 1 comprada do vizinho da esquerda. Desenvolva sua Maravilha com {timber_yard}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build your Wonder&apos;s stage with the {timber_yard}.</source>
        <translation>Desenvolva sua Maravilha com {timber_yard}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of Age I: the Military Conflicts. Your shields are compared with each neighbour&apos;s: more shields win a Victory token (1 point), fewer take a Defeat token (−1 point).</source>
        <translation>Fim da Era I: os Conflitos Militares. Seus escudos são comparados com os de cada vizinho: mais escudos ganham um marcador de Vitória (1 ponto), menos recebem um marcador de Derrota (−1 ponto).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Age II: the hands pass to the right. Play freely now. Chains: a structure named on a card you built is free (your {baths} make the {aqueduct} free). I will speak again at the end of the Age.</source>
        <translation>Era II: as mãos passam para a direita. Agora jogue livremente. Construção em cadeia: uma estrutura nomeada numa carta que você construiu sai gratuitamente ({baths} torna {aqueduct} gratuito). Volto a falar no fim da Era.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>End of Age II: its Victory tokens are worth 3 points. In Age III come the purple Guilds, and victories are worth 5 points.</source>
        <translation>Fim da Era II: seus marcadores de Vitória valem 3 pontos. Na Era III chegam os Grêmios roxos, e as vitórias valem 5 pontos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Age III: the hands pass to the left again. Play the last Age freely.</source>
        <translation>Era III: as mãos passam de novo para a esquerda. Jogue a última Era livremente.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A chain: you built a structure for free because your city has the structure named beside its cost. Look for these names when you choose a card.</source>
        <translation>Construção em cadeia: você construiu uma estrutura gratuitamente porque a sua cidade tem a estrutura nomeada ao lado do custo. Procure esses nomes ao escolher uma carta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You bought a resource from a neighbour: 2 coins each, paid to that neighbour. The coins you pay make a neighbour richer: buy only what you need.</source>
        <translation>Você comprou um recurso de um vizinho: 2 moedas cada, pagas a esse vizinho. As moedas que você paga enriquecem o vizinho: compre só o que precisar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A stage of your Wonder is built: its effect applies from now on, and its points count at the end. The stages are built left to right.</source>
        <translation>Um nível da sua Maravilha foi construído: o seu efeito vale a partir de agora, e os seus pontos contam no fim. Os níveis são construídos da esquerda para a direita.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{row}: {points}. Your Victory tokens minus your Defeat tokens.</source>
        <extracomment>What each row of the score sheet counts (the final steps read them).</extracomment>
        <translation>{row}: {points}. Seus marcadores de Vitória menos os de Derrota.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="+4"/>
        <source>{row}: {points}. 1 point for every 3 coins.</source>
        <translation>{row}: {points}. 1 ponto para cada 3 moedas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="-9"/>
        <source>{row}: {points}. The points printed on your blue cards.</source>
        <translation>{row}: {points}. Os pontos impressos nas suas cartas azuis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. Each kind of symbol scores its count squared, and each set of three different symbols 7 more.</source>
        <translation>{row}: {points}. Cada tipo de símbolo vale a sua quantidade ao quadrado, e cada conjunto de três símbolos diferentes, mais 7.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="+2"/>
        <source>{row}: {points}. Some yellow cards of Age III score points.</source>
        <translation>{row}: {points}. Algumas cartas amarelas da Era III dão pontos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. Each Guild scores what its card says.</source>
        <translation>{row}: {points}. Cada Grêmio vale o que a sua carta diz.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="-142"/>
        <source>Welcome to 7 Wonders Duel! The game lasts three Ages. Each Age, the cards are laid out in a structure: you may take only the accessible cards, those no other card covers.</source>
        <translation>Bem-vindo ao 7 Wonders Duel! A partida dura três Eras. A cada Era, as cartas são dispostas numa estrutura: você só pode pegar as cartas acessíveis, que nenhuma outra carta cobre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On your turn you take one accessible card and either construct the building, discard it for coins, or use it to construct one of your Wonders.</source>
        <translation>No seu turno você pega uma carta acessível e constrói a estrutura, descarta-a para receber moedas ou a usa para construir uma das suas Maravilhas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {clay_pool} costs nothing and produces Clay. Click it, then construct the building.</source>
        <translation>{clay_pool} não custa nada e produz Argila. Clique nela e construa a estrutura.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not this one: construct the {clay_pool}, which is free.</source>
        <translation>Esta não: construa {clay_pool}, que é gratuita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {workshop} costs 1 Papyrus that you do not produce. You buy it from the bank: 2 coins, plus 1 for each Papyrus your opponent produces. Its green symbol is a scientific symbol.</source>
        <translation>{workshop} custa 1 Papiro que você não produz. Você o compra do Banco: 2 moedas, mais 1 para cada Papiro que o adversário produz. Seu símbolo verde é um símbolo científico.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Construct the {workshop}, buying its Papyrus from the bank.</source>
        <translation>Construa {workshop}, comprando o Papiro do Banco.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two identical scientific symbols let you choose one of these Progress tokens at once. Six different symbols win the game: scientific supremacy.</source>
        <translation>Dois símbolos científicos idênticos permitem escolher na hora uma destas fichas de Progresso. Seis símbolos diferentes vencem a partida: supremacia científica.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {palisade} has a shield: each shield moves the Conflict pawn one space toward your opponent&apos;s capital. Construct it.</source>
        <translation>{palisade} tem um escudo: cada escudo move o peão de Conflito um espaço em direção à capital do adversário. Construa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Construct the {palisade} this turn.</source>
        <translation>Construa {palisade} neste turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the Conflict track. Military tokens on the way make the opponent lose coins; if the pawn reaches the capital, its side wins at once: military supremacy.</source>
        <translation>Esta é a trilha de Conflito. As fichas Militares no caminho fazem o adversário perder moedas; se o peão chegar à capital, o lado dele vence na hora: supremacia militar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard the {pharmacist} for coins: 2 coins, plus 1 for each of your yellow cards.</source>
        <translation>Descarte {pharmacist} para receber moedas: 2 moedas, mais 1 para cada carta amarela sua.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard the {pharmacist} for coins this turn.</source>
        <translation>Descarte {pharmacist} para receber moedas neste turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your four Wonders. To construct one, pay its cost and put an accessible card under it. Only seven Wonders are built in a game: the eighth is returned to the box.</source>
        <translation>Suas quatro Maravilhas. Para construir uma, pague o custo e coloque uma carta acessível sob ela. Só sete Maravilhas são construídas numa partida: a oitava volta para a caixa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play freely now. Chains: a building whose chain symbol you already have is constructed for free. I will speak again at the end of the Age.</source>
        <translation>Agora jogue livremente. Encadeamento: uma estrutura cujo símbolo de encadeamento você já tem é construída gratuitamente. Volto a falar no fim da Era.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End of Age I. The player weaker in the military chooses who begins the next Age. The cards of Age II are laid out in a new structure.</source>
        <translation>Fim da Era I. O jogador mais fraco militarmente escolhe quem começa a próxima Era. As cartas da Era II são dispostas numa nova estrutura.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Age III: the purple Guilds join the cards. Play the last Age freely.</source>
        <translation>Era III: as Guildas roxas entram nas cartas. Jogue a última Era livremente.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A military token was reached: the player behind the Conflict pawn loses the coins printed on it, and the token leaves the board.</source>
        <translation>Uma ficha Militar foi alcançada: o jogador atrás do peão de Conflito perde as moedas impressas nela, e a ficha sai do tabuleiro.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A Progress token was chosen: a pair of identical scientific symbols gives one at once, and its effect lasts until the end of the game.</source>
        <translation>Uma ficha de Progresso foi escolhida: um par de símbolos científicos idênticos dá uma na hora, e o efeito dura até o fim da partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A Wonder was constructed: the card put under it is spent, and the Wonder&apos;s effect applies at once.</source>
        <translation>Uma Maravilha foi construída: a carta posta sob ela é gasta, e o efeito da Maravilha vale na hora.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{row}: {points}. The points printed on your green cards.</source>
        <translation>{row}: {points}. Os pontos impressos nas suas cartas verdes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}: {points}. Each Guild card scores what it says.</source>
        <translation>{row}: {points}. Cada carta de Guilda vale o que ela diz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. The points of the Wonders you built.</source>
        <translation>{row}: {points}. Os pontos das Maravilhas que você construiu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}: {points}. The points of the zone the Conflict pawn is in.</source>
        <translation>{row}: {points}. Os pontos da zona onde está o peão de Conflito.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="-30"/>
        <location filename="../wonders_desktop/ui/window/menus.py" line="+95"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue last game</source>
        <translation>&amp;Continuar a última partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;tatistics</source>
        <translation>&amp;Estatísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo last move</source>
        <translation>&amp;Desfazer a última jogada</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+1"/>
        <location filename="../wonders_desktop/ui/window/menus.py" line="+1"/>
        <source>&amp;Analyse this game…</source>
        <translation>Ana&amp;lisar esta partida…</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/menus.py" line="+1"/>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>&amp;Sobre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;port a problem…</source>
        <translation>Relatar um &amp;problema…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bot levels</source>
        <translation>&amp;Níveis dos bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch bots play…</source>
        <translation>&amp;Assistir aos bots jogando…</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/main_window.py" line="+200"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/setup_words.py" line="+59"/>
        <source>Wonders</source>
        <translation>Wonders</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/window/game_files.py" line="+177"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonders — {game}, {players}</source>
        <translation>Wonders — {game}, {players}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/main_window.py" line="+48"/>
        <source>Cannot start this game</source>
        <translation>Não é possível iniciar esta partida</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/game_files.py" line="-92"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Não há partida inacabada para continuar.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This game is open in another window</source>
        <translation>Esta partida está aberta em outra janela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another copy of Wonders is playing this game. Play on there, or close it there and open the game here.</source>
        <translation>Outra cópia do Wonders está jogando esta partida. Continue jogando lá, ou feche-a lá e abra a partida aqui.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location filename="../wonders_desktop/ui/window/open_files.py" line="+119"/>
        <source>Cannot open this saved game</source>
        <translation>Não é possível abrir esta partida salva</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/savegames/save_errors.py" line="+20"/>
        <source>The file could not be read.</source>
        <translation>Não foi possível ler o arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged or incomplete (it may have been cut short).</source>
        <translation>O arquivo está danificado ou incompleto (pode ter sido cortado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game of this app, or parts of it are missing.</source>
        <translation>O arquivo não é uma partida salva deste aplicativo, ou faltam partes dele.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was changed after it was saved: its moves do not lead to the saved position.</source>
        <translation>O arquivo foi alterado depois de salvo: suas jogadas não levam à posição salva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file was saved by a newer version of the app. Please update the app to open it.</source>
        <translation>O arquivo foi salvo por uma versão mais nova do aplicativo. Atualize o aplicativo para abri-lo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is a game this version does not know.</source>
        <translation>O arquivo é de um jogo que esta versão não conhece.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was lost: the file was left untouched.</source>
        <translation>Nada foi perdido: o arquivo não foi alterado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details: {detail}</source>
        <translation>Detalhes: {detail}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/game_files.py" line="+35"/>
        <source>Save the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonders games (*.wonders)</source>
        <translation>Partidas do Wonders (*.wonders)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save</source>
        <translation>Não é possível salvar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game saved.</source>
        <translation>Partida salva.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/main_window.py" line="+93"/>
        <source>Game over.</source>
        <translation>Fim de jogo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {n}</source>
        <translation>Jogada {n}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Confirm your move</source>
        <translation>Confirme sua jogada</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/age_summary.py" line="+38"/>
        <source>No military conflict this age.</source>
        <translation>Nenhum conflito militar nesta Era.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/window_dialogs.py" line="+87"/>
        <source>Score sheet</source>
        <translation>Caderneta de pontuação</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/window/game_files.py" line="-72"/>
        <location line="+106"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n jogada feita</numerusform>
            <numerusform>%n jogadas feitas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/menus.py" line="-13"/>
        <source>&amp;Save a copy…</source>
        <translation>&amp;Salvar uma cópia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/game_files.py" line="-101"/>
        <source>Your previous game ({game}) is kept: find it in Game &gt; Open….</source>
        <translation>Sua partida anterior ({game}) continua guardada: ela está em Jogo &gt; Abrir….</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>This game is not saved</source>
        <translation>Esta partida não está salva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last autosave of this game failed ({detail}). Save a copy before leaving it? Without one, the game is lost.</source>
        <translation>O último salvamento automático desta partida falhou ({detail}). Salvar uma cópia antes de sair dela? Sem uma cópia, a partida será perdida.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/savegames/save_errors.py" line="-16"/>
        <source>The file is far too large to be a saved game of this app.</source>
        <translation>O arquivo é grande demais para ser uma partida salva deste aplicativo.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/main_window.py" line="+45"/>
        <source>The game is saved again.</source>
        <translation>A partida voltou a ser salva.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/window/game_files.py" line="+127"/>
        <source>%n more unfinished in Saved games</source>
        <translation>
            <numerusform>mais %n em andamento em Partidas salvas</numerusform>
            <numerusform>mais %n em andamento em Partidas salvas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/learn_entry.py" line="+73"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Aprender a jogar</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>You finished the guided game. Well played!</source>
        <translation>Você terminou a partida guiada. Muito bem!</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/zoom_actions.py" line="+58"/>
        <source>Zoom &amp;in</source>
        <translation>Am&amp;pliar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actual si&amp;ze</source>
        <translation>Tamanho rea&amp;l</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <source>Text and card size: {percent} %</source>
        <translation>Tamanho do texto e das cartas: {percent}%</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="-36"/>
        <source>Build</source>
        <comment>classic1</comment>
        <translation>Construir uma estrutura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build</source>
        <comment>classic2</comment>
        <translation>Construir a Estrutura</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="-67"/>
        <source>Build</source>
        <comment>duel</comment>
        <translation>Construir a Estrutura</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Wonder stage</source>
        <comment>classic1</comment>
        <translation>Desenvolver sua Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stage</source>
        <comment>classic2</comment>
        <translation>Construir um estágio da Maravilha</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-44"/>
        <source>Wonder stage</source>
        <comment>architects</comment>
        <translation>Construir um Estágio</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Build a wonder stage with {card}</source>
        <comment>classic1</comment>
        <translation>Desenvolver a Maravilha com {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a wonder stage with {card}</source>
        <comment>classic2</comment>
        <translation>Construir um estágio da Maravilha com {card}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Wonder</source>
        <comment>duel</comment>
        <translation>Construir uma Maravilha</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Discard for coins</source>
        <comment>classic1</comment>
        <translation>Descartar para obter 3 moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard for coins</source>
        <comment>classic2</comment>
        <translation>Descartar para receber moedas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Discard for coins</source>
        <comment>duel</comment>
        <translation>Descartar para receber moedas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Discard {card} for coins</source>
        <comment>classic1</comment>
        <translation>Descartar {card} (3 moedas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard {card} for coins</source>
        <comment>classic2</comment>
        <translation>Descartar {card} para receber moedas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Discard {card} for coins</source>
        <comment>duel</comment>
        <translation>Descartar {card} para receber moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build from the discard pile</source>
        <comment>duel</comment>
        <translation>Construir da pilha de descartes</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/move_text.py" line="+53"/>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>Build {card}</source>
        <translation>Construir {card}</translation>
    </message>
    <message>
        <location line="-36"/>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-31"/>
        <source>Wonder stage</source>
        <translation>Estágio da Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a wonder stage with {card}</source>
        <translation>Construir um estágio da Maravilha com {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wonder</source>
        <translation>Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build {wonder} with {card}</source>
        <translation>Construir {wonder} com {card}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="-15"/>
        <source>Discard for coins</source>
        <translation>Descartar para receber moedas</translation>
    </message>
    <message>
        <location line="-3"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Discard {card} for coins</source>
        <translation>Descartar {card} para receber moedas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build for free</source>
        <translation>Construir gratuitamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build {card} for free</source>
        <translation>Construir {card} gratuitamente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a wonder</source>
        <translation>Escolher uma Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {wonder}</source>
        <translation>Pegar {wonder}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+6"/>
        <source>Progress token</source>
        <translation>Ficha de Progresso</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>Take {token}</source>
        <translation>Pegar {token}</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Destroy a card</source>
        <translation>Descartar uma carta do oponente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destroy {card}</source>
        <translation>Descartar {card} do oponente</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="-34"/>
        <source>Build from the discard pile</source>
        <translation>Construir da pilha de descarte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who starts the next age</source>
        <translation>Quem começa a próxima Era</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {n} starts</source>
        <translation>Jogador {n} começa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take a card</source>
        <translation>Pegar uma carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <location line="+5"/>
        <source>Take from {deck}</source>
        <translation>Pegar d{deck}</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Extra card</source>
        <translation>Carta adicional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra card from {deck}</source>
        <translation>Carta adicional d{deck}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+10"/>
        <source>Wonder effect</source>
        <translation>Efeito da Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at {deck}</source>
        <translation>Olhar {deck}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep a card</source>
        <translation>Ficar com uma carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep {card}</source>
        <translation>Ficar com {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>End the turn</source>
        <translation>Terminar o turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bet</source>
        <translation>Apostar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet {amount}</source>
        <translation>Apostar {amount}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coins or debt</source>
        <translation>Moedas ou Dívida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a card</source>
        <translation>Jogar uma carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play {card}</source>
        <translation>Jogar {card}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Build {card} from the discard pile</source>
        <translation>Construir {card} da pilha de descarte</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-5"/>
        <source>Build stage {stage} with {cards}</source>
        <translation>Construir o Estágio {stage} com {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take {token} for {cards}</source>
        <translation>Pegar {token} em troca de {cards}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/move_text.py" line="+15"/>
        <source>Pay the whole loss in coins</source>
        <translation>Pagar toda a perda em moedas</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Take %n debt token(s), pay the rest in coins</source>
        <translation>
            <numerusform>Pegar %n ficha de Dívida e pagar o resto em moedas</numerusform>
            <numerusform>Pegar %n fichas de Dívida e pagar o resto em moedas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+16"/>
        <source>the top token of the face-down pile</source>
        <translation>a ficha do topo da pilha virada para baixo</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/move_text.py" line="+20"/>
        <source>the central deck</source>
        <translation>o baralho central</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the face-down pile</source>
        <translation>a pilha virada para baixo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck of {wonder}</source>
        <translation>o baralho de {wonder}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pay {left} left, {right} right</source>
        <translation>pagar {left} à esquerda, {right} à direita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Free City: </source>
        <translation>Cidade Livre: </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+106"/>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} · Team {team}</source>
        <translation>{seat} · Equipe {team}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Robô</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+62"/>
        <source>Random sides</source>
        <translation>Lados aleatórios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Dia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Noite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All boards on side {side}</source>
        <translation>Todos os tabuleiros no Lado {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{choice} (recommended for a first game)</source>
        <translation>{choice} (recomendado para a primeira partida)</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+284"/>
        <source>These options cannot be played: {reason}</source>
        <translation>Estas opções não podem ser jogadas: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is not available in this build ({reason}).</source>
        <translation>Este jogo não está disponível nesta versão ({reason}).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>This game needs %n seat(s).</source>
        <translation>
            <numerusform>Este jogo precisa de %n lugar.</numerusform>
            <numerusform>Este jogo precisa de %n lugares.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch bots play</source>
        <translation>Assistir aos bots jogando</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="-22"/>
        <source>1st edition</source>
        <translation>1ª edição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd edition</source>
        <translation>2ª edição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities expansion</source>
        <translation>Expansão Cidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free City (2 players)</source>
        <translation>Cidade Livre (2 jogadores)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams (4 or 6 players)</source>
        <translation>Equipes (4 ou 6 jogadores)</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+3"/>
        <source>Random</source>
        <translation>Aleatórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen for each seat</source>
        <translation>Escolhidas para cada lugar</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/setup.py" line="+29"/>
        <source>First game: fixed wonders (recommended)</source>
        <translation>Primeira partida: Maravilhas fixas (recomendado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder draft</source>
        <translation>Seleção de Maravilhas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+1"/>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="-21"/>
        <source>Edition</source>
        <translation>Edição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion</source>
        <translation>Expansão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+1"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/setup.py" line="+24"/>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/setup.py" line="-6"/>
        <source>Wonders</source>
        <translation>Maravilhas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+1"/>
        <source>Sides</source>
        <translation>Lados</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+1"/>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot speed</source>
        <translation>Velocidade dos robôs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Instant</source>
        <translation>Instantânea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow (easy to follow)</source>
        <translation>Lenta (fácil de acompanhar)</translation>
    </message>
</context>
<context>
    <name>PracticeTools</name>
    <message>
        <location filename="../wonders_desktop/ui/views/practice.py" line="+45"/>
        <source>Take back your last move, and the bots&apos; moves after it ({key}).</source>
        <translation>Desfaz sua última jogada e as jogadas dos robôs depois dela ({key}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking back moves is turned off in Settings.</source>
        <translation>Desfazer jogadas está desativado nas Configurações.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to take back yet.</source>
        <translation>Ainda não há nada para desfazer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat game: cards were revealed since; turn on Practice take back in Settings.</source>
        <translation>Partida no mesmo computador: cartas foram reveladas desde então; ative “Desfazer para treino” nas Configurações.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another player has moved since your last move.</source>
        <translation>Outro jogador jogou depois da sua última jogada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ask the hard bot what it would play here, and why ({key}).</source>
        <translation>Pergunte ao robô difícil o que ele jogaria aqui, e por quê ({key}).</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back</source>
        <translation>Desfazer jogada</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The hard bot is thinking about your move…</source>
        <translation>O robô difícil está pensando na sua jogada…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No hint available ({error}).</source>
        <translation>Nenhuma dica disponível ({error}).</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../wonders_desktop/ui/window/privacy.py" line="+41"/>
        <source>Pass to {player}</source>
        <translation>Passe para {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hands are hidden. {player}, click when you are ready.</source>
        <translation>As mãos estão ocultas. {player}, clique quando estiver pronto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {player} — show my hand</source>
        <translation>Sou {player} — mostrar minha mão</translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/problem_dialog.py" line="+37"/>
        <source>No game was in play.</source>
        <translation>Nenhuma partida estava em andamento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is saved as it was after the last move: Continue on the start screen resumes it.</source>
        <translation>Sua partida está salva como estava após a última jogada: Continuar, na tela inicial, a retoma.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game&apos;s last autosave is still being written: wait a moment before you quit.</source>
        <translation>O último salvamento automático da sua partida ainda está sendo gravado: espere um momento antes de sair.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was a game between bots: watched games are not saved.</source>
        <translation>Era uma partida entre robôs: partidas assistidas não são salvas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game could not be saved (see the bar above the table): try Save a copy… before you quit.</source>
        <translation>Não foi possível salvar sua partida (veja a barra acima da mesa): tente Salvar uma cópia… antes de sair.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>Report a problem</source>
        <translation>Relatar um problema</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Something went wrong.</source>
        <translation>Algo deu errado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play on, but if the table looks wrong, restart the app. To help fix it, copy the report below and send it with a few words on what you were doing.</source>
        <translation>Você pode continuar jogando, mas se a mesa parecer errada, reinicie o aplicativo. Para ajudar a corrigir, copie o relatório abaixo e envie-o com algumas palavras sobre o que você estava fazendo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy the report below and send it with a few words on what happened and what you expected. It holds the app&apos;s and your system&apos;s versions, the last lines of the log and the game in play (its id and the seats&apos; names): nothing else of yours.</source>
        <translation>Copie o relatório abaixo e envie-o com algumas palavras sobre o que aconteceu e o que você esperava. Ele contém as versões do aplicativo e do seu sistema, as últimas linhas do registro e a partida em andamento (seu id e os nomes dos lugares): nada mais seu.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Copy report</source>
        <translation>Copiar relatório</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open log folder</source>
        <translation>Abrir pasta do registro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The data folder cannot be written: the log goes to the terminal.</source>
        <translation>A pasta de dados não pode ser gravada: o registro vai para o terminal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The report is on the clipboard: paste it into your message.</source>
        <translation>O relatório está na área de transferência: cole-o na sua mensagem.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The folder could not be opened: {folder}</source>
        <translation>Não foi possível abrir a pasta: {folder}</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../wonders_desktop/ui/views/replay.py" line="+80"/>
        <source>First move</source>
        <translation>Primeira jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Jogada anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Próxima jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move</source>
        <translation>Última jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the replay</source>
        <translation>Sair da revisão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {n} of {total}</source>
        <translation>Jogada {n} de {total}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/window/replay_window.py" line="+142"/>
        <source>Replay: {game}</source>
        <translation>Revisão: {game}</translation>
    </message>
</context>
<context>
    <name>ResourceCount</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-138"/>
        <source>%n Wood</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Madeira</numerusform>
            <numerusform>%n Madeiras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Stone</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Pedra</numerusform>
            <numerusform>%n Pedras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Clay</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Barro</numerusform>
            <numerusform>%n Barros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Ore</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Ouro</numerusform>
            <numerusform>%n Ouros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Glass</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Vidro</numerusform>
            <numerusform>%n Vidros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Papyrus</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Papiro</numerusform>
            <numerusform>%n Papiros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Loom</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Tecido</numerusform>
            <numerusform>%n Tecidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Wood</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Madeira</numerusform>
            <numerusform>%n Madeiras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Stone</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Pedra</numerusform>
            <numerusform>%n Pedras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Clay</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Argila</numerusform>
            <numerusform>%n Argilas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Ore</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Minério</numerusform>
            <numerusform>%n Minérios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Glass</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Vidro</numerusform>
            <numerusform>%n Vidros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Papyrus</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Papiro</numerusform>
            <numerusform>%n Papiros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Loom</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Tecido</numerusform>
            <numerusform>%n Tecidos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/rules_window.py" line="+153"/>
        <source>The rules summary of {game} is not available in this version yet.</source>
        <translation>O resumo das regras de {game} ainda não está disponível nesta versão.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The printed rulebook is the reference; the game itself only lets you make legal moves.</source>
        <translation>O livro de regras impresso é a referência; o próprio jogo só permite jogadas válidas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This summary is not written in {language} yet: here it is in English.</source>
        <translation>Este resumo ainda não foi escrito em {language}: aqui está em inglês.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a section…</source>
        <translation>Localizar uma seção…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contents</source>
        <translation>Sumário</translation>
    </message>
</context>
<context>
    <name>SaveFailureBar</name>
    <message>
        <location filename="../wonders_desktop/ui/savegames/save_failure_bar.py" line="+47"/>
        <source>This game is not saved: the last autosave failed ({detail}). Free some disk space or save a copy elsewhere; this message stays until a save succeeds.</source>
        <translation>Esta partida não está salva: o último salvamento automático falhou ({detail}). Libere espaço em disco ou salve uma cópia em outro lugar; este aviso fica aqui até um salvamento dar certo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a copy…</source>
        <translation>Salvar uma cópia…</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+55"/>
        <source>2nd edition</source>
        <translation>2ª edição</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1st edition</source>
        <translation>1ª edição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cities</source>
        <translation>Cidades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Teams</source>
        <translation>Equipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free City</source>
        <translation>Cidade Livre</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/savegames/game_summary.py" line="-48"/>
        <source>%n %1 bot(s)</source>
        <translation>
            <numerusform>%n bot (%1)</numerusform>
            <numerusform>%n bots (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bots only: {bots}</source>
        <translation>Só bots: {bots}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+40"/>
        <location line="+18"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message numerus="yes">
        <location line="-58"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jogada</numerusform>
            <numerusform>%n jogadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished · {moves}</source>
        <translation>Terminada · {moves}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+11"/>
        <source>Age {age} · turn {turn}</source>
        <translation>Era {age} · turno {turn}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/savegames/game_summary.py" line="+14"/>
        <source>Age {age}</source>
        <translation>Era {age}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn {n}</source>
        <translation>Turno {n}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message numerus="yes">
        <location line="-21"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone tied ({points})</source>
        <translation>Todos empatados ({points})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won ({points})</source>
        <translation>Você venceu ({points})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lead ({points})</source>
        <translation>Você lidera ({points})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} won ({points})</source>
        <translation>Vitória: {names} ({points})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} lead ({points})</source>
        <translation>Na liderança: {names} ({points})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} leads ({points})</source>
        <translation>Na liderança: {names} ({points})</translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <location filename="../wonders_desktop/ui/window/saved_games_page.py" line="+164"/>
        <source>Saved games</source>
        <translation>Partidas salvas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game is saved after each move. Unfinished games wait here for you; finished ones keep their score sheet and replay.</source>
        <translation>Toda partida é salva após cada jogada. As partidas em andamento esperam por você aqui; as terminadas guardam a caderneta de pontuação e a revisão jogada a jogada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>← Back</source>
        <translation>← Voltar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a file…</source>
        <translation>Importar um arquivo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+141"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Rename…</source>
        <translation>Renomear…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse…</source>
        <translation>Analisar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which moves gave up win chance, and the better ones</source>
        <translation>Quais jogadas perderam chance de vitória, e as melhores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete…</source>
        <translation>Excluir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No saved games yet. Start a game: it is saved after every move.</source>
        <translation>Nenhuma partida salva ainda. Comece uma partida: ela é salva após cada jogada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>Andamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader</source>
        <translation>Liderança</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last played</source>
        <translation>Jogada em</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Unfinished games (%n)</source>
        <translation>
            <numerusform>Partida em andamento (%n)</numerusform>
            <numerusform>Partidas em andamento (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finished games (%n)</source>
        <translation>
            <numerusform>Partida terminada (%n)</numerusform>
            <numerusform>Partidas terminadas (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Files that cannot be opened (%n)</source>
        <translation>
            <numerusform>Arquivo que não pode ser aberto (%n)</numerusform>
            <numerusform>Arquivos que não podem ser abertos (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{name} (open now)</source>
        <translation>{name} (aberta agora)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A copy you saved or imported:
{path}</source>
        <translation>Uma cópia que você salvou ou importou:
{path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved automatically after every move:
{path}</source>
        <translation>Salva automaticamente após cada jogada:
{path}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be opened</source>
        <translation>Não pode ser aberto</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Back to this game</source>
        <translation>Voltar a esta partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is open. Start or open another game to delete it.</source>
        <translation>Esta partida está aberta. Comece ou abra outra partida para excluí-la.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open (score sheet and replay)</source>
        <translation>Abrir (pontuação e revisão)</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+11"/>
        <source>Rename</source>
        <translation>Renomear</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Name of this game:</source>
        <translation>Nome desta partida:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A name holds no “/”, “\” or line break, and at most {limit} characters: the game is named “{name}”.</source>
        <translation>Um nome não pode ter “/”, “\” nem quebra de linha, e tem no máximo {limit} caracteres: a partida se chama “{name}”.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the game</source>
        <translation>Exportar a partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wonders games (*.wonders)</source>
        <translation>Partidas do Wonders (*.wonders)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import a saved game</source>
        <translation>Importar uma partida salva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonders games (*.wonders *.json)</source>
        <translation>Partidas do Wonders (*.wonders *.json)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>Cannot import this file</source>
        <translation>Não é possível importar este arquivo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete this game?</source>
        <translation>Excluir esta partida?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file {name} cannot be opened. Delete it for good?</source>
        <translation>O arquivo {name} não pode ser aberto. Excluí-lo definitivamente?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” is not finished ({progress}). Deleting it cannot be undone: the game is lost.</source>
        <translation>“{name}” não terminou ({progress}). A exclusão não pode ser desfeita: a partida será perdida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” will be deleted with its score sheet and replay. This cannot be undone.</source>
        <translation>“{name}” será excluída com a caderneta de pontuação e a revisão. Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot change this file</source>
        <translation>Não é possível alterar este arquivo</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>Replay move by move</source>
        <translation>Rever jogada a jogada</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/score_sheet.py" line="+184"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game with the same players and options, and a new shuffle.</source>
        <translation>Uma nova partida com os mesmos jogadores e opções, e um novo embaralhamento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse…</source>
        <translation>Analisar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which moves gave up win chance, and the better ones</source>
        <translation>Quais jogadas perderam chance de vitória, e as melhores</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No game yet.</source>
        <translation>Nenhuma partida ainda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Provisional scores</source>
        <translation>Pontuação provisória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points each city would score if the game ended now.</source>
        <translation>Pontos que cada cidade marcaria se a partida terminasse agora.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>{player} wins!</source>
        <translation>{player} vence!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared victory: {players}</source>
        <translation>Vitória compartilhada: {players}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tie broken by {rule}.</source>
        <translation>Empate desfeito por {rule}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/settings_dialog.py" line="+19"/>
        <source>Follow the system</source>
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normais</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text and card size</source>
        <translation>Tamanho do texto e das cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animations</source>
        <translation>Animações</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot speed</source>
        <translation>Velocidade dos robôs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ask for confirmation before each move</source>
        <translation>Pedir confirmação antes de cada jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow taking back moves (Take back, Ctrl+Z)</source>
        <translation>Permitir desfazer jogadas (Desfazer jogada, Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practice take back in hot-seat games: also moves that revealed cards (always against bots)</source>
        <translation>Desfazer para treino em partidas no mesmo computador: também jogadas que revelaram cartas (sempre contra robôs)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: warn me before a mistake</source>
        <translation>Treinador: avisar-me antes de um erro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against bots, a move the analysis would mark as a mistake or a blunder is held for a moment and a note says what it costs, before it is played.</source>
        <translation>Contra bots, uma jogada que a análise marcaria como erro ou erro grave fica retida um instante e uma nota diz quanto ela custa, antes de ser jogada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/zoom_choice.py" line="+28"/>
        <source>{percent} % (usual)</source>
        <translation>{percent}% (normal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
</context>
<context>
    <name>SpectatorBar</name>
    <message>
        <location filename="../wonders_desktop/ui/window/spectator.py" line="+38"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As fast as possible</source>
        <translation>O mais rápido possível</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {n} of {total}</source>
        <translation>Partida {n} de {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Watching the bots play&lt;/b&gt;</source>
        <translation>&lt;b&gt;Assistindo aos bots jogarem&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocidade:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="-87"/>
        <source>7 Wonders</source>
        <translation>7 Wonders</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/setup.py" line="-9"/>
        <source>7 Wonders Duel</source>
        <translation>7 Wonders Duel</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/setup.py" line="-8"/>
        <source>7 Wonders Architects</source>
        <translation>7 Wonders Arquitetos</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+7"/>
        <source>3 to 7 players (2 with the Free City). Both editions, Cities, teams.</source>
        <translation>3 a 7 jogadores (2 com a Cidade Livre). As duas edições, Cidades, equipes.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/setup.py" line="+5"/>
        <source>2 players. Military, science or civil victory.</source>
        <translation>2 jogadores. Vitória militar, científica ou civil.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/setup.py" line="+4"/>
        <source>2 to 7 players. Build your wonder, fast.</source>
        <translation>2 a 7 jogadores. Construa sua Maravilha, rápido.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/start_page.py" line="+96"/>
        <location line="+24"/>
        <source>No unfinished game.</source>
        <translation>Nenhuma partida inacabada.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>New to these games? Learn to play: a guided first game on the real table, step by step.</source>
        <translation>Novo nestes jogos? Aprenda a jogar: uma primeira partida guiada na mesa de verdade, passo a passo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonders</source>
        <translation>Wonders</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>7 Wonders, Duel and Architects — against bots, or with friends on one screen.</source>
        <translation>7 Wonders, Duel e Arquitetos — contra robôs ou com amigos na mesma tela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play now: you against 2 medium bots (7 Wonders)</source>
        <translation>Jogar agora: você contra 2 robôs médios (7 Wonders)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue last game</source>
        <translation>Continuar a última partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics…</source>
        <translation>Estatísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games</source>
        <translation>Os jogos</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Saved games…</source>
        <translation>Partidas salvas…</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/statistics/cells.py" line="+111"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../wonders_desktop/ui/statistics/page.py" line="+166"/>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← Back</source>
        <translation>← Voltar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Zerar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation>Jogador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By game and mode</source>
        <translation>Por jogo e modo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By bot level faced</source>
        <translation>Por nível de bot enfrentado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By Wonder</source>
        <translation>Por Maravilha</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Recent form (last %n game(s))</source>
        <translation>
            <numerusform>Desempenho recente (última %n partida)</numerusform>
            <numerusform>Desempenho recente (últimas %n partidas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your score in the last %n game(s)</source>
        <translation>
            <numerusform>Sua pontuação em %n partida</numerusform>
            <numerusform>Sua pontuação nas últimas %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won per bot level</source>
        <translation>Partidas vencidas por nível de bot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games yet</source>
        <translation>Nenhuma partida ainda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game and mode</source>
        <translation>Jogo e modo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Nível do bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder</source>
        <translation>Maravilha</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Played</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>% de vitórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Média</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n game(s) · {won} won ({rate}) · average {average} · best {best}</source>
        <translation>
            <numerusform>%n partida · vitórias: {won} ({rate}) · média {average} · melhor {best}</numerusform>
            <numerusform>%n partidas · vitórias: {won} ({rate}) · média {average} · melhor {best}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>won</source>
        <translation>vitória</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>derrota</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The statistics cannot be read or written ({detail}). Your games are not affected. Reset… sets the damaged file aside and starts a new one.</source>
        <translation>Não foi possível ler ou gravar as estatísticas ({detail}). Suas partidas não foram afetadas. Zerar… guarda à parte o arquivo danificado e começa um novo.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The last finished game could not be counted ({detail}).</source>
        <translation>A última partida terminada não pôde ser contada ({detail}).</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Reading the statistics…</source>
        <translation>Lendo as estatísticas…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last finished game waits: the statistics file is in use by another copy of the app. It is counted as soon as the file is free.</source>
        <translation>A última partida terminada está aguardando: o arquivo de estatísticas está em uso por outra cópia do aplicativo. Ela será contada assim que o arquivo for liberado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No finished games yet. Play a game to the end and it is counted here.</source>
        <translation>Nenhuma partida terminada ainda. Jogue uma partida até o fim e ela será contada aqui.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics file is in use by another copy of the app. Nothing is lost: a game that ends meanwhile is counted once the file is free. Close the other copy and press Try again.</source>
        <translation>O arquivo de estatísticas está em uso por outra cópia do aplicativo. Nada se perde: uma partida que terminar enquanto isso será contada quando o arquivo for liberado. Feche a outra cópia e clique em Tentar de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics file was written by a newer version of the app ({detail}). Your games are not affected. Reset… sets the file aside (kept beside it) and starts a new one.</source>
        <translation>O arquivo de estatísticas foi gravado por uma versão mais nova do aplicativo ({detail}). Suas partidas não foram afetadas. Zerar… guarda o arquivo à parte (ao lado do original) e começa um novo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The statistics file is damaged and cannot be read ({detail}). Your games are not affected. Reset… sets the damaged file aside (kept beside it) and starts a new one.</source>
        <translation>O arquivo de estatísticas está danificado e não pode ser lido ({detail}). Suas partidas não foram afetadas. Zerar… guarda à parte o arquivo danificado (ao lado do original) e começa um novo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People only</source>
        <translation>Só pessoas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export the statistics</source>
        <translation>Exportar as estatísticas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export</source>
        <translation>Não foi possível exportar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reset the statistics?</source>
        <translation>Zerar as estatísticas?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every counted game is forgotten. Your saved games stay as they are.</source>
        <translation>Todas as partidas contadas serão esquecidas. Suas partidas salvas continuam como estão.</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+25"/>
        <source>Cannot reset</source>
        <translation>Não foi possível zerar</translation>
    </message>
</context>
<context>
    <name>data</name>
    <message>
        <location filename="../wonders_desktop/ui/language/data_strings.py" line="+19"/>
        <source>Clay</source>
        <comment>architects card</comment>
        <translation>Argila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>architects card</comment>
        <translation>Moeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <comment>architects card</comment>
        <translation>Compasso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>architects card</comment>
        <translation>Engrenagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>architects card</comment>
        <translation>Vidro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papyrus</source>
        <comment>architects card</comment>
        <translation>Papiro</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Blue card (2 points + cat)</source>
        <comment>architects card</comment>
        <translation>Carta Azul (2 pontos + Gato)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue card (3 points)</source>
        <comment>architects card</comment>
        <translation>Carta Azul (3 pontos)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Red card (no horn)</source>
        <comment>architects card</comment>
        <translation>Carta Vermelha (sem Corneta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card (1 horn)</source>
        <comment>architects card</comment>
        <translation>Carta Vermelha (1 Corneta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card (2 horns)</source>
        <comment>architects card</comment>
        <translation>Carta Vermelha (2 Cornetas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone</source>
        <comment>architects card</comment>
        <translation>Pedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <comment>architects card</comment>
        <translation>Tabuleta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>architects card</comment>
        <translation>Madeira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <comment>architects colour</comment>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>architects colour</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <comment>architects colour</comment>
        <translation>Cinza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <comment>architects colour</comment>
        <translation>Vermelha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <comment>architects colour</comment>
        <translation>Amarela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture</source>
        <comment>architects progress_token</comment>
        <translation>Arquitetura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crafts</source>
        <comment>architects progress_token</comment>
        <translation>Manufatura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Culture</source>
        <comment>architects progress_token</comment>
        <translation>Cultura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decor</source>
        <comment>architects progress_token</comment>
        <translation>Decoração</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Economy</source>
        <comment>architects progress_token</comment>
        <translation>Economia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Education</source>
        <comment>architects progress_token</comment>
        <translation>Educação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engineering</source>
        <comment>architects progress_token</comment>
        <translation>Engenharia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jewellery</source>
        <comment>architects progress_token</comment>
        <translation>Joalheria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Politics</source>
        <comment>architects progress_token</comment>
        <translation>Política</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Propaganda</source>
        <comment>architects progress_token</comment>
        <translation>Propaganda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Science</source>
        <comment>architects progress_token</comment>
        <translation>Ciência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategy</source>
        <comment>architects progress_token</comment>
        <translation>Estratégia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tactics</source>
        <comment>architects progress_token</comment>
        <translation>Tática</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Urbanism</source>
        <comment>architects progress_token</comment>
        <translation>Urbanismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay</source>
        <comment>architects resource</comment>
        <translation>Argila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>architects resource</comment>
        <translation>Vidro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papyrus</source>
        <comment>architects resource</comment>
        <translation>Papiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone</source>
        <comment>architects resource</comment>
        <translation>Pedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>architects resource</comment>
        <translation>Madeira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <comment>architects science</comment>
        <translation>Compasso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>architects science</comment>
        <translation>Engrenagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <comment>architects science</comment>
        <translation>Tabuleta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle</source>
        <comment>architects term</comment>
        <translation>Batalha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Central deck</source>
        <comment>architects term</comment>
        <translation>baralho central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>architects term</comment>
        <translation>Moeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horn</source>
        <comment>architects term</comment>
        <translation>Corneta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shield</source>
        <comment>architects term</comment>
        <translation>Escudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle side</source>
        <comment>architects term</comment>
        <translation>lado da Batalha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peace side</source>
        <comment>architects term</comment>
        <translation>lado da Paz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage</source>
        <comment>architects term</comment>
        <translation>Estágio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <comment>architects term</comment>
        <translation>pontos de Vitória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat</source>
        <comment>architects token</comment>
        <translation>marcador de Gato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conflict token</source>
        <comment>architects token</comment>
        <translation>ficha de Conflito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Military victory token</source>
        <comment>architects token</comment>
        <translation>ficha de Vitória Militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alexandria</source>
        <comment>architects wonder</comment>
        <translation>Alexandria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Babylon</source>
        <comment>architects wonder</comment>
        <translation>Babilônia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ephesus</source>
        <comment>architects wonder</comment>
        <translation>Éfeso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Giza</source>
        <comment>architects wonder</comment>
        <translation>Gizé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Halicarnassus</source>
        <comment>architects wonder</comment>
        <translation>Halicarnasso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olympia</source>
        <comment>architects wonder</comment>
        <translation>Olímpia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhodes</source>
        <comment>architects wonder</comment>
        <translation>Rodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Academy</source>
        <comment>classic1 card</comment>
        <translation>Academia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Altar</source>
        <comment>classic1 card</comment>
        <translation>Altar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary</source>
        <comment>classic1 card</comment>
        <translation>Farmacêutico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aqueduct</source>
        <comment>classic1 card</comment>
        <translation>Aqueduto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archery Range</source>
        <comment>classic1 card</comment>
        <translation>Arqueria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architect Cabinet</source>
        <comment>classic1 card</comment>
        <translation>Gabinete do Arquiteto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena</source>
        <comment>classic1 card</comment>
        <translation>Arena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arsenal</source>
        <comment>classic1 card</comment>
        <translation>Arsenal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barracks</source>
        <comment>classic1 card</comment>
        <translation>Quartel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baths</source>
        <comment>classic1 card</comment>
        <translation>Banheiros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bazar</source>
        <comment>classic1 card</comment>
        <translation>Bazar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Market</source>
        <comment>classic1 card</comment>
        <translation>Mercado Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brickyard</source>
        <comment>classic1 card</comment>
        <translation>Olaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brotherhood</source>
        <comment>classic1 card</comment>
        <translation>Irmandade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builders Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Construtores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builders&apos; Union</source>
        <comment>classic1 card</comment>
        <translation>Sindicato dos Construtores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capitol</source>
        <comment>classic1 card</comment>
        <translation>Capitólio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caravansery</source>
        <comment>classic1 card</comment>
        <translation>Caravançarã</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cenotaph</source>
        <comment>classic1 card</comment>
        <translation>Cenotáfio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Commerce</source>
        <comment>classic1 card</comment>
        <translation>Câmara de Comércio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circus</source>
        <comment>classic1 card</comment>
        <translation>Circo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clandestine Dock East</source>
        <comment>classic1 card</comment>
        <translation>Doca Clandestina Oriental</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clandestine Dock West</source>
        <comment>classic1 card</comment>
        <translation>Doca Clandestina Ocidental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pit</source>
        <comment>classic1 card</comment>
        <translation>Cava de Barro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pool</source>
        <comment>classic1 card</comment>
        <translation>Barreiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consulate</source>
        <comment>classic1 card</comment>
        <translation>Consulado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contingent</source>
        <comment>classic1 card</comment>
        <translation>Contingente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counterfeiters Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Falsificadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courthouse</source>
        <comment>classic1 card</comment>
        <translation>Palácio de Justiça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craftsmens Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Artesãos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispensary</source>
        <comment>classic1 card</comment>
        <translation>Enfermaria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>East Trading Post</source>
        <comment>classic1 card</comment>
        <translation>Casa de Comércio Oriental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embassy</source>
        <comment>classic1 card</comment>
        <translation>Embaixada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Excavation</source>
        <comment>classic1 card</comment>
        <translation>Escavação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forest Cave</source>
        <comment>classic1 card</comment>
        <translation>Caverna da Floresta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortifications</source>
        <comment>classic1 card</comment>
        <translation>Fortificação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forum</source>
        <comment>classic1 card</comment>
        <translation>Foro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundry</source>
        <comment>classic1 card</comment>
        <translation>Fundição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gambling Den</source>
        <comment>classic1 card</comment>
        <translation>Antro de Jogatina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gambling House</source>
        <comment>classic1 card</comment>
        <translation>Casa de Jogos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gardens</source>
        <comment>classic1 card</comment>
        <translation>Jardins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gates of the City</source>
        <comment>classic1 card</comment>
        <translation>Portões da Cidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Glassworks</source>
        <comment>classic1 card</comment>
        <translation>Vidraçaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Tower</source>
        <comment>classic1 card</comment>
        <translation>Torre de Vigia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guild of Shadows</source>
        <comment>classic1 card</comment>
        <translation>Grêmio das Sombras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haven</source>
        <comment>classic1 card</comment>
        <translation>Porto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hideout</source>
        <comment>classic1 card</comment>
        <translation>Esconderijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laboratory</source>
        <comment>classic1 card</comment>
        <translation>Laboratório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lair</source>
        <comment>classic1 card</comment>
        <translation>Covil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Library</source>
        <comment>classic1 card</comment>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighthouse</source>
        <comment>classic1 card</comment>
        <translation>Farol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lodge</source>
        <comment>classic1 card</comment>
        <translation>Loja</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Loom</source>
        <comment>classic1 card</comment>
        <translation>Tear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lumber Yard</source>
        <comment>classic1 card</comment>
        <translation>Madeireira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magistrates Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Magistrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marketplace</source>
        <comment>classic1 card</comment>
        <translation>Mercado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mercenaries</source>
        <comment>classic1 card</comment>
        <translation>Mercenários</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Militia</source>
        <comment>classic1 card</comment>
        <translation>Milícia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mine</source>
        <comment>classic1 card</comment>
        <translation>Mina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mourners Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Carpideiros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observatory</source>
        <comment>classic1 card</comment>
        <translation>Observatório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore Vein</source>
        <comment>classic1 card</comment>
        <translation>Veio de Ouro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palace</source>
        <comment>classic1 card</comment>
        <translation>Palácio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pantheon</source>
        <comment>classic1 card</comment>
        <translation>Panteão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawnshop</source>
        <comment>classic1 card</comment>
        <translation>Casa de Penhores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Philosophers Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Filósofos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pigeon Loft</source>
        <comment>classic1 card</comment>
        <translation>Pombal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Press</source>
        <comment>classic1 card</comment>
        <translation>Prensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarry</source>
        <comment>classic1 card</comment>
        <translation>Pedreira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residence</source>
        <comment>classic1 card</comment>
        <translation>Residência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sawmill</source>
        <comment>classic1 card</comment>
        <translation>Serraria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>School</source>
        <comment>classic1 card</comment>
        <translation>Escola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientists Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Cientistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scriptorium</source>
        <comment>classic1 card</comment>
        <translation>Scriptorium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret Society</source>
        <comment>classic1 card</comment>
        <translation>Sociedade Secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret Warehouse</source>
        <comment>classic1 card</comment>
        <translation>Armazém Secreto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Senate</source>
        <comment>classic1 card</comment>
        <translation>Senado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sepulcher</source>
        <comment>classic1 card</comment>
        <translation>Sepulcro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipowners Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Donos de Barcos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege Workshop</source>
        <comment>classic1 card</comment>
        <translation>Oficina de Máquinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slave Market</source>
        <comment>classic1 card</comment>
        <translation>Mercado de Escravos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spies Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Espiões</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spy Ring</source>
        <comment>classic1 card</comment>
        <translation>Rede de Espiões</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stables</source>
        <comment>classic1 card</comment>
        <translation>Estábulos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statue</source>
        <comment>classic1 card</comment>
        <translation>Estátua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockade</source>
        <comment>classic1 card</comment>
        <translation>Paliçada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone Pit</source>
        <comment>classic1 card</comment>
        <translation>Canteira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategists Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Estrategistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Study</source>
        <comment>classic1 card</comment>
        <translation>Estúdio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabularium</source>
        <comment>classic1 card</comment>
        <translation>Tabularium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tavern</source>
        <comment>classic1 card</comment>
        <translation>Taverna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temple</source>
        <comment>classic1 card</comment>
        <translation>Templo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theater</source>
        <comment>classic1 card</comment>
        <translation>Teatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timber Yard</source>
        <comment>classic1 card</comment>
        <translation>Exploração Florestal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torture Chamber</source>
        <comment>classic1 card</comment>
        <translation>Câmara de Tortura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Hall</source>
        <comment>classic1 card</comment>
        <translation>Assembléia Municipal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traders Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Comerciantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training Ground</source>
        <comment>classic1 card</comment>
        <translation>Campo de Treinamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tree Farm</source>
        <comment>classic1 card</comment>
        <translation>Horto Florestal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <comment>classic1 card</comment>
        <translation>Universidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vineyard</source>
        <comment>classic1 card</comment>
        <translation>Vinhedo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walls</source>
        <comment>classic1 card</comment>
        <translation>Muralha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>West Trading Post</source>
        <comment>classic1 card</comment>
        <translation>Casa de Comércio Ocidental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workers Guild</source>
        <comment>classic1 card</comment>
        <translation>Grêmio de Trabalhadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workshop</source>
        <comment>classic1 card</comment>
        <translation>Oficina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>classic1 colour</comment>
        <translation>Preto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <comment>classic1 colour</comment>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <comment>classic1 colour</comment>
        <translation>Marrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>classic1 colour</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <comment>classic1 colour</comment>
        <translation>Cinza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <comment>classic1 colour</comment>
        <translation>Roxa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <comment>classic1 colour</comment>
        <translation>Vermelha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <comment>classic1 colour</comment>
        <translation>Amarela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay</source>
        <comment>classic1 resource</comment>
        <translation>Barro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>classic1 resource</comment>
        <translation>Vidro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loom</source>
        <comment>classic1 resource</comment>
        <translation>Tecido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore</source>
        <comment>classic1 resource</comment>
        <translation>Ouro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papyrus</source>
        <comment>classic1 resource</comment>
        <translation>Papiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone</source>
        <comment>classic1 resource</comment>
        <translation>Pedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>classic1 resource</comment>
        <translation>Madeira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any science symbol</source>
        <comment>classic1 science</comment>
        <translation>Símbolo científico à escolha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <comment>classic1 science</comment>
        <translation>Compasso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>classic1 science</comment>
        <translation>Engrenagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <comment>classic1 science</comment>
        <translation>Livro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>classic1 side</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>classic1 side</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City cards</source>
        <comment>classic1 structure</comment>
        <translation>cartas Pretas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structures</source>
        <comment>classic1 structure</comment>
        <translation>Estruturas Civis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw materials</source>
        <comment>classic1 structure</comment>
        <translation>Matérias-primas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scientific structures</source>
        <comment>classic1 structure</comment>
        <translation>Estruturas Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufactured goods</source>
        <comment>classic1 structure</comment>
        <translation>Produtos Manufaturados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <comment>classic1 structure</comment>
        <translation>Grêmios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military structures</source>
        <comment>classic1 structure</comment>
        <translation>Estruturas Militares</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commercial structures</source>
        <comment>classic1 structure</comment>
        <translation>Estruturas Comerciais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age</source>
        <comment>classic1 term</comment>
        <translation>Era</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain</source>
        <comment>classic1 term</comment>
        <translation>construção em cadeia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>classic1 term</comment>
        <translation>Moeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <comment>classic1 term</comment>
        <translation>Dívida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy</source>
        <comment>classic1 term</comment>
        <translation>Diplomacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <comment>classic1 term</comment>
        <translation>pilha de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free City</source>
        <comment>classic1 term</comment>
        <translation>Cidade Livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbouring city</source>
        <comment>classic1 term</comment>
        <translation>cidade vizinha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shield</source>
        <comment>classic1 term</comment>
        <translation>Escudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <comment>classic1 term</comment>
        <translation>Tesouraria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <comment>classic1 term</comment>
        <translation>pontos de vitória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder board</source>
        <comment>classic1 term</comment>
        <translation>Tabuleiro Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stage</source>
        <comment>classic1 term</comment>
        <translation>nível de desenvolvimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt token</source>
        <comment>classic1 token</comment>
        <translation>ficha de Dívida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeat token</source>
        <comment>classic1 token</comment>
        <translation>marcador de Derrota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy token</source>
        <comment>classic1 token</comment>
        <translation>ficha de Diplomacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory token</source>
        <comment>classic1 token</comment>
        <translation>marcador de Vitória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alexandria</source>
        <comment>classic1 wonder</comment>
        <translation>Alexandria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Babylon</source>
        <comment>classic1 wonder</comment>
        <translation>Babilônia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byzantium</source>
        <comment>classic1 wonder</comment>
        <translation>Bizâncio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ephesos</source>
        <comment>classic1 wonder</comment>
        <translation>Éfeso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gizah</source>
        <comment>classic1 wonder</comment>
        <translation>Gizé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halikarnassos</source>
        <comment>classic1 wonder</comment>
        <translation>Halicarnasso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olympia</source>
        <comment>classic1 wonder</comment>
        <translation>Olímpia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petra</source>
        <comment>classic1 wonder</comment>
        <translation>Petra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhodos</source>
        <comment>classic1 wonder</comment>
        <translation>Rodas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Lighthouse of Alexandria</source>
        <comment>classic1 wonder_name</comment>
        <translation>O Farol de Alexandria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hanging Gardens of Babylon</source>
        <comment>classic1 wonder_name</comment>
        <translation>Os Jardins Suspensos de Babilônia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hagia Sophia</source>
        <comment>classic1 wonder_name</comment>
        <translation>Santa Sofia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Temple of Artemis in Ephesus</source>
        <comment>classic1 wonder_name</comment>
        <translation>O Templo de Artemis em Éfeso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pyramids of Giza</source>
        <comment>classic1 wonder_name</comment>
        <translation>As Pirâmides de Gizé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Mausoleum of Halicarnassus</source>
        <comment>classic1 wonder_name</comment>
        <translation>O Mausoléu de Halicarnasso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Statue of Zeus in Olympia</source>
        <comment>classic1 wonder_name</comment>
        <translation>A Estátua de Zeus no Olimpo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al Khazneh</source>
        <comment>classic1 wonder_name</comment>
        <translation>Al Khazneh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Colossus of Rhodes</source>
        <comment>classic1 wonder_name</comment>
        <translation>O Colosso de Rodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Academy</source>
        <comment>classic2 card</comment>
        <translation>Academia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Altar</source>
        <comment>classic2 card</comment>
        <translation>Altar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary</source>
        <comment>classic2 card</comment>
        <translation>Apotecário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aqueduct</source>
        <comment>classic2 card</comment>
        <translation>Aqueduto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archery Range</source>
        <comment>classic2 card</comment>
        <translation>Arqueria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architect Firm</source>
        <comment>classic2 card</comment>
        <translation>Escritório de Arquitetura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena</source>
        <comment>classic2 card</comment>
        <translation>Arena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arsenal</source>
        <comment>classic2 card</comment>
        <translation>Arsenal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Band of Spies</source>
        <comment>classic2 card</comment>
        <translation>Bando de Espiões</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barracks</source>
        <comment>classic2 card</comment>
        <translation>Caserna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baths</source>
        <comment>classic2 card</comment>
        <translation>Banhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bazaar</source>
        <comment>classic2 card</comment>
        <translation>Bazar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Market</source>
        <comment>classic2 card</comment>
        <translation>Mercado Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brickyard</source>
        <comment>classic2 card</comment>
        <translation>Olaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brotherhood</source>
        <comment>classic2 card</comment>
        <translation>Irmandade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builders Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Construtores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capitol</source>
        <comment>classic2 card</comment>
        <translation>Capitólio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caravansery</source>
        <comment>classic2 card</comment>
        <translation>Caravançarã</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castrum</source>
        <comment>classic2 card</comment>
        <translation>Castrum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells</source>
        <comment>classic2 card</comment>
        <translation>Celas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cenotaph</source>
        <comment>classic2 card</comment>
        <translation>Cenotáfio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Builders</source>
        <comment>classic2 card</comment>
        <translation>Câmara dos Construtores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Commerce</source>
        <comment>classic2 card</comment>
        <translation>Câmara de Comércio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circus</source>
        <comment>classic2 card</comment>
        <translation>Circo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City Gates</source>
        <comment>classic2 card</comment>
        <translation>Portões da Cidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pit</source>
        <comment>classic2 card</comment>
        <translation>Cava de Arcila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pool</source>
        <comment>classic2 card</comment>
        <translation>Arcileira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consulate</source>
        <comment>classic2 card</comment>
        <translation>Consulado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contingent</source>
        <comment>classic2 card</comment>
        <translation>Contingente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courthouse</source>
        <comment>classic2 card</comment>
        <translation>Tribunal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craftsmens Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Artesãos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Customs</source>
        <comment>classic2 card</comment>
        <translation>Alfândega</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decorators Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Decoradores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispensary</source>
        <comment>classic2 card</comment>
        <translation>Enfermaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dive</source>
        <comment>classic2 card</comment>
        <translation>Espelunca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>East Clandestine Wharf</source>
        <comment>classic2 card</comment>
        <translation>Cais Clandestino Leste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>East Trading Post</source>
        <comment>classic2 card</comment>
        <translation>Entreposto Leste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embassy</source>
        <comment>classic2 card</comment>
        <translation>Embaixada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Excavation</source>
        <comment>classic2 card</comment>
        <translation>Escavação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forest Cave</source>
        <comment>classic2 card</comment>
        <translation>Caverna da Floresta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forging Agency</source>
        <comment>classic2 card</comment>
        <translation>Agência de Falsificação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortifications</source>
        <comment>classic2 card</comment>
        <translation>Fortificação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forum</source>
        <comment>classic2 card</comment>
        <translation>Fórum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundry</source>
        <comment>classic2 card</comment>
        <translation>Fundição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gambling Den</source>
        <comment>classic2 card</comment>
        <translation>Antro de Jogatina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gardens</source>
        <comment>classic2 card</comment>
        <translation>Jardins</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Glassworks</source>
        <comment>classic2 card</comment>
        <translation>Vidraçaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Tower</source>
        <comment>classic2 card</comment>
        <translation>Torre de Vigia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guardhouse</source>
        <comment>classic2 card</comment>
        <translation>Posto da Guarda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haven</source>
        <comment>classic2 card</comment>
        <translation>Porto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hideout</source>
        <comment>classic2 card</comment>
        <translation>Esconderijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laboratory</source>
        <comment>classic2 card</comment>
        <translation>Laboratório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lair</source>
        <comment>classic2 card</comment>
        <translation>Covil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Library</source>
        <comment>classic2 card</comment>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighthouse</source>
        <comment>classic2 card</comment>
        <translation>Farol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lodge</source>
        <comment>classic2 card</comment>
        <translation>Loja</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Loom</source>
        <comment>classic2 card</comment>
        <translation>Tear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludus</source>
        <comment>classic2 card</comment>
        <translation>Ludus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lumber Yard</source>
        <comment>classic2 card</comment>
        <translation>Madeireira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magistrates Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Magistrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marketplace</source>
        <comment>classic2 card</comment>
        <translation>Mercado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memorial</source>
        <comment>classic2 card</comment>
        <translation>Memorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mercenaries</source>
        <comment>classic2 card</comment>
        <translation>Mercenários</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Militia</source>
        <comment>classic2 card</comment>
        <translation>Milícia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mine</source>
        <comment>classic2 card</comment>
        <translation>Mina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mint</source>
        <comment>classic2 card</comment>
        <translation>Casa da Moeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observatory</source>
        <comment>classic2 card</comment>
        <translation>Observatório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opium Den</source>
        <comment>classic2 card</comment>
        <translation>Antro de Ópio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opium Distillery</source>
        <comment>classic2 card</comment>
        <translation>Destilaria de Ópio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opium Stash</source>
        <comment>classic2 card</comment>
        <translation>Estoque de Ópio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore Vein</source>
        <comment>classic2 card</comment>
        <translation>Veio de Minério</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palace</source>
        <comment>classic2 card</comment>
        <translation>Palácio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pantheon</source>
        <comment>classic2 card</comment>
        <translation>Panteão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Philosophers Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Filósofos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pigeonhole</source>
        <comment>classic2 card</comment>
        <translation>Pombal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Press</source>
        <comment>classic2 card</comment>
        <translation>Prensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prison</source>
        <comment>classic2 card</comment>
        <translation>Prisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarry</source>
        <comment>classic2 card</comment>
        <translation>Pedreira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raider Camp</source>
        <comment>classic2 card</comment>
        <translation>Acampamento de Saqueadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raider Fort</source>
        <comment>classic2 card</comment>
        <translation>Forte dos Saqueadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raider Garrison</source>
        <comment>classic2 card</comment>
        <translation>Guarnição dos Saqueadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residence</source>
        <comment>classic2 card</comment>
        <translation>Residência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sawmill</source>
        <comment>classic2 card</comment>
        <translation>Serraria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>School</source>
        <comment>classic2 card</comment>
        <translation>Escola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientists Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Cientistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scriptorium</source>
        <comment>classic2 card</comment>
        <translation>Scriptorium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret Network</source>
        <comment>classic2 card</comment>
        <translation>Rede Secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret Warehouse</source>
        <comment>classic2 card</comment>
        <translation>Armazém Secreto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Senate</source>
        <comment>classic2 card</comment>
        <translation>Senado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sepulcher</source>
        <comment>classic2 card</comment>
        <translation>Sepulcro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipowners Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Armadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege Workshop</source>
        <comment>classic2 card</comment>
        <translation>Oficina de Máquinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slave Market</source>
        <comment>classic2 card</comment>
        <translation>Mercado de Escravos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smuggler&apos;s Cache</source>
        <comment>classic2 card</comment>
        <translation>Depósito do Contrabandista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spies Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Espiões</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stables</source>
        <comment>classic2 card</comment>
        <translation>Estábulos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statue</source>
        <comment>classic2 card</comment>
        <translation>Estátua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockade</source>
        <comment>classic2 card</comment>
        <translation>Paliçada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone Pit</source>
        <comment>classic2 card</comment>
        <translation>Canteira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Study</source>
        <comment>classic2 card</comment>
        <translation>Estúdio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabularium</source>
        <comment>classic2 card</comment>
        <translation>Tabularium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tavern</source>
        <comment>classic2 card</comment>
        <translation>Taverna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temple</source>
        <comment>classic2 card</comment>
        <translation>Templo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theater</source>
        <comment>classic2 card</comment>
        <translation>Teatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timber Yard</source>
        <comment>classic2 card</comment>
        <translation>Pátio de Madeira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torture Chamber</source>
        <comment>classic2 card</comment>
        <translation>Câmara de Tortura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Hall</source>
        <comment>classic2 card</comment>
        <translation>Prefeitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade Center</source>
        <comment>classic2 card</comment>
        <translation>Centro Comercial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traders Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Comerciantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training Ground</source>
        <comment>classic2 card</comment>
        <translation>Campo de Treinamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tree Farm</source>
        <comment>classic2 card</comment>
        <translation>Horto Florestal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <comment>classic2 card</comment>
        <translation>Universidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vineyard</source>
        <comment>classic2 card</comment>
        <translation>Vinhedo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walls</source>
        <comment>classic2 card</comment>
        <translation>Muralha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well</source>
        <comment>classic2 card</comment>
        <translation>Poço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>West Clandestine Wharf</source>
        <comment>classic2 card</comment>
        <translation>Cais Clandestino Oeste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>West Trading Post</source>
        <comment>classic2 card</comment>
        <translation>Entreposto Oeste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workers Guild</source>
        <comment>classic2 card</comment>
        <translation>Guilda dos Trabalhadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workshop</source>
        <comment>classic2 card</comment>
        <translation>Oficina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>classic2 colour</comment>
        <translation>Preto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <comment>classic2 colour</comment>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <comment>classic2 colour</comment>
        <translation>Marrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>classic2 colour</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <comment>classic2 colour</comment>
        <translation>Cinza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <comment>classic2 colour</comment>
        <translation>Roxo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <comment>classic2 colour</comment>
        <translation>Vermelho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <comment>classic2 colour</comment>
        <translation>Amarelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay</source>
        <comment>classic2 resource</comment>
        <translation>Argila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>classic2 resource</comment>
        <translation>Vidro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loom</source>
        <comment>classic2 resource</comment>
        <translation>Tecido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore</source>
        <comment>classic2 resource</comment>
        <translation>Minério</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papyrus</source>
        <comment>classic2 resource</comment>
        <translation>Papiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone</source>
        <comment>classic2 resource</comment>
        <translation>Pedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>classic2 resource</comment>
        <translation>Madeira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any science symbol</source>
        <comment>classic2 science</comment>
        <translation>Símbolo de ciência à escolha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <comment>classic2 science</comment>
        <translation>Compasso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>classic2 science</comment>
        <translation>Engrenagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <comment>classic2 science</comment>
        <translation>Tabuleta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <comment>classic2 side</comment>
        <translation>Dia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <comment>classic2 side</comment>
        <translation>Noite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City cards</source>
        <comment>classic2 structure</comment>
        <translation>cartas Pretas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structures</source>
        <comment>classic2 structure</comment>
        <translation>Estruturas Cívicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw materials</source>
        <comment>classic2 structure</comment>
        <translation>Matérias-Primas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scientific structures</source>
        <comment>classic2 structure</comment>
        <translation>Estruturas Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufactured goods</source>
        <comment>classic2 structure</comment>
        <translation>Produtos Manufaturados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <comment>classic2 structure</comment>
        <translation>Guildas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military structures</source>
        <comment>classic2 structure</comment>
        <translation>Estruturas Militares</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commercial structures</source>
        <comment>classic2 structure</comment>
        <translation>Estruturas Comerciais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age</source>
        <comment>classic2 term</comment>
        <translation>Era</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain</source>
        <comment>classic2 term</comment>
        <translation>encadeamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>classic2 term</comment>
        <translation>Moeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <comment>classic2 term</comment>
        <translation>Dívida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy</source>
        <comment>classic2 term</comment>
        <translation>Diplomacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <comment>classic2 term</comment>
        <translation>pilha de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbouring city</source>
        <comment>classic2 term</comment>
        <translation>vizinho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shield</source>
        <comment>classic2 term</comment>
        <translation>Escudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <comment>classic2 term</comment>
        <translation>Tesouro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <comment>classic2 term</comment>
        <translation>Pontos de Vitória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder board</source>
        <comment>classic2 term</comment>
        <translation>tabuleiro de Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stage</source>
        <comment>classic2 term</comment>
        <translation>estágio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt token</source>
        <comment>classic2 token</comment>
        <translation>ficha de Dívida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeat token</source>
        <comment>classic2 token</comment>
        <translation>ficha de Derrota Militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy token</source>
        <comment>classic2 token</comment>
        <translation>ficha de Diplomacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory token</source>
        <comment>classic2 token</comment>
        <translation>ficha de Vitória Militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alexandria</source>
        <comment>classic2 wonder</comment>
        <translation>Alexandria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Babylon</source>
        <comment>classic2 wonder</comment>
        <translation>Babilônia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byzantium</source>
        <comment>classic2 wonder</comment>
        <translation>Bizâncio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ephesos</source>
        <comment>classic2 wonder</comment>
        <translation>Éfeso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gizah</source>
        <comment>classic2 wonder</comment>
        <translation>Gizé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halikarnassos</source>
        <comment>classic2 wonder</comment>
        <translation>Halicarnasso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olympia</source>
        <comment>classic2 wonder</comment>
        <translation>Olímpia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petra</source>
        <comment>classic2 wonder</comment>
        <translation>Petra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhodos</source>
        <comment>classic2 wonder</comment>
        <translation>Rodes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Lighthouse of Alexandria</source>
        <comment>classic2 wonder_name</comment>
        <translation>O Farol de Alexandria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hanging Gardens of Babylon</source>
        <comment>classic2 wonder_name</comment>
        <translation>Os Jardins Suspensos da Babilônia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hagia Sophia</source>
        <comment>classic2 wonder_name</comment>
        <translation>Santa Sofia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Temple of Artemis in Ephesus</source>
        <comment>classic2 wonder_name</comment>
        <translation>O Templo de Ártemis em Éfeso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pyramids of Giza</source>
        <comment>classic2 wonder_name</comment>
        <translation>As Pirâmides de Gizé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Mausoleum of Halicarnassus</source>
        <comment>classic2 wonder_name</comment>
        <translation>O Mausoléu de Halicarnasso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Statue of Zeus in Olympia</source>
        <comment>classic2 wonder_name</comment>
        <translation>A Estátua de Zeus em Olímpia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al Khazneh</source>
        <comment>classic2 wonder_name</comment>
        <translation>Al Khazneh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Colossus of Rhodes</source>
        <comment>classic2 wonder_name</comment>
        <translation>O Colosso de Rodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Academy</source>
        <comment>duel card</comment>
        <translation>Academia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Altar</source>
        <comment>duel card</comment>
        <translation>Altar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary</source>
        <comment>duel card</comment>
        <translation>Apotecário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aqueduct</source>
        <comment>duel card</comment>
        <translation>Aqueduto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archery Range</source>
        <comment>duel card</comment>
        <translation>Arqueria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena</source>
        <comment>duel card</comment>
        <translation>Arena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armory</source>
        <comment>duel card</comment>
        <translation>Sala de Armas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arsenal</source>
        <comment>duel card</comment>
        <translation>Arsenal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barracks</source>
        <comment>duel card</comment>
        <translation>Caserna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baths</source>
        <comment>duel card</comment>
        <translation>Banhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brewery</source>
        <comment>duel card</comment>
        <translation>Cervejaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brickyard</source>
        <comment>duel card</comment>
        <translation>Olaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builders Guild</source>
        <comment>duel card</comment>
        <translation>Guilda dos Construtores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caravansery</source>
        <comment>duel card</comment>
        <translation>Caravançarã</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chamber of Commerce</source>
        <comment>duel card</comment>
        <translation>Câmara de Comércio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circus</source>
        <comment>duel card</comment>
        <translation>Circo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pit</source>
        <comment>duel card</comment>
        <translation>Cava de Arcila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pool</source>
        <comment>duel card</comment>
        <translation>Arcileira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Reserve</source>
        <comment>duel card</comment>
        <translation>Reserva de Argila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courthouse</source>
        <comment>duel card</comment>
        <translation>Tribunal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Customs House</source>
        <comment>duel card</comment>
        <translation>Alfândega</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispensary</source>
        <comment>duel card</comment>
        <translation>Enfermaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drying Room</source>
        <comment>duel card</comment>
        <translation>Sala de Secagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortifications</source>
        <comment>duel card</comment>
        <translation>Fortificação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forum</source>
        <comment>duel card</comment>
        <translation>Fórum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gardens</source>
        <comment>duel card</comment>
        <translation>Jardins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garrison</source>
        <comment>duel card</comment>
        <translation>Guarnição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glassblower</source>
        <comment>duel card</comment>
        <translation>Soprador de Vidro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glassworks</source>
        <comment>duel card</comment>
        <translation>Vidraçaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Tower</source>
        <comment>duel card</comment>
        <translation>Torre de Vigia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horse Breeders</source>
        <comment>duel card</comment>
        <translation>Haras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laboratory</source>
        <comment>duel card</comment>
        <translation>Laboratório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Library</source>
        <comment>duel card</comment>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighthouse</source>
        <comment>duel card</comment>
        <translation>Farol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logging Camp</source>
        <comment>duel card</comment>
        <translation>Campo de Lenhadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lumber Yard</source>
        <comment>duel card</comment>
        <translation>Madeireira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magistrates Guild</source>
        <comment>duel card</comment>
        <translation>Guilda dos Magistrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merchants Guild</source>
        <comment>duel card</comment>
        <translation>Guilda dos Comerciantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moneylenders Guild</source>
        <comment>duel card</comment>
        <translation>Guilda dos Agiotas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obelisk</source>
        <comment>duel card</comment>
        <translation>Obelisco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observatory</source>
        <comment>duel card</comment>
        <translation>Observatório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palace</source>
        <comment>duel card</comment>
        <translation>Palácio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palisade</source>
        <comment>duel card</comment>
        <translation>Paliçada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pantheon</source>
        <comment>duel card</comment>
        <translation>Panteão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parade Ground</source>
        <comment>duel card</comment>
        <translation>Área de Desfiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pharmacist</source>
        <comment>duel card</comment>
        <translation>Farmácia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <comment>duel card</comment>
        <translation>Porto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press</source>
        <comment>duel card</comment>
        <translation>Prensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pretorium</source>
        <comment>duel card</comment>
        <translation>Pretório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarry</source>
        <comment>duel card</comment>
        <translation>Pedreira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rostrum</source>
        <comment>duel card</comment>
        <translation>Tribuna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sawmill</source>
        <comment>duel card</comment>
        <translation>Serralheria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>School</source>
        <comment>duel card</comment>
        <translation>Escola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientists Guild</source>
        <comment>duel card</comment>
        <translation>Guilda dos Cientistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scriptorium</source>
        <comment>duel card</comment>
        <translation>Scriptorium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Senate</source>
        <comment>duel card</comment>
        <translation>Senado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shelf Quarry</source>
        <comment>duel card</comment>
        <translation>Pedreira de Lavra em Tiras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipowners Guild</source>
        <comment>duel card</comment>
        <translation>Guilda dos Armadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege Workshop</source>
        <comment>duel card</comment>
        <translation>Oficina de Máquinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stable</source>
        <comment>duel card</comment>
        <translation>Estábulo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statue</source>
        <comment>duel card</comment>
        <translation>Estátua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone Pit</source>
        <comment>duel card</comment>
        <translation>Canteira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone Reserve</source>
        <comment>duel card</comment>
        <translation>Reserva de Pedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Study</source>
        <comment>duel card</comment>
        <translation>Estúdio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tacticians Guild</source>
        <comment>duel card</comment>
        <translation>Guilda dos Estrategistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tavern</source>
        <comment>duel card</comment>
        <translation>Taverna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temple</source>
        <comment>duel card</comment>
        <translation>Templo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theater</source>
        <comment>duel card</comment>
        <translation>Teatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Hall</source>
        <comment>duel card</comment>
        <translation>Prefeitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <comment>duel card</comment>
        <translation>Universidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walls</source>
        <comment>duel card</comment>
        <translation>Muralha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood Reserve</source>
        <comment>duel card</comment>
        <translation>Reserva de Madeira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workshop</source>
        <comment>duel card</comment>
        <translation>Oficina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amphora</source>
        <comment>duel chain</comment>
        <translation>Ânfora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barrel</source>
        <comment>duel chain</comment>
        <translation>Barril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Book</source>
        <comment>duel chain</comment>
        <translation>Livro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop</source>
        <comment>duel chain</comment>
        <translation>Gota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>duel chain</comment>
        <translation>Engrenagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helmet</source>
        <comment>duel chain</comment>
        <translation>Elmo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horseshoe</source>
        <comment>duel chain</comment>
        <translation>Ferradura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lamp</source>
        <comment>duel chain</comment>
        <translation>Lamparina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lyre</source>
        <comment>duel chain</comment>
        <translation>Lira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mask</source>
        <comment>duel chain</comment>
        <translation>Máscara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <comment>duel chain</comment>
        <translation>Lua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillar</source>
        <comment>duel chain</comment>
        <translation>Coluna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sun</source>
        <comment>duel chain</comment>
        <translation>Sol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sword</source>
        <comment>duel chain</comment>
        <translation>Espada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <comment>duel chain</comment>
        <translation>Alvo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temple</source>
        <comment>duel chain</comment>
        <translation>Templo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tower</source>
        <comment>duel chain</comment>
        <translation>Torre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <comment>duel colour</comment>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <comment>duel colour</comment>
        <translation>Marrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>duel colour</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <comment>duel colour</comment>
        <translation>Cinza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <comment>duel colour</comment>
        <translation>Roxo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <comment>duel colour</comment>
        <translation>Vermelho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <comment>duel colour</comment>
        <translation>Amarelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agriculture</source>
        <comment>duel progress_token</comment>
        <translation>Agricultura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture</source>
        <comment>duel progress_token</comment>
        <translation>Arquitetura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Economy</source>
        <comment>duel progress_token</comment>
        <translation>Economia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law</source>
        <comment>duel progress_token</comment>
        <translation>Lei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Masonry</source>
        <comment>duel progress_token</comment>
        <translation>Alvenaria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mathematics</source>
        <comment>duel progress_token</comment>
        <translation>Matemática</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Philosophy</source>
        <comment>duel progress_token</comment>
        <translation>Filosofia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy</source>
        <comment>duel progress_token</comment>
        <translation>Estratégia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theology</source>
        <comment>duel progress_token</comment>
        <translation>Teologia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Urbanism</source>
        <comment>duel progress_token</comment>
        <translation>Urbanismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay</source>
        <comment>duel resource</comment>
        <translation>Argila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>duel resource</comment>
        <translation>Vidro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papyrus</source>
        <comment>duel resource</comment>
        <translation>Papiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone</source>
        <comment>duel resource</comment>
        <translation>Pedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>duel resource</comment>
        <translation>Madeira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Globe</source>
        <comment>duel science</comment>
        <translation>Esfera Armilar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law</source>
        <comment>duel science</comment>
        <translation>Balança</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortar</source>
        <comment>duel science</comment>
        <translation>Almofariz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plumb line</source>
        <comment>duel science</comment>
        <translation>Prumo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quill</source>
        <comment>duel science</comment>
        <translation>Pena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sundial</source>
        <comment>duel science</comment>
        <translation>Relógio de Sol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wheel</source>
        <comment>duel science</comment>
        <translation>Roda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structures</source>
        <comment>duel structure</comment>
        <translation>Estruturas Cívicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw materials</source>
        <comment>duel structure</comment>
        <translation>Matérias-Primas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific structures</source>
        <comment>duel structure</comment>
        <translation>Estruturas Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufactured goods</source>
        <comment>duel structure</comment>
        <translation>Produtos Manufaturados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <comment>duel structure</comment>
        <translation>Guildas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military structures</source>
        <comment>duel structure</comment>
        <translation>Estruturas Militares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commercial structures</source>
        <comment>duel structure</comment>
        <translation>Estruturas Comerciais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age</source>
        <comment>duel term</comment>
        <translation>Era</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <comment>duel term</comment>
        <translation>Banco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital</source>
        <comment>duel term</comment>
        <translation>capital</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain</source>
        <comment>duel term</comment>
        <translation>encadeamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian victory</source>
        <comment>duel term</comment>
        <translation>Vitória Civil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>duel term</comment>
        <translation>moeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <comment>duel term</comment>
        <translation>pilha de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military supremacy</source>
        <comment>duel term</comment>
        <translation>Supremacia Militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific supremacy</source>
        <comment>duel term</comment>
        <translation>Supremacia Científica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shield</source>
        <comment>duel term</comment>
        <translation>Escudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <comment>duel term</comment>
        <translation>pontos de vitória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conflict pawn</source>
        <comment>duel token</comment>
        <translation>peão de Conflito</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Military token (2 coins)</source>
        <comment>duel token</comment>
        <translation>Ficha Militar (2 moedas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Military token (5 coins)</source>
        <comment>duel token</comment>
        <translation>Ficha Militar (5 moedas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circus Maximus</source>
        <comment>duel wonder</comment>
        <translation>O Circo Máximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piraeus</source>
        <comment>duel wonder</comment>
        <translation>Pireu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Appian Way</source>
        <comment>duel wonder</comment>
        <translation>A Via Ápia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Colossus</source>
        <comment>duel wonder</comment>
        <translation>O Colosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Great Library</source>
        <comment>duel wonder</comment>
        <translation>A Grande Biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Great Lighthouse</source>
        <comment>duel wonder</comment>
        <translation>O Grande Farol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hanging Gardens</source>
        <comment>duel wonder</comment>
        <translation>Os Jardins Suspensos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Mausoleum</source>
        <comment>duel wonder</comment>
        <translation>O Mausoléu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pyramids</source>
        <comment>duel wonder</comment>
        <translation>As Pirâmides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sphinx</source>
        <comment>duel wonder</comment>
        <translation>A Esfinge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Statue of Zeus</source>
        <comment>duel wonder</comment>
        <translation>A Estátua de Zeus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Temple of Artemis</source>
        <comment>duel wonder</comment>
        <translation>O Templo de Ártemis</translation>
    </message>
</context>
</TS>
