<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/about_dialog.py" line="+32"/>
        <source>Version</source>
        <translation>Versión</translation>
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
        <translation>Un programa no oficial, hecho por aficionados, para uso personal. No está afiliado a Repos Production ni a Asmodee, ni respaldado o patrocinado por ellas. 7 Wonders, 7 Wonders Duel, 7 Wonders Architects y los nombres de los juegos, sus cartas y Maravillas pertenecen a sus dueños.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Qt and Qt for Python (PySide6) are used under the GNU Lesser General Public License version 3 (&lt;a href=&quot;{lgpl}&quot;&gt;LGPLv3&lt;/a&gt;), copyright The Qt Company Ltd. and other contributors. Their source code is at &lt;a href=&quot;{sources}&quot;&gt;{sources}&lt;/a&gt;. They are separate libraries in the app&apos;s folder: you may replace them with your own build of the same version.</source>
        <translation>Qt y Qt for Python (PySide6) se usan bajo la Licencia Pública General Reducida de GNU, versión 3 (&lt;a href=&quot;{lgpl}&quot;&gt;LGPLv3&lt;/a&gt;), copyright The Qt Company Ltd. y otros colaboradores. Su código fuente está en &lt;a href=&quot;{sources}&quot;&gt;{sources}&lt;/a&gt;. Son bibliotecas separadas en la carpeta de la aplicación: puede reemplazarlas por una compilación propia de la misma versión.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>About Wonders</source>
        <translation>Acerca de Wonders</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>7 Wonders, 7 Wonders Duel and 7 Wonders Architects, offline, against bots or hot-seat.</source>
        <translation>7 Wonders, 7 Wonders Duel y 7 Wonders Architects, sin conexión, contra bots o con amigos en la misma pantalla.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Licences</source>
        <translation>Licencias</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>About Qt</source>
        <translation>Acerca de Qt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Licence: {licence}</source>
        <translation>Licencia: {licence}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The licence text is missing from this installation.</source>
        <translation>El texto de la licencia falta en esta instalación.</translation>
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
        <translation>Buena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your decisions, first to last</source>
        <translation>Tus decisiones, de la primera a la última</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Win chance</source>
        <translation>Probabilidad de victoria</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move played</source>
        <translation>Jugada hecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move found</source>
        <translation>Mejor jugada encontrada</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/window/analysis_window.py" line="+181"/>
        <source>Analysis: {game}</source>
        <translation>Análisis: {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a decision (here or on the chart) to see it in the replay, with the better move.</source>
        <translation>Haz clic en una decisión (aquí o en el gráfico) para verla en la repetición, con la jugada mejor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game move</source>
        <translation>Jugada de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Jugada hecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best move found</source>
        <translation>Mejor jugada encontrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win chance</source>
        <translation>Prob. de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Analysis cancelled: nothing was stored.</source>
        <translation>Análisis cancelado: no se guardó nada.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The analysis stopped on an error: {detail}</source>
        <translation>El análisis se detuvo por un error: {detail}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The analysis could not be stored in the saved game: {detail}</source>
        <translation>No se pudo guardar el análisis en la partida guardada: {detail}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Analyse again</source>
        <translation>Analizar de nuevo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The hard bot is searching each decision again: {done} of {total}…</source>
        <translation>El bot difícil está examinando de nuevo cada decisión: {done} de {total}…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not analysed yet. Analyse rates each of this player&apos;s decisions ({total}) with the hard bot&apos;s search (about {seconds} s each), from what the player knew at that moment.</source>
        <translation>Aún sin analizar. Analizar valora cada decisión de este jugador ({total}) con la búsqueda del bot difícil (unos {seconds} s cada una), a partir de lo que el jugador sabía en ese momento.</translation>
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
            <numerusform>%n decisión</numerusform>
            <numerusform>%n decisiones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n imprecisión</numerusform>
            <numerusform>%n imprecisiones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n error grave</numerusform>
            <numerusform>%n errores graves</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points of win chance lost per decision on average</source>
        <translation>de media, {points} puntos de probabilidad de victoria perdidos por decisión</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Win chance of the move played / of the best move found</source>
        <translation>Probabilidad de victoria de la jugada hecha / de la mejor jugada encontrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points of win chance given up against the best move found</source>
        <translation>Puntos de probabilidad de victoria perdidos frente a la mejor jugada encontrada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(the move played)</source>
        <translation>(la jugada hecha)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Decision {n} (move {move} of the game): {mark}</source>
        <translation>Decisión {n} (jugada {move} de la partida): {mark}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played: {move} ({chance})</source>
        <translation>Jugada hecha: {move} ({chance})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Better: {move} ({chance})</source>
        <translation>Mejor: {move} ({chance})</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../wonders_desktop/ui/window/app.py" line="+123"/>
        <source>This installation would crash in the middle of a game.</source>
        <translation>Esta instalación se cerraría en mitad de una partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PySide6 {qt} on Python {python} loses references to None on every drawing call. Reinstall with bash tools/play.sh (on Python 3.11 it installs a PySide6 below 6.12), or use Python 3.12 or newer.</source>
        <translation>PySide6 {qt} en Python {python} pierde referencias a None en cada llamada de dibujo. Reinstala con bash tools/play.sh (en Python 3.11 instala un PySide6 anterior a 6.12) o usa Python 3.12 o posterior.</translation>
    </message>
</context>
<context>
    <name>ArchitectsAccessible</name>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/accessible.py" line="+16"/>
        <source>Stage {n} of {wonder}</source>
        <translation>Etapa {n} — {wonder}</translation>
    </message>
</context>
<context>
    <name>ArchitectsHint</name>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/hint.py" line="+66"/>
        <source>Hint: {move}.</source>
        <translation>Pista: {move}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: {move} — {why}.</source>
        <translation>Pista: {move} — {why}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wins the battle now</source>
        <translation>gana la batalla ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets ahead of {name} in shields for the next battle</source>
        <translation>supera a {name} en escudos para la próxima batalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws level with {name} in shields</source>
        <translation>empata con {name} en escudos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets ahead of both neighbours in shields</source>
        <translation>supera a tus dos vecinos en escudos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds shields for the battles to come</source>
        <translation>suma escudos para las próximas batallas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes your Wonder and ends the game in the lead</source>
        <translation>completa tu Maravilla y termina la partida en cabeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds a stage of your Wonder</source>
        <translation>construye una etapa de tu Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card toward your next Wonder stage</source>
        <translation>una carta para la próxima etapa de tu Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a green card toward a Progress token</source>
        <translation>una carta verde hacia una ficha de Progreso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the effect of a Progress token</source>
        <translation>el efecto de una ficha de Progreso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds back {name}, the player in the lead</source>
        <translation>frena a {name}, que va en cabeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves no card face up that would let a rival complete their Wonder and win</source>
        <translation>no deja boca arriba una carta que permitiría a un rival completar su Maravilla y ganar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>scores victory points: {row}</source>
        <translation>suma puntos de victoria: {row}</translation>
    </message>
</context>
<context>
    <name>ArchitectsTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/centre.py" line="+54"/>
        <source>Conflict tokens: %n of {total} on the battle side</source>
        <translation>
            <numerusform>Fichas de Conflicto: %n de {total} del lado de la Batalla</numerusform>
            <numerusform>Fichas de Conflicto: %n de {total} del lado de la Batalla</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Conflict: %n/{total} on the battle side</source>
        <translation>
            <numerusform>Conflicto: %n/{total} del lado de la Batalla</numerusform>
            <numerusform>Conflicto: %n/{total} del lado de la Batalla</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Progress tokens</source>
        <translation>Fichas de Progreso</translation>
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
        <translation>Cartas gastadas o descartadas, boca arriba junto al mazo central.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The cat waits here until someone takes a blue card with a cat.</source>
        <translation>El Gato espera aquí hasta que alguien tome una carta Azul con un Gato.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/decisions.py" line="+153"/>
        <source>Show the score sheet</source>
        <translation>Ver la hoja de puntuación</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pay with:</source>
        <translation>Pagar con:</translation>
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
        <translation>Ficha usada para la carta adicional:</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/overlays.py" line="+76"/>
        <source>Battle!</source>
        <translation>¡Batalla!</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Shields → military victory tokens won</source>
        <translation>Escudos → fichas de Victoria militar ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red cards with horns are discarded; the Conflict tokens turn back to peace.</source>
        <translation>Las cartas Rojas con cuernos se descartan; las fichas de Conflicto vuelven al lado de la Paz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to close</source>
        <translation>Haz clic para cerrar</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>{player} wins!</source>
        <translation>¡{player} gana!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shared victory: {players}</source>
        <translation>Victoria compartida: {players}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie broken by {rule}.</source>
        <translation>Empate resuelto por {rule}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A tie would go to the player with the most stages built.</source>
        <translation>En caso de empate, gana quien haya construido más Etapas.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/scorepad.py" line="+68"/>
        <source>Stages built (tie-break)</source>
        <translation>Etapas construidas (desempate)</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/city.py" line="+44"/>
        <source>%n victory point(s) if the game ended now</source>
        <translation>
            <numerusform>%n punto de victoria si la partida terminara ahora</numerusform>
            <numerusform>%n puntos de victoria si la partida terminara ahora</numerusform>
        </translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Order: {order}</source>
        <translation>Orden: {order}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>= identical resources · ≠ different · ● effect</source>
        <translation>= recursos idénticos · ≠ diferentes · ● efecto</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Building order, from the bottom: {order}</source>
        <translation>Orden de construcción, de abajo arriba: {order}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages built: {built} of {total}</source>
        <translation>Etapas construidas: {built} de {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Coins: %n</source>
        <translation>
            <numerusform>Monedas: %n</numerusform>
            <numerusform>Monedas: %n</numerusform>
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
            <numerusform>Una Batalla ahora daría %n ficha de Victoria militar.</numerusform>
            <numerusform>Una Batalla ahora daría %n fichas de Victoria militar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Military victory tokens: %n (3 points each)</source>
        <translation>
            <numerusform>Fichas de Victoria militar: %n (3 puntos cada una)</numerusform>
            <numerusform>Fichas de Victoria militar: %n (3 puntos cada una)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The cat: 2 victory points, and a secret look at the central deck&apos;s top card at the start of each turn.</source>
        <translation>El Gato: 2 puntos de victoria y, al comienzo de cada turno, un vistazo en secreto a la carta superior del mazo central.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/rows.py" line="+129"/>
        <source>Face-down Progress tokens: %n left</source>
        <translation>
            <numerusform>Fichas de Progreso boca abajo: queda %n</numerusform>
            <numerusform>Fichas de Progreso boca abajo: quedan %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ready: you may take an extra card now.</source>
        <translation>Lista: puedes tomar una carta adicional ahora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used this turn.</source>
        <translation>Usada en este turno.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pile</source>
        <translation>Pila</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</source>
        <translation>
            <numerusform>Fichas de Conflicto: %n del lado de la Batalla. Cuando se voltea la última, hay una Batalla al final del turno.</numerusform>
            <numerusform>Fichas de Conflicto: %n del lado de la Batalla. Cuando se voltea la última, hay una Batalla al final del turno.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/prompts.py" line="+23"/>
        <source>You must build stages {stages}: click a highlighted piece (you choose the order).</source>
        <translation>Debes construir las Etapas {stages}: haz clic en una pieza resaltada (tú eliges el orden).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must build stage {stage}: click the highlighted piece.</source>
        <translation>Debes construir la Etapa {stage}: haz clic en la pieza resaltada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a science set</source>
        <translation>un conjunto de símbolos científicos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must take a Progress token for {cards}: click one of the 3 face-up tokens or the pile.</source>
        <translation>Debes tomar una ficha de Progreso por {cards}: haz clic en una de las 3 fichas boca arriba o en la pila.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{token}: you may also take 1 more card from a highlighted deck.</source>
        <translation>{token}: también puedes tomar 1 carta adicional de un mazo resaltado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{token}: you may take 1 more card from a highlighted deck, or end your turn.</source>
        <translation>{token}: puedes tomar 1 carta adicional de un mazo resaltado, o terminar el turno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing more to do: end your turn.</source>
        <translation>Nada más que hacer: termina tu turno.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The score sheet shows every player&apos;s points and the tie-break.</source>
        <translation>La hoja de puntuación muestra los puntos de cada jugador y el desempate.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} is playing</source>
        <translation>{player} está jugando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What just happened:</source>
        <translation>Lo que acaba de pasar:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Take a card: the top card of one of the %n highlighted decks.</source>
        <translation>
            <numerusform>Toma una carta: la superior de %n mazo resaltado.</numerusform>
            <numerusform>Toma una carta: la superior de uno de los %n mazos resaltados.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cat lets you see the central deck&apos;s top card.</source>
        <translation>El Gato te deja ver la carta superior del mazo central.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{wonder}: take the top card of any deck (highlighted).</source>
        <translation>{wonder}: toma la carta superior de cualquier mazo (resaltados).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{wonder}: choose 1 of the 4 available Progress tokens (3 face up or the pile).</source>
        <translation>{wonder}: elige 1 de las 4 fichas de Progreso disponibles (3 boca arriba o la pila).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{wonder}: look at the 5 top cards of the deck on your left or on your right.</source>
        <translation>{wonder}: toma las 5 cartas superiores del mazo a tu izquierda o a tu derecha.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{wonder}: keep 1 of these cards; the others are shuffled back into their deck.</source>
        <translation>{wonder}: quédate 1 de estas cartas; las demás se vuelven a barajar en su mazo.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/table.py" line="+154"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>juega</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/texts.py" line="+129"/>
        <source>Between {a} and {b}</source>
        <translation>Entre {a} y {b}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared by every player</source>
        <translation>Compartido por todos los jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck on your left</source>
        <translation>El mazo a tu izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck on your right</source>
        <translation>El mazo a tu derecha</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>Queda %n carta</numerusform>
            <numerusform>Quedan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top card: {card}</source>
        <translation>Carta superior: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You see it thanks to the cat.</source>
        <translation>La ves gracias al Gato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to take its top card.</source>
        <translation>Haz clic para tomar la carta superior.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to take its top card as your extra card.</source>
        <translation>Haz clic para tomar la carta superior como carta adicional.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to take its top card (wonder effect).</source>
        <translation>Haz clic para tomar la carta superior (efecto de la Maravilla).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to look at its 5 top cards.</source>
        <translation>Haz clic para tomar las 5 cartas superiores.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/table.py" line="+64"/>
        <source>Just before:</source>
        <translation>Justo antes:</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/texts.py" line="-84"/>
        <source>Central deck</source>
        <translation>Mazo central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck of {wonder}</source>
        <translation>Mazo de {wonder}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stage {n}</source>
        <translation>Etapa {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Built on stage(s) {stages}</source>
        <translation>Construida sobre la(s) Etapa(s) {stages}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built</source>
        <translation>Construida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can pay for it now: it must be built this turn.</source>
        <translation>Tienes los Recursos ahora: debe construirse en este turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can pay for it, but not first: that would leave another stage unbuilt this turn.</source>
        <translation>Puedes pagarla, pero no primero: eso dejaría otra Etapa sin construir en este turno.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Missing %n resource(s)</source>
        <translation>
            <numerusform>Falta %n Recurso</numerusform>
            <numerusform>Faltan %n Recursos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not available yet: build the stages below it first.</source>
        <translation>Aún no disponible: construye primero las Etapas de debajo.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The deck of {player}&apos;s wonder</source>
        <translation>El mazo de la Maravilla de {player}</translation>
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
        <translation>Cerrar este aviso (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this notice</source>
        <translation>Cerrar este aviso</translation>
    </message>
</context>
<context>
    <name>BotLevelsHelp</name>
    <message>
        <location filename="../wonders_desktop/bots/registry.py" line="+67"/>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+38"/>
        <source>Plays any legal move, at random: to learn the interface and the rules.</source>
        <translation>Hace cualquier jugada válida, al azar: para aprender la interfaz y las reglas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+3"/>
        <source>Looks one move ahead at what it scores soon: a gentle opponent.</source>
        <translation>Mira una jugada adelante, a lo que puntúa pronto: un rival amable.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+1"/>
        <source>Weighs every move as a good player would, in a few milliseconds: a solid opponent.</source>
        <translation>Sopesa cada jugada como lo haría un buen jugador, en pocos milisegundos: un rival sólido.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+4"/>
        <source>Plays the game out many times before each move, about one second a move: the strongest.</source>
        <translation>Juega la partida hasta el final muchas veces antes de cada jugada, alrededor de un segundo por jugada: el más fuerte.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/help_words.py" line="+32"/>
        <source>Plays any legal move, chosen at random.</source>
        <translation>Hace cualquier jugada válida, elegida al azar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>At once.</source>
        <translation>Al instante.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Learning the interface and the rules, with no pressure.</source>
        <translation>Aprender la interfaz y las reglas, sin presión.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>First games: it plays sensibly but misses a lot.</source>
        <translation>Primeras partidas: juega con sentido, pero se le escapan muchas cosas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A few milliseconds a move.</source>
        <translation>Pocos milisegundos por jugada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players who know the rules and want a solid opponent.</source>
        <translation>Quien conoce las reglas y quiere un rival sólido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thinks ahead by playing the game out many times from this position, with the hidden cards shuffled as they could be: it never peeks at them.</source>
        <translation>Piensa por adelantado jugando la partida hasta el final muchas veces desde esta posición, con las cartas ocultas barajadas como podrían estar: nunca mira las cartas ocultas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About one second a move.</source>
        <translation>Alrededor de un segundo por jugada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experienced players who want a challenge.</source>
        <translation>Jugadores con experiencia que buscan un reto.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/help.py" line="+33"/>
        <source>Looks one move ahead at what it scores soon: points on the score sheet, production, chains and a little of this Age&apos;s conflict. It does not think about its neighbours or about the hand it passes them.</source>
        <translation>Mira una jugada adelante, a lo que puntúa pronto: puntos en la hoja de puntuación, producción, cadenas y un poco del conflicto militar de esta Era. No piensa en sus vecinos ni en la mano que les pasa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weighs the game as a good player does, still one move ahead: military against each neighbour Age by Age, science sets, production and trading discounts by Age, chains, Wonder powers, coins, and denying the next player (the one it passes its hand to) a card they want.</source>
        <translation>Sopesa la partida como un buen jugador, aún una jugada adelante: la fuerza militar contra cada vecino, Era por Era, los conjuntos de símbolos científicos, la producción y los descuentos de Comercio por Era, las cadenas, los poderes de las Maravillas, las monedas, y negarle al siguiente jugador (al que pasa su mano) una carta que quiere.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In measured 4-player games against three medium bots it wins about three in four (an even share would be a quarter).</source>
        <translation>En partidas medidas a 4 jugadores contra tres bots de nivel Medio gana cerca de tres de cada cuatro (a partes iguales sería un cuarto).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="+33"/>
        <source>Looks one move ahead and takes what gains the most at once: points, and steps toward a military or scientific supremacy. It ignores production, chains and the Wonders still to build.</source>
        <translation>Mira una jugada adelante y se queda con lo que más gana al instante: puntos y pasos hacia una supremacía militar o científica. Ignora la producción, las cadenas y las Maravillas aún por construir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weighs the game as a good player does: points, production, chains and coins, the Wonders still to build, the Progress tokens, and both sudden victories (military and scientific supremacy). For each move it also looks at its opponent&apos;s best reply.</source>
        <translation>Sopesa la partida como un buen jugador: puntos, producción, cadenas y monedas, las Maravillas aún por construir, las fichas de Progreso y las dos victorias inmediatas (supremacía militar y científica). En cada jugada también tiene en cuenta la mejor respuesta de su rival.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It searches several moves ahead for both players and judges the positions it reaches by who won such positions in 11,000 games between bots. Measured: it wins almost every game against the medium bot; 85 % of 200 games against the hard bot of the previous version, which judged positions by points alone (a quarter of a second a move each); and 80 % of 210 games against 7wd-bot, the strongest public Duel program we can run (one second a move each).</source>
        <translation>Busca varias jugadas adelante para ambos jugadores y juzga las posiciones a las que llega por quién ganó posiciones así en 11.000 partidas entre bots. Medido: gana casi todas las partidas contra el bot de nivel Medio; el 85 % de 200 partidas contra el bot de nivel Difícil de la versión anterior, que juzgaba las posiciones solo por los puntos (un cuarto de segundo por jugada cada uno); y el 80 % de 210 partidas contra 7wd-bot, el programa público de Duel más fuerte que podemos ejecutar (un segundo por jugada cada uno).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/help.py" line="+33"/>
        <source>Looks one move ahead at what it scores soon: points, cards toward its next stage, green cards.</source>
        <translation>Mira una jugada adelante, a lo que puntúa pronto: puntos, cartas para su próxima Etapa, Cartas Verdes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Weighs the game as a good player does, still one move ahead: the stages to come and the cards that pay for them, military by the battles still to come, a card drawn blind averaged over what the deck may hold, and never leaving a rival the face-up card that completes their Wonder.</source>
        <translation>Sopesa la partida como un buen jugador, aún una jugada adelante: las Etapas por venir y las cartas que las pagan, la fuerza militar según las batallas que faltan, una carta robada a ciegas valorada en promedio según lo que puede tener el mazo, y nunca dejarle a un rival la carta boca arriba que completa su Maravilla.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In measured 3-player games against two medium bots it wins about half of them (an even share would be a third).</source>
        <translation>En partidas medidas a 3 jugadores contra dos bots de nivel Medio gana cerca de la mitad (a partes iguales sería un tercio).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+22"/>
        <source>The hard bot thinks about one second per move. The {hint} button (H) of every game and the move analysis ({game} ▸ {analyse}) use the hard bot&apos;s search. In {duel}, the chance to win they show is the hard bot&apos;s own judgement of the position, checked on 1,000 games between bots it never learned from: within 3 points of the share of those games actually won.</source>
        <translation>El bot difícil piensa alrededor de un segundo por jugada. El botón {hint} (H) de cada juego y el análisis de las jugadas ({game} ▸ {analyse}) usan la búsqueda del bot difícil. En {duel}, la probabilidad de ganar que muestran es el propio juicio de la posición del bot difícil, comprobado en 1.000 partidas entre bots de las que nunca aprendió: a menos de 3 puntos de la proporción de esas partidas realmente ganadas.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Thinking time:</source>
        <translation>Tiempo para pensar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suits:</source>
        <translation>Indicado para:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Bot levels</source>
        <translation>Niveles de los bots</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Each bot seat of a new game has its own level. From random to hard, each level plays clearly better than the one before.</source>
        <translation>Cada puesto de bot de una partida nueva tiene su propio nivel. De Aleatorio a Difícil, cada nivel juega claramente mejor que el anterior.</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <location filename="../wonders_desktop/ui/art/painter.py" line="+77"/>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade {coins}</source>
        <translation>Comercio {coins}</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+64"/>
        <source>Starting resource: produces 1 {resource} each turn.</source>
        <translation>Recurso inicial: produce 1 {resource} cada turno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/cardtext/phrases.py" line="+36"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free.</source>
        <translation>Gratis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs {items}.</source>
        <translation>Cuesta {items}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{items} or {last}</source>
        <translation>{items} o {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{items} and {last}</source>
        <translation>{items} y {last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>brown card</source>
        <translation>carta marrón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey card</source>
        <translation>carta gris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue card</source>
        <translation>carta azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow card</source>
        <translation>carta amarilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red card</source>
        <translation>carta roja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green card</source>
        <translation>carta verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple card</source>
        <translation>carta morada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black card</source>
        <translation>carta negra</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Produces %n unit(s) of {resource} each turn.</source>
        <translation>
            <numerusform>Produce %n unidad de {resource} cada turno.</numerusform>
            <numerusform>Produce %n unidades de {resource} cada turno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each turn, produces one of these resources: {resources}.</source>
        <translation>Cada turno, produce uno de estos recursos: {resources}.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Worth %n victory point(s).</source>
        <translation>
            <numerusform>Vale %n punto de victoria.</numerusform>
            <numerusform>Vale %n puntos de victoria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Adds %n shield(s) to your military strength.</source>
        <translation>
            <numerusform>Suma %n Escudo a tu fuerza militar.</numerusform>
            <numerusform>Suma %n Escudos a tu fuerza militar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gives the science symbol {symbol}.</source>
        <translation>Otorga el símbolo científico {symbol}.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Take %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Recibe %n moneda.</numerusform>
            <numerusform>Recibe %n monedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Build one card of your choice from the discard pile for free.</source>
        <translation>Construye gratis una carta de tu elección de la pila de descartes.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/cardtext.py" line="+58"/>
        <source>Neighbouring cities cannot buy this production.</source>
        <translation>Las ciudades vecinas no pueden comprar esta producción.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Buy raw materials from your left neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Compra materias primas al vecino de tu izquierda por %n moneda cada una.</numerusform>
            <numerusform>Compra materias primas al vecino de tu izquierda por %n monedas cada una.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy raw materials from your right neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Compra materias primas al vecino de tu derecha por %n moneda cada una.</numerusform>
            <numerusform>Compra materias primas al vecino de tu derecha por %n monedas cada una.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy raw materials from both neighbouring cities for %n coin(s) each.</source>
        <translation>
            <numerusform>Compra materias primas a las dos ciudades vecinas por %n moneda cada una.</numerusform>
            <numerusform>Compra materias primas a las dos ciudades vecinas por %n monedas cada una.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy manufactured goods from your left neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Compra productos manufacturados al vecino de tu izquierda por %n moneda cada uno.</numerusform>
            <numerusform>Compra productos manufacturados al vecino de tu izquierda por %n monedas cada uno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy manufactured goods from your right neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Compra productos manufacturados al vecino de tu derecha por %n moneda cada uno.</numerusform>
            <numerusform>Compra productos manufacturados al vecino de tu derecha por %n monedas cada uno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy manufactured goods from both neighbouring cities for %n coin(s) each.</source>
        <translation>
            <numerusform>Compra productos manufacturados a las dos ciudades vecinas por %n moneda cada uno.</numerusform>
            <numerusform>Compra productos manufacturados a las dos ciudades vecinas por %n monedas cada uno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{stage} built</source>
        <translation>{stage} construida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{token} of age {age}</source>
        <translation>{token} de la Era {age}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{thing} in your city</source>
        <translation>{thing} en tu ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{thing} in the two neighbouring cities</source>
        <translation>{thing} en las dos ciudades vecinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{thing} in your city and the two neighbouring cities</source>
        <translation>{thing} en tu ciudad y en las dos ciudades vecinas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{thing} you have</source>
        <translation>{thing} que tengas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{thing} your two neighbours have</source>
        <translation>{thing} que tengan tus dos vecinos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{thing} you and your two neighbours have</source>
        <translation>{thing} que tengáis tú y tus dos vecinos</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Take %n coin(s) from the bank for each {thing}.</source>
        <translation>
            <numerusform>Recibe %n moneda por cada {thing}.</numerusform>
            <numerusform>Recibe %n monedas por cada {thing}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>At the end of the game: %n victory point(s) for each {thing}.</source>
        <translation>
            <numerusform>Al final de la partida: %n punto de victoria por cada {thing}.</numerusform>
            <numerusform>Al final de la partida: %n puntos de victoria por cada {thing}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You may play the last card of each age instead of discarding it.</source>
        <translation>Puedes jugar la última carta de cada Era en lugar de descartarla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Once per age, build one structure for free.</source>
        <translation>Una vez por Era, construye gratis una Estructura.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end of the game, copy one guild (purple card) of one of your two neighbours.</source>
        <translation>Al final de la partida, copia un Gremio (carta morada) de uno de tus dos vecinos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Build the first card of each colour for free.</source>
        <translation>Construye gratis la primera carta de cada color.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Build the first card of each age for free.</source>
        <translation>Construye gratis la primera carta de cada Era.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the last card of each age for free.</source>
        <translation>Construye gratis la última carta de cada Era.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Every other player pays %n coin(s) to the bank, or takes one {debt} for each coin not paid.</source>
        <translation>
            <numerusform>Cada uno de los demás jugadores paga %n moneda o toma 1 {debt} por cada moneda que no pague.</numerusform>
            <numerusform>Cada uno de los demás jugadores paga %n monedas o toma 1 {debt} por cada moneda que no pague.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Every other player pays %n coin(s) to the bank for each {thing} they have, or takes one {debt} for each coin not paid.</source>
        <translation>
            <numerusform>Cada uno de los demás jugadores paga %n moneda por cada {thing} que tenga o toma 1 {debt} por cada moneda que no pague.</numerusform>
            <numerusform>Cada uno de los demás jugadores paga %n monedas por cada {thing} que tenga o toma 1 {debt} por cada moneda que no pague.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Take %n {token}: your city sits out the next military conflict and your two neighbours fight each other instead.</source>
        <translation>
            <numerusform>Toma %n {token}: tu ciudad no participa en el siguiente conflicto militar y tus dos vecinos luchan entre sí.</numerusform>
            <numerusform>Toma %n {token}: tu ciudad no participa en el siguiente conflicto militar y tus dos vecinos luchan entre sí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Once per turn, one resource bought from your left neighbour costs %n coin(s) less.</source>
        <translation>
            <numerusform>Una vez por turno, un recurso comprado al vecino de tu izquierda cuesta %n moneda menos.</numerusform>
            <numerusform>Una vez por turno, un recurso comprado al vecino de tu izquierda cuesta %n monedas menos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Once per turn, one resource bought from your right neighbour costs %n coin(s) less.</source>
        <translation>
            <numerusform>Una vez por turno, un recurso comprado al vecino de tu derecha cuesta %n moneda menos.</numerusform>
            <numerusform>Una vez por turno, un recurso comprado al vecino de tu derecha cuesta %n monedas menos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take 1 {token} of age {age}.</source>
        <translation>Toma 1 {token} de la Era {age}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each of your two neighbours takes 1 {token}.</source>
        <translation>Cada uno de tus dos vecinos toma 1 {token}.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Each of your two neighbours takes %n × {token}.</source>
        <translation>
            <numerusform>Cada uno de tus dos vecinos toma %n × {token}.</numerusform>
            <numerusform>Cada uno de tus dos vecinos toma %n × {token}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Each unit of a neighbour&apos;s starting resource (the one printed on its board) costs you %n coin(s) less.</source>
        <translation>
            <numerusform>Cada unidad del recurso inicial de un vecino (el impreso en su tablero) te cuesta %n moneda menos.</numerusform>
            <numerusform>Cada unidad del recurso inicial de un vecino (el impreso en su tablero) te cuesta %n monedas menos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Then return every {token} you have to the box.</source>
        <translation>A continuación, devuelve a la caja cada {token} que tengas.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>At the end of the game, gives one science symbol of your choice.</source>
        <translation>Al final de la partida, otorga un símbolo científico de tu elección.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>At the end of the game: %n victory point(s) if every stage of your wonder is built.</source>
        <translation>
            <numerusform>Al final de la partida: %n punto de victoria si todas las Etapas de tu Maravilla están construidas.</numerusform>
            <numerusform>Al final de la partida: %n puntos de victoria si todas las Etapas de tu Maravilla están construidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Every other player takes %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Cada uno de los demás jugadores recibe %n moneda.</numerusform>
            <numerusform>Cada uno de los demás jugadores recibe %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Each of your two neighbours takes %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Cada uno de tus dos vecinos recibe %n moneda.</numerusform>
            <numerusform>Cada uno de tus dos vecinos recibe %n monedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the end of the game, copy one science symbol of a green card of one of your two neighbours.</source>
        <translation>Al final de la partida, copia un símbolo científico de una carta verde de uno de tus dos vecinos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each turn, produces one unit of a resource that your brown or grey cards or your board already produce.</source>
        <translation>Cada turno, produce una unidad de un recurso que ya producen tus cartas marrones o grises o tu tablero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each turn, produces one unit of a resource that neither your brown or grey cards nor your board produce.</source>
        <translation>Cada turno, produce una unidad de un recurso que no producen ni tus cartas marrones o grises ni tu tablero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your next wonder stages cost no resources (their coins are still paid).</source>
        <translation>Las próximas Etapas de tu Maravilla no cuestan recursos (las monedas se siguen pagando).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Free to build if you have built {cards}.</source>
        <translation>Construcción gratis (en cadena) si ya construiste {cards}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes {cards} free to build later.</source>
        <translation>Permite construir gratis, más adelante, {cards}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For a military conflict won against a neighbour: 1, 3 or 5 victory points in ages I, II and III.</source>
        <translation>Por un conflicto militar ganado contra un vecino: 1, 3 o 5 puntos de victoria en las Eras I, II y III.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For a military conflict lost against a neighbour: -1 victory point.</source>
        <translation>Por un conflicto militar perdido contra un vecino: -1 punto de victoria.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For each coin you could not or would not pay: -1 victory point.</source>
        <translation>Por cada moneda que no pudiste o no quisiste pagar: -1 punto de victoria.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your city sits out the next military conflict and your two neighbours fight each other instead; then the token is discarded.</source>
        <translation>Tu ciudad no participa en el siguiente conflicto militar y tus dos vecinos luchan entre sí; después, el marcador se descarta.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/cardtext.py" line="+53"/>
        <source>Wonder built</source>
        <translation>Maravilla construida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 3 coins</source>
        <translation>grupo de 3 monedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>progress token</source>
        <translation>ficha de Progreso</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Move the conflict pawn %n space(s) toward your opponent&apos;s capital.</source>
        <translation>
            <numerusform>Mueve el medidor de Conflicto %n casilla hacia la capital de tu rival.</numerusform>
            <numerusform>Mueve el medidor de Conflicto %n casillas hacia la capital de tu rival.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your opponent loses %n coin(s).</source>
        <translation>
            <numerusform>Tu rival pierde %n moneda.</numerusform>
            <numerusform>Tu rival pierde %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From now on, you buy {resources} from the bank for %n coin(s) each.</source>
        <translation>
            <numerusform>A partir de ahora, compras {resources} al banco por %n moneda cada unidad.</numerusform>
            <numerusform>A partir de ahora, compras {resources} al banco por %n monedas cada unidad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Take %n coin(s) from the bank for each {thing} in your city.</source>
        <translation>
            <numerusform>Recibe %n moneda del banco por cada {thing} en tu ciudad.</numerusform>
            <numerusform>Recibe %n monedas del banco por cada {thing} en tu ciudad.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a second turn right away.</source>
        <translation>Juega inmediatamente un segundo turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard one {card} of your choice from your opponent&apos;s city.</source>
        <translation>Descarta una {card} de tu elección de la ciudad de tu rival.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Draw %n progress tokens from those left out of the game, keep one and return the others to the box.</source>
        <translation>
            <numerusform>Roba %n ficha de Progreso de las que quedaron fuera de la partida, quédate una y devuelve las demás a la caja.</numerusform>
            <numerusform>Roba %n fichas de Progreso de las que quedaron fuera de la partida, quédate una y devuelve las demás a la caja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Your future Wonders cost %n fewer resources of your choice.</source>
        <translation>
            <numerusform>Tus próximas Maravillas cuestan %n recurso menos, a tu elección.</numerusform>
            <numerusform>Tus próximas Maravillas cuestan %n recursos menos, a tu elección.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your future blue cards cost %n fewer resources of your choice.</source>
        <translation>
            <numerusform>Tus próximas cartas azules cuestan %n recurso menos, a tu elección.</numerusform>
            <numerusform>Tus próximas cartas azules cuestan %n recursos menos, a tu elección.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You take the coins your opponent pays to the bank to buy resources.</source>
        <translation>Recibes las monedas que tu rival paga al banco para comprar recursos.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your red cards built from now on add %n extra shield(s).</source>
        <translation>
            <numerusform>Las cartas rojas que construyas a partir de ahora otorgan %n Escudo adicional.</numerusform>
            <numerusform>Las cartas rojas que construyas a partir de ahora otorgan %n Escudos adicionales.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every Wonder you build from now on also lets you play a second turn.</source>
        <translation>Cada Maravilla que construyas a partir de ahora también te permite jugar un segundo turno.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Each time you build a structure for free through a chain, take %n coin(s).</source>
        <translation>
            <numerusform>Cada vez que construyas gratis una Estructura gracias a una cadena, recibe %n moneda.</numerusform>
            <numerusform>Cada vez que construyas gratis una Estructura gracias a una cadena, recibe %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/cardtext/phrases.py" line="+4"/>
        <source>At the end of the game: %n victory point(s) for each progress token you have (this one included).</source>
        <translation>
            <numerusform>Al final de la partida: %n punto de victoria por cada ficha de Progreso que tengas (incluida esta).</numerusform>
            <numerusform>Al final de la partida: %n puntos de victoria por cada ficha de Progreso que tengas (incluida esta).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/cardtext.py" line="+13"/>
        <source>Take %n coin(s) for each {thing} in the city that has the most of them.</source>
        <translation>
            <numerusform>Recibe %n moneda por cada {thing} de la ciudad que tenga más.</numerusform>
            <numerusform>Recibe %n monedas por cada {thing} de la ciudad que tenga más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>At the end of the game: %n victory point(s) for each {thing} in the city that has the most of them.</source>
        <translation>
            <numerusform>Al final de la partida: %n punto de victoria por cada {thing} de la ciudad que tenga más.</numerusform>
            <numerusform>Al final de la partida: %n puntos de victoria por cada {thing} de la ciudad que tenga más.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free to build if you have the chain symbol {symbol}.</source>
        <translation>Construcción gratis si tienes el símbolo de cadena {symbol}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gives the chain symbol {symbol}: a card of a later age showing it will be free.</source>
        <translation>Otorga el símbolo de cadena {symbol}: una carta de una Era posterior que lo muestre será gratis.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>When the conflict pawn enters this zone, the player on this side loses %n coin(s); then the token goes back to the box.</source>
        <translation>
            <numerusform>Cuando el medidor de Conflicto entra en esta zona, el jugador de este lado pierde %n moneda; después, la ficha vuelve a la caja.</numerusform>
            <numerusform>Cuando el medidor de Conflicto entra en esta zona, el jugador de este lado pierde %n monedas; después, la ficha vuelve a la caja.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each shield moves it one space toward the opponent&apos;s capital; if it reaches a capital, that player wins by military supremacy.</source>
        <translation>Cada Escudo lo mueve una casilla hacia la capital del rival; si llega a una capital, el jugador que lo empujó gana por supremacía militar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/cardtext.py" line="+27"/>
        <source>Worth %n coin(s): a coin replaces any one missing resource when you build a stage.</source>
        <translation>
            <numerusform>Vale %n moneda: una moneda sustituye a cualquier recurso que falte al construir una etapa.</numerusform>
            <numerusform>Vale %n monedas: una moneda sustituye a cualquier recurso que falte al construir una etapa.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gives 1 {resource} to build a stage of your wonder.</source>
        <translation>Otorga 1 {resource} para construir una etapa de tu Maravilla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gives the science symbol {symbol}: with 2 identical symbols or 3 different ones, take a progress token.</source>
        <translation>Otorga el símbolo científico {symbol}: con 2 símbolos idénticos o 3 diferentes, toma una ficha de Progreso.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Turn %n conflict token(s) to the battle side.</source>
        <translation>
            <numerusform>Gira %n ficha de conflicto a su cara de guerra.</numerusform>
            <numerusform>Gira %n fichas de conflicto a su cara de guerra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Free: take it from a deck on your turn.</source>
        <translation>Gratis: tómala de un mazo en tu turno.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Take the {cat}: while you have it, look at the top card of the central deck at the start of your turn; it is worth %n victory point(s) at the end of the game.</source>
        <translation>
            <numerusform>Toma el {cat}: mientras lo tengas, mira en secreto la carta superior del mazo central al comienzo de tu turno; vale %n punto de victoria al final de la partida.</numerusform>
            <numerusform>Toma el {cat}: mientras lo tengas, mira en secreto la carta superior del mazo central al comienzo de tu turno; vale %n puntos de victoria al final de la partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Costs %n identical resources.</source>
        <translation>
            <numerusform>Cuesta %n recurso idéntico.</numerusform>
            <numerusform>Cuesta %n recursos idénticos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Costs %n different resources.</source>
        <translation>
            <numerusform>Cuesta %n recurso diferente.</numerusform>
            <numerusform>Cuesta %n recursos diferentes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This wonder has no special effect but gives more victory points.</source>
        <translation>Esta Maravilla no tiene efectos especiales, pero da más puntos de victoria que las demás.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take the top card of any deck on the table and place it in front of you.</source>
        <translation>Toma la carta superior de cualquier mazo de la mesa y colócala frente a ti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the top card of the central deck and place it in front of you.</source>
        <translation>Toma la carta superior del mazo central y colócala frente a ti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the top cards of the decks on your left and on your right and place them in front of you.</source>
        <translation>Toma las cartas superiores de los mazos de tu izquierda y de tu derecha y colócalas frente a ti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose 1 progress token among the 4 available and place it in front of you.</source>
        <translation>Elige 1 ficha de Progreso de las 4 disponibles y colócala frente a ti.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Take the %n top cards of the deck on your left or on your right, keep 1 and shuffle the others back into that deck.</source>
        <translation>
            <numerusform>Toma %n carta superior del mazo de tu izquierda o de tu derecha y quédatela.</numerusform>
            <numerusform>Toma las %n cartas superiores del mazo de tu izquierda o de tu derecha, quédate 1 y vuelve a barajar las demás en ese mazo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a grey card with {resource}</source>
        <translation>una carta gris de {resource}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a yellow card</source>
        <translation>una carta amarilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a green card</source>
        <translation>una carta verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red card with 1 or 2 horns</source>
        <translation>una carta roja con 1 o 2 cuernos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>When you take {cards}, choose 1 more card among the 3 available and place it in front of you.</source>
        <translation>Al tomar {cards}, elige 1 carta adicional de las 3 disponibles y colócala frente a ti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When you build a stage of your wonder, choose 1 more card among the 3 available and place it in front of you.</source>
        <translation>Al construir una etapa de tu Maravilla, elige 1 carta adicional de las 3 disponibles y colócala frente a ti.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>One of your yellow cards is worth %n coin(s) instead of 1.</source>
        <translation>
            <numerusform>Una de tus cartas amarillas vale %n moneda en lugar de 1.</numerusform>
            <numerusform>Una de tus cartas amarillas vale %n monedas en lugar de 1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When you build a stage of your wonder, you may use any resources, ignoring the “identical” or “different” requirement.</source>
        <translation>Al construir una etapa de tu Maravilla, puedes usar cualquier recurso, ignorando la condición de «idénticos» o «diferentes».</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>At the end of the game: %n victory point(s) if your wonder is still under construction, {complete} if it is fully built.</source>
        <translation>
            <numerusform>Al final de la partida: %n punto de victoria si tu Maravilla sigue en construcción o {complete} si está completamente construida.</numerusform>
            <numerusform>Al final de la partida: %n puntos de victoria si tu Maravilla sigue en construcción o {complete} si está completamente construida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>At the end of the game: %n victory point(s) if you have one of these tokens, {both} if you have both.</source>
        <translation>
            <numerusform>Al final de la partida: %n punto de victoria si tienes 1 de estas fichas o {both} si tienes las 2.</numerusform>
            <numerusform>Al final de la partida: %n puntos de victoria si tienes 1 de estas fichas o {both} si tienes las 2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>At the end of the game: %n victory point(s) for each cat icon on your blue cards.</source>
        <translation>
            <numerusform>Al final de la partida: %n punto de victoria por cada icono de gato en tus cartas azules.</numerusform>
            <numerusform>Al final de la partida: %n puntos de victoria por cada icono de gato en tus cartas azules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>At the end of the game: %n victory point(s) for each {token} you have.</source>
        <translation>
            <numerusform>Al final de la partida: %n punto de victoria por cada {token} que tengas.</numerusform>
            <numerusform>Al final de la partida: %n puntos de victoria por cada {token} que tengas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>For a battle won against a neighbour with fewer shields: %n victory point(s) at the end of the game.</source>
        <translation>
            <numerusform>Por una batalla ganada contra un vecino con menos Escudos: %n punto de victoria al final de la partida.</numerusform>
            <numerusform>Por una batalla ganada contra un vecino con menos Escudos: %n puntos de victoria al final de la partida.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Red cards with horns turn conflict tokens to their battle side; when the last one is turned, a battle takes place at the end of the turn.</source>
        <translation>Las cartas rojas con cuernos giran las fichas de conflicto a su cara de guerra; cuando se gira la última, hay una batalla al final del turno.</translation>
    </message>
</context>
<context>
    <name>ClassicAccessible</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+390"/>
        <source>free: can be built from the discard pile</source>
        <translation>gratis: se puede construir de la pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already in your city: it cannot be built twice</source>
        <translation>ya está en tu ciudad: no se puede construir dos veces</translation>
    </message>
</context>
<context>
    <name>ClassicFaces</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/faces.py" line="+164"/>
        <source>7th card</source>
        <translation>7.ª carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free build</source>
        <translation>Construcción gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a guild</source>
        <translation>Copia un Gremio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First of a colour free</source>
        <translation>1.ª de cada color gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First card of the age free</source>
        <translation>1.ª carta de la Era gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last card of the age free</source>
        <translation>Última carta de la Era gratis</translation>
    </message>
</context>
<context>
    <name>ClassicHint</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/hint.py" line="+77"/>
        <source>Hint: {move}.</source>
        <translation>Pista: {move}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: {move} — {why}.</source>
        <translation>Pista: {move} — {why}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wins the conflict with {name}</source>
        <translation>gana el Conflicto militar contra {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws level with {name} in shields</source>
        <translation>empata con {name} en escudos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the conflicts with both neighbours</source>
        <translation>gana los Conflictos militares contra tus dos vecinos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds shields for the conflicts to come</source>
        <translation>suma escudos para los próximos Conflictos militares</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes a set of three different science symbols</source>
        <translation>completa un grupo de tres símbolos científicos distintos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds a science symbol</source>
        <translation>añade un símbolo científico</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>builds a stage of your Wonder</source>
        <translation>desarrolla una Etapa de tu Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fills your treasury: coins to buy what you lack</source>
        <translation>llena tu tesoro: monedas para comprar lo que te falta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds resources your city lacks</source>
        <translation>añade recursos que le faltan a tu ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opens a chain: later buildings for free</source>
        <translation>abre una cadena: construcciones futuras gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>uses your Wonder&apos;s power</source>
        <translation>usa el poder de tu Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds back {name}, your neighbour</source>
        <translation>frena a {name}, tu vecino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>helps your teammate {name}</source>
        <translation>ayuda a tu compañero de equipo {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps this card from {name}, who gets your hand next</source>
        <translation>le quita esta carta a {name}, que recibe tu mano a continuación</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>scores victory points: {row}</source>
        <translation>suma puntos de victoria: {row}</translation>
    </message>
</context>
<context>
    <name>ClassicTable</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="-301"/>
        <source>side A</source>
        <translation>cara A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>side B</source>
        <translation>cara B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day side</source>
        <translation>cara de día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>night side</source>
        <translation>cara de noche</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>✓ free</source>
        <translation>✓ gratis</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>✓ %n coin(s) (trade)</source>
        <translation>
            <numerusform>✓ %n moneda (comercio)</numerusform>
            <numerusform>✓ %n monedas (comercio)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>✓ %n coin(s)</source>
        <translation>
            <numerusform>✓ %n moneda</numerusform>
            <numerusform>✓ %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No structure built yet</source>
        <translation>Aún no hay ninguna Estructura construida</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>You pay: raw {raw} · manufactured {made} per unit</source>
        <translation>Pagas: materia prima {raw} · manufacturado {made} por unidad</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Free City — played by {player} this turn</source>
        <translation>Ciudad Libre — la juega {player} este turno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your teammate</source>
        <translation>Tu compañero de equipo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent ({side} neighbour)</source>
        <translation>Rival (vecino de tu {side})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Left neighbour</source>
        <translation>◀ Vecino de tu izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right neighbour ▶</source>
        <translation>Vecino de tu derecha ▶</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No conflict token if the age ended now</source>
        <translation>Ningún marcador de Conflicto si la Era terminara ahora</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>If the age ended now:</source>
        <translation>Si la Era terminara ahora:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stronger than you ({theirs} vs {mine} shields)</source>
        <translation>Más fuerte que tú ({theirs} contra {mine} escudos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weaker than you ({theirs} vs {mine} shields)</source>
        <translation>Más débil que tú ({theirs} contra {mine} escudos)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Tied with you (%n shield(s))</source>
        <translation>
            <numerusform>Empatado contigo (%n escudo)</numerusform>
            <numerusform>Empatado contigo (%n escudos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Conflict tokens: {tokens}</source>
        <translation>Marcadores de Conflicto: {tokens}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Debt: %n</source>
        <translation>
            <numerusform>Deuda: %n</numerusform>
            <numerusform>Deuda: %n</numerusform>
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
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n victory point(s) as the game stands</source>
        <translation>
            <numerusform>%n punto de victoria por ahora</numerusform>
            <numerusform>%n puntos de victoria por ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Military strength: %n shield(s)</source>
        <translation>
            <numerusform>Fuerza militar: %n escudo</numerusform>
            <numerusform>Fuerza militar: %n escudos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonder stages built: {built} of {total}</source>
        <translation>Etapas de la Maravilla construidas: {built} de {total}</translation>
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
        <translation>Produce:</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Sells:</source>
        <translation>Vende:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sells to its neighbours: {resources}</source>
        <translation>Vende a sus vecinos: {resources}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Own use:</source>
        <translation>Uso propio:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole city</source>
        <translation>Ver la ciudad entera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to see the whole city</source>
        <translation>Haz clic para ver la ciudad entera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your teammate&apos;s hand:</source>
        <translation>Mano de tu compañero:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Chain</source>
        <translation>Cadena</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+45"/>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Build it free (chain)</source>
        <translation>Constrúyela gratis (cadena)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build it: {cost}</source>
        <translation>Constrúyela: {cost}</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+215"/>
        <source>Built</source>
        <translation>Ya la tienes</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>{units} = %n coin(s)</source>
        <translation>
            <numerusform>{units} = %n moneda</numerusform>
            <numerusform>{units} = %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+92"/>
        <source>+ bank {coins}</source>
        <translation>+ reserva {coins}</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Build the Free City&apos;s wonder stage {number}</source>
        <translation>Desarrollar la Etapa {number} de la Maravilla de la Ciudad Libre</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-51"/>
        <location line="+20"/>
        <source>free (chain)</source>
        <translation>gratis (cadena)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Build the structure</source>
        <translation>Construir la Estructura de la carta</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Build for free</source>
        <translation>Construir gratis</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>wonder power, once per age</source>
        <translation>poder de la Maravilla, una vez por Era</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Discarded for 3 coins</source>
        <translation>Vendida por 3 monedas</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No conflict token this age (ties).</source>
        <translation>Ningún marcador de Conflicto en esta Era (empates).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>End of age {age}: what everyone did, and the military conflicts:</source>
        <translation>Fin de la Era {age}: lo que hizo cada uno y los Conflictos Militares:</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Build wonder stage {number}</source>
        <translation>Desarrollar la Etapa {number} de tu Maravilla</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>not allowed now</source>
        <translation>no permitido ahora</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Discard for 3 coins</source>
        <translation>Vender la carta (3 monedas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Free City must build</source>
        <translation>la Ciudad Libre debe construir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>wonder power: the first card of each colour</source>
        <translation>poder de la Maravilla: la primera carta de cada color</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wonder power: this turn&apos;s card</source>
        <translation>poder de la Maravilla: la carta de este turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wonder power</source>
        <translation>poder de la Maravilla</translation>
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
            <numerusform>Comprar {units} a {player} (izquierda) por %n moneda</numerusform>
            <numerusform>Comprar {units} a {player} (izquierda) por %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy {units} from {player} (right) for %n coin(s)</source>
        <translation>
            <numerusform>Comprar {units} a {player} (derecha) por %n moneda</numerusform>
            <numerusform>Comprar {units} a {player} (derecha) por %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>builds wonder stage {number}</source>
        <translation>desarrolla la Etapa {number} de su Maravilla</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/advice.py" line="+59"/>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+2"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+68"/>
        <source>Stage {number}</source>
        <translation>Etapa {number}</translation>
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
        <translation>Construir gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <comment>advice on a card: discard it for 3 coins</comment>
        <translation>Vender</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+6"/>
        <source>discards {card} for 3 coins</source>
        <translation>vende {card} (3 monedas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discards a card for 3 coins</source>
        <translation>vende una carta (3 monedas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>builds nothing from the discard pile</source>
        <translation>no construye nada de la pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>pasa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>builds {card} for free (chain)</source>
        <translation>construye {card} gratis (cadena)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} for free</source>
        <translation>construye {card} gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} from the discard pile</source>
        <translation>construye {card} de la pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card}</source>
        <translation>construye {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chain</source>
        <translation>cadena</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-81"/>
        <location line="+21"/>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from the discard pile</source>
        <translation>de la pila de descartes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pays {coins} to {player}</source>
        <translation>paga {coins} a {player}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+83"/>
        <source>The game is over — see the score sheet</source>
        <translation>La partida ha terminado — mira la hoja de puntuación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hands pass left ◀ to {player}</source>
        <translation>las cartas pasan a la izquierda ◀ a {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hands pass right ▶ to {player}</source>
        <translation>las cartas pasan a la derecha ▶ a {player}</translation>
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
            <numerusform>pila de descartes: %n carta</numerusform>
            <numerusform>pila de descartes: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a card, then an action (←/→, Enter; B build, W wonder, S discard).</source>
        <translation>Elige una carta y luego una acción (←/→, Intro; B construir, W Etapa de tu Maravilla, S vender).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play the Free City this turn: choose its card first.</source>
        <translation>Juegas la Ciudad Libre este turno: elige primero su carta.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{wonder}: you may play the last card of the age, with %n coin(s) to spend.</source>
        <translation>
            <numerusform>{wonder}: puedes jugar la última carta de la Era, con %n moneda para gastar.</numerusform>
            <numerusform>{wonder}: puedes jugar la última carta de la Era, con %n monedas para gastar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build one card of the discard pile for free, or pass.</source>
        <translation>Construye gratis una carta de la pila de descartes, o pasa.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You must lose %n coin(s): pay them, or take debt tokens for some or all.</source>
        <translation>
            <numerusform>Debes perder %n moneda: págala o toma una ficha de Deuda.</numerusform>
            <numerusform>Debes perder %n monedas: págalas o toma fichas de Deuda por algunas o todas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-29"/>
        <source>You chose: {move}. Waiting for {players}…</source>
        <translation>Has elegido: {move}. Esperando a {players}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for {players}…</source>
        <translation>Esperando a {players}…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
    <message numerus="yes">
        <location line="-21"/>
        <source>The discard pile (%n card(s))</source>
        <translation>
            <numerusform>La pila de descartes (%n carta)</numerusform>
            <numerusform>La pila de descartes (%n cartas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-137"/>
        <source>Needs %n coin(s), you have {coins}</source>
        <translation>
            <numerusform>Necesita %n moneda, tienes {coins}</numerusform>
            <numerusform>Necesita %n monedas, tienes {coins}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Your hand — prices for the Free City</source>
        <translation>Tu mano — precios para la Ciudad Libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the age</source>
        <translation>La última carta de la Era</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pay for the structure:</source>
        <translation>Pago de la Estructura:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay for the stage:</source>
        <translation>Pago de la Etapa:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Pass (build nothing)</source>
        <translation>Pasar (no construir)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n debt token(s)</source>
        <translation>
            <numerusform>%n ficha de Deuda</numerusform>
            <numerusform>%n fichas de Deuda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pay %n coin(s), take {debt}</source>
        <translation>
            <numerusform>Pagar %n moneda, tomar {debt}</numerusform>
            <numerusform>Pagar %n monedas, tomar {debt}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Take %n debt token(s)</source>
        <translation>
            <numerusform>Tomar %n ficha de Deuda</numerusform>
            <numerusform>Tomar %n fichas de Deuda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pay %n coin(s)</source>
        <translation>
            <numerusform>Pagar %n moneda</numerusform>
            <numerusform>Pagar %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Build {card} for free</source>
        <translation>Construir {card} gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build it for free</source>
        <translation>Construirla gratis</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Age {age}, what everyone did:</source>
        <translation>Era {age}, lo que hizo cada uno:</translation>
    </message>
    <message>
        <location line="-318"/>
        <source>Build the structure</source>
        <comment>classic2</comment>
        <translation>Construir la Estructura de la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build wonder stage {number}</source>
        <comment>classic2</comment>
        <translation>Desarrollar la Etapa {number} de tu Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard for 3 coins</source>
        <comment>classic2</comment>
        <translation>Vender la carta (3 monedas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage {number}</source>
        <comment>classic2</comment>
        <translation>Etapa {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds wonder stage {number}</source>
        <comment>classic2</comment>
        <translation>desarrolla la Etapa {number} de su Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discards {card} for 3 coins</source>
        <comment>classic2</comment>
        <translation>vende {card} (3 monedas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discards a card for 3 coins</source>
        <comment>classic2</comment>
        <translation>vende una carta (3 monedas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discarded for 3 coins</source>
        <comment>classic2</comment>
        <translation>Vendida por 3 monedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of age {age}: what everyone did, and the military conflicts:</source>
        <comment>classic2</comment>
        <translation>Fin de la Era {age}: lo que hizo cada uno y los Conflictos Militares:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free (chain)</source>
        <comment>classic2</comment>
        <translation>gratis (cadena)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build it free (chain)</source>
        <comment>classic2</comment>
        <translation>Constrúyela gratis (cadena)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} for free (chain)</source>
        <comment>classic2</comment>
        <translation>construye {card} gratis (cadena)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain</source>
        <comment>classic2</comment>
        <translation>Cadena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain</source>
        <comment>classic2</comment>
        <translation>cadena</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n coin(s) to the bank</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n moneda a la reserva</numerusform>
            <numerusform>%n monedas a la reserva</numerusform>
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
        <translation>Etapas de la Maravilla construidas: {built} de {total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conflict tokens: {tokens}</source>
        <comment>classic2</comment>
        <translation>Marcadores de Conflicto: {tokens}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build for free</source>
        <comment>classic2</comment>
        <translation>Construir gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build {card} for free</source>
        <comment>classic2</comment>
        <translation>Construir {card} gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} for free</source>
        <comment>classic2</comment>
        <translation>construye {card} gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card, then an action (←/→, Enter; B build, W wonder, S discard).</source>
        <comment>classic2</comment>
        <translation>Elige una carta y luego una acción (←/→, Intro; B construir, W Etapa de tu Maravilla, S vender).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Raw materials (brown)</source>
        <translation>Materias Primas (marrón)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufactured goods (grey)</source>
        <translation>Productos Manufacturados (gris)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structure (blue)</source>
        <translation>Estructura Civil (azul)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commercial structure (yellow)</source>
        <translation>Estructura Comercial (amarilla)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military structure (red)</source>
        <translation>Estructura Militar (roja)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific structure (green)</source>
        <translation>Estructura Científica (verde)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guild (purple)</source>
        <translation>Gremio (morada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City (black)</source>
        <translation>Ciudad (negra)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing to the neighbours</source>
        <translation>nada a los vecinos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{coins} to {player} (left)</source>
        <translation>{coins} a {player} (izquierda)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{coins} to {player} (right)</source>
        <translation>{coins} a {player} (derecha)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <location line="+14"/>
        <source>%n coin(s) to the bank</source>
        <translation>
            <numerusform>%n moneda a la reserva</numerusform>
            <numerusform>%n monedas a la reserva</numerusform>
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
        <translation>Ya construida (no puedes construir dos Estructuras idénticas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your wonder is complete</source>
        <translation>Tu Maravilla está completa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Missing: {resources}</source>
        <translation>Falta: {resources}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not enough resources, even buying from the neighbours</source>
        <translation>No hay recursos suficientes, ni comprando a los vecinos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No {resource}</source>
        <translation>Sin {resource}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Age {age} · players: {marks}</source>
        <translation>Era {age} · jugadores: {marks}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Age {age}</source>
        <translation>Era {age}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>built</source>
        <translation>construida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not built</source>
        <translation>sin construir</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../wonders_desktop/ui/window/coaching.py" line="+72"/>
        <source>Marked on the table: {move}. Choose your move.</source>
        <translation>Marcada en la mesa: {move}. Elige tu jugada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hard bot prefers: {move}. Choose your move.</source>
        <translation>El bot difícil prefiere: {move}. Elige tu jugada.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach is looking at your move: {move}…</source>
        <translation>El entrenador está evaluando tu jugada: {move}…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{mark}: {move} gives up {loss} of your chance to win; the hard bot prefers: {best}.</source>
        <translation>{mark}: {move} cuesta un {loss} de tu probabilidad de victoria; el bot difícil prefiere: {best}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Esc: choose another move.</source>
        <translation>Esc: elegir otra jugada.</translation>
    </message>
</context>
<context>
    <name>CoachNote</name>
    <message>
        <location filename="../wonders_desktop/ui/views/coach_note.py" line="+42"/>
        <source>Coach&apos;s note: play your move anyway</source>
        <translation>Nota del entrenador: jugar de todos modos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s note: show me the better move</source>
        <translation>Nota del entrenador: mostrar la mejor jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s note: choose again</source>
        <translation>Nota del entrenador: elegir de nuevo</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Play anyway</source>
        <translation>Jugar de todos modos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play now</source>
        <translation>Jugar ya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the move you chose (Enter)</source>
        <translation>Jugar la jugada elegida (Intro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show me</source>
        <translation>Muéstrame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the hard bot&apos;s move on the table and choose again ({key})</source>
        <translation>Marcar en la mesa la jugada del bot difícil y elegir de nuevo ({key})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../wonders_desktop/ui/window/data_folder.py" line="+63"/>
        <source>Your games cannot be saved</source>
        <translation>Tus partidas no se pueden guardar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can play on: a bar above the table will say that the game is not saved, and Save a copy… still saves it elsewhere. Or choose another folder for your games; it is remembered for the next time.</source>
        <translation>Puedes seguir jugando: una barra sobre la mesa dirá que la partida no está guardada, y Guardar una copia… todavía la guarda en otro lugar. O elige otra carpeta para tus partidas; se recordará la próxima vez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose another folder…</source>
        <translation>Elegir otra carpeta…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wonders keeps your games in this folder:</source>
        <translation>Wonders guarda tus partidas en esta carpeta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>But this is a file, not a folder:</source>
        <translation>Pero esto es un archivo, no una carpeta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>But it cannot write there ({reason}):</source>
        <translation>Pero no puede escribir allí ({reason}):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A folder for your games</source>
        <translation>Una carpeta para tus partidas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your games are now kept in {folder}.</source>
        <translation>Tus partidas ahora se guardan en {folder}.</translation>
    </message>
</context>
<context>
    <name>DuelAccessible</name>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/accessible.py" line="+66"/>
        <source>Face-down card of age {age}</source>
        <translation>Carta de la Era {age} boca abajo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>covered</source>
        <translation>cubierta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can be built for free by chain</source>
        <translation>se puede construir gratis por cadena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>can be built for free</source>
        <translation>se puede construir gratis</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>can be built for %n coin(s)</source>
        <translation>
            <numerusform>se puede construir por %n moneda</numerusform>
            <numerusform>se puede construir por %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>too expensive to build (%n coin(s)): can be discarded or used for a Wonder</source>
        <translation>
            <numerusform>demasiado cara para construir (%n moneda): se puede descartar o usar para una Maravilla</numerusform>
            <numerusform>demasiado cara para construir (%n monedas): se puede descartar o usar para una Maravilla</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>accessible</source>
        <translation>accesible</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>built</source>
        <translation>construida</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>can be built with the selected card for %n coin(s)</source>
        <translation>
            <numerusform>se puede construir con la carta seleccionada por %n moneda</numerusform>
            <numerusform>se puede construir con la carta seleccionada por %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not built</source>
        <translation>sin construir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>can no longer be built: seven Wonders are built</source>
        <translation>ya no se puede construir: ya hay siete Maravillas construidas</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>not built, costs %n coin(s)</source>
        <translation>
            <numerusform>sin construir, cuesta %n moneda</numerusform>
            <numerusform>sin construir, cuesta %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>not built, costs %n coin(s), more than the coins in hand</source>
        <translation>
            <numerusform>sin construir, cuesta %n moneda, más que las monedas disponibles</numerusform>
            <numerusform>sin construir, cuesta %n monedas, más que las monedas disponibles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>can be taken</source>
        <translation>se puede elegir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the board</source>
        <translation>en el tablero</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>can be chosen</source>
        <translation>se puede elegir</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>{title}: {details}</source>
        <translation>{title}: {details}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>in the discard pile</source>
        <translation>en la pila de descartes</translation>
    </message>
</context>
<context>
    <name>DuelHint</name>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/hint_words.py" line="+28"/>
        <source>it gains you coins over your opponent</source>
        <translation>te da monedas frente a tu rival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it adds resources you would otherwise buy from the bank</source>
        <translation>produce recursos que comprarías al banco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it opens a chain: later buildings for free</source>
        <translation>abre una cadena: construcciones futuras gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you play again at once</source>
        <translation>vuelves a jugar enseguida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it lets you take a card: from the discard or your opponent&apos;s city</source>
        <translation>te permite tomar una carta: del descarte o de la ciudad de tu rival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it ends the game with you ahead on victory points</source>
        <translation>termina la partida contigo por delante en puntos de victoria</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it scores victory points: {row}</source>
        <translation>da puntos de victoria: {row}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the Conflict pawn reaches your opponent&apos;s capital: military supremacy</source>
        <translation>el medidor de Conflicto llega a la capital de tu rival: supremacía militar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it strengthens you in the conflict</source>
        <translation>te refuerza en el conflicto</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>it moves the Conflict pawn %n space(s) towards your opponent&apos;s capital</source>
        <translation>
            <numerusform>mueve el medidor de Conflicto %n casilla hacia la capital de tu rival</numerusform>
            <numerusform>mueve el medidor de Conflicto %n casillas hacia la capital de tu rival</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>six different scientific symbols: scientific supremacy</source>
        <translation>seis símbolos científicos diferentes: supremacía científica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it makes a pair of identical scientific symbols: you take a Progress token</source>
        <translation>forma una pareja de símbolos científicos idénticos: tomas una ficha de Progreso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it gains you a Progress token</source>
        <translation>te da una ficha de Progreso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it adds a different scientific symbol towards scientific supremacy</source>
        <translation>añade un símbolo científico distinto hacia la supremacía científica</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it takes a strong Wonder for your city</source>
        <translation>toma una Maravilla fuerte para tu ciudad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it builds one of your Wonders</source>
        <translation>construye una de tus Maravillas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it improves your Wonders&apos; prospects</source>
        <translation>mejora las perspectivas de tus Maravillas</translation>
    </message>
</context>
<context>
    <name>DuelTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/accessible.py" line="-54"/>
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+228"/>
        <source>{player}: %n coin(s)</source>
        <translation>
            <numerusform>{player}: %n moneda</numerusform>
            <numerusform>{player}: %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+13"/>
        <source>The conflict pawn is %n space(s) toward {player}&apos;s capital.</source>
        <translation>
            <numerusform>El medidor de Conflicto está a %n casilla hacia la capital de {player}.</numerusform>
            <numerusform>El medidor de Conflicto está a %n casillas hacia la capital de {player}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The conflict pawn is %n space(s) toward your capital.</source>
        <translation>
            <numerusform>El medidor de Conflicto está a %n casilla hacia tu capital.</numerusform>
            <numerusform>El medidor de Conflicto está a %n casillas hacia tu capital.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The conflict pawn is in the middle of the track.</source>
        <translation>El medidor de Conflicto está en el centro del tablero.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Now worth %n victory point(s) to the player ahead.</source>
        <translation>
            <numerusform>Ahora vale %n punto de victoria para el jugador en ventaja.</numerusform>
            <numerusform>Ahora vale %n puntos de victoria para el jugador en ventaja.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reaching the capital is a military supremacy: the game ends at once.</source>
        <translation>Llegar a la capital es una supremacía militar: la partida termina de inmediato.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/accessible.py" line="-28"/>
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+5"/>
        <source>Military token: {player} loses %n coin(s) when the pawn enters its zone.</source>
        <translation>
            <numerusform>Ficha Militar: {player} pierde %n moneda cuando el medidor entre en su zona.</numerusform>
            <numerusform>Ficha Militar: {player} pierde %n monedas cuando el medidor entre en su zona.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/city.py" line="+116"/>
        <location filename="../wonders_desktop/ui/views/duel/texts.py" line="+92"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n victory point(s) if the game ended now</source>
        <translation>
            <numerusform>%n punto de victoria si la partida terminara ahora</numerusform>
            <numerusform>%n puntos de victoria si la partida terminara ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+91"/>
        <source>%n choice(s) of wood / clay / stone each turn</source>
        <translation>
            <numerusform>%n elección de Madera / Arcilla / Piedra cada turno</numerusform>
            <numerusform>%n elecciones de Madera / Arcilla / Piedra cada turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n choice(s) of glass / papyrus each turn</source>
        <translation>
            <numerusform>%n elección de Vidrio / Papiro cada turno</numerusform>
            <numerusform>%n elecciones de Vidrio / Papiro cada turno</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Production</source>
        <translation>Producción</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Trading: the price of one unit bought from the bank</source>
        <translation>Comercio: el precio de una unidad comprada al banco</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n different symbol(s) of the 6 needed for scientific supremacy.</source>
        <translation>
            <numerusform>%n símbolo distinto de los 6 necesarios para la supremacía científica.</numerusform>
            <numerusform>%n símbolos distintos de los 6 necesarios para la supremacía científica.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pairs (a progress token each): {symbols}</source>
        <translation>Parejas (una ficha de Progreso cada una): {symbols}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scientific symbols</source>
        <translation>Símbolos científicos</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>No building yet</source>
        <translation>Ninguna Estructura todavía</translation>
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
        <translation>Elige una carta de la estructura (haz clic en ella, o usa las flechas y Intro).</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Discarding a card gives you %n coin(s) (2, +1 per yellow card you own).</source>
        <translation>
            <numerusform>Descartar una carta te da %n moneda (2, +1 por cada carta amarilla que tengas).</numerusform>
            <numerusform>Descartar una carta te da %n monedas (2, +1 por cada carta amarilla que tengas).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Still covered: not available yet.</source>
        <translation>Todavía cubierta: aún no disponible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At today&apos;s prices: {status}</source>
        <translation>A los precios de hoy: {status}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Build for free</source>
        <translation>Construir gratis</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Build (%n coin(s))</source>
        <translation>
            <numerusform>Construir (%n moneda)</numerusform>
            <numerusform>Construir (%n monedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Discard for %n coin(s)</source>
        <translation>
            <numerusform>Descartar por %n moneda</numerusform>
            <numerusform>Descartar por %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build a Wonder with this card:</source>
        <translation>Construir una Maravilla con esta carta:</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{wonder} (%n coin(s))</source>
        <translation>
            <numerusform>{wonder} (%n moneda)</numerusform>
            <numerusform>{wonder} (%n monedas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/decisions.py" line="+127"/>
        <source>The player whose military is weaker (or who played last, if equal) chooses.</source>
        <translation>Elige el jugador con menor fuerza militar (o el último en jugar, si hay empate).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four Wonders per round: one player takes one, the other two, then the first the last.</source>
        <translation>Cuatro Maravillas por ronda: un jugador elige una, el otro dos, y el primero se queda con la última.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The other tokens go back to the box.</source>
        <translation>Las demás fichas vuelven a la caja.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{player} begins</source>
        <translation>{player} empieza</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Replay move by move</source>
        <translation>Repasar jugada a jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay this game move by move</source>
        <translation>Repasar esta partida jugada a jugada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Military supremacy</source>
        <translation>Supremacía militar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} wins: the conflict pawn reached {loser}&apos;s capital.</source>
        <translation>{winner} gana: el medidor de Conflicto llegó a la capital de {loser}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scientific supremacy</source>
        <translation>Supremacía científica</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{winner} wins with six different scientific symbols.</source>
        <translation>{winner} gana con seis símbolos científicos distintos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilian victory</source>
        <translation>Victoria civil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shared victory: {players}</source>
        <translation>Victoria compartida: {players}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{winner} wins on points.</source>
        <translation>{winner} gana por puntos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tied on points: the most points from civilian (blue) buildings wins.</source>
        <translation>Empate a puntos: gana quien tenga más puntos en Estructuras civiles (cartas azules).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/structure.py" line="+349"/>
        <source>A face-down card of age {age}.</source>
        <translation>Una carta de la Era {age} boca abajo.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/frame.py" line="+117"/>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="+58"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the hard bot what it would play here, with its estimated chance to win (H).</source>
        <translation>Pregunta al bot difícil qué jugaría aquí, con su probabilidad estimada de ganar (H).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back</source>
        <translation>Deshacer jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the score sheet</source>
        <translation>Ver la hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/headline.py" line="+30"/>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to play</source>
        <translation>le toca</translation>
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
            <numerusform>queda %n carta</numerusform>
            <numerusform>quedan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonder selection</source>
        <translation>Selección de Maravillas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay — {age}</source>
        <translation>Repetición — {age}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: take a card of the structure.</source>
        <translation>Tu turno: toma una carta de la estructura.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You play again!</source>
        <translation>¡Juegas un segundo turno!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} plays again.</source>
        <translation>{player} juega un segundo turno.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Last move — {player}: {move}</source>
        <translation>Última jugada — {player}: {move}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{hint}; {why}</source>
        <translation>{hint}; {why}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/table.py" line="+305"/>
        <source>The hard bot is thinking about your move…</source>
        <translation>El bot difícil está pensando tu jugada…</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/headline.py" line="-7"/>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated chance to win: {percent} %</source>
        <translation>probabilidad estimada de ganar: {percent} %</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/table.py" line="+18"/>
        <source>No hint available ({error}).</source>
        <translation>No hay pista disponible ({error}).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/texts.py" line="-31"/>
        <source>Chain: later builds {cards} for free.</source>
        <translation>Cadena: después permite construir {cards} gratis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Free if you own {cards} (chain).</source>
        <translation>Gratis si tienes {cards} (cadena).</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>you produce %n</source>
        <translation>
            <numerusform>produces %n</numerusform>
            <numerusform>produces %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n from a choice production</source>
        <translation>
            <numerusform>%n de una producción a elegir</numerusform>
            <numerusform>%n de producciones a elegir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n waived</source>
        <translation>
            <numerusform>%n ahorrado</numerusform>
            <numerusform>%n ahorrados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>buy %n</source>
        <translation>
            <numerusform>compra %n</numerusform>
            <numerusform>compra %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choice productions: {sources}.</source>
        <translation>Producciones a elegir: {sources}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{token} waives 2 units.</source>
        <translation>{token} ahorra 2 unidades.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{price} (fixed by {card})</source>
        <translation>{price} (fijado por {card})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{price} (2 + the opponent&apos;s {count} from brown and grey cards)</source>
        <translation>{price} (2 + los {count} del rival en cartas marrones y grises)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Free (chain)</source>
        <translation>Gratis (cadena)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Build for %n coin(s)</source>
        <translation>
            <numerusform>Construir por %n moneda</numerusform>
            <numerusform>Construir por %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not buildable: costs %n coin(s)</source>
        <translation>
            <numerusform>No construible: cuesta %n moneda</numerusform>
            <numerusform>No construible: cuesta %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(you have %n)</source>
        <translation>
            <numerusform>(tienes %n)</numerusform>
            <numerusform>(tienes %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <source>Cost: {cost}</source>
        <translation>Coste: {cost}</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+12"/>
        <source>Trading</source>
        <translation>Comercio</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>Discard for %n coin(s).</source>
        <translation>
            <numerusform>Descartar por %n moneda.</numerusform>
            <numerusform>Descartar por %n monedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Built (with {card}).</source>
        <translation>Construida (con {card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built.</source>
        <translation>Construida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven Wonders are built: this one can no longer be built.</source>
        <translation>Ya hay siete Maravillas construidas: esta ya no puede construirse.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not buildable now: costs %n coin(s).</source>
        <translation>
            <numerusform>No construible ahora: cuesta %n moneda.</numerusform>
            <numerusform>No construible ahora: cuesta %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Buildable for %n coin(s).</source>
        <translation>
            <numerusform>Construible por %n moneda.</numerusform>
            <numerusform>Construible por %n monedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buildable for free.</source>
        <translation>Construible gratis.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a Wonder</source>
        <translation>Elige una Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a pair of identical scientific symbols: choose a progress token</source>
        <translation>Tienes una pareja de símbolos científicos idénticos: elige una ficha de Progreso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Great Library: choose one of these progress tokens</source>
        <translation>La Gran Biblioteca: elige una de estas fichas de Progreso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card of your opponent to put in the discard pile</source>
        <translation>Elige una carta de tu rival para ponerla en la pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Mausoleum: choose a card of the discard pile to build for free</source>
        <translation>El Mausoleo: elige una carta del descarte para construirla gratis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose who begins the next age</source>
        <translation>Elige quién empieza la siguiente Era</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} is choosing a Wonder…</source>
        <translation>{player} está eligiendo una Maravilla…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing a progress token…</source>
        <translation>{player} está eligiendo una ficha de Progreso…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing a progress token of the Great Library…</source>
        <translation>{player} está eligiendo una ficha de Progreso de la Gran Biblioteca…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing one of your cards to discard…</source>
        <translation>{player} está eligiendo una de tus cartas para descartarla…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing a card of the discard pile…</source>
        <translation>{player} está eligiendo una carta de la pila de descartes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is choosing who begins the next age…</source>
        <translation>{player} está eligiendo quién empieza la siguiente Era…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is playing…</source>
        <translation>{player} está jugando…</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+22"/>
        <source>the central deck</source>
        <translation>el mazo central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck of {wonder}</source>
        <translation>el mazo de {wonder}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+83"/>
        <source>{player} builds {card} for free (chain).</source>
        <translation>{player} construye {card} gratis (cadena).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} builds {card} for free.</source>
        <translation>{player} construye {card} gratis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} builds {card} from the discard pile.</source>
        <translation>{player} construye {card} de la pila de descartes.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} builds {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} construye {card} por %n moneda.</numerusform>
            <numerusform>{player} construye {card} por %n monedas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} builds {card}.</source>
        <translation>{player} construye {card}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+19"/>
        <source>{player} discards a card for coins.</source>
        <translation>{player} vende una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card} for coins.</source>
        <translation>{player} vende {card}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{player} defeats {other}: +%n victory point(s).</source>
        <translation>
            <numerusform>{player} vence a {other}: +%n punto de victoria.</numerusform>
            <numerusform>{player} vence a {other}: +%n puntos de victoria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{player} is defeated by {other}: -%n victory point(s).</source>
        <translation>
            <numerusform>{player} es derrotado por {other}: -%n punto de victoria.</numerusform>
            <numerusform>{player} es derrotado por {other}: -%n puntos de victoria.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+8"/>
        <source>nobody wins a token</source>
        <translation>nadie gana marcadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle! Military victory tokens: {result}.</source>
        <translation>¡Batalla! Marcadores de victoria militar: {result}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+17"/>
        <source>{player} draws progress tokens from the box.</source>
        <translation>{player} roba fichas de Progreso de la caja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} draws progress tokens from the box: {tokens}.</source>
        <translation>{player} roba fichas de Progreso de la caja: {tokens}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+10"/>
        <source>{player} pays {coins} to the bank and takes %n debt token(s).</source>
        <translation>
            <numerusform>{player} paga {coins} a la reserva y toma %n marcador de Deuda.</numerusform>
            <numerusform>{player} paga {coins} a la reserva y toma %n marcadores de Deuda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+6"/>
        <source>{player} takes %n debt token(s).</source>
        <translation>
            <numerusform>{player} toma %n marcador de Deuda.</numerusform>
            <numerusform>{player} toma %n marcadores de Deuda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{player} must lose %n coin(s) (coins or debt tokens).</source>
        <translation>
            <numerusform>{player} debe perder %n moneda (monedas o marcadores de Deuda).</numerusform>
            <numerusform>{player} debe perder %n monedas (monedas o marcadores de Deuda).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+33"/>
        <source>The game is over. Winner: {players}.</source>
        <translation>
            <numerusform>Fin de la partida. Ganador: {players}.</numerusform>
            <numerusform>Fin de la partida. Ganadores: {players}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+8"/>
        <source>{player} discards {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} descarta {card} y recibe %n moneda.</numerusform>
            <numerusform>{player} descarta {card} y recibe %n monedas.</numerusform>
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
        <translation>{player} no construye nada de la pila de descartes.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+3"/>
        <source>{card} is revealed.</source>
        <translation>Se revela {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} loses {card}.</source>
        <translation>{player} pierde {card}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+6"/>
        <source>{player} takes {card} from {deck}.</source>
        <translation>{player} toma {card} d{deck}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} looks at %n card(s) of {deck}.</source>
        <translation>
            <numerusform>{player} mira %n carta d{deck}.</numerusform>
            <numerusform>{player} mira %n cartas d{deck}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/event_text.py" line="-32"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <translation>{player} desarrolla la Etapa {stage} de su Maravilla.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+3"/>
        <source>{player} builds {wonder}.</source>
        <translation>{player} construye {wonder}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+4"/>
        <source>{player} completes {wonder}!</source>
        <translation>¡{player} completa {wonder}!</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+3"/>
        <source>{player} takes {wonder}.</source>
        <translation>{player} toma {wonder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wonders on offer: {wonders}.</source>
        <translation>Maravillas disponibles: {wonders}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{wonder} goes back to the box.</source>
        <translation>{wonder} vuelve a la caja.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+5"/>
        <source>{player} gains %n coin(s).</source>
        <translation>
            <numerusform>{player} recibe %n moneda.</numerusform>
            <numerusform>{player} recibe %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{player} loses %n coin(s).</source>
        <translation>
            <numerusform>{player} pierde %n moneda.</numerusform>
            <numerusform>{player} pierde %n monedas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+49"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <comment>classic1</comment>
        <translation>{player} desarrolla la Etapa {stage} de su Maravilla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <comment>classic2</comment>
        <translation>{player} desarrolla la Etapa {stage} de su Maravilla.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+91"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <comment>architects</comment>
        <translation>{player} construye la etapa {stage} de su Maravilla.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>{player} discards a card for coins.</source>
        <comment>classic1</comment>
        <translation>{player} vende una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card} for coins.</source>
        <comment>classic1</comment>
        <translation>{player} vende {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} takes a victory token ({token} points).</source>
        <comment>classic1</comment>
        <translation>{player} toma un marcador de Victoria ({token} puntos).</translation>
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
            <numerusform>{player} paga {coins} a la reserva y toma %n marcador de Deuda.</numerusform>
            <numerusform>{player} paga {coins} a la reserva y toma %n marcadores de Deuda.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} builds {card} for free (chain).</source>
        <comment>classic1</comment>
        <translation>{player} construye {card} gratis (cadena).</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+69"/>
        <source>{player} builds {card} from the discard pile.</source>
        <comment>duel</comment>
        <translation>{player} construye {card} de la pila de descartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} builds nothing from the discard pile.</source>
        <comment>duel</comment>
        <translation>{player} no construye nada de la pila de descartes.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+8"/>
        <source>{player} takes %n diplomacy token(s).</source>
        <translation>
            <numerusform>{player} toma %n marcador de Diplomacia.</numerusform>
            <numerusform>{player} toma %n marcadores de Diplomacia.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} uses a diplomacy token and stays out of this conflict.</source>
        <translation>{player} usa un marcador de Diplomacia y no participa en este conflicto.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} discards %n defeat token(s).</source>
        <translation>
            <numerusform>{player} descarta %n marcador de Derrota.</numerusform>
            <numerusform>{player} descarta %n marcadores de Derrota.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes a victory token ({token} points).</source>
        <translation>{player} toma un marcador de Victoria ({token} puntos).</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} pays %n coin(s) to {other}.</source>
        <translation>
            <numerusform>{player} paga %n moneda a {other}.</numerusform>
            <numerusform>{player} paga %n monedas a {other}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+6"/>
        <source>{player} takes the progress token {token}.</source>
        <translation>{player} toma la ficha de Progreso {token}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+4"/>
        <source>{player} uses {token}.</source>
        <translation>{player} usa {token}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} exchanges {cards} for a progress token.</source>
        <translation>{player} cambia {cards} por una ficha de Progreso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the cat.</source>
        <translation>{player} toma el gato.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} turns %n conflict token(s) to the battle side.</source>
        <translation>
            <numerusform>{player} gira %n ficha de conflicto a su cara de guerra.</numerusform>
            <numerusform>{player} gira %n fichas de conflicto a su cara de guerra.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+7"/>
        <source>The conflict pawn moves from {start} to {end}.</source>
        <translation>El medidor de Conflicto pasa de {start} a {end}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n coin(s) to a military token.</source>
        <translation>
            <numerusform>{player} pierde %n moneda por una ficha Militar.</numerusform>
            <numerusform>{player} pierde %n monedas por una ficha Militar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{other} starts age {age}.</source>
        <translation>{other} empieza la Era {age}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} plays again.</source>
        <translation>{player} juega un segundo turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age {age} begins.</source>
        <translation>Empieza la Era {age}.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+6"/>
        <source>End of age {age}.</source>
        <translation>Fin de la Era {age}.</translation>
    </message>
</context>
<context>
    <name>FinalActions</name>
    <message>
        <location filename="../wonders_desktop/ui/views/final_actions.py" line="+101"/>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game with the same players and options, and a new shuffle.</source>
        <translation>Una nueva partida con los mismos jugadores y opciones, y un nuevo barajado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another game, its players and options.</source>
        <translation>Elegir otro juego, sus jugadores y opciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the table</source>
        <translation>Volver a la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fold the score sheet away to look at the final table (Esc).</source>
        <translation>Plegar la hoja de puntuación para ver la mesa final (Esc).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse…</source>
        <translation>Analizar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which moves gave up win chance, and the better ones</source>
        <translation>Qué jugadas perdieron probabilidad de victoria, y las mejores</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../wonders_desktop/bots/registry.py" line="-28"/>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/session/controller.py" line="+107"/>
        <source>New game (seed {seed}).</source>
        <translation>Nueva partida (semilla {seed}).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The {level} bot is not available yet: {player} is played by the random bot.</source>
        <translation>El bot {level} aún no está disponible: {player} lo juega el bot aleatorio.</translation>
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
        <translation>Ciudad Libre</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/seat_names.py" line="+33"/>
        <location filename="../wonders_desktop/ui/savegames/game_summary.py" line="+7"/>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/savegames/game_summary.py" line="+1"/>
        <source>{level} bot {n}</source>
        <translation>Bot {level} {n}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/session/controller.py" line="+7"/>
        <source>{name} (you)</source>
        <translation>{name} (tú)</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/session/bot_driver.py" line="+118"/>
        <source>The bot of {player} failed ({error}); a safe move was played instead.</source>
        <translation>El bot de {player} falló ({error}); se jugó en su lugar una jugada segura.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The bot of {player} did not answer within {seconds} s; a safe move was played instead.</source>
        <translation>El bot de {player} no respondió en {seconds} s; se jugó en su lugar una jugada segura.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/session/controller.py" line="+130"/>
        <source>Your last move was taken back.</source>
        <translation>Se deshizo tu última jugada.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../wonders_desktop/ui/window/start_page.py" line="+65"/>
        <source>Set up a game…</source>
        <translation>Preparar una partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
</context>
<context>
    <name>GenericTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/generic.py" line="+124"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The game is over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: choose a move below.</source>
        <translation>Tu turno: elige una jugada abajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}, your turn: choose a move below.</source>
        <translation>{player}, tu turno: elige una jugada abajo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {players}…</source>
        <translation>Esperando a {players}…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No move to make now</source>
        <translation>Ninguna jugada por hacer ahora</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your moves (%n)</source>
        <translation>
            <numerusform>Tus jugadas (%n)</numerusform>
            <numerusform>Tus jugadas (%n)</numerusform>
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
        <translation>le toca</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <location filename="../wonders_desktop/ui/views/hinting.py" line="+96"/>
        <source>no answer within {seconds} s</source>
        <extracomment>``(view, seat, seconds, request, cancel) -&gt; answer``: one game&apos;s hint search (the request is its seed).</extracomment>
        <translation>sin respuesta en {seconds} s</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../wonders_desktop/ui/language/help_words.py" line="+13"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/help.py" line="+15"/>
        <source>Choose the previous or next card of your hand, whatever you clicked last.</source>
        <translation>Elegir la carta anterior o siguiente de tu mano, sea cual sea el último clic.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Build the chosen card.</source>
        <translation>Construir la Estructura de la carta elegida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a stage of your Wonder with the chosen card.</source>
        <translation>Construir una Etapa de tu Maravilla con la carta elegida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the chosen card for 3 coins.</source>
        <translation>Vender la carta elegida (3 monedas).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the chosen card for free (Olympia).</source>
        <translation>Construir gratis la carta elegida (Olimpia).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass: build nothing from the discard pile (Halikarnassos).</source>
        <translation>Pasar: no construir nada de las cartas descartadas (Halicarnaso).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk through the buttons, the payments and the cities.</source>
        <translation>Recorrer los botones, los pagos y las ciudades.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="-39"/>
        <source>Select the previous or next card you can take from the structure, whatever you clicked last (during a decision: its options).</source>
        <translation>Seleccionar la carta anterior o siguiente que puedes tomar de la estructura, sea cual sea el último clic (durante una decisión: sus opciones).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Construct the selected card.</source>
        <translation>Construir la carta seleccionada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the selected card for coins.</source>
        <translation>Descartar la carta seleccionada para obtener monedas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Construct a Wonder with the selected card (with several Wonders, choose one with Tab and Enter).</source>
        <translation>Construir una Maravilla con la carta seleccionada (con varias Maravillas, elige una con Tab e Intro).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Walk through the buttons and the options.</source>
        <translation>Recorrer los botones y las opciones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint (the button Hint does the same): the card the hint suggests is selected and has the focus; Enter and the letters act on it.</source>
        <translation>Pista (el botón Pista hace lo mismo): la carta sugerida queda seleccionada y con el foco; Intro y las letras actúan sobre ella.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/help.py" line="+15"/>
        <source>Move to the previous or next thing you may use now (a deck, a stage of your Wonder, a Progress token), whatever you clicked last.</source>
        <translation>Ir al elemento anterior o siguiente que puedes usar ahora (un mazo, una Etapa de tu Maravilla, una ficha de Progreso), sea cual sea el último clic.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use it: take the card, build the stage, take the token.</source>
        <translation>Usarlo: tomar la carta, construir la Etapa, tomar la ficha.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In a list of choices (the science cards to exchange, the token for the extra card): choose another.</source>
        <translation>En una lista de opciones (las cartas Verdes a descartar, la ficha para la carta adicional): elegir otra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Walk through everything you may use and every button.</source>
        <translation>Recorrer todo lo que puedes usar y todos los botones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../wonders_desktop/ui/views/classic/help.py" line="+3"/>
        <source>Hint: the hard bot&apos;s move is marked on the table, with one line saying why (the button Hint does the same).</source>
        <translation>Pista: la jugada del bot difícil se marca en la mesa, con una línea que explica por qué (el botón Pista hace lo mismo).</translation>
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
        <translation>Ir a las acciones de la carta elegida: la enmarcada y resaltada es la que Intro ejecuta; Intro otra vez la ejecuta, o Tab pasa a otra.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="-25"/>
        <source>Go to the selected card&apos;s actions: the framed one is the action Enter runs; press Enter again to run it, or Tab to another.</source>
        <translation>Ir a las acciones de la carta seleccionada: la enmarcada es la que Intro ejecuta; Intro otra vez la ejecuta, o Tab pasa a otra.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/help.py" line="+0"/>
        <location filename="../wonders_desktop/ui/views/duel/help.py" line="+25"/>
        <source>Close the score sheet.</source>
        <translation>Cerrar la hoja de puntuación.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/keyboard_help.py" line="+65"/>
        <source>Every turn starts with the keyboard focus, framed, on what you choose (a card, a Wonder, a piece). On every table the arrow keys move the selection, whatever you clicked last; the letters and Enter act on the selected card.</source>
        <translation>Cada turno empieza con el foco del teclado, enmarcado, en lo que eliges (una carta, una Maravilla, una pieza). En todas las mesas las flechas mueven la selección, sea cual sea el último clic; las letras e Intro actúan sobre la carta seleccionada.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+39"/>
        <location line="+151"/>
        <source>Wonder</source>
        <translation>Maravilla</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Side</source>
        <translation>Cara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages built</source>
        <translation>Etapas construidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built</source>
        <translation>Construidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+143"/>
        <source>Coins</source>
        <translation>Monedas</translation>
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
        <translation>Marcadores de victoria militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shields</source>
        <translation>Escudos</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+35"/>
        <source>Debt</source>
        <translation>Deuda</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+1"/>
        <location line="+142"/>
        <source>Progress tokens</source>
        <translation>Fichas de Progreso</translation>
    </message>
    <message>
        <location line="-141"/>
        <location line="+140"/>
        <source>Wonders</source>
        <translation>Maravillas</translation>
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
        <translation>Ciencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Team</source>
        <translation>Equipo</translation>
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
        <translation>Bajo la Maravilla</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+34"/>
        <source>Coins gained</source>
        <translation>Monedas recibidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins spent</source>
        <translation>Monedas gastadas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+1"/>
        <source>Decks</source>
        <translation>Mazos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+1"/>
        <source>Conflict</source>
        <translation>Fichas de conflicto</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Removed cards</source>
        <translation>Cartas retiradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress tokens on the board</source>
        <translation>Fichas de Progreso en el tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress tokens in the box</source>
        <translation>Fichas de Progreso en la caja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress tokens drawn</source>
        <translation>Fichas de Progreso robadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonders on offer</source>
        <translation>Maravillas disponibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonders of the draft</source>
        <translation>Maravillas de la selección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonders built</source>
        <translation>Maravillas construidas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-8"/>
        <source>Progress tokens on display</source>
        <translation>Fichas de Progreso a la vista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress token pile</source>
        <translation>Pila de fichas de Progreso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at</source>
        <translation>Mirando</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Paid in</source>
        <translation>Recibido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid out</source>
        <translation>Pagado</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+36"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
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
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+7"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+7"/>
        <source>Treasury</source>
        <translation>Tesorería</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Civilian structures</source>
        <translation>Estructuras Civiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Scientific structures</source>
        <translation>Estructuras Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Commercial structures</source>
        <translation>Estructuras Comerciales</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Guilds</source>
        <translation>Gremios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Cartas Negras</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+9"/>
        <source>Blue cards</source>
        <translation>Cartas azules</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+66"/>
        <source>Victory on points.</source>
        <translation>Victoria por puntos.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+15"/>
        <source>Military supremacy.</source>
        <translation>Supremacía militar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Scientific supremacy.</source>
        <translation>Supremacía científica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian victory.</source>
        <translation>Victoria civil.</translation>
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
        <translation>Etapas construidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <comment>classic1</comment>
        <translation>Marcadores de Conflicto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <comment>classic2</comment>
        <translation>Marcadores de Conflicto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <comment>classic1</comment>
        <translation>Reserva</translation>
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
        <translation>Conflictos Militares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military</source>
        <comment>classic2</comment>
        <translation>Conflictos Militares</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-37"/>
        <source>Military</source>
        <comment>architects</comment>
        <translation>Victoria militar</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Treasury</source>
        <comment>classic1</comment>
        <translation>Tesorería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <comment>classic2</comment>
        <translation>Tesorería</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="-70"/>
        <source>Treasury</source>
        <comment>duel</comment>
        <translation>Tesoro</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Civilian structures</source>
        <comment>classic1</comment>
        <translation>Cartas Azules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structures</source>
        <comment>classic2</comment>
        <translation>Cartas Azules</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Civilian structures</source>
        <comment>duel</comment>
        <translation>Estructuras civiles</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Scientific structures</source>
        <comment>classic1</comment>
        <translation>Cartas Verdes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific structures</source>
        <comment>classic2</comment>
        <translation>Cartas Verdes</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Scientific structures</source>
        <comment>duel</comment>
        <translation>Estructuras científicas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Commercial structures</source>
        <comment>classic1</comment>
        <translation>Cartas Amarillas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commercial structures</source>
        <comment>classic2</comment>
        <translation>Cartas Amarillas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Commercial structures</source>
        <comment>duel</comment>
        <translation>Estructuras comerciales</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Guilds</source>
        <comment>classic1</comment>
        <translation>Cartas Moradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <comment>classic2</comment>
        <translation>Cartas Moradas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Guilds</source>
        <comment>duel</comment>
        <translation>Gremios</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/labels.py" line="+18"/>
        <location line="+1"/>
        <source>most coins</source>
        <translation>más monedas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+55"/>
        <location line="+1"/>
        <source>most points from civilian structures</source>
        <translation>más puntos en Estructuras civiles</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+42"/>
        <source>most wonder stages</source>
        <translation>más etapas construidas</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../wonders_desktop/ui/learn/guide.py" line="+132"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step {n} of {total}</source>
        <translation>Paso {n} de {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Read this first, then click Next.</source>
        <translation>Lee esto primero y pulsa Siguiente.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/learn/scoring.py" line="+20"/>
        <source>Total: {points}. {result} You have finished the guided game: New game… starts a game of your own.</source>
        <translation>Total: {points}. {result} Has terminado la partida guiada: Nueva partida… empieza una partida tuya.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner scored {best}: another game will go better.</source>
        <translation>El ganador hizo {best}: la próxima partida irá mejor.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/learn.py" line="+32"/>
        <source>Take the card on top of the deck on your left.</source>
        <translation>Toma la carta de la parte superior del mazo a tu izquierda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Welcome to 7 Wonders Architects! You build your Wonder, {babylon}, stage by stage. The game ends when a player completes their Wonder.</source>
        <translation>¡Bienvenido a 7 Wonders Architects! Construyes tu Maravilla, {babylon}, etapa a etapa. La partida termina cuando un jugador completa su Maravilla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On your turn, take one card: the top card of the deck on your left or on your right (face up), or the top card of the central deck (face down).</source>
        <translation>En tu turno, toma una carta: la de encima del mazo a tu izquierda o a tu derecha (boca arriba), o la de encima del mazo central (boca abajo).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Grey cards give Resources, to build the stages of your Wonder. Take the Glass from the deck on your left: click the deck.</source>
        <translation>Las cartas grises dan Recursos, para construir las etapas de tu Maravilla. Toma el Vidrio del mazo a tu izquierda: haz clic en el mazo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Green cards give scientific symbols. Take the green card on your left.</source>
        <translation>Las cartas verdes dan símbolos científicos. Toma la carta verde a tu izquierda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same symbol again: with 2 identical scientific symbols (or 3 different ones) you must take a Progress token. Take the card.</source>
        <translation>Otra vez el mismo símbolo: con 2 símbolos científicos idénticos (o 3 distintos) debes tomar una Ficha de Progreso. Toma la carta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Progress token is taken from the three face up, or from the top of the face-down pile; the green cards used are discarded. Take {tactics}: its shields will count in the Battles.</source>
        <translation>La Ficha de Progreso se toma de las tres boca arriba o de encima de la pila boca abajo; las cartas verdes usadas se descartan. Toma {tactics}: sus escudos contarán en las batallas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take the {tactics} Progress token.</source>
        <translation>Toma la Ficha de Progreso {tactics}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red cards give shields. Take the red card on your left.</source>
        <translation>Las cartas rojas dan escudos. Toma la carta roja a tu izquierda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another green card: take it, for your next Progress token.</source>
        <translation>Otra carta verde: tómala, para tu próxima Ficha de Progreso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some red cards show horns: each horn turns a Conflict token to its Battle side. Take this one.</source>
        <translation>Algunas cartas rojas muestran cuernos: cada cuerno gira una ficha de conflicto a su cara de guerra. Toma esta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The last Conflict token turned: a Battle at the end of that turn. Each player compares shields with both neighbours; more shields win a Military Victory token. Red cards with horns are then discarded.</source>
        <translation>Se giró la última ficha de conflicto: una batalla al final de ese turno. Cada jugador compara sus escudos con los de sus 2 vecinos; con más escudos se gana un marcador de victoria militar. Después se descartan las cartas rojas con cuernos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Blue cards give Victory points. This one shows the cat: take it, and the cat marker comes to you.</source>
        <translation>Las cartas azules dan puntos de victoria. Esta muestra el gato: tómala, y el Gato viene contigo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With the cat, at the start of your turn you may look at the top card of the central deck in secret. It goes to the next player who takes a blue card with a cat; at the end it is worth 2 points.</source>
        <translation>Con el Gato, al empezar tu turno puedes mirar en secreto la carta de encima del mazo central. Pasa al siguiente jugador que tome una carta azul con gato; al final vale 2 puntos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Yellow cards give Coins: a Coin replaces any missing Resource. Take the Coin.</source>
        <translation>Las cartas amarillas dan monedas: una moneda sustituye a cualquier Recurso que falte. Toma la moneda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have the Resources of stage 1 (2 different: your Glass and a Coin): building it is mandatory. Click the stage.</source>
        <translation>Tienes los Recursos de la etapa 1 (2 distintos: tu Vidrio y una moneda): construirla es obligatorio. Haz clic en la etapa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build stage 1 of your Wonder.</source>
        <translation>Construye la etapa 1 de tu Maravilla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play freely now. The first player to complete their Wonder ends the game at the end of their turn. I will speak again at the end.</source>
        <translation>Ahora juega libremente. El primer jugador que complete su Maravilla termina la partida al final de su turno. Volveré a hablar al final.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../wonders_desktop/ui/views/classic/learn.py" line="+175"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="+134"/>
        <source>The game is over. Let us read your score sheet, line by line.</source>
        <translation>La partida ha terminado. Leamos tu hoja de puntuación, línea por línea.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A Battle: each player compares their shields with each neighbour&apos;s. More shields win a Military Victory token; then the Conflict tokens return to their peaceful side.</source>
        <translation>Una batalla: cada jugador compara sus escudos con los de cada vecino. Con más escudos se gana un marcador de victoria militar; después, las fichas de conflicto vuelven al lado de la Paz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The cat changed hands: whoever takes a blue card with a cat takes the cat marker too.</source>
        <translation>El gato cambió de manos: quien toma una carta azul con un gato toma también el marcador de gato.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Progress token was taken: two identical green symbols, or three different ones, give one. Its effect lasts until the end of the game.</source>
        <translation>Se tomó una ficha de Progreso: dos símbolos verdes idénticos, o tres diferentes, dan una. Su efecto dura hasta el final de la partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A Wonder stage was built: as soon as a player has its Resources, building it is mandatory. The player who builds their last stage ends the game.</source>
        <translation>Se construyó una etapa de Maravilla: en cuanto un jugador tiene sus recursos, construirla es obligatorio. Quien construye su última etapa termina la partida.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../wonders_desktop/ui/views/classic/learn.py" line="+52"/>
        <source>{row}: {points}. The points of the stages you built.</source>
        <translation>{row}: {points}. Los puntos de las etapas que construiste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. The points of your blue cards.</source>
        <translation>{row}: {points}. Los puntos de tus cartas azules.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. 2 points if the cat marker is yours.</source>
        <translation>{row}: {points}. 2 puntos si el Gato es tuyo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. Your Military Victory tokens.</source>
        <translation>{row}: {points}. Tus marcadores de victoria militar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="+41"/>
        <source>{row}: {points}. Some Progress tokens score points.</source>
        <translation>{row}: {points}. Algunas Fichas de Progreso dan puntos.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/learn.py" line="-194"/>
        <source>Welcome to 7 Wonders! A game lasts three Ages. At the start of each Age you receive a hand of 7 cards: here is yours.</source>
        <translation>¡Bienvenido a 7 Wonders! Una partida dura tres Eras. Al empezar cada Era recibes una mano de 7 cartas: aquí está la tuya.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is your city, {gizah}. Its board produces 1 Stone every turn: resources pay the cost of the cards you build.</source>
        <translation>Esta es tu ciudad, {gizah}. Su tablero produce 1 Piedra cada turno: los recursos pagan el coste de las cartas que construyes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each turn all players choose a card at the same time, then do one of three actions with it: build the structure, build a stage of their Wonder, or discard the card for 3 coins.</source>
        <translation>Cada turno, todos eligen una carta a la vez y hacen con ella una de tres acciones: construir la Estructura de la carta, desarrollar una Etapa de su Maravilla o vender la carta por 3 monedas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The {baths} card costs 1 Stone, and your city produces Stone. Click the card, then its build button.</source>
        <translation>La carta {baths} cuesta 1 Piedra, y tu ciudad produce Piedra. Haz clic en la carta y luego en su botón de construir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not this one: build the {baths}, paid with your own Stone.</source>
        <translation>Esta no: construye {baths}, pagada con tu propia Piedra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once every player has chosen, the cards are played together. In Age I the hands then pass to the left: you receive the cards of your right neighbour.</source>
        <translation>Cuando todos han elegido, las cartas se juegan a la vez. En la Era I las manos pasan luego a la izquierda: recibes las cartas de tu vecino de la derecha.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Brown cards are raw materials. The {clay_pit} costs 1 coin, paid to the bank; it will produce Clay or Ore. Build it.</source>
        <translation>Las cartas marrones son materias primas. {clay_pit} cuesta 1 moneda, pagada a la reserva; producirá Arcilla o Mineral. Constrúyela.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build the {clay_pit} this turn: it shows a cost in coins.</source>
        <translation>Construye {clay_pit} este turno: muestra un coste en monedas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {barracks} card costs 1 Ore, made by your {clay_pit}. Red cards give shields, compared with your neighbours&apos; at the end of each Age. Build it.</source>
        <translation>La carta {barracks} cuesta 1 Mineral, que produce tu {clay_pit}. Las cartas rojas dan escudos, comparados con los de tus vecinos al final de cada Era. Constrúyela.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build the {barracks}: your {clay_pit} pays its Ore.</source>
        <translation>Construye {barracks}: tu {clay_pit} paga su Mineral.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commerce: you may buy a resource your neighbours produce for 2 coins, paid to that neighbour, who keeps it. Your left neighbour produces Glass.</source>
        <translation>Comercio: puedes comprar un recurso que producen tus vecinos por 2 monedas, pagadas a ese vecino, que no lo pierde. Tu vecino de la izquierda produce Vidrio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {workshop} costs 1 Glass. Choose it: its build button shows the price, 2 coins to your left neighbour. Build it.</source>
        <translation>{workshop} cuesta 1 Vidrio. Elígelo: su botón de construir muestra el precio, 2 monedas a tu vecino de la izquierda. Constrúyelo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build the {workshop}, buying its Glass from your left neighbour.</source>
        <translation>Construye {workshop}, comprando su Vidrio a tu vecino de la izquierda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {stockade} card needs Wood that nobody can sell you now. Discard it for 3 coins: the third action.</source>
        <translation>La carta {stockade} necesita Madera que nadie puede venderte ahora. Véndela por 3 monedas: la tercera acción.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard the {stockade} for 3 coins this turn.</source>
        <translation>Vende {stockade} por 3 monedas este turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Wonder is built stage by stage, left to right. A stage is built with any card of your hand, put face down under the board: that card&apos;s own effect is lost.</source>
        <translation>Tu Maravilla se construye Etapa a Etapa, de izquierda a derecha. Una Etapa se desarrolla con cualquier carta de tu mano, boca abajo bajo el tablero: el efecto de esa carta se pierde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The first stage costs 2 Stone: 1 from your city, 1 bought from your left neighbour. Build it with the {timber_yard}.</source>
        <translation>La primera Etapa cuesta 2 Piedras: 1 de tu ciudad, 1 comprada a tu vecino de la izquierda. Desarróllala con {timber_yard}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build your Wonder&apos;s stage with the {timber_yard}.</source>
        <translation>Desarrolla una Etapa de tu Maravilla con {timber_yard}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of Age I: the Military Conflicts. Your shields are compared with each neighbour&apos;s: more shields win a Victory token (1 point), fewer take a Defeat token (−1 point).</source>
        <translation>Fin de la Era I: los Conflictos Militares. Tus escudos se comparan con los de cada vecino: con más escudos ganas un marcador de Victoria (1 punto), con menos recibes un marcador de Derrota (−1 punto).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Age II: the hands pass to the right. Play freely now. Chains: a structure named on a card you built is free (your {baths} make the {aqueduct} free). I will speak again at the end of the Age.</source>
        <translation>Era II: las manos pasan a la derecha. Ahora juega libremente. Cadenas: una Estructura nombrada en una carta que construiste es gratis ({baths} hace gratis {aqueduct}). Volveré a hablar al final de la Era.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>End of Age II: its Victory tokens are worth 3 points. In Age III come the purple Guilds, and victories are worth 5 points.</source>
        <translation>Fin de la Era II: sus marcadores de Victoria valen 3 puntos. En la Era III llegan los Gremios morados, y las victorias valen 5 puntos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Age III: the hands pass to the left again. Play the last Age freely.</source>
        <translation>Era III: las manos vuelven a pasar a la izquierda. Juega la última Era libremente.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A chain: you built a structure for free because your city has the structure named beside its cost. Look for these names when you choose a card.</source>
        <translation>Una cadena: construiste una Estructura gratis porque tu ciudad tiene la Estructura nombrada junto a su coste. Busca esos nombres al elegir una carta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You bought a resource from a neighbour: 2 coins each, paid to that neighbour. The coins you pay make a neighbour richer: buy only what you need.</source>
        <translation>Compraste un recurso a un vecino: 2 monedas cada uno, pagadas a ese vecino. Las monedas que pagas enriquecen al vecino: compra solo lo que necesites.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A stage of your Wonder is built: its effect applies from now on, and its points count at the end. The stages are built left to right.</source>
        <translation>Se desarrolló una Etapa de tu Maravilla: su efecto se aplica desde ahora y sus puntos cuentan al final. Las Etapas se construyen de izquierda a derecha.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{row}: {points}. Your Victory tokens minus your Defeat tokens.</source>
        <extracomment>What each row of the score sheet counts (the final steps read them).</extracomment>
        <translation>{row}: {points}. Tus marcadores de Victoria menos los de Derrota.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="+4"/>
        <source>{row}: {points}. 1 point for every 3 coins.</source>
        <translation>{row}: {points}. 1 punto por cada 3 monedas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="-9"/>
        <source>{row}: {points}. The points printed on your blue cards.</source>
        <translation>{row}: {points}. Los puntos impresos en tus cartas azules.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. Each kind of symbol scores its count squared, and each set of three different symbols 7 more.</source>
        <translation>{row}: {points}. Cada tipo de símbolo vale su cantidad al cuadrado, y cada grupo de tres símbolos distintos, 7 más.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="+2"/>
        <source>{row}: {points}. Some yellow cards of Age III score points.</source>
        <translation>{row}: {points}. Algunas cartas amarillas de la Era III dan puntos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. Each Guild scores what its card says.</source>
        <translation>{row}: {points}. Cada Gremio vale lo que dice su carta.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/learn.py" line="-142"/>
        <source>Welcome to 7 Wonders Duel! The game lasts three Ages. Each Age, the cards are laid out in a structure: you may take only the accessible cards, those no other card covers.</source>
        <translation>¡Bienvenido a 7 Wonders Duel! La partida dura tres Eras. En cada Era las cartas se colocan en una estructura: solo puedes tomar las cartas accesibles, las que ninguna otra carta cubre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On your turn you take one accessible card and either construct the building, discard it for coins, or use it to construct one of your Wonders.</source>
        <translation>En tu turno tomas una carta accesible y construyes la Estructura, la descartas para obtener monedas o la usas para construir una de tus Maravillas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {clay_pool} costs nothing and produces Clay. Click it, then construct the building.</source>
        <translation>{clay_pool} no cuesta nada y produce Arcilla. Haz clic en ella y construye la Estructura.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not this one: construct the {clay_pool}, which is free.</source>
        <translation>Esta no: construye {clay_pool}, que es gratis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {workshop} costs 1 Papyrus that you do not produce. You buy it from the bank: 2 coins, plus 1 for each Papyrus your opponent produces. Its green symbol is a scientific symbol.</source>
        <translation>{workshop} cuesta 1 Papiro que no produces. Lo compras al banco: 2 monedas, más 1 por cada Papiro que produce tu rival. Su símbolo verde es un símbolo científico.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Construct the {workshop}, buying its Papyrus from the bank.</source>
        <translation>Construye {workshop}, comprando su Papiro al banco.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two identical scientific symbols let you choose one of these Progress tokens at once. Six different symbols win the game: scientific supremacy.</source>
        <translation>Dos símbolos científicos idénticos te dejan elegir al momento una de estas Fichas de Progreso. Seis símbolos distintos ganan la partida: supremacía científica.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {palisade} has a shield: each shield moves the Conflict pawn one space toward your opponent&apos;s capital. Construct it.</source>
        <translation>{palisade} tiene un escudo: cada escudo mueve el medidor de Conflicto una casilla hacia la capital de tu rival. Constrúyela.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Construct the {palisade} this turn.</source>
        <translation>Construye {palisade} este turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the Conflict track. Military tokens on the way make the opponent lose coins; if the pawn reaches the capital, its side wins at once: military supremacy.</source>
        <translation>Este es el camino del medidor de Conflicto. Las fichas Militares del camino hacen perder monedas al rival; si el medidor llega a la capital, su lado gana al instante: supremacía militar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard the {pharmacist} for coins: 2 coins, plus 1 for each of your yellow cards.</source>
        <translation>Descarta {pharmacist} para obtener monedas: 2 monedas, más 1 por cada una de tus cartas amarillas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard the {pharmacist} for coins this turn.</source>
        <translation>Descarta {pharmacist} para obtener monedas este turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your four Wonders. To construct one, pay its cost and put an accessible card under it. Only seven Wonders are built in a game: the eighth is returned to the box.</source>
        <translation>Tus cuatro Maravillas. Para construir una, paga su coste y pon una carta accesible debajo. Solo se construyen siete Maravillas por partida: la octava vuelve a la caja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play freely now. Chains: a building whose chain symbol you already have is constructed for free. I will speak again at the end of the Age.</source>
        <translation>Ahora juega libremente. Cadenas: una Estructura cuyo símbolo de cadena ya tienes se construye gratis. Volveré a hablar al final de la Era.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End of Age I. The player weaker in the military chooses who begins the next Age. The cards of Age II are laid out in a new structure.</source>
        <translation>Fin de la Era I. El jugador más débil militarmente elige quién empieza la siguiente Era. Las cartas de la Era II se colocan en una nueva estructura.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Age III: the purple Guilds join the cards. Play the last Age freely.</source>
        <translation>Era III: los Gremios morados se unen a las cartas. Juega la última Era libremente.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A military token was reached: the player behind the Conflict pawn loses the coins printed on it, and the token leaves the board.</source>
        <translation>Se alcanzó una ficha Militar: el jugador detrás del medidor de Conflicto pierde las monedas impresas en ella, y la ficha sale del tablero.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A Progress token was chosen: a pair of identical scientific symbols gives one at once, and its effect lasts until the end of the game.</source>
        <translation>Se eligió una Ficha de Progreso: una pareja de símbolos científicos idénticos da una al momento, y su efecto dura hasta el final de la partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A Wonder was constructed: the card put under it is spent, and the Wonder&apos;s effect applies at once.</source>
        <translation>Se construyó una Maravilla: la carta puesta debajo se gasta, y el efecto de la Maravilla se aplica al momento.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{row}: {points}. The points printed on your green cards.</source>
        <translation>{row}: {points}. Los puntos impresos en tus cartas verdes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}: {points}. Each Guild card scores what it says.</source>
        <translation>{row}: {points}. Cada carta de Gremio vale lo que dice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}: {points}. The points of the Wonders you built.</source>
        <translation>{row}: {points}. Los puntos de las Maravillas que construiste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}: {points}. The points of the zone the Conflict pawn is in.</source>
        <translation>{row}: {points}. Los puntos de la zona donde está el medidor de Conflicto.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="-30"/>
        <location filename="../wonders_desktop/ui/window/menus.py" line="+95"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/menus.py" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue last game</source>
        <translation>&amp;Continuar la última partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;tatistics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo last move</source>
        <translation>&amp;Deshacer la última jugada</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/bot_levels_help.py" line="+1"/>
        <location filename="../wonders_desktop/ui/window/menus.py" line="+1"/>
        <source>&amp;Analyse this game…</source>
        <translation>Anali&amp;zar esta partida…</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/menus.py" line="+1"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;port a problem…</source>
        <translation>&amp;Informar de un problema…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bot levels</source>
        <translation>&amp;Niveles de los bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch bots play…</source>
        <translation>&amp;Ver jugar a los bots…</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/main_window.py" line="+200"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Puntuación</translation>
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
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
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
        <translation>No se puede empezar esta partida</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/game_files.py" line="-92"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no unfinished game to continue.</source>
        <translation>No hay ninguna partida sin terminar para continuar.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This game is open in another window</source>
        <translation>Esta partida está abierta en otra ventana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another copy of Wonders is playing this game. Play on there, or close it there and open the game here.</source>
        <translation>Otra copia de Wonders está jugando esta partida. Sigue jugando allí, o ciérrala allí y abre la partida aquí.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location filename="../wonders_desktop/ui/window/open_files.py" line="+119"/>
        <source>Cannot open this saved game</source>
        <translation>No se puede abrir esta partida guardada</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/savegames/save_errors.py" line="+20"/>
        <source>The file could not be read.</source>
        <translation>No se pudo leer el archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged or incomplete (it may have been cut short).</source>
        <translation>El archivo está dañado o incompleto (puede haberse cortado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game of this app, or parts of it are missing.</source>
        <translation>El archivo no es una partida guardada de esta aplicación, o le faltan partes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was changed after it was saved: its moves do not lead to the saved position.</source>
        <translation>El archivo se modificó después de guardarse: sus jugadas no llevan a la posición guardada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file was saved by a newer version of the app. Please update the app to open it.</source>
        <translation>El archivo se guardó con una versión más reciente de la aplicación. Actualiza la aplicación para abrirlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is a game this version does not know.</source>
        <translation>El archivo es de un juego que esta versión no conoce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was lost: the file was left untouched.</source>
        <translation>No se perdió nada: el archivo no se modificó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details: {detail}</source>
        <translation>Detalles: {detail}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/game_files.py" line="+35"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonders games (*.wonders)</source>
        <translation>Partidas de Wonders (*.wonders)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game saved.</source>
        <translation>Partida guardada.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/main_window.py" line="+93"/>
        <source>Game over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {n}</source>
        <translation>Jugada {n}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Confirm your move</source>
        <translation>Confirma tu jugada</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/age_summary.py" line="+38"/>
        <source>No military conflict this age.</source>
        <translation>Ningún conflicto militar en esta Era.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/window_dialogs.py" line="+87"/>
        <source>Score sheet</source>
        <translation>Cuadernillo de puntuación</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/window/game_files.py" line="-72"/>
        <location line="+106"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n jugada hecha</numerusform>
            <numerusform>%n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/menus.py" line="-13"/>
        <source>&amp;Save a copy…</source>
        <translation>&amp;Guardar una copia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/game_files.py" line="-101"/>
        <source>Your previous game ({game}) is kept: find it in Game &gt; Open….</source>
        <translation>Tu partida anterior ({game}) sigue guardada: la encontrarás en Partida &gt; Abrir….</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>This game is not saved</source>
        <translation>Esta partida no está guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last autosave of this game failed ({detail}). Save a copy before leaving it? Without one, the game is lost.</source>
        <translation>El último guardado automático de esta partida falló ({detail}). ¿Guardar una copia antes de dejarla? Sin una copia, la partida se perderá.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/savegames/save_errors.py" line="-16"/>
        <source>The file is far too large to be a saved game of this app.</source>
        <translation>El archivo es demasiado grande para ser una partida guardada de esta aplicación.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/main_window.py" line="+45"/>
        <source>The game is saved again.</source>
        <translation>La partida vuelve a estar guardada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/window/game_files.py" line="+127"/>
        <source>%n more unfinished in Saved games</source>
        <translation>
            <numerusform>%n más sin terminar en Partidas guardadas</numerusform>
            <numerusform>%n más sin terminar en Partidas guardadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/learn_entry.py" line="+73"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Aprender a jugar</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>You finished the guided game. Well played!</source>
        <translation>Has terminado la partida guiada. ¡Bien jugado!</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/zoom_actions.py" line="+58"/>
        <source>Zoom &amp;in</source>
        <translation>Am&amp;pliar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actual si&amp;ze</source>
        <translation>Tamaño rea&amp;l</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <source>Text and card size: {percent} %</source>
        <translation>Tamaño del texto y las cartas: {percent} %</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="-36"/>
        <source>Build</source>
        <comment>classic1</comment>
        <translation>Construir la Estructura de la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build</source>
        <comment>classic2</comment>
        <translation>Construir la Estructura de la carta</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="-67"/>
        <source>Build</source>
        <comment>duel</comment>
        <translation>Construir la Estructura</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Wonder stage</source>
        <comment>classic1</comment>
        <translation>Desarrollar una Etapa de tu Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stage</source>
        <comment>classic2</comment>
        <translation>Desarrollar una Etapa de tu Maravilla</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-44"/>
        <source>Wonder stage</source>
        <comment>architects</comment>
        <translation>Construir una etapa</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Build a wonder stage with {card}</source>
        <comment>classic1</comment>
        <translation>Desarrollar una Etapa con {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a wonder stage with {card}</source>
        <comment>classic2</comment>
        <translation>Desarrollar una Etapa con {card}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Wonder</source>
        <comment>duel</comment>
        <translation>Construir una Maravilla</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Discard for coins</source>
        <comment>classic1</comment>
        <translation>Vender la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard for coins</source>
        <comment>classic2</comment>
        <translation>Vender la carta</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Discard for coins</source>
        <comment>duel</comment>
        <translation>Descartar para obtener monedas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Discard {card} for coins</source>
        <comment>classic1</comment>
        <translation>Vender {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard {card} for coins</source>
        <comment>classic2</comment>
        <translation>Vender {card}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Discard {card} for coins</source>
        <comment>duel</comment>
        <translation>Descartar {card} para obtener monedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build from the discard pile</source>
        <comment>duel</comment>
        <translation>Construir de la pila de descartes</translation>
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
        <translation>Etapa de la Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a wonder stage with {card}</source>
        <translation>Construir una Etapa de la Maravilla con {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wonder</source>
        <translation>Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build {wonder} with {card}</source>
        <translation>Construir {wonder} con {card}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="-15"/>
        <source>Discard for coins</source>
        <translation>Descartar para obtener monedas</translation>
    </message>
    <message>
        <location line="-3"/>
        <location filename="../wonders_desktop/ui/views/duel/words.py" line="+1"/>
        <source>Discard {card} for coins</source>
        <translation>Descartar {card} para obtener monedas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build for free</source>
        <translation>Construir gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build {card} for free</source>
        <translation>Construir {card} gratis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a wonder</source>
        <translation>Elegir una Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {wonder}</source>
        <translation>Tomar {wonder}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+6"/>
        <source>Progress token</source>
        <translation>Ficha de Progreso</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>Take {token}</source>
        <translation>Tomar {token}</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Destroy a card</source>
        <translation>Descartar una carta del rival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destroy {card}</source>
        <translation>Descartar {card} del rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="-34"/>
        <source>Build from the discard pile</source>
        <translation>Construir de la pila de descartes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who starts the next age</source>
        <translation>Quién empieza la siguiente Era</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {n} starts</source>
        <translation>Empieza el jugador {n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take a card</source>
        <translation>Tomar una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <location line="+5"/>
        <source>Take from {deck}</source>
        <translation>Tomar d{deck}</translation>
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
        <translation>Efecto de la Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at {deck}</source>
        <translation>Mirar {deck}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep a card</source>
        <translation>Quedarse una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep {card}</source>
        <translation>Quedarse {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
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
        <translation>Monedas o Deuda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a card</source>
        <translation>Jugar una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play {card}</source>
        <translation>Jugar {card}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+1"/>
        <source>Build {card} from the discard pile</source>
        <translation>Construir {card} de la pila de descartes</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="-5"/>
        <source>Build stage {stage} with {cards}</source>
        <translation>Construir la etapa {stage} con {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take {token} for {cards}</source>
        <translation>Tomar {token} a cambio de {cards}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/move_text.py" line="+15"/>
        <source>Pay the whole loss in coins</source>
        <translation>Pagar toda la pérdida en monedas</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Take %n debt token(s), pay the rest in coins</source>
        <translation>
            <numerusform>Tomar %n marcador de Deuda y pagar el resto en monedas</numerusform>
            <numerusform>Tomar %n marcadores de Deuda y pagar el resto en monedas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/words.py" line="+16"/>
        <source>the top token of the face-down pile</source>
        <translation>la ficha superior de la pila boca abajo</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/language/move_text.py" line="+20"/>
        <source>the central deck</source>
        <translation>el mazo central</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the face-down pile</source>
        <translation>la pila boca abajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck of {wonder}</source>
        <translation>el mazo de {wonder}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pay {left} left, {right} right</source>
        <translation>pagar {left} a la izquierda, {right} a la derecha</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Free City: </source>
        <translation>Ciudad Libre: </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+106"/>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} · Team {team}</source>
        <translation>{seat} · Equipo {team}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+62"/>
        <source>Random sides</source>
        <translation>Caras aleatorias</translation>
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
        <translation>Día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All boards on side {side}</source>
        <translation>Todos los tableros por la cara {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{choice} (recommended for a first game)</source>
        <translation>{choice} (recomendado para la primera partida)</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+284"/>
        <source>These options cannot be played: {reason}</source>
        <translation>No se puede jugar con estas opciones: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is not available in this build ({reason}).</source>
        <translation>Este juego no está disponible en esta versión ({reason}).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>This game needs %n seat(s).</source>
        <translation>
            <numerusform>Este juego necesita %n puesto.</numerusform>
            <numerusform>Este juego necesita %n puestos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch bots play</source>
        <translation>Ver jugar a los bots</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="-22"/>
        <source>1st edition</source>
        <translation>1.ª edición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd edition</source>
        <translation>2.ª edición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities expansion</source>
        <translation>Expansión Cities</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free City (2 players)</source>
        <translation>Ciudad Libre (2 jugadores)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams (4 or 6 players)</source>
        <translation>Por equipos (4 o 6 jugadores)</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+3"/>
        <source>Random</source>
        <translation>Aleatorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen for each seat</source>
        <translation>Elegidas para cada puesto</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/setup.py" line="+29"/>
        <source>First game: fixed wonders (recommended)</source>
        <translation>Primera partida: Maravillas fijas (recomendado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder draft</source>
        <translation>Selección de Maravillas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+1"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="-21"/>
        <source>Edition</source>
        <translation>Edición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansion</source>
        <translation>Expansión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/setup.py" line="+24"/>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+1"/>
        <location filename="../wonders_desktop/ui/views/duel/setup.py" line="-6"/>
        <source>Wonders</source>
        <translation>Maravillas</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+1"/>
        <source>Sides</source>
        <translation>Caras</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+1"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot speed</source>
        <translation>Velocidad de los bots</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow (easy to follow)</source>
        <translation>Lenta (fácil de seguir)</translation>
    </message>
</context>
<context>
    <name>PracticeTools</name>
    <message>
        <location filename="../wonders_desktop/ui/views/practice.py" line="+45"/>
        <source>Take back your last move, and the bots&apos; moves after it ({key}).</source>
        <translation>Deshace tu última jugada y las jugadas de los bots posteriores ({key}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking back moves is turned off in Settings.</source>
        <translation>Deshacer jugadas está desactivado en Ajustes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to take back yet.</source>
        <translation>Todavía no hay nada que deshacer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat game: cards were revealed since; turn on Practice take back in Settings.</source>
        <translation>Partida en la misma pantalla: se han revelado cartas desde entonces; activa «Deshacer para practicar» en Ajustes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another player has moved since your last move.</source>
        <translation>Otro jugador ha jugado después de tu última jugada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ask the hard bot what it would play here, and why ({key}).</source>
        <translation>Pregunta al bot difícil qué jugaría aquí, y por qué ({key}).</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back</source>
        <translation>Deshacer jugada</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The hard bot is thinking about your move…</source>
        <translation>El bot difícil está pensando tu jugada…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No hint available ({error}).</source>
        <translation>No hay pista disponible ({error}).</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../wonders_desktop/ui/window/privacy.py" line="+41"/>
        <source>Pass to {player}</source>
        <translation>Pasa a {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hands are hidden. {player}, click when you are ready.</source>
        <translation>Las manos están ocultas. {player}, haz clic cuando estés listo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {player} — show my hand</source>
        <translation>Soy {player}: mostrar mi mano</translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/problem_dialog.py" line="+37"/>
        <source>No game was in play.</source>
        <translation>No había ninguna partida en curso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is saved as it was after the last move: Continue on the start screen resumes it.</source>
        <translation>Su partida está guardada tal como quedó tras el último movimiento: Continuar, en la pantalla de inicio, la reanuda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game&apos;s last autosave is still being written: wait a moment before you quit.</source>
        <translation>El último guardado automático de su partida aún se está escribiendo: espere un momento antes de salir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was a game between bots: watched games are not saved.</source>
        <translation>Era una partida entre bots: las partidas observadas no se guardan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game could not be saved (see the bar above the table): try Save a copy… before you quit.</source>
        <translation>No se pudo guardar su partida (vea la barra sobre la mesa): pruebe Guardar una copia… antes de salir.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>Report a problem</source>
        <translation>Informar de un problema</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Something went wrong.</source>
        <translation>Algo salió mal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play on, but if the table looks wrong, restart the app. To help fix it, copy the report below and send it with a few words on what you were doing.</source>
        <translation>Puede seguir jugando, pero si la mesa se ve mal, reinicie la aplicación. Para ayudar a corregirlo, copie el informe de abajo y envíelo con unas palabras sobre lo que estaba haciendo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy the report below and send it with a few words on what happened and what you expected. It holds the app&apos;s and your system&apos;s versions, the last lines of the log and the game in play (its id and the seats&apos; names): nothing else of yours.</source>
        <translation>Copie el informe de abajo y envíelo con unas palabras sobre lo que ocurrió y lo que esperaba. Contiene las versiones de la aplicación y de su sistema, las últimas líneas del registro y la partida en curso (su id y los nombres de los asientos): nada más suyo.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Copy report</source>
        <translation>Copiar informe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open log folder</source>
        <translation>Abrir carpeta del registro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The data folder cannot be written: the log goes to the terminal.</source>
        <translation>No se puede escribir en la carpeta de datos: el registro va a la terminal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The report is on the clipboard: paste it into your message.</source>
        <translation>El informe está en el portapapeles: péguelo en su mensaje.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The folder could not be opened: {folder}</source>
        <translation>No se pudo abrir la carpeta: {folder}</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../wonders_desktop/ui/views/replay.py" line="+80"/>
        <source>First move</source>
        <translation>Primera jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the replay</source>
        <translation>Salir de la repetición</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {n} of {total}</source>
        <translation>Jugada {n} de {total}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/window/replay_window.py" line="+142"/>
        <source>Replay: {game}</source>
        <translation>Repetición: {game}</translation>
    </message>
</context>
<context>
    <name>ResourceCount</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-138"/>
        <source>%n Wood</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Madera</numerusform>
            <numerusform>%n Maderas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Stone</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Piedra</numerusform>
            <numerusform>%n Piedras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Clay</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Arcilla</numerusform>
            <numerusform>%n Arcillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Ore</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Metal</numerusform>
            <numerusform>%n Metales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Glass</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Cristal</numerusform>
            <numerusform>%n Cristales</numerusform>
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
            <numerusform>%n Tela</numerusform>
            <numerusform>%n Telas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Wood</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Madera</numerusform>
            <numerusform>%n Maderas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Stone</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Piedra</numerusform>
            <numerusform>%n Piedras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Clay</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Arcilla</numerusform>
            <numerusform>%n Arcillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Ore</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Metal</numerusform>
            <numerusform>%n Metales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Glass</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Cristal</numerusform>
            <numerusform>%n Cristales</numerusform>
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
            <numerusform>%n Tela</numerusform>
            <numerusform>%n Telas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/rules_window.py" line="+153"/>
        <source>The rules summary of {game} is not available in this version yet.</source>
        <translation>El resumen de las reglas de {game} aún no está disponible en esta versión.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The printed rulebook is the reference; the game itself only lets you make legal moves.</source>
        <translation>El reglamento impreso es la referencia; el juego solo permite jugadas válidas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This summary is not written in {language} yet: here it is in English.</source>
        <translation>Este resumen aún no está escrito en {language}: aquí está en inglés.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a section…</source>
        <translation>Buscar una sección…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
</context>
<context>
    <name>SaveFailureBar</name>
    <message>
        <location filename="../wonders_desktop/ui/savegames/save_failure_bar.py" line="+47"/>
        <source>This game is not saved: the last autosave failed ({detail}). Free some disk space or save a copy elsewhere; this message stays until a save succeeds.</source>
        <translation>Esta partida no está guardada: el último guardado automático falló ({detail}). Libera espacio en disco o guarda una copia en otro sitio; este aviso se queda aquí hasta que un guardado funcione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a copy…</source>
        <translation>Guardar una copia…</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+55"/>
        <source>2nd edition</source>
        <translation>2.ª edición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1st edition</source>
        <translation>1.ª edición</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cities</source>
        <translation>Cities</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Teams</source>
        <translation>Por equipos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free City</source>
        <translation>Ciudad Libre</translation>
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
        <translation>Solo bots: {bots}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+40"/>
        <location line="+18"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message numerus="yes">
        <location line="-58"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
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
        <translation>{first} y {last}</translation>
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
        <translation>Ganaste ({points})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lead ({points})</source>
        <translation>Vas en cabeza ({points})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} won ({points})</source>
        <translation>Victoria: {names} ({points})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} lead ({points})</source>
        <translation>En cabeza: {names} ({points})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} leads ({points})</source>
        <translation>En cabeza: {names} ({points})</translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <location filename="../wonders_desktop/ui/window/saved_games_page.py" line="+164"/>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game is saved after each move. Unfinished games wait here for you; finished ones keep their score sheet and replay.</source>
        <translation>Cada partida se guarda tras cada jugada. Las partidas sin terminar te esperan aquí; las terminadas conservan su cuadernillo de puntuación y su repetición.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>← Back</source>
        <translation>← Volver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a file…</source>
        <translation>Importar un archivo…</translation>
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
        <translation>Renombrar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse…</source>
        <translation>Analizar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which moves gave up win chance, and the better ones</source>
        <translation>Qué jugadas perdieron probabilidad de victoria, y las mejores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No saved games yet. Start a game: it is saved after every move.</source>
        <translation>Todavía no hay partidas guardadas. Empieza una partida: se guarda tras cada jugada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader</source>
        <translation>Líder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last played</source>
        <translation>Jugada el</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Unfinished games (%n)</source>
        <translation>
            <numerusform>Partida sin terminar (%n)</numerusform>
            <numerusform>Partidas sin terminar (%n)</numerusform>
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
            <numerusform>Archivo que no se puede abrir (%n)</numerusform>
            <numerusform>Archivos que no se pueden abrir (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{name} (open now)</source>
        <translation>{name} (abierta ahora)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A copy you saved or imported:
{path}</source>
        <translation>Una copia que guardaste o importaste:
{path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved automatically after every move:
{path}</source>
        <translation>Guardada automáticamente tras cada jugada:
{path}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be opened</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Back to this game</source>
        <translation>Volver a esta partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is open. Start or open another game to delete it.</source>
        <translation>Esta partida está abierta. Empieza o abre otra partida para eliminarla.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open (score sheet and replay)</source>
        <translation>Abrir (puntuación y repetición)</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+11"/>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Name of this game:</source>
        <translation>Nombre de esta partida:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A name holds no “/”, “\” or line break, and at most {limit} characters: the game is named “{name}”.</source>
        <translation>Un nombre no puede llevar “/”, “\” ni saltos de línea, y tiene como máximo {limit} caracteres: la partida se llama “{name}”.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the game</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wonders games (*.wonders)</source>
        <translation>Partidas de Wonders (*.wonders)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import a saved game</source>
        <translation>Importar una partida guardada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonders games (*.wonders *.json)</source>
        <translation>Partidas de Wonders (*.wonders *.json)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>Cannot import this file</source>
        <translation>No se puede importar este archivo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete this game?</source>
        <translation>¿Eliminar esta partida?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file {name} cannot be opened. Delete it for good?</source>
        <translation>El archivo {name} no se puede abrir. ¿Eliminarlo definitivamente?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” is not finished ({progress}). Deleting it cannot be undone: the game is lost.</source>
        <translation>«{name}» no ha terminado ({progress}). Eliminarla no se puede deshacer: la partida se perderá.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}” will be deleted with its score sheet and replay. This cannot be undone.</source>
        <translation>«{name}» se eliminará con su cuadernillo de puntuación y su repetición. No se puede deshacer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot change this file</source>
        <translation>No se puede modificar este archivo</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>Replay move by move</source>
        <translation>Repasar jugada a jugada</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/score_sheet.py" line="+184"/>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game with the same players and options, and a new shuffle.</source>
        <translation>Una nueva partida con los mismos jugadores y opciones, y un nuevo barajado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse…</source>
        <translation>Analizar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which moves gave up win chance, and the better ones</source>
        <translation>Qué jugadas perdieron probabilidad de victoria, y las mejores</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No game yet.</source>
        <translation>Aún no hay partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Provisional scores</source>
        <translation>Puntuación provisional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points each city would score if the game ended now.</source>
        <translation>Puntos que cada ciudad obtendría si la partida terminara ahora.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>{player} wins!</source>
        <translation>¡{player} gana!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared victory: {players}</source>
        <translation>Victoria compartida: {players}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tie broken by {rule}.</source>
        <translation>Empate resuelto por {rule}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/settings_dialog.py" line="+19"/>
        <source>Follow the system</source>
        <translation>Seguir el sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
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
        <translation>Tamaño del texto y las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot speed</source>
        <translation>Velocidad de los bots</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ask for confirmation before each move</source>
        <translation>Pedir confirmación antes de cada jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow taking back moves (Take back, Ctrl+Z)</source>
        <translation>Permitir deshacer jugadas (Deshacer jugada, Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practice take back in hot-seat games: also moves that revealed cards (always against bots)</source>
        <translation>Deshacer para practicar en partidas en la misma pantalla: también jugadas que revelaron cartas (siempre contra bots)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: warn me before a mistake</source>
        <translation>Entrenador: avisarme antes de un error</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against bots, a move the analysis would mark as a mistake or a blunder is held for a moment and a note says what it costs, before it is played.</source>
        <translation>Contra bots, una jugada que el análisis marcaría como error o error grave se retiene un instante y una nota dice cuánto cuesta, antes de jugarse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/dialogs/zoom_choice.py" line="+28"/>
        <source>{percent} % (usual)</source>
        <translation>{percent} % (habitual)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
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
        <translation>Lo más rápido posible</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
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
        <translation>&lt;b&gt;Viendo jugar a los bots&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocidad:</translation>
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
        <translation>7 Wonders Architects</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/setup.py" line="+7"/>
        <source>3 to 7 players (2 with the Free City). Both editions, Cities, teams.</source>
        <translation>De 3 a 7 jugadores (2 con la Ciudad Libre). Las dos ediciones, Cities, equipos.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/duel/setup.py" line="+5"/>
        <source>2 players. Military, science or civil victory.</source>
        <translation>2 jugadores. Victoria militar, científica o civil.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/setup.py" line="+4"/>
        <source>2 to 7 players. Build your wonder, fast.</source>
        <translation>De 2 a 7 jugadores. Construye tu Maravilla, rápido.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/window/start_page.py" line="+96"/>
        <location line="+24"/>
        <source>No unfinished game.</source>
        <translation>Ninguna partida sin terminar.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>New to these games? Learn to play: a guided first game on the real table, step by step.</source>
        <translation>¿Nuevo en estos juegos? Aprende a jugar: una primera partida guiada en la mesa de verdad, paso a paso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wonders</source>
        <translation>Wonders</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>7 Wonders, Duel and Architects — against bots, or with friends on one screen.</source>
        <translation>7 Wonders, Duel y Architects: contra bots o con amigos en la misma pantalla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play now: you against 2 medium bots (7 Wonders)</source>
        <translation>Jugar ahora: tú contra 2 bots medios (7 Wonders)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue last game</source>
        <translation>Continuar la última partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics…</source>
        <translation>Estadísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games</source>
        <translation>Los juegos</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Saved games…</source>
        <translation>Partidas guardadas…</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/statistics/cells.py" line="+111"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../wonders_desktop/ui/statistics/page.py" line="+166"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← Back</source>
        <translation>← Volver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset…</source>
        <translation>Restablecer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By game and mode</source>
        <translation>Por juego y modo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By bot level faced</source>
        <translation>Por nivel de bot enfrentado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By Wonder</source>
        <translation>Por Maravilla</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Recent form (last %n game(s))</source>
        <translation>
            <numerusform>Forma reciente (última %n partida)</numerusform>
            <numerusform>Forma reciente (últimas %n partidas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your score in the last %n game(s)</source>
        <translation>
            <numerusform>Tu puntuación en %n partida</numerusform>
            <numerusform>Tu puntuación en las últimas %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won per bot level</source>
        <translation>Partidas ganadas por nivel de bot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games yet</source>
        <translation>Aún no hay partidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game and mode</source>
        <translation>Juego y modo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Nivel del bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder</source>
        <translation>Maravilla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Played</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n game(s) · {won} won ({rate}) · average {average} · best {best}</source>
        <translation>
            <numerusform>%n partida · victorias: {won} ({rate}) · media {average} · mejor {best}</numerusform>
            <numerusform>%n partidas · victorias: {won} ({rate}) · media {average} · mejor {best}</numerusform>
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
        <translation>victoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>derrota</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The statistics cannot be read or written ({detail}). Your games are not affected. Reset… sets the damaged file aside and starts a new one.</source>
        <translation>No se pueden leer ni escribir las estadísticas ({detail}). Tus partidas no se ven afectadas. Restablecer… aparta el archivo dañado y empieza uno nuevo.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The last finished game could not be counted ({detail}).</source>
        <translation>La última partida terminada no se pudo contar ({detail}).</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Reading the statistics…</source>
        <translation>Leyendo las estadísticas…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last finished game waits: the statistics file is in use by another copy of the app. It is counted as soon as the file is free.</source>
        <translation>La última partida terminada está en espera: otra copia de la aplicación está usando el archivo de estadísticas. Se contará en cuanto el archivo quede libre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No finished games yet. Play a game to the end and it is counted here.</source>
        <translation>Aún no hay partidas terminadas. Juega una partida hasta el final y se contará aquí.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics file is in use by another copy of the app. Nothing is lost: a game that ends meanwhile is counted once the file is free. Close the other copy and press Try again.</source>
        <translation>Otra copia de la aplicación está usando el archivo de estadísticas. No se pierde nada: una partida que termine mientras tanto se contará cuando el archivo quede libre. Cierra la otra copia y pulsa Reintentar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics file was written by a newer version of the app ({detail}). Your games are not affected. Reset… sets the file aside (kept beside it) and starts a new one.</source>
        <translation>El archivo de estadísticas lo escribió una versión más reciente de la aplicación ({detail}). Tus partidas no se ven afectadas. Restablecer… aparta el archivo (se guarda a su lado) y empieza uno nuevo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The statistics file is damaged and cannot be read ({detail}). Your games are not affected. Reset… sets the damaged file aside (kept beside it) and starts a new one.</source>
        <translation>El archivo de estadísticas está dañado y no se puede leer ({detail}). Tus partidas no se ven afectadas. Restablecer… aparta el archivo dañado (se guarda a su lado) y empieza uno nuevo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People only</source>
        <translation>Solo personas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export the statistics</source>
        <translation>Exportar las estadísticas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reset the statistics?</source>
        <translation>¿Restablecer las estadísticas?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every counted game is forgotten. Your saved games stay as they are.</source>
        <translation>Se olvidarán todas las partidas contadas. Tus partidas guardadas se quedan como están.</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+25"/>
        <source>Cannot reset</source>
        <translation>No se puede restablecer</translation>
    </message>
</context>
<context>
    <name>data</name>
    <message>
        <location filename="../wonders_desktop/ui/language/data_strings.py" line="+19"/>
        <source>Clay</source>
        <comment>architects card</comment>
        <translation>Arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>architects card</comment>
        <translation>Moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <comment>architects card</comment>
        <translation>Compás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>architects card</comment>
        <translation>Engranaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>architects card</comment>
        <translation>Cristal</translation>
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
        <translation>Carta azul (2 puntos + gato)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue card (3 points)</source>
        <comment>architects card</comment>
        <translation>Carta azul (3 puntos)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Red card (no horn)</source>
        <comment>architects card</comment>
        <translation>Carta roja (sin cuernos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card (1 horn)</source>
        <comment>architects card</comment>
        <translation>Carta roja (1 cuerno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card (2 horns)</source>
        <comment>architects card</comment>
        <translation>Carta roja (2 cuernos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone</source>
        <comment>architects card</comment>
        <translation>Piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <comment>architects card</comment>
        <translation>Tablilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>architects card</comment>
        <translation>Madera</translation>
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
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <comment>architects colour</comment>
        <translation>Roja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <comment>architects colour</comment>
        <translation>Amarilla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture</source>
        <comment>architects progress_token</comment>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crafts</source>
        <comment>architects progress_token</comment>
        <translation>Artesanía</translation>
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
        <translation>Arte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Economy</source>
        <comment>architects progress_token</comment>
        <translation>Economía</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Education</source>
        <comment>architects progress_token</comment>
        <translation>Educación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engineering</source>
        <comment>architects progress_token</comment>
        <translation>Ingeniería</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jewellery</source>
        <comment>architects progress_token</comment>
        <translation>Orfebrería</translation>
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
        <translation>Campaña</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Science</source>
        <comment>architects progress_token</comment>
        <translation>Ciencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategy</source>
        <comment>architects progress_token</comment>
        <translation>Estrategia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tactics</source>
        <comment>architects progress_token</comment>
        <translation>Táctica</translation>
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
        <translation>Arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>architects resource</comment>
        <translation>Cristal</translation>
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
        <translation>Piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>architects resource</comment>
        <translation>Madera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <comment>architects science</comment>
        <translation>Compás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>architects science</comment>
        <translation>Engranaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <comment>architects science</comment>
        <translation>Tablilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle</source>
        <comment>architects term</comment>
        <translation>Batalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Central deck</source>
        <comment>architects term</comment>
        <translation>mazo central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>architects term</comment>
        <translation>moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horn</source>
        <comment>architects term</comment>
        <translation>cuerno</translation>
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
        <translation>cara de guerra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peace side</source>
        <comment>architects term</comment>
        <translation>cara de paz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage</source>
        <comment>architects term</comment>
        <translation>etapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <comment>architects term</comment>
        <translation>puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat</source>
        <comment>architects token</comment>
        <translation>gato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conflict token</source>
        <comment>architects token</comment>
        <translation>ficha de conflicto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Military victory token</source>
        <comment>architects token</comment>
        <translation>marcador de victoria militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alexandria</source>
        <comment>architects wonder</comment>
        <translation>Alejandría</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Babylon</source>
        <comment>architects wonder</comment>
        <translation>Babilonia</translation>
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
        <translation>Guiza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Halicarnassus</source>
        <comment>architects wonder</comment>
        <translation>Halicarnaso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olympia</source>
        <comment>architects wonder</comment>
        <translation>Olimpia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhodes</source>
        <comment>architects wonder</comment>
        <translation>Rodas</translation>
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
        <translation>Farmacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aqueduct</source>
        <comment>classic1 card</comment>
        <translation>Acueducto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archery Range</source>
        <comment>classic1 card</comment>
        <translation>Campo de tiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architect Cabinet</source>
        <comment>classic1 card</comment>
        <translation>Gabinete de arquitectos</translation>
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
        <translation>Barracones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baths</source>
        <comment>classic1 card</comment>
        <translation>Baños</translation>
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
        <translation>Mercado negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brickyard</source>
        <comment>classic1 card</comment>
        <translation>Ladrillar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brotherhood</source>
        <comment>classic1 card</comment>
        <translation>Hermandad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builders Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Constructores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builders&apos; Union</source>
        <comment>classic1 card</comment>
        <translation>Sindicato de constructores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capitol</source>
        <comment>classic1 card</comment>
        <translation>Capitolio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caravansery</source>
        <comment>classic1 card</comment>
        <translation>Caravasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cenotaph</source>
        <comment>classic1 card</comment>
        <translation>Cenotafio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Commerce</source>
        <comment>classic1 card</comment>
        <translation>Cámara de comercio</translation>
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
        <translation>Muelle clandestino este</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clandestine Dock West</source>
        <comment>classic1 card</comment>
        <translation>Muelle clandestino oeste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pit</source>
        <comment>classic1 card</comment>
        <translation>Explotación de arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pool</source>
        <comment>classic1 card</comment>
        <translation>Almacén de arcilla</translation>
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
        <translation>Gremio de Falsificadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courthouse</source>
        <comment>classic1 card</comment>
        <translation>Tribunal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craftsmens Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Artesanos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispensary</source>
        <comment>classic1 card</comment>
        <translation>Dispensario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>East Trading Post</source>
        <comment>classic1 card</comment>
        <translation>Puesto comercial este</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embassy</source>
        <comment>classic1 card</comment>
        <translation>Embajada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Excavation</source>
        <comment>classic1 card</comment>
        <translation>Excavación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forest Cave</source>
        <comment>classic1 card</comment>
        <translation>Cueva del bosque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortifications</source>
        <comment>classic1 card</comment>
        <translation>Fortificaciones</translation>
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
        <translation>Fundición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gambling Den</source>
        <comment>classic1 card</comment>
        <translation>Garito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gambling House</source>
        <comment>classic1 card</comment>
        <translation>Casa de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gardens</source>
        <comment>classic1 card</comment>
        <translation>Jardines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gates of the City</source>
        <comment>classic1 card</comment>
        <translation>Puertas de la ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Glassworks</source>
        <comment>classic1 card</comment>
        <translation>Cristalería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Tower</source>
        <comment>classic1 card</comment>
        <translation>Torre de guardia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guild of Shadows</source>
        <comment>classic1 card</comment>
        <translation>Gremio de las Sombras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haven</source>
        <comment>classic1 card</comment>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hideout</source>
        <comment>classic1 card</comment>
        <translation>Escondite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laboratory</source>
        <comment>classic1 card</comment>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lair</source>
        <comment>classic1 card</comment>
        <translation>Guarida</translation>
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
        <translation>Faro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lodge</source>
        <comment>classic1 card</comment>
        <translation>Logia</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Loom</source>
        <comment>classic1 card</comment>
        <translation>Telar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lumber Yard</source>
        <comment>classic1 card</comment>
        <translation>Almacén de madera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magistrates Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Magistrados</translation>
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
        <translation>Mercenarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Militia</source>
        <comment>classic1 card</comment>
        <translation>Milicia</translation>
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
        <translation>Gremio de Plañideras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observatory</source>
        <comment>classic1 card</comment>
        <translation>Observatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore Vein</source>
        <comment>classic1 card</comment>
        <translation>Veta de metal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palace</source>
        <comment>classic1 card</comment>
        <translation>Palacio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pantheon</source>
        <comment>classic1 card</comment>
        <translation>Panteón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawnshop</source>
        <comment>classic1 card</comment>
        <translation>Casa de empeños</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Philosophers Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Filósofos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pigeon Loft</source>
        <comment>classic1 card</comment>
        <translation>Palomar</translation>
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
        <translation>Cantera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residence</source>
        <comment>classic1 card</comment>
        <translation>Residencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sawmill</source>
        <comment>classic1 card</comment>
        <translation>Aserradero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>School</source>
        <comment>classic1 card</comment>
        <translation>Escuela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientists Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Científicos</translation>
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
        <translation>Sociedad secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret Warehouse</source>
        <comment>classic1 card</comment>
        <translation>Almacén secreto</translation>
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
        <translation>Gremio de Armadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege Workshop</source>
        <comment>classic1 card</comment>
        <translation>Taller de asedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slave Market</source>
        <comment>classic1 card</comment>
        <translation>Mercado de esclavos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spies Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Espías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spy Ring</source>
        <comment>classic1 card</comment>
        <translation>Red de espías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stables</source>
        <comment>classic1 card</comment>
        <translation>Establos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statue</source>
        <comment>classic1 card</comment>
        <translation>Estatua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockade</source>
        <comment>classic1 card</comment>
        <translation>Empalizada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone Pit</source>
        <comment>classic1 card</comment>
        <translation>Almacén de piedra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategists Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Estrategas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Study</source>
        <comment>classic1 card</comment>
        <translation>Estudio</translation>
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
        <translation>Taberna</translation>
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
        <translation>Patio maderero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torture Chamber</source>
        <comment>classic1 card</comment>
        <translation>Cámara de tortura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Hall</source>
        <comment>classic1 card</comment>
        <translation>Ayuntamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traders Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Comerciantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training Ground</source>
        <comment>classic1 card</comment>
        <translation>Campo de entrenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tree Farm</source>
        <comment>classic1 card</comment>
        <translation>Granja forestal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <comment>classic1 card</comment>
        <translation>Universidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vineyard</source>
        <comment>classic1 card</comment>
        <translation>Viñedo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walls</source>
        <comment>classic1 card</comment>
        <translation>Murallas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>West Trading Post</source>
        <comment>classic1 card</comment>
        <translation>Puesto comercial oeste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workers Guild</source>
        <comment>classic1 card</comment>
        <translation>Gremio de Trabajadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workshop</source>
        <comment>classic1 card</comment>
        <translation>Taller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>classic1 colour</comment>
        <translation>Negro</translation>
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
        <translation>Marrón</translation>
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
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <comment>classic1 colour</comment>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <comment>classic1 colour</comment>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <comment>classic1 colour</comment>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay</source>
        <comment>classic1 resource</comment>
        <translation>Arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>classic1 resource</comment>
        <translation>Cristal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loom</source>
        <comment>classic1 resource</comment>
        <translation>Tela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore</source>
        <comment>classic1 resource</comment>
        <translation>Metal</translation>
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
        <translation>Piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>classic1 resource</comment>
        <translation>Madera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any science symbol</source>
        <comment>classic1 science</comment>
        <translation>Símbolo científico a elegir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <comment>classic1 science</comment>
        <translation>Compás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>classic1 science</comment>
        <translation>Engranaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <comment>classic1 science</comment>
        <translation>Tablilla</translation>
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
        <translation>cartas Negras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structures</source>
        <comment>classic1 structure</comment>
        <translation>Estructuras Civiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw materials</source>
        <comment>classic1 structure</comment>
        <translation>Estructuras de Producción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scientific structures</source>
        <comment>classic1 structure</comment>
        <translation>Estructuras Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufactured goods</source>
        <comment>classic1 structure</comment>
        <translation>Productos Manufacturados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <comment>classic1 structure</comment>
        <translation>Gremios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military structures</source>
        <comment>classic1 structure</comment>
        <translation>Estructuras Militares</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commercial structures</source>
        <comment>classic1 structure</comment>
        <translation>Estructuras Comerciales</translation>
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
        <translation>Construcción libre (cadena)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>classic1 term</comment>
        <translation>moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <comment>classic1 term</comment>
        <translation>Deuda</translation>
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
        <translation>pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free City</source>
        <comment>classic1 term</comment>
        <translation>Ciudad Libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbouring city</source>
        <comment>classic1 term</comment>
        <translation>ciudad vecina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shield</source>
        <comment>classic1 term</comment>
        <translation>escudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <comment>classic1 term</comment>
        <translation>Tesorería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <comment>classic1 term</comment>
        <translation>puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder board</source>
        <comment>classic1 term</comment>
        <translation>tablero Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stage</source>
        <comment>classic1 term</comment>
        <translation>Etapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt token</source>
        <comment>classic1 token</comment>
        <translation>marcador de Deuda</translation>
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
        <translation>marcador de Diplomacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory token</source>
        <comment>classic1 token</comment>
        <translation>Marcador de Victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alexandria</source>
        <comment>classic1 wonder</comment>
        <translation>Alejandría</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Babylon</source>
        <comment>classic1 wonder</comment>
        <translation>Babilonia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byzantium</source>
        <comment>classic1 wonder</comment>
        <translation>Bizancio</translation>
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
        <translation>Guiza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halikarnassos</source>
        <comment>classic1 wonder</comment>
        <translation>Halicarnaso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olympia</source>
        <comment>classic1 wonder</comment>
        <translation>Olimpia</translation>
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
        <translation>El Faro de Alejandría</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hanging Gardens of Babylon</source>
        <comment>classic1 wonder_name</comment>
        <translation>Los Jardines Colgantes de Babilonia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hagia Sophia</source>
        <comment>classic1 wonder_name</comment>
        <translation>Santa Sofía</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Temple of Artemis in Ephesus</source>
        <comment>classic1 wonder_name</comment>
        <translation>El Templo de Artemisa en Éfeso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pyramids of Giza</source>
        <comment>classic1 wonder_name</comment>
        <translation>Las Pirámides de Guiza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Mausoleum of Halicarnassus</source>
        <comment>classic1 wonder_name</comment>
        <translation>El Mausoleo de Halicarnaso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Statue of Zeus in Olympia</source>
        <comment>classic1 wonder_name</comment>
        <translation>La Estatua de Zeus en Olimpia</translation>
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
        <translation>El Coloso de Rodas</translation>
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
        <translation>Farmacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aqueduct</source>
        <comment>classic2 card</comment>
        <translation>Acueducto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archery Range</source>
        <comment>classic2 card</comment>
        <translation>Campo de tiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architect Firm</source>
        <comment>classic2 card</comment>
        <translation>Estudio de arquitectura</translation>
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
        <translation>Banda de espías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barracks</source>
        <comment>classic2 card</comment>
        <translation>Barracones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baths</source>
        <comment>classic2 card</comment>
        <translation>Baños</translation>
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
        <translation>Mercado negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brickyard</source>
        <comment>classic2 card</comment>
        <translation>Ladrillar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brotherhood</source>
        <comment>classic2 card</comment>
        <translation>Hermandad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builders Guild</source>
        <comment>classic2 card</comment>
        <translation>Gremio de Constructores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capitol</source>
        <comment>classic2 card</comment>
        <translation>Capitolio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caravansery</source>
        <comment>classic2 card</comment>
        <translation>Caravasar</translation>
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
        <translation>Celdas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cenotaph</source>
        <comment>classic2 card</comment>
        <translation>Cenotafio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Builders</source>
        <comment>classic2 card</comment>
        <translation>Cámara de constructores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Commerce</source>
        <comment>classic2 card</comment>
        <translation>Cámara de comercio</translation>
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
        <translation>Puertas de la ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pit</source>
        <comment>classic2 card</comment>
        <translation>Explotación de arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pool</source>
        <comment>classic2 card</comment>
        <translation>Almacén de arcilla</translation>
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
        <translation>Gremio de Artesanos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Customs</source>
        <comment>classic2 card</comment>
        <translation>Aduana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decorators Guild</source>
        <comment>classic2 card</comment>
        <translation>Gremio de Decoradores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispensary</source>
        <comment>classic2 card</comment>
        <translation>Dispensario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dive</source>
        <comment>classic2 card</comment>
        <translation>Antro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>East Clandestine Wharf</source>
        <comment>classic2 card</comment>
        <translation>Embarcadero clandestino este</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>East Trading Post</source>
        <comment>classic2 card</comment>
        <translation>Puesto comercial este</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embassy</source>
        <comment>classic2 card</comment>
        <translation>Embajada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Excavation</source>
        <comment>classic2 card</comment>
        <translation>Excavación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forest Cave</source>
        <comment>classic2 card</comment>
        <translation>Cueva del bosque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forging Agency</source>
        <comment>classic2 card</comment>
        <translation>Agencia de falsificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortifications</source>
        <comment>classic2 card</comment>
        <translation>Fortificaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forum</source>
        <comment>classic2 card</comment>
        <translation>Foro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundry</source>
        <comment>classic2 card</comment>
        <translation>Fundición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gambling Den</source>
        <comment>classic2 card</comment>
        <translation>Garito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gardens</source>
        <comment>classic2 card</comment>
        <translation>Jardines</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Glassworks</source>
        <comment>classic2 card</comment>
        <translation>Cristalería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Tower</source>
        <comment>classic2 card</comment>
        <translation>Torre de guardia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guardhouse</source>
        <comment>classic2 card</comment>
        <translation>Cuerpo de guardia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haven</source>
        <comment>classic2 card</comment>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hideout</source>
        <comment>classic2 card</comment>
        <translation>Escondite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laboratory</source>
        <comment>classic2 card</comment>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lair</source>
        <comment>classic2 card</comment>
        <translation>Guarida</translation>
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
        <translation>Faro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lodge</source>
        <comment>classic2 card</comment>
        <translation>Logia</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Loom</source>
        <comment>classic2 card</comment>
        <translation>Telar</translation>
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
        <translation>Almacén de madera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magistrates Guild</source>
        <comment>classic2 card</comment>
        <translation>Gremio de Magistrados</translation>
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
        <translation>Mercenarios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Militia</source>
        <comment>classic2 card</comment>
        <translation>Milicia</translation>
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
        <translation>Casa de la moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observatory</source>
        <comment>classic2 card</comment>
        <translation>Observatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opium Den</source>
        <comment>classic2 card</comment>
        <translation>Fumadero de opio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opium Distillery</source>
        <comment>classic2 card</comment>
        <translation>Destilería de opio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opium Stash</source>
        <comment>classic2 card</comment>
        <translation>Alijo de opio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore Vein</source>
        <comment>classic2 card</comment>
        <translation>Veta de metal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palace</source>
        <comment>classic2 card</comment>
        <translation>Palacio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pantheon</source>
        <comment>classic2 card</comment>
        <translation>Panteón</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Philosophers Guild</source>
        <comment>classic2 card</comment>
        <translation>Gremio de Filósofos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pigeonhole</source>
        <comment>classic2 card</comment>
        <translation>Palomar</translation>
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
        <translation>Prisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarry</source>
        <comment>classic2 card</comment>
        <translation>Cantera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raider Camp</source>
        <comment>classic2 card</comment>
        <translation>Campamento de saqueadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raider Fort</source>
        <comment>classic2 card</comment>
        <translation>Fuerte de saqueadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raider Garrison</source>
        <comment>classic2 card</comment>
        <translation>Guarnición de saqueadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residence</source>
        <comment>classic2 card</comment>
        <translation>Residencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sawmill</source>
        <comment>classic2 card</comment>
        <translation>Aserradero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>School</source>
        <comment>classic2 card</comment>
        <translation>Escuela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientists Guild</source>
        <comment>classic2 card</comment>
        <translation>Gremio de Científicos</translation>
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
        <translation>Red secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret Warehouse</source>
        <comment>classic2 card</comment>
        <translation>Almacén secreto</translation>
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
        <translation>Gremio de Armadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege Workshop</source>
        <comment>classic2 card</comment>
        <translation>Taller de asedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slave Market</source>
        <comment>classic2 card</comment>
        <translation>Mercado de esclavos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smuggler&apos;s Cache</source>
        <comment>classic2 card</comment>
        <translation>Escondrijo del contrabandista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spies Guild</source>
        <comment>classic2 card</comment>
        <translation>Gremio de Espías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stables</source>
        <comment>classic2 card</comment>
        <translation>Establos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statue</source>
        <comment>classic2 card</comment>
        <translation>Estatua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockade</source>
        <comment>classic2 card</comment>
        <translation>Empalizada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone Pit</source>
        <comment>classic2 card</comment>
        <translation>Almacén de piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Study</source>
        <comment>classic2 card</comment>
        <translation>Estudio</translation>
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
        <translation>Taberna</translation>
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
        <translation>Patio maderero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torture Chamber</source>
        <comment>classic2 card</comment>
        <translation>Cámara de tortura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Town Hall</source>
        <comment>classic2 card</comment>
        <translation>Ayuntamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade Center</source>
        <comment>classic2 card</comment>
        <translation>Centro comercial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traders Guild</source>
        <comment>classic2 card</comment>
        <translation>Gremio de Comerciantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training Ground</source>
        <comment>classic2 card</comment>
        <translation>Campo de entrenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tree Farm</source>
        <comment>classic2 card</comment>
        <translation>Granja forestal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <comment>classic2 card</comment>
        <translation>Universidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vineyard</source>
        <comment>classic2 card</comment>
        <translation>Viñedo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walls</source>
        <comment>classic2 card</comment>
        <translation>Murallas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well</source>
        <comment>classic2 card</comment>
        <translation>Pozo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>West Clandestine Wharf</source>
        <comment>classic2 card</comment>
        <translation>Embarcadero clandestino oeste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>West Trading Post</source>
        <comment>classic2 card</comment>
        <translation>Puesto comercial oeste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workers Guild</source>
        <comment>classic2 card</comment>
        <translation>Gremio de Trabajadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workshop</source>
        <comment>classic2 card</comment>
        <translation>Taller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>classic2 colour</comment>
        <translation>Negro</translation>
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
        <translation>Marrón</translation>
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
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <comment>classic2 colour</comment>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <comment>classic2 colour</comment>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <comment>classic2 colour</comment>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay</source>
        <comment>classic2 resource</comment>
        <translation>Arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>classic2 resource</comment>
        <translation>Cristal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loom</source>
        <comment>classic2 resource</comment>
        <translation>Tela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore</source>
        <comment>classic2 resource</comment>
        <translation>Metal</translation>
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
        <translation>Piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>classic2 resource</comment>
        <translation>Madera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any science symbol</source>
        <comment>classic2 science</comment>
        <translation>Símbolo científico a elegir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <comment>classic2 science</comment>
        <translation>Compás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <comment>classic2 science</comment>
        <translation>Engranaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <comment>classic2 science</comment>
        <translation>Tablilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <comment>classic2 side</comment>
        <translation>Día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <comment>classic2 side</comment>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City cards</source>
        <comment>classic2 structure</comment>
        <translation>cartas Negras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structures</source>
        <comment>classic2 structure</comment>
        <translation>Estructuras Civiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw materials</source>
        <comment>classic2 structure</comment>
        <translation>Estructuras de Producción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scientific structures</source>
        <comment>classic2 structure</comment>
        <translation>Estructuras Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufactured goods</source>
        <comment>classic2 structure</comment>
        <translation>Productos Manufacturados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <comment>classic2 structure</comment>
        <translation>Gremios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military structures</source>
        <comment>classic2 structure</comment>
        <translation>Estructuras Militares</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commercial structures</source>
        <comment>classic2 structure</comment>
        <translation>Estructuras Comerciales</translation>
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
        <translation>cadena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>classic2 term</comment>
        <translation>moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <comment>classic2 term</comment>
        <translation>Deuda</translation>
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
        <translation>pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbouring city</source>
        <comment>classic2 term</comment>
        <translation>vecino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shield</source>
        <comment>classic2 term</comment>
        <translation>símbolo Militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <comment>classic2 term</comment>
        <translation>Tesorería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <comment>classic2 term</comment>
        <translation>puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder board</source>
        <comment>classic2 term</comment>
        <translation>tablero de Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stage</source>
        <comment>classic2 term</comment>
        <translation>Etapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt token</source>
        <comment>classic2 token</comment>
        <translation>marcador de Deuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeat token</source>
        <comment>classic2 token</comment>
        <translation>marcador de Derrota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy token</source>
        <comment>classic2 token</comment>
        <translation>marcador de Diplomacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory token</source>
        <comment>classic2 token</comment>
        <translation>marcador de Victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alexandria</source>
        <comment>classic2 wonder</comment>
        <translation>Alejandría</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Babylon</source>
        <comment>classic2 wonder</comment>
        <translation>Babilonia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byzantium</source>
        <comment>classic2 wonder</comment>
        <translation>Bizancio</translation>
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
        <translation>Guiza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halikarnassos</source>
        <comment>classic2 wonder</comment>
        <translation>Halicarnaso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olympia</source>
        <comment>classic2 wonder</comment>
        <translation>Olimpia</translation>
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
        <translation>Rodas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Lighthouse of Alexandria</source>
        <comment>classic2 wonder_name</comment>
        <translation>El Faro de Alejandría</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hanging Gardens of Babylon</source>
        <comment>classic2 wonder_name</comment>
        <translation>Los Jardines Colgantes de Babilonia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hagia Sophia</source>
        <comment>classic2 wonder_name</comment>
        <translation>Santa Sofía</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Temple of Artemis in Ephesus</source>
        <comment>classic2 wonder_name</comment>
        <translation>El Templo de Artemisa en Éfeso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pyramids of Giza</source>
        <comment>classic2 wonder_name</comment>
        <translation>Las Pirámides de Guiza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Mausoleum of Halicarnassus</source>
        <comment>classic2 wonder_name</comment>
        <translation>El Mausoleo de Halicarnaso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Statue of Zeus in Olympia</source>
        <comment>classic2 wonder_name</comment>
        <translation>La Estatua de Zeus en Olimpia</translation>
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
        <translation>El Coloso de Rodas</translation>
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
        <translation>Farmacia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aqueduct</source>
        <comment>duel card</comment>
        <translation>Acueducto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archery Range</source>
        <comment>duel card</comment>
        <translation>Campo de tiro</translation>
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
        <translation>Armería</translation>
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
        <translation>Barracones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baths</source>
        <comment>duel card</comment>
        <translation>Baños</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brewery</source>
        <comment>duel card</comment>
        <translation>Cervecería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brickyard</source>
        <comment>duel card</comment>
        <translation>Ladrillar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builders Guild</source>
        <comment>duel card</comment>
        <translation>Gremio de Constructores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caravansery</source>
        <comment>duel card</comment>
        <translation>Caravasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chamber of Commerce</source>
        <comment>duel card</comment>
        <translation>Cámara de comercio</translation>
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
        <translation>Explotación de arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Pool</source>
        <comment>duel card</comment>
        <translation>Almacén de arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay Reserve</source>
        <comment>duel card</comment>
        <translation>Reserva de arcilla</translation>
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
        <translation>Aduana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispensary</source>
        <comment>duel card</comment>
        <translation>Dispensario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drying Room</source>
        <comment>duel card</comment>
        <translation>Secadero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortifications</source>
        <comment>duel card</comment>
        <translation>Fortificaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forum</source>
        <comment>duel card</comment>
        <translation>Foro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gardens</source>
        <comment>duel card</comment>
        <translation>Jardines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garrison</source>
        <comment>duel card</comment>
        <translation>Guarnición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glassblower</source>
        <comment>duel card</comment>
        <translation>Soplador de vidrio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glassworks</source>
        <comment>duel card</comment>
        <translation>Cristalería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Tower</source>
        <comment>duel card</comment>
        <translation>Torre de guardia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horse Breeders</source>
        <comment>duel card</comment>
        <translation>Criadero de caballos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laboratory</source>
        <comment>duel card</comment>
        <translation>Laboratorio</translation>
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
        <translation>Faro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logging Camp</source>
        <comment>duel card</comment>
        <translation>Campo maderero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lumber Yard</source>
        <comment>duel card</comment>
        <translation>Almacén de madera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magistrates Guild</source>
        <comment>duel card</comment>
        <translation>Gremio de Magistrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merchants Guild</source>
        <comment>duel card</comment>
        <translation>Gremio de Comerciantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moneylenders Guild</source>
        <comment>duel card</comment>
        <translation>Gremio de Prestamistas</translation>
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
        <translation>Observatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palace</source>
        <comment>duel card</comment>
        <translation>Palacio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palisade</source>
        <comment>duel card</comment>
        <translation>Palenque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pantheon</source>
        <comment>duel card</comment>
        <translation>Panteón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parade Ground</source>
        <comment>duel card</comment>
        <translation>Plaza de armas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pharmacist</source>
        <comment>duel card</comment>
        <translation>Botica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <comment>duel card</comment>
        <translation>Puerto</translation>
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
        <translation>Pretorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarry</source>
        <comment>duel card</comment>
        <translation>Cantera</translation>
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
        <translation>Aserradero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>School</source>
        <comment>duel card</comment>
        <translation>Escuela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientists Guild</source>
        <comment>duel card</comment>
        <translation>Gremio de Científicos</translation>
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
        <translation>Cantera escalonada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipowners Guild</source>
        <comment>duel card</comment>
        <translation>Gremio de Armadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege Workshop</source>
        <comment>duel card</comment>
        <translation>Taller de asedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stable</source>
        <comment>duel card</comment>
        <translation>Establos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statue</source>
        <comment>duel card</comment>
        <translation>Estatua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone Pit</source>
        <comment>duel card</comment>
        <translation>Almacén de piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone Reserve</source>
        <comment>duel card</comment>
        <translation>Reserva de piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Study</source>
        <comment>duel card</comment>
        <translation>Estudio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tacticians Guild</source>
        <comment>duel card</comment>
        <translation>Gremio de Estrategas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tavern</source>
        <comment>duel card</comment>
        <translation>Taberna</translation>
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
        <translation>Ayuntamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>University</source>
        <comment>duel card</comment>
        <translation>Universidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walls</source>
        <comment>duel card</comment>
        <translation>Murallas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood Reserve</source>
        <comment>duel card</comment>
        <translation>Reserva de madera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workshop</source>
        <comment>duel card</comment>
        <translation>Taller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amphora</source>
        <comment>duel chain</comment>
        <translation>Ánfora</translation>
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
        <translation>Libro</translation>
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
        <translation>Engranaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helmet</source>
        <comment>duel chain</comment>
        <translation>Casco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horseshoe</source>
        <comment>duel chain</comment>
        <translation>Herradura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lamp</source>
        <comment>duel chain</comment>
        <translation>Lámpara</translation>
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
        <translation>Luna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillar</source>
        <comment>duel chain</comment>
        <translation>Columna</translation>
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
        <translation>Diana</translation>
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
        <translation>Marrón</translation>
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
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <comment>duel colour</comment>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <comment>duel colour</comment>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <comment>duel colour</comment>
        <translation>Amarillo</translation>
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
        <translation>Arquitectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Economy</source>
        <comment>duel progress_token</comment>
        <translation>Economía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law</source>
        <comment>duel progress_token</comment>
        <translation>Ley</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Masonry</source>
        <comment>duel progress_token</comment>
        <translation>Mampostería</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mathematics</source>
        <comment>duel progress_token</comment>
        <translation>Matemáticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Philosophy</source>
        <comment>duel progress_token</comment>
        <translation>Filosofía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy</source>
        <comment>duel progress_token</comment>
        <translation>Estrategia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theology</source>
        <comment>duel progress_token</comment>
        <translation>Teología</translation>
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
        <translation>Arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <comment>duel resource</comment>
        <translation>Cristal</translation>
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
        <translation>Piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <comment>duel resource</comment>
        <translation>Madera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Globe</source>
        <comment>duel science</comment>
        <translation>Esfera armilar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law</source>
        <comment>duel science</comment>
        <translation>Balanza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortar</source>
        <comment>duel science</comment>
        <translation>Mortero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plumb line</source>
        <comment>duel science</comment>
        <translation>Plomada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quill</source>
        <comment>duel science</comment>
        <translation>Pluma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sundial</source>
        <comment>duel science</comment>
        <translation>Reloj de sol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wheel</source>
        <comment>duel science</comment>
        <translation>Rueda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian structures</source>
        <comment>duel structure</comment>
        <translation>Estructuras civiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw materials</source>
        <comment>duel structure</comment>
        <translation>Materias primas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific structures</source>
        <comment>duel structure</comment>
        <translation>Estructuras científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufactured goods</source>
        <comment>duel structure</comment>
        <translation>Productos manufacturados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <comment>duel structure</comment>
        <translation>Gremios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military structures</source>
        <comment>duel structure</comment>
        <translation>Estructuras militares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commercial structures</source>
        <comment>duel structure</comment>
        <translation>Estructuras comerciales</translation>
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
        <translation>banco</translation>
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
        <translation>cadena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Civilian victory</source>
        <comment>duel term</comment>
        <translation>victoria civil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin</source>
        <comment>duel term</comment>
        <translation>moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <comment>duel term</comment>
        <translation>pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military supremacy</source>
        <comment>duel term</comment>
        <translation>supremacía militar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific supremacy</source>
        <comment>duel term</comment>
        <translation>supremacía científica</translation>
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
        <translation>puntos de victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conflict pawn</source>
        <comment>duel token</comment>
        <translation>medidor de Conflicto</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Military token (2 coins)</source>
        <comment>duel token</comment>
        <translation>Ficha Militar (2 monedas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Military token (5 coins)</source>
        <comment>duel token</comment>
        <translation>Ficha Militar (5 monedas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circus Maximus</source>
        <comment>duel wonder</comment>
        <translation>El Circo Máximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piraeus</source>
        <comment>duel wonder</comment>
        <translation>El Pireo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Appian Way</source>
        <comment>duel wonder</comment>
        <translation>La Vía Apia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Colossus</source>
        <comment>duel wonder</comment>
        <translation>El Coloso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Great Library</source>
        <comment>duel wonder</comment>
        <translation>La Gran Biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Great Lighthouse</source>
        <comment>duel wonder</comment>
        <translation>El Gran Faro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hanging Gardens</source>
        <comment>duel wonder</comment>
        <translation>Los Jardines Colgantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Mausoleum</source>
        <comment>duel wonder</comment>
        <translation>El Mausoleo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pyramids</source>
        <comment>duel wonder</comment>
        <translation>Las Pirámides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sphinx</source>
        <comment>duel wonder</comment>
        <translation>La Esfinge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Statue of Zeus</source>
        <comment>duel wonder</comment>
        <translation>La Estatua de Zeus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Temple of Artemis</source>
        <comment>duel wonder</comment>
        <translation>El Templo de Artemisa</translation>
    </message>
</context>
</TS>
