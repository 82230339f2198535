<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>CardPainter</name>
    <message>
        <location filename="../wonders_desktop/ui/art/painter.py" line="+294"/>
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
    <name>ClassicFaces</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/faces.py" line="+149"/>
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
    <name>ClassicTable</name>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+70"/>
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
    <message numerus="yes">
        <location line="+18"/>
        <location line="+181"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+141"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-177"/>
        <location line="+278"/>
        <location line="+142"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-48"/>
        <location line="+51"/>
        <source>free</source>
        <translation>grátis</translation>
    </message>
    <message>
        <location line="-419"/>
        <source>built</source>
        <translation>construído</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not built</source>
        <translation>não construído</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+388"/>
        <source>Stage {number}</source>
        <translation>Estágio {number}</translation>
    </message>
    <message>
        <location line="-384"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+1"/>
        <source>Cost: {cost}</source>
        <translation>Custo: {cost}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You can build it: free</source>
        <translation>Você pode construí-lo: grátis</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You can build it: %n coin(s) with trading</source>
        <translation>
            <numerusform>Você pode construí-lo: %n moeda com comércio</numerusform>
            <numerusform>Você pode construí-lo: %n moedas com comércio</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You can build it: %n coin(s)</source>
        <translation>
            <numerusform>Você pode construí-lo: %n moeda</numerusform>
            <numerusform>Você pode construí-lo: %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No structure built yet</source>
        <translation>Nenhuma estrutura construída ainda</translation>
    </message>
    <message>
        <location line="+56"/>
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
        <source>Stronger than you ({theirs} vs {mine} shields)</source>
        <translation>Mais forte que você ({theirs} contra {mine} escudos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weaker than you ({theirs} vs {mine} shields)</source>
        <translation>Mais fraco que você ({theirs} contra {mine} escudos)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Conflict tokens: {tokens}</source>
        <translation>Marcadores de Conflito: {tokens}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
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
        <location line="+3"/>
        <source>Military strength: %n shield(s)</source>
        <translation>
            <numerusform>Força militar: %n escudo</numerusform>
            <numerusform>Força militar: %n escudos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder stages built: {built} of {total}</source>
        <translation>Estágios da Maravilha construídos: {built} de {total}</translation>
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
        <source>Hand: {cards}</source>
        <translation>Mão: {cards}</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <translation>Construa de graça (construção em cadeia)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build it: {cost}</source>
        <translation>Construa: {cost}</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-23"/>
        <source>Built</source>
        <translation>Já tem</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bank {coins}</source>
        <translation>banco {coins}</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-36"/>
        <source>free (chain)</source>
        <translation>grátis (cadeia)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+12"/>
        <source>Build the structure</source>
        <translation>Construir a estrutura</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Build for free</source>
        <translation>Construir de graça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wonder power, once per age</source>
        <translation>poder da Maravilha, uma vez por Era</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Build wonder stage {number}</source>
        <translation>Construir o estágio {number} da Maravilha</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not allowed now</source>
        <translation>não permitido agora</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+6"/>
        <source>Discard for 3 coins</source>
        <translation>Descartar por 3 moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Free City must build</source>
        <translation>a Cidade Livre deve construir</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pay {payment}</source>
        <translation>Pagar {payment}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>+3 coins</source>
        <translation>+3 moedas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>passes</source>
        <translation>passa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>builds {card} for free (chain)</source>
        <translation>constrói {card} de graça (cadeia)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds {card} for free</source>
        <translation>constrói {card} de graça</translation>
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
        <location line="-28"/>
        <source>builds wonder stage {number}</source>
        <translation>constrói o estágio {number} da Maravilha</translation>
    </message>
    <message numerus="yes">
        <location line="-227"/>
        <source>Tied with you (%n shield(s))</source>
        <translation>
            <numerusform>Empatado com você (%n escudo)</numerusform>
            <numerusform>Empatado com você (%n escudos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+234"/>
        <source>discards {card} for 3 coins</source>
        <translation>descarta {card} por 3 moedas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discards a card for 3 coins</source>
        <translation>descarta uma carta por 3 moedas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>builds nothing from the discard pile</source>
        <translation>não constrói nada da pilha de descarte</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>chain</source>
        <translation>cadeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the discard pile</source>
        <translation>da pilha de descarte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pays {coins} to {player}</source>
        <translation>paga {coins} a {player}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Conflicts: {results}</source>
        <translation>Conflitos: {results}</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/table.py" line="+216"/>
        <source>The game is over — see the score sheet</source>
        <translation>O jogo terminou — veja a folha de pontuação</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hands pass left ◀ to {player}</source>
        <translation>as cartas passam à esquerda ◀ para {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hands pass right ▶ to {player}</source>
        <translation>as cartas passam à direita ▶ para {player}</translation>
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
            <numerusform>pilha de descarte: %n carta</numerusform>
            <numerusform>pilha de descarte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a card, then an action (←/→, Enter; B build, W wonder, S discard).</source>
        <translation>Escolha uma carta e depois uma ação (←/→, Enter; B construir, W Maravilha, S descartar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play the Free City this turn: choose its card first.</source>
        <translation>Você joga pela Cidade Livre neste turno: escolha primeiro a carta dela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{wonder}: you may play the last card of the age.</source>
        <translation>{wonder}: você pode jogar a última carta da Era.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Build one card of the discard pile for free, or pass.</source>
        <translation>Construa de graça uma carta da pilha de descarte, ou passe.</translation>
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
        <location line="+12"/>
        <source>You chose: {move}. Waiting for {players}…</source>
        <translation>Você escolheu: {move}. Aguardando {players}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for {players}…</source>
        <translation>Aguardando {players}…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>a jogar</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>The discard pile (%n card(s))</source>
        <translation>
            <numerusform>A pilha de descarte (%n carta)</numerusform>
            <numerusform>A pilha de descarte (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your hand — prices for the Free City</source>
        <translation>Sua mão — preços para a Cidade Livre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the age</source>
        <translation>A última carta da Era</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For the Free City: {card}</source>
        <translation>Para a Cidade Livre: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay for the structure:</source>
        <translation>Pagamento da estrutura:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay for the stage:</source>
        <translation>Pagamento do estágio:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Build it for free</source>
        <translation>Construir de graça</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass (build nothing)</source>
        <translation>Passar (não construir)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Take %n debt token(s)</source>
        <translation>
            <numerusform>Pegar %n ficha de Dívida</numerusform>
            <numerusform>Pegar %n fichas de Dívida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pay %n coin(s)</source>
        <translation>
            <numerusform>Pagar %n moeda</numerusform>
            <numerusform>Pagar %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay {coins}, take {debt} debt</source>
        <translation>Pagar {coins}, pegar {debt} de Dívida</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Age {age}, what everyone did:</source>
        <translation>Era {age}, o que cada um fez:</translation>
    </message>
    <message>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-57"/>
        <source>Wood</source>
        <translation>Madeira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone</source>
        <translation>Pedra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clay</source>
        <translation>Barro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ore</source>
        <translation>Ouro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glass</source>
        <translation>Vidro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papyrus</source>
        <translation>Papiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loom</source>
        <translation>Tecido</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+14"/>
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
        <source>%n coin(s) to the bank</source>
        <translation>
            <numerusform>%n moeda ao banco</numerusform>
            <numerusform>%n moedas ao banco</numerusform>
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
        <translation>Já construída (não se constroem duas estruturas iguais)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your wonder is complete</source>
        <translation>Sua Maravilha está completa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs {needed} coins, you have {coins}</source>
        <translation>Precisa de {needed} moedas, você tem {coins}</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+22"/>
        <source>Free if you have built: {cards}</source>
        <translation>Grátis se você construiu: {cards}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Makes free later: {cards}</source>
        <translation>Torna grátis depois: {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Age {age} · players: {marks}</source>
        <translation>Era {age} · jogadores: {marks}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Age {age}</source>
        <translation>Era {age}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>your left neighbour</source>
        <translation>seu vizinho da esquerda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your city</source>
        <translation>sua cidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your right neighbour</source>
        <translation>seu vizinho da direita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+7"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wonder stage built</source>
        <translation>estágio de Maravilha construído</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conflict victory token</source>
        <translation>marcador de Vitória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conflict defeat token</source>
        <translation>marcador de Derrota</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Produces {resources}</source>
        <translation>Produz {resources}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Produces one of: {resources} each turn</source>
        <translation>Produz um destes a cada turno: {resources}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not for sale to the neighbours)</source>
        <translation>(não se vende aos vizinhos)</translation>
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
        <translation>Símbolo científico: compasso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Science symbol: gear</source>
        <translation>Símbolo científico: engrenagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Science symbol: tablet</source>
        <translation>Símbolo científico: tábua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A science symbol of your choice at the end of the game</source>
        <translation>Um símbolo científico à sua escolha no fim do jogo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raw materials</source>
        <translation>matérias-primas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>manufactured goods</source>
        <translation>produtos manufaturados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy {kind} from {whose} for {price} coin each</source>
        <translation>Compre {kind} de {whose} por {price} moeda cada</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Take %n coin(s) from the bank</source>
        <translation>
            <numerusform>Pegue %n moeda do banco</numerusform>
            <numerusform>Pegue %n moedas do banco</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{amount} coin(s) per {counted} in {whose}</source>
        <translation>{amount} moeda(s) por {counted} em {whose}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n ponto de vitória</numerusform>
            <numerusform>%n pontos de vitória</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{amount} victory point(s) per {counted} in {whose}</source>
        <translation>{amount} ponto(s) de vitória por {counted} em {whose}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a diplomacy token</source>
        <translation>Pegue uma ficha de Diplomacia</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Every other player loses %n coin(s) (or takes debt)</source>
        <translation>
            <numerusform>Cada outro jogador perde %n moeda (ou pega Dívida)</numerusform>
            <numerusform>Cada outro jogador perde %n moedas (ou pega Dívida)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You may play the 7th card of each age instead of discarding it</source>
        <translation>Você pode jogar a 7ª carta de cada Era em vez de descartá-la</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build a card of the discard pile for free, at the end of this turn</source>
        <translation>Construa de graça uma carta da pilha de descarte, no fim deste turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once per age, build a structure for free</source>
        <translation>Uma vez por Era, construa uma estrutura de graça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end of the game, copy a guild of a neighbour</source>
        <translation>No fim do jogo, copie um Grêmio de um vizinho</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first card of each colour is free</source>
        <translation>A primeira carta de cada cor é grátis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card of each age is free</source>
        <translation>A primeira carta de cada Era é grátis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last card of each age is free</source>
        <translation>A última carta de cada Era é grátis</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../wonders_desktop/ui/event_text.py" line="+69"/>
        <source>the central deck</source>
        <translation>o baralho central</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck of {wonder}</source>
        <translation>o baralho de {wonder}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} builds {card} for free (chain).</source>
        <translation>{player} constrói {card} de graça (construção em cadeia).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} builds {card} for free.</source>
        <translation>{player} constrói {card} de graça.</translation>
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
        <location line="+5"/>
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
        <location line="+9"/>
        <source>nobody wins a token</source>
        <translation>ninguém ganha ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle! Military victory tokens: {result}.</source>
        <translation>Batalha! Fichas de Vitória Militar: {result}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} draws progress tokens from the box.</source>
        <translation>{player} compra fichas de Progresso da caixa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws progress tokens from the box: {tokens}.</source>
        <translation>{player} compra fichas de Progresso da caixa: {tokens}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
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
        <location line="+8"/>
        <source>{player} discards {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} descarta {card} e recebe %n moeda.</numerusform>
            <numerusform>{player} descarta {card} e recebe %n moedas.</numerusform>
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
        <translation>{player} não constrói nada da pilha de descarte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is revealed.</source>
        <translation>Carta revelada: {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} loses {card}.</source>
        <translation>{player} perde {card}.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+3"/>
        <source>{player} builds stage {stage} of their wonder.</source>
        <translation>{player} constrói o estágio {stage} de sua Maravilha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} builds {wonder}.</source>
        <translation>{player} constrói {wonder}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} completes {wonder}!</source>
        <translation>{player} completa {wonder}!</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+3"/>
        <source>{player} gains %n coin(s).</source>
        <translation>
            <numerusform>{player} recebe %n moeda.</numerusform>
            <numerusform>{player} recebe %n moedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n coin(s).</source>
        <translation>
            <numerusform>{player} perde %n moeda.</numerusform>
            <numerusform>{player} perde %n moedas.</numerusform>
        </translation>
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
        <location line="+3"/>
        <source>{player} takes the progress token {token}.</source>
        <translation>{player} pega a ficha de Progresso {token}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} uses {token}.</source>
        <translation>{player} usa {token}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} exchanges {cards} for a progress token.</source>
        <translation>{player} troca {cards} por uma ficha de Progresso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} takes the cat.</source>
        <translation>{player} pega o Gato.</translation>
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
        <location line="+5"/>
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
        <location line="+1"/>
        <source>End of age {age}.</source>
        <translation>Fim da Era {age}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{player} bets %n.</source>
        <translation>
            <numerusform>{player} aposta %n.</numerusform>
            <numerusform>{player} aposta %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has chosen a card.</source>
        <translation>{player} escolheu uma carta.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} wins the trick (%n point(s)).</source>
        <translation>
            <numerusform>{player} vence a vaza (%n ponto).</numerusform>
            <numerusform>{player} vence a vaza (%n pontos).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../wonders_desktop/ui/controller.py" line="+55"/>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>New game (seed {seed}).</source>
        <translation>Nova partida (semente {seed}).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The {level} bot is not available yet: {player} is played by the random bot.</source>
        <translation>O robô {level} ainda não está disponível: {player} é jogado pelo robô aleatório.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free City</source>
        <translation>Cidade Livre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{level} bot {n}</source>
        <translation>Robô {level} {n}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} (you)</source>
        <translation>{name} (você)</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>The bot of {player} failed ({error}); a safe move was played instead.</source>
        <translation>O robô de {player} falhou ({error}); uma jogada segura foi feita no lugar.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Your last move was taken back.</source>
        <translation>Sua última jogada foi desfeita.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../wonders_desktop/ui/start_page.py" line="+70"/>
        <source>Set up a game…</source>
        <translation>Preparar uma partida…</translation>
    </message>
</context>
<context>
    <name>GenericTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/generic.py" line="+121"/>
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
        <location line="+42"/>
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
    <name>Labels</name>
    <message>
        <location filename="../wonders_desktop/ui/labels.py" line="+34"/>
        <location line="+174"/>
        <source>Wonder</source>
        <translation>Maravilha</translation>
    </message>
    <message>
        <location line="-173"/>
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
        <location line="+166"/>
        <source>Coins</source>
        <translation>Moedas</translation>
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
        <translation>Fichas militares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shields</source>
        <translation>Escudos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <translation>Dívida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+169"/>
        <source>Progress tokens</source>
        <translation>Fichas de Progresso</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+162"/>
        <source>Wonders</source>
        <translation>Maravilhas</translation>
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
        <location line="+1"/>
        <location line="+166"/>
        <source>Tricks</source>
        <translation>Vazas</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>Bet</source>
        <translation>Aposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick</source>
        <translation>Escolha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>Equipe</translation>
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
        <translation>Sob a Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins gained</source>
        <translation>Moedas recebidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins spent</source>
        <translation>Moedas gastas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Pilha de descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conflict</source>
        <translation>Conflito</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
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
        <location line="+2"/>
        <source>Battle</source>
        <translation>Batalha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid in</source>
        <translation>Recebido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid out</source>
        <translation>Pago</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>não</translation>
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
            <numerusform>%n item</numerusform>
            <numerusform>%n itens</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Treasury</source>
        <translation>Tesouraria</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilian structures</source>
        <translation>Estruturas Civis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scientific structures</source>
        <translation>Estruturas Científicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commercial structures</source>
        <translation>Estruturas Comerciais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilds</source>
        <translation>Grêmios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Cidades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue cards</source>
        <translation>Cartas azuis</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Victory on points.</source>
        <translation>Vitória por pontos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military supremacy.</source>
        <translation>Supremacia Militar.</translation>
    </message>
    <message>
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
        <location line="-150"/>
        <location line="+138"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bets</source>
        <translation>Apostas</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+1"/>
        <source>most coins</source>
        <translation>mais moedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>most points from civilian structures</source>
        <translation>mais pontos de Estruturas Civis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most wonder stages</source>
        <translation>mais estágios de Maravilha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most tricks</source>
        <translation>mais vazas</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/main_window.py" line="+197"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Salvar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo last move</source>
        <translation>&amp;Desfazer a última jogada</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Pontuação</translation>
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
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
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
        <translation>Não é possível iniciar esta partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Não há partida inacabada para continuar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a saved game</source>
        <translation>Abrir uma partida salva</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+38"/>
        <source>Saved games (*.json)</source>
        <translation>Partidas salvas (*.json)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Cannot open this saved game</source>
        <translation>Não é possível abrir esta partida salva</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file could not be read.</source>
        <translation>Não foi possível ler o arquivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is damaged or incomplete (it may have been cut short).</source>
        <translation>O arquivo está danificado ou incompleto (pode ter sido cortado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game of this app, or parts of it are missing.</source>
        <translation>O arquivo não é uma partida salva deste aplicativo, ou faltam partes dele.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was changed after it was saved: its moves do not lead to the saved position.</source>
        <translation>O arquivo foi alterado depois de salvo: suas jogadas não levam à posição salva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was saved by a newer version of the app. Please update the app to open it.</source>
        <translation>O arquivo foi salvo por uma versão mais nova do aplicativo. Atualize o aplicativo para abri-lo.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+8"/>
        <source>Save the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save</source>
        <translation>Não é possível salvar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game saved.</source>
        <translation>Partida salva.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Game over.</source>
        <translation>Fim de jogo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {n}</source>
        <translation>Jogada {n}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Confirm your move</source>
        <translation>Confirme sua jogada</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No military conflict this age.</source>
        <translation>Nenhum conflito militar nesta Era.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Score sheet</source>
        <translation>Caderninho de pontuação</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Autosave failed: {detail}</source>
        <translation>O salvamento automático falhou: {detail}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The last autosave looks damaged.</source>
        <translation>O último salvamento automático parece danificado.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n jogada feita</numerusform>
            <numerusform>%n jogadas feitas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&lt;h3&gt;Wonders {version}&lt;/h3&gt;&lt;p&gt;7 Wonders, 7 Wonders Duel and 7 Wonders Architects, offline, against bots or hot-seat.&lt;/p&gt;&lt;p&gt;An unofficial fan-made program for personal use; the games belong to their authors and publishers (Repos Production).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wonders {version}&lt;/h3&gt;&lt;p&gt;7 Wonders, 7 Wonders Duel e 7 Wonders Arquitetos, off-line, contra robôs ou com amigos no mesmo computador.&lt;/p&gt;&lt;p&gt;Um programa não oficial feito por fãs para uso pessoal; os jogos pertencem a seus autores e editoras (Repos Production).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About Wonders</source>
        <translation>Sobre o Wonders</translation>
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
        <translation>Estágio da Maravilha</translation>
    </message>
    <message>
        <location line="-103"/>
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
        <location line="+83"/>
        <source>Discard for coins</source>
        <translation>Descartar para receber moedas</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+87"/>
        <source>Discard {card} for coins</source>
        <translation>Descartar {card} para receber moedas</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build for free</source>
        <translation>Construir de graça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build {card} for free</source>
        <translation>Construir {card} de graça</translation>
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
        <location line="+83"/>
        <source>Progress token</source>
        <translation>Ficha de Progresso</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+33"/>
        <source>Take {token}</source>
        <translation>Pegar {token}</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Destroy a card</source>
        <translation>Destruir uma carta</translation>
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
        <translation>Construir da pilha de descarte</translation>
    </message>
    <message>
        <location line="-51"/>
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
        <translation>Carta extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra card from {deck}</source>
        <translation>Carta extra d{deck}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+8"/>
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
        <location line="+2"/>
        <source>End the turn</source>
        <translation>Terminar o turno</translation>
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
        <translation>Jogar uma carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play {card}</source>
        <translation>Jogar {card}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Build {card} from the discard pile</source>
        <translation>Construir {card} da pilha de descarte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Build stage {stage} with {cards}</source>
        <translation>Construir o estágio {stage} com {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take {token} for {cards}</source>
        <translation>Pegar {token} em troca de {cards}</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location filename="../wonders_desktop/ui/new_game_dialog.py" line="+81"/>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Robô</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Random sides</source>
        <translation>Lados aleatórios</translation>
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
        <translation>Dia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night</source>
        <translation>Noite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All boards on side {side}</source>
        <translation>Todos os tabuleiros no Lado {side}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{choice} (recommended for a first game)</source>
        <translation>{choice} (recomendado para a primeira partida)</translation>
    </message>
    <message>
        <location line="+57"/>
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
        <location line="+3"/>
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
        <translation>Expansão Cities</translation>
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
        <location line="+1"/>
        <source>Random</source>
        <translation>Aleatórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen for each seat</source>
        <translation>Escolhidas para cada lugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First game: fixed wonders (recommended)</source>
        <translation>Primeira partida: Maravilhas fixas (recomendado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wonder draft</source>
        <translation>Seleção de Maravilhas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Wonders</source>
        <translation>Maravilhas</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sides</source>
        <translation>Lados</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+12"/>
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
    <name>PrivacyScreen</name>
    <message>
        <location filename="../wonders_desktop/ui/privacy.py" line="+41"/>
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
    <name>RulesWindow</name>
    <message>
        <location filename="../wonders_desktop/ui/rules_window.py" line="+56"/>
        <source>The rules summary of {game} is not available in this version yet.</source>
        <translation>O resumo das regras de {game} ainda não está disponível nesta versão.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The printed rulebook is the reference; the game itself only lets you make legal moves.</source>
        <translation>O manual impresso é a referência; o próprio jogo só permite jogadas válidas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../wonders_desktop/ui/score_sheet.py" line="+72"/>
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
        <translation>Pontos que cada cidade faria se o jogo terminasse agora.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} wins!</source>
        <translation>{player} vence!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared victory: {players}</source>
        <translation>Vitória compartilhada: {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tie broken by {rule}.</source>
        <translation>Empate desfeito por {rule}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../wonders_desktop/ui/settings_dialog.py" line="+17"/>
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
        <location line="+58"/>
        <source>Settings</source>
        <translation>Configurações</translation>
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
        <translation>Animações</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot speed</source>
        <translation>Velocidade dos robôs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ask for confirmation before each move</source>
        <translation>Pedir confirmação antes de cada jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow undoing a move that revealed nothing</source>
        <translation>Permitir desfazer uma jogada que não revelou nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OK</source>
        <translation>OK</translation>
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
        <translation>7 Wonders Arquitetos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>3 to 7 players (2 with the Free City). Both editions, Cities, teams.</source>
        <translation>3 a 7 jogadores (2 com a Cidade Livre). As duas edições, Cities, equipes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 players. Military, science or civil victory.</source>
        <translation>2 jogadores. Vitória militar, científica ou civil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 7 players. Build your wonder, fast.</source>
        <translation>2 a 7 jogadores. Construa sua Maravilha, rápido.</translation>
    </message>
    <message>
        <location line="+115"/>
        <location line="+13"/>
        <source>No unfinished game.</source>
        <translation>Nenhuma partida inacabada.</translation>
    </message>
    <message>
        <location line="-10"/>
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
        <location line="+1"/>
        <source>Load a saved game…</source>
        <translation>Abrir uma partida salva…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games</source>
        <translation>Os jogos</translation>
    </message>
</context>
</TS>
