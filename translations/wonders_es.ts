<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ArchitectsTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/centre.py" line="+50"/>
        <source>Conflict tokens: %n of {total} on the battle side</source>
        <translation>
            <numerusform>Fichas de Conflicto: %n de {total} del lado de la Batalla</numerusform>
            <numerusform>Fichas de Conflicto: %n de {total} del lado de la Batalla</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+2"/>
        <source>Cards spent or discarded, face up beside the central deck.</source>
        <translation>Cartas gastadas o descartadas, boca arriba junto al mazo central.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cat waits here until someone takes a blue card with a cat.</source>
        <translation>El Gato espera aquí hasta que alguien tome una carta Azul con un Gato.</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/decision.py" line="+151"/>
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
    <message>
        <location line="+16"/>
        <source>Token to use for the extra card:</source>
        <translation>Ficha usada para la carta adicional:</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/overlays.py" line="+91"/>
        <source>Battle!</source>
        <translation>¡Batalla!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n Escudo</numerusform>
            <numerusform>%n Escudos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n military token(s)</source>
        <translation>
            <numerusform>+%n ficha de Victoria militar</numerusform>
            <numerusform>+%n fichas de Victoria militar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Red cards with horns are discarded; the Conflict tokens turn back to peace.</source>
        <translation>Las cartas Rojas con cuernos se descartan; las fichas de Conflicto vuelven al lado de la Paz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to close</source>
        <translation>Haz clic para cerrar</translation>
    </message>
    <message>
        <location line="+53"/>
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
        <location line="+3"/>
        <source>Back to the table</source>
        <translation>Volver a la mesa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Stages built (tie-break)</source>
        <translation>Etapas construidas (desempate)</translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/panels.py" line="+37"/>
        <source>%n victory point(s) if the game ended now</source>
        <translation>
            <numerusform>%n punto de victoria si la partida terminara ahora</numerusform>
            <numerusform>%n puntos de victoria si la partida terminara ahora</numerusform>
        </translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Order: {order}</source>
        <translation>Orden: {order}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Building order, from the bottom: {order}</source>
        <translation>Orden de construcción, de abajo arriba: {order}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stages built: {built} of {total}</source>
        <translation>Etapas construidas: {built} de {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
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
        <location filename="../wonders_desktop/ui/views/architects/pieces.py" line="+401"/>
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
        <location line="+25"/>
        <source>Pile</source>
        <translation>Pila</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</source>
        <translation>
            <numerusform>Fichas de Conflicto: %n del lado de la Batalla. Cuando se voltea la última, hay una Batalla al final del turno.</numerusform>
            <numerusform>Fichas de Conflicto: %n del lado de la Batalla. Cuando se voltea la última, hay una Batalla al final del turno.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/prompts.py" line="+24"/>
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
    <message>
        <location line="+3"/>
        <source>Take a card: the top card of one of the 3 highlighted decks.</source>
        <translation>Toma una carta: la superior de uno de los 3 mazos resaltados.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../wonders_desktop/ui/views/architects/table.py" line="+133"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>juega</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Between {a} and {b}</source>
        <translation>Entre {a} y {b}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>queda %n carta</numerusform>
            <numerusform>quedan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Top card: {card}</source>
        <translation>Carta superior: {card}</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+27"/>
        <source>Just before:</source>
        <translation>Justo antes:</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/architects/texts.py" line="+19"/>
        <source>Coin</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone</source>
        <translation>Piedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay</source>
        <translation>Arcilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <translation>Vidrio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papyrus</source>
        <translation>Papiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gear</source>
        <translation>Engranaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compass</source>
        <translation>Compás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tablet</source>
        <translation>Tablilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue card (3 points)</source>
        <translation>Carta Azul (3 puntos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue card with the cat (2 points)</source>
        <translation>Carta Azul con Gato (2 puntos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card (1 shield)</source>
        <translation>Carta Roja (1 Escudo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card (1 shield, 1 horn)</source>
        <translation>Carta Roja (1 Escudo, 1 cuerno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red card (1 shield, 2 horns)</source>
        <translation>Carta Roja (1 Escudo, 2 cuernos)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A coin replaces any one missing resource when you build a stage.</source>
        <translation>Una Moneda sustituye cualquier Recurso que falte al construir una Etapa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A resource to build the stages of your wonder.</source>
        <translation>Un Recurso para construir las Etapas de tu Maravilla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2 identical or 3 different science symbols must be exchanged for a Progress token.</source>
        <translation>2 símbolos científicos idénticos o 3 diferentes deben cambiarse por una ficha de Progreso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2 victory points. Taking it moves the cat to you.</source>
        <translation>2 puntos de victoria. Al tomarla, el Gato pasa a ti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3 victory points.</source>
        <translation>3 puntos de victoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 shield for battles; it stays after battles.</source>
        <translation>1 Escudo para las Batallas; se queda después de las Batallas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 shield. Its horns turn Conflict tokens to the battle side; discarded after a battle.</source>
        <translation>1 Escudo. Sus cuernos voltean fichas de Conflicto al lado de la Batalla; se descarta después de una Batalla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Central deck</source>
        <translation>Mazo central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck of {wonder}</source>
        <translation>Mazo de {wonder}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n identical resources</source>
        <translation>
            <numerusform>%n Recurso idéntico</numerusform>
            <numerusform>%n Recursos idénticos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n different resources</source>
        <translation>
            <numerusform>%n Recurso diferente</numerusform>
            <numerusform>%n Recursos diferentes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take the top card of any deck on the table.</source>
        <translation>Toma la carta superior de cualquier mazo de la mesa y colócala delante de ti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose 1 Progress token among the 4 available.</source>
        <translation>Elige 1 ficha de Progreso de las 4 disponibles y colócala delante de ti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of the central deck.</source>
        <translation>Toma la carta superior del mazo central y colócala delante de ti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No special effect, but more victory points than the other wonders.</source>
        <translation>Esta Maravilla no tiene efectos especiales, pero da más puntos de victoria que las demás Maravillas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the 5 top cards of the deck on your left or right, keep 1 and shuffle the others back.</source>
        <translation>Toma las 5 cartas superiores del mazo a tu izquierda o a tu derecha. Elige 1 y vuelve a barajar las demás en su mazo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the top cards of the decks on your left and on your right.</source>
        <translation>Toma las cartas superiores de los mazos a tu izquierda y a tu derecha y colócalas delante de ti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add 1 shield to your shields.</source>
        <translation>Añade 1 Escudo a tu total de Escudos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stage {n}: {cost}</source>
        <translation>Etapa {n}: {cost}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n punto de victoria</numerusform>
            <numerusform>%n puntos de victoria</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Effect: {effect}</source>
        <translation>Efecto: {effect}</translation>
    </message>
    <message>
        <location line="+3"/>
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
    <message numerus="yes">
        <location line="+2"/>
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
        <location line="+11"/>
        <source>When you take a grey Wood or Clay card, take 1 more card from the 3 available.</source>
        <translation>Al tomar una carta Gris de Madera o Arcilla, elige 1 carta adicional de las 3 disponibles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you take a grey Papyrus or Glass card, take 1 more card from the 3 available.</source>
        <translation>Al tomar una carta Gris de Papiro o Vidrio, elige 1 carta adicional de las 3 disponibles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you take a grey Stone card or a yellow card, take 1 more card from the 3 available.</source>
        <translation>Al tomar una carta Gris de Piedra o una carta Amarilla, elige 1 carta adicional de las 3 disponibles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you take a green card, take 1 more card from the 3 available.</source>
        <translation>Al tomar una carta Verde, elige 1 carta adicional de las 3 disponibles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When you take a red card with horns, take 1 more card from the 3 available.</source>
        <translation>Al tomar una carta Roja con 1 o 2 cuernos, elige 1 carta adicional de las 3 disponibles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When you build a stage, take 1 more card from the 3 available.</source>
        <translation>Al construir una Etapa de tu Maravilla, elige 1 carta adicional de las 3 disponibles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 of your yellow cards is worth 2 coins instead of 1.</source>
        <translation>1 de tus cartas Amarillas vale 2 Monedas en lugar de 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you build a stage, use any resources, ignoring identical or different.</source>
        <translation>Al construir una Etapa, puedes usar cualquier Recurso, ignorando las restricciones de &quot;idéntico&quot; o &quot;diferente&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add 2 shields to your shields.</source>
        <translation>Añade 2 Escudos a tu total de Escudos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 victory points, or 6 if your wonder is complete at the end.</source>
        <translation>4 puntos de victoria, o 6 si tu Maravilla está completa al final de la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 victory point per cat on your blue cards.</source>
        <translation>1 punto de victoria por cada Gato en tus cartas Azules.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 victory point per military victory token.</source>
        <translation>1 punto de victoria por cada ficha de Victoria militar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 victory points per Progress token you own, this one included.</source>
        <translation>2 puntos de victoria por cada ficha de Progreso que tengas, incluida esta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4 victory points; 12 with both Culture tokens.</source>
        <translation>4 puntos de victoria; 12 con las dos fichas de Cultura.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../wonders_desktop/ui/event_text.py" line="+69"/>
        <source>the central deck</source>
        <translation>el mazo central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck of {wonder}</source>
        <translation>el mazo de {wonder}</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+5"/>
        <source>{player} discards a card for coins.</source>
        <translation>{player} descarta una carta para obtener monedas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {card} for coins.</source>
        <translation>{player} descarta {card} para obtener monedas.</translation>
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
        <location line="+9"/>
        <source>nobody wins a token</source>
        <translation>nadie gana marcador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle! Military victory tokens: {result}.</source>
        <translation>¡Batalla! Marcadores de victoria militar: {result}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} draws progress tokens from the box.</source>
        <translation>{player} roba fichas de Progreso de la caja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws progress tokens from the box: {tokens}.</source>
        <translation>{player} roba fichas de Progreso de la caja: {tokens}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
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
        <location line="+8"/>
        <source>{player} discards {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} descarta {card} y obtiene %n moneda.</numerusform>
            <numerusform>{player} descarta {card} y obtiene %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
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
        <location line="+3"/>
        <source>{card} is revealed.</source>
        <translation>Se revela {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} loses {card}.</source>
        <translation>{player} pierde {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+3"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <translation>{player} construye la Etapa {stage} de su Maravilla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} builds {wonder}.</source>
        <translation>{player} construye {wonder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} completes {wonder}!</source>
        <translation>¡{player} completa {wonder}!</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+3"/>
        <source>{player} gains %n coin(s).</source>
        <translation>
            <numerusform>{player} obtiene %n moneda.</numerusform>
            <numerusform>{player} obtiene %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n coin(s).</source>
        <translation>
            <numerusform>{player} pierde %n moneda.</numerusform>
            <numerusform>{player} pierde %n monedas.</numerusform>
        </translation>
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
        <location line="+3"/>
        <source>{player} takes the progress token {token}.</source>
        <translation>{player} toma la ficha de Progreso {token}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} uses {token}.</source>
        <translation>{player} usa {token}.</translation>
    </message>
    <message>
        <location line="+4"/>
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
            <numerusform>{player} gira %n ficha de conflicto a la cara de guerra.</numerusform>
            <numerusform>{player} gira %n fichas de conflicto a la cara de guerra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+1"/>
        <source>End of age {age}.</source>
        <translation>Fin de la Era {age}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{player} bets %n.</source>
        <translation>
            <numerusform>{player} apuesta %n.</numerusform>
            <numerusform>{player} apuesta %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has chosen a card.</source>
        <translation>{player} ha elegido una carta.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} wins the trick (%n point(s)).</source>
        <translation>
            <numerusform>{player} gana la baza (%n punto).</numerusform>
            <numerusform>{player} gana la baza (%n puntos).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../wonders_desktop/ui/controller.py" line="+55"/>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>New game (seed {seed}).</source>
        <translation>Nueva partida (semilla {seed}).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The {level} bot is not available yet: {player} is played by the random bot.</source>
        <translation>El bot {level} aún no está disponible: {player} lo juega el bot aleatorio.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free City</source>
        <translation>Ciudad Libre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{level} bot {n}</source>
        <translation>Bot {level} {n}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} (you)</source>
        <translation>{name} (tú)</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>The bot of {player} failed ({error}); a safe move was played instead.</source>
        <translation>El bot de {player} falló ({error}); se jugó en su lugar una jugada segura.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Your last move was taken back.</source>
        <translation>Se deshizo tu última jugada.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../wonders_desktop/ui/start_page.py" line="+70"/>
        <source>Set up a game…</source>
        <translation>Preparar una partida…</translation>
    </message>
</context>
<context>
    <name>GenericTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/generic.py" line="+121"/>
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
        <location line="+42"/>
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
    <name>Labels</name>
    <message>
        <location filename="../wonders_desktop/ui/labels.py" line="+34"/>
        <location line="+174"/>
        <source>Wonder</source>
        <translation>Maravilla</translation>
    </message>
    <message>
        <location line="-173"/>
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
        <location line="+166"/>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <location line="-165"/>
        <location line="+163"/>
        <source>Military</source>
        <translation>Militar</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Military tokens</source>
        <translation>Marcadores militares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shields</source>
        <translation>Escudos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <translation>Deuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+169"/>
        <source>Progress tokens</source>
        <translation>Fichas de Progreso</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+162"/>
        <source>Wonders</source>
        <translation>Maravillas</translation>
    </message>
    <message>
        <location line="-161"/>
        <location line="+169"/>
        <source>Cat</source>
        <translation>Gato</translation>
    </message>
    <message>
        <location line="-168"/>
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
        <location line="+1"/>
        <location line="+166"/>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick</source>
        <translation>Elección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy</source>
        <translation>Diplomacia</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Under the wonder</source>
        <translation>Bajo la Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins gained</source>
        <translation>Monedas obtenidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins spent</source>
        <translation>Monedas gastadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Mazos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conflict</source>
        <translation>Conflicto</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
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
        <location line="+2"/>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid in</source>
        <translation>Recibido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid out</source>
        <translation>Pagado</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
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
        <location line="+42"/>
        <source>Treasury</source>
        <translation>Tesorería</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilian structures</source>
        <translation>Estructuras Civiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific structures</source>
        <translation>Estructuras Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commercial structures</source>
        <translation>Estructuras Comerciales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <translation>Gremios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Ciudades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue cards</source>
        <translation>Cartas azules</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Victory on points.</source>
        <translation>Victoria por puntos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military supremacy.</source>
        <translation>Supremacía militar.</translation>
    </message>
    <message>
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
        <location line="-150"/>
        <location line="+138"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bets</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+1"/>
        <source>most coins</source>
        <translation>más monedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>most points from civilian structures</source>
        <translation>más puntos de Estructuras Civiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most wonder stages</source>
        <translation>más Etapas de Maravilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most tricks</source>
        <translation>más bazas</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/main_window.py" line="+197"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>&amp;Cargar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo last move</source>
        <translation>&amp;Deshacer la última jugada</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Wonders</source>
        <translation>Wonders</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+236"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="-234"/>
        <source>Wonders — {game}, {players}</source>
        <translation>Wonders — {game}, {players}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot start this game</source>
        <translation>No se puede empezar esta partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>There is no unfinished game to continue.</source>
        <translation>No hay ninguna partida sin terminar para continuar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a saved game</source>
        <translation>Cargar una partida guardada</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+38"/>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Cannot open this saved game</source>
        <translation>No se puede abrir esta partida guardada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file could not be read.</source>
        <translation>No se pudo leer el archivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is damaged or incomplete (it may have been cut short).</source>
        <translation>El archivo está dañado o incompleto (puede haberse cortado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game of this app, or parts of it are missing.</source>
        <translation>El archivo no es una partida guardada de esta aplicación, o le faltan partes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was changed after it was saved: its moves do not lead to the saved position.</source>
        <translation>El archivo se modificó después de guardarse: sus jugadas no llevan a la posición guardada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was saved by a newer version of the app. Please update the app to open it.</source>
        <translation>El archivo se guardó con una versión más reciente de la aplicación. Actualiza la aplicación para abrirlo.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+8"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game saved.</source>
        <translation>Partida guardada.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Game over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {n}</source>
        <translation>Jugada {n}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Confirm your move</source>
        <translation>Confirma tu jugada</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No military conflict this age.</source>
        <translation>Ningún conflicto militar en esta Era.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Score sheet</source>
        <translation>Cuadernillo de puntuación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Autosave failed: {detail}</source>
        <translation>Falló el guardado automático: {detail}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The last autosave looks damaged.</source>
        <translation>El último guardado automático parece dañado.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n jugada hecha</numerusform>
            <numerusform>%n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&lt;h3&gt;Wonders {version}&lt;/h3&gt;&lt;p&gt;7 Wonders, 7 Wonders Duel and 7 Wonders Architects, offline, against bots or hot-seat.&lt;/p&gt;&lt;p&gt;An unofficial fan-made program for personal use; the games belong to their authors and publishers (Repos Production).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wonders {version}&lt;/h3&gt;&lt;p&gt;7 Wonders, 7 Wonders Duel y 7 Wonders Architects, sin conexión, contra bots o con amigos en la misma pantalla.&lt;/p&gt;&lt;p&gt;Un programa no oficial hecho por aficionados para uso personal; los juegos pertenecen a sus autores y editoriales (Repos Production).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About Wonders</source>
        <translation>Acerca de Wonders</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <location filename="../wonders_desktop/ui/move_text.py" line="+40"/>
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
        <location line="+104"/>
        <source>Wonder stage</source>
        <translation>Etapa de la Maravilla</translation>
    </message>
    <message>
        <location line="-103"/>
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
        <location line="+83"/>
        <source>Discard for coins</source>
        <translation>Descartar para obtener monedas</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+87"/>
        <source>Discard {card} for coins</source>
        <translation>Descartar {card} para obtener monedas</translation>
    </message>
    <message>
        <location line="-83"/>
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
        <location line="+83"/>
        <source>Progress token</source>
        <translation>Ficha de Progreso</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+33"/>
        <source>Take {token}</source>
        <translation>Tomar {token}</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Destroy a card</source>
        <translation>Destruir una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destroy {card}</source>
        <translation>Destruir {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+55"/>
        <source>Build from the discard pile</source>
        <translation>Construir de la pila de descartes</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Who starts the next age</source>
        <translation>Quién empieza la próxima Era</translation>
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
        <location line="+8"/>
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
        <location line="+2"/>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Play a card</source>
        <translation>Jugar una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play {card}</source>
        <translation>Jugar {card}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Build {card} from the discard pile</source>
        <translation>Construir {card} de la pila de descartes</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Build stage {stage} with {cards}</source>
        <translation>Construir la Etapa {stage} con {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take {token} for {cards}</source>
        <translation>Tomar {token} a cambio de {cards}</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location filename="../wonders_desktop/ui/new_game_dialog.py" line="+81"/>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Random sides</source>
        <translation>Caras aleatorias</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All boards on side {side}</source>
        <translation>Todos los tableros por la cara {side}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{choice} (recommended for a first game)</source>
        <translation>{choice} (recomendado para la primera partida)</translation>
    </message>
    <message>
        <location line="+57"/>
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
        <location line="+3"/>
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
        <location line="+1"/>
        <source>Random</source>
        <translation>Aleatorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen for each seat</source>
        <translation>Elegidas para cada puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First game: fixed wonders (recommended)</source>
        <translation>Primera partida: Maravillas fijas (recomendado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder draft</source>
        <translation>Selección de Maravillas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Wonders</source>
        <translation>Maravillas</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sides</source>
        <translation>Caras</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+12"/>
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
    <name>PrivacyScreen</name>
    <message>
        <location filename="../wonders_desktop/ui/privacy.py" line="+41"/>
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
    <name>RulesWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/rules_window.py" line="+56"/>
        <source>The rules summary of {game} is not available in this version yet.</source>
        <translation>El resumen de las reglas de {game} aún no está disponible en esta versión.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The printed rulebook is the reference; the game itself only lets you make legal moves.</source>
        <translation>El reglamento impreso es la referencia; el juego solo permite jugadas válidas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../wonders_desktop/ui/score_sheet.py" line="+72"/>
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
        <location line="+12"/>
        <source>{player} wins!</source>
        <translation>¡{player} gana!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared victory: {players}</source>
        <translation>Victoria compartida: {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tie broken by {rule}.</source>
        <translation>Empate resuelto por {rule}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/settings_dialog.py" line="+17"/>
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
        <location line="+58"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot speed</source>
        <translation>Velocidad de los bots</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask for confirmation before each move</source>
        <translation>Pedir confirmación antes de cada jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow undoing a move that revealed nothing</source>
        <translation>Permitir deshacer una jugada que no reveló nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../wonders_desktop/ui/start_page.py" line="-45"/>
        <source>7 Wonders</source>
        <translation>7 Wonders</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 Wonders Duel</source>
        <translation>7 Wonders Duel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 Wonders Architects</source>
        <translation>7 Wonders Architects</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>3 to 7 players (2 with the Free City). Both editions, Cities, teams.</source>
        <translation>De 3 a 7 jugadores (2 con la Ciudad Libre). Las dos ediciones, Cities, equipos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 players. Military, science or civil victory.</source>
        <translation>2 jugadores. Victoria militar, científica o civil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 7 players. Build your wonder, fast.</source>
        <translation>De 2 a 7 jugadores. Construye tu Maravilla, rápido.</translation>
    </message>
    <message>
        <location line="+115"/>
        <location line="+13"/>
        <source>No unfinished game.</source>
        <translation>Ninguna partida sin terminar.</translation>
    </message>
    <message>
        <location line="-10"/>
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
        <location line="+1"/>
        <source>Load a saved game…</source>
        <translation>Cargar una partida guardada…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games</source>
        <translation>Los juegos</translation>
    </message>
</context>
</TS>
