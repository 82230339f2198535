<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CardPainter</name>
    <message>
        <location filename="../wonders_desktop/ui/art/painter.py" line="+294"/>
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
    <name>ClassicFaces</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/faces.py" line="+149"/>
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
    <name>ClassicTable</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+70"/>
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
    <message numerus="yes">
        <location line="+18"/>
        <location line="+181"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+141"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-177"/>
        <location line="+278"/>
        <location line="+142"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-48"/>
        <location line="+51"/>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <location line="-419"/>
        <source>built</source>
        <translation>construida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not built</source>
        <translation>sin construir</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+388"/>
        <source>Stage {number}</source>
        <translation>Etapa {number}</translation>
    </message>
    <message>
        <location line="-384"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+1"/>
        <source>Cost: {cost}</source>
        <translation>Coste: {cost}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You can build it: free</source>
        <translation>Puedes construirla: gratis</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You can build it: %n coin(s) with trading</source>
        <translation>
            <numerusform>Puedes construirla: %n moneda comerciando</numerusform>
            <numerusform>Puedes construirla: %n monedas comerciando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You can build it: %n coin(s)</source>
        <translation>
            <numerusform>Puedes construirla: %n moneda</numerusform>
            <numerusform>Puedes construirla: %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No structure built yet</source>
        <translation>Aún no hay ninguna Estructura construida</translation>
    </message>
    <message>
        <location line="+56"/>
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
        <source>Stronger than you ({theirs} vs {mine} shields)</source>
        <translation>Más fuerte que tú ({theirs} contra {mine} escudos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weaker than you ({theirs} vs {mine} shields)</source>
        <translation>Más débil que tú ({theirs} contra {mine} escudos)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Conflict tokens: {tokens}</source>
        <translation>Marcadores de Conflicto: {tokens}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
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
        <location line="+3"/>
        <source>Military strength: %n shield(s)</source>
        <translation>
            <numerusform>Fuerza militar: %n escudo</numerusform>
            <numerusform>Fuerza militar: %n escudos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stages built: {built} of {total}</source>
        <translation>Etapas de la Maravilla construidas: {built} de {total}</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>Hand: {cards}</source>
        <translation>Mano: {cards}</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-23"/>
        <source>Built</source>
        <translation>Ya la tienes</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bank {coins}</source>
        <translation>banca {coins}</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-36"/>
        <source>free (chain)</source>
        <translation>gratis (cadena)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+12"/>
        <source>Build the structure</source>
        <translation>Construir la Estructura</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Build for free</source>
        <translation>Construir gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wonder power, once per age</source>
        <translation>poder de la Maravilla, una vez por Era</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Build wonder stage {number}</source>
        <translation>Construir la Etapa {number} de la Maravilla</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not allowed now</source>
        <translation>no permitido ahora</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+6"/>
        <source>Discard for 3 coins</source>
        <translation>Descartar por 3 monedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Free City must build</source>
        <translation>la Ciudad Libre debe construir</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pay {payment}</source>
        <translation>Pagar {payment}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>+3 coins</source>
        <translation>+3 monedas</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="-28"/>
        <source>builds wonder stage {number}</source>
        <translation>construye la Etapa {number} de su Maravilla</translation>
    </message>
    <message numerus="yes">
        <location line="-227"/>
        <source>Tied with you (%n shield(s))</source>
        <translation>
            <numerusform>Empatado contigo (%n escudo)</numerusform>
            <numerusform>Empatado contigo (%n escudos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+234"/>
        <source>discards {card} for 3 coins</source>
        <translation>descarta {card} por 3 monedas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discards a card for 3 coins</source>
        <translation>descarta una carta por 3 monedas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>builds nothing from the discard pile</source>
        <translation>no construye nada de la pila de descartes</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>chain</source>
        <translation>cadena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the discard pile</source>
        <translation>de la pila de descartes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pays {coins} to {player}</source>
        <translation>paga {coins} a {player}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Conflicts: {results}</source>
        <translation>Conflictos: {results}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/table.py" line="+216"/>
        <source>The game is over — see the score sheet</source>
        <translation>La partida ha terminado — mira la hoja de puntuación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hands pass left ◀ to {player}</source>
        <translation>las cartas pasan a la izquierda ◀ a {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hands pass right ▶ to {player}</source>
        <translation>las cartas pasan a la derecha ▶ a {player}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Age {age} · turn {turn} of {turns}</source>
        <translation>Era {age} · turno {turn} de {turns}</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>discard pile: %n card(s)</source>
        <translation>
            <numerusform>pila de descartes: %n carta</numerusform>
            <numerusform>pila de descartes: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a card, then an action (←/→, Enter; B build, W wonder, S discard).</source>
        <translation>Elige una carta y luego una acción (←/→, Intro; B construir, W Maravilla, S descartar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play the Free City this turn: choose its card first.</source>
        <translation>Juegas la Ciudad Libre este turno: elige primero su carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{wonder}: you may play the last card of the age.</source>
        <translation>{wonder}: puedes jugar la última carta de la Era.</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+12"/>
        <source>You chose: {move}. Waiting for {players}…</source>
        <translation>Has elegido: {move}. Esperando a {players}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for {players}…</source>
        <translation>Esperando a {players}…</translation>
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
    <message numerus="yes">
        <location line="+24"/>
        <source>The discard pile (%n card(s))</source>
        <translation>
            <numerusform>La pila de descartes (%n carta)</numerusform>
            <numerusform>La pila de descartes (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your hand — prices for the Free City</source>
        <translation>Tu mano — precios para la Ciudad Libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the age</source>
        <translation>La última carta de la Era</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For the Free City: {card}</source>
        <translation>Para la Ciudad Libre: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay for the structure:</source>
        <translation>Pago de la Estructura:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay for the stage:</source>
        <translation>Pago de la Etapa:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Build it for free</source>
        <translation>Construirla gratis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass (build nothing)</source>
        <translation>Pasar (no construir)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Take %n debt token(s)</source>
        <translation>
            <numerusform>Tomar %n ficha de Deuda</numerusform>
            <numerusform>Tomar %n fichas de Deuda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pay %n coin(s)</source>
        <translation>
            <numerusform>Pagar %n moneda</numerusform>
            <numerusform>Pagar %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay {coins}, take {debt} debt</source>
        <translation>Pagar {coins}, tomar {debt} de Deuda</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Age {age}, what everyone did:</source>
        <translation>Era {age}, lo que hizo cada uno:</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-57"/>
        <source>Wood</source>
        <translation>Madera</translation>
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
        <source>Ore</source>
        <translation>Metal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <translation>Cristal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papyrus</source>
        <translation>Papiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loom</source>
        <translation>Tela</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+14"/>
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
        <source>%n coin(s) to the bank</source>
        <translation>
            <numerusform>%n moneda a la banca</numerusform>
            <numerusform>%n monedas a la banca</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+2"/>
        <source>Needs {needed} coins, you have {coins}</source>
        <translation>Necesita {needed} monedas, tienes {coins}</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+22"/>
        <source>Free if you have built: {cards}</source>
        <translation>Gratis si has construido: {cards}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Makes free later: {cards}</source>
        <translation>Hace gratis después: {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Age {age} · players: {marks}</source>
        <translation>Era {age} · jugadores: {marks}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Age {age}</source>
        <translation>Era {age}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>your left neighbour</source>
        <translation>el vecino de tu izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your city</source>
        <translation>tu ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your right neighbour</source>
        <translation>el vecino de tu derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+7"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wonder stage built</source>
        <translation>Etapa de Maravilla construida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conflict victory token</source>
        <translation>marcador de Victoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conflict defeat token</source>
        <translation>marcador de Derrota</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Produces {resources}</source>
        <translation>Produce {resources}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Produces one of: {resources} each turn</source>
        <translation>Produce uno de estos cada turno: {resources}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not for sale to the neighbours)</source>
        <translation>(no se vende a los vecinos)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n escudo</numerusform>
            <numerusform>%n escudos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Science symbol: compass</source>
        <translation>Símbolo científico: compás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Science symbol: gear</source>
        <translation>Símbolo científico: engranaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Science symbol: tablet</source>
        <translation>Símbolo científico: tablilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A science symbol of your choice at the end of the game</source>
        <translation>Un símbolo científico a tu elección al final de la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raw materials</source>
        <translation>materias primas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>manufactured goods</source>
        <translation>productos manufacturados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy {kind} from {whose} for {price} coin each</source>
        <translation>Compra {kind} a {whose} por {price} moneda cada uno</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Take %n coin(s) from the bank</source>
        <translation>
            <numerusform>Toma %n moneda de la banca</numerusform>
            <numerusform>Toma %n monedas de la banca</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{amount} coin(s) per {counted} in {whose}</source>
        <translation>{amount} moneda(s) por cada {counted} de {whose}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n punto de victoria</numerusform>
            <numerusform>%n puntos de victoria</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{amount} victory point(s) per {counted} in {whose}</source>
        <translation>{amount} punto(s) de victoria por cada {counted} de {whose}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a diplomacy token</source>
        <translation>Toma una ficha de Diplomacia</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Every other player loses %n coin(s) (or takes debt)</source>
        <translation>
            <numerusform>Cada otro jugador pierde %n moneda (o toma Deuda)</numerusform>
            <numerusform>Cada otro jugador pierde %n monedas (o toma Deuda)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You may play the 7th card of each age instead of discarding it</source>
        <translation>Puedes jugar la 7.ª carta de cada Era en lugar de descartarla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build a card of the discard pile for free, at the end of this turn</source>
        <translation>Construye gratis una carta de la pila de descartes, al final de este turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once per age, build a structure for free</source>
        <translation>Una vez por Era, construye una Estructura gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end of the game, copy a guild of a neighbour</source>
        <translation>Al final de la partida, copia un Gremio de un vecino</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first card of each colour is free</source>
        <translation>La primera carta de cada color es gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card of each age is free</source>
        <translation>La primera carta de cada Era es gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last card of each age is free</source>
        <translation>La última carta de cada Era es gratis</translation>
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
