<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisWindow</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/window/analysis_window.py" line="+323"/>
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArchitectsTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/centre.py" line="+54"/>
        <source>Conflict tokens: %n of {total} on the battle side</source>
        <translation>
            <numerusform>Conflict tokens: %n of {total} on the battle side</numerusform>
            <numerusform>Conflict tokens: %n of {total} on the battle side</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Conflict: %n/{total} on the battle side</source>
        <translation>
            <numerusform>Conflict: %n/{total} on the battle side</numerusform>
            <numerusform>Conflict: %n/{total} on the battle side</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Discard: %n</source>
        <translation>
            <numerusform>Discard: %n</numerusform>
            <numerusform>Discard: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/city.py" line="+44"/>
        <source>%n victory point(s) if the game ended now</source>
        <translation>
            <numerusform>%n victory point if the game ended now</numerusform>
            <numerusform>%n victory points if the game ended now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+127"/>
        <source>Coins: %n</source>
        <translation>
            <numerusform>Coins: %n</numerusform>
            <numerusform>Coins: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Shields: %n</source>
        <translation>
            <numerusform>Shields: %n</numerusform>
            <numerusform>Shields: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A battle now would give %n military victory token(s).</source>
        <translation>
            <numerusform>A battle now would give %n military victory token.</numerusform>
            <numerusform>A battle now would give %n military victory tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Military victory tokens: %n (3 points each)</source>
        <translation>
            <numerusform>Military victory tokens: %n (3 points each)</numerusform>
            <numerusform>Military victory tokens: %n (3 points each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/rows.py" line="+129"/>
        <source>Face-down Progress tokens: %n left</source>
        <translation>
            <numerusform>Face-down Progress tokens: %n left</numerusform>
            <numerusform>Face-down Progress tokens: %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</source>
        <translation>
            <numerusform>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</numerusform>
            <numerusform>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/texts.py" line="+141"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-38"/>
        <source>Missing %n resource(s)</source>
        <translation>
            <numerusform>Missing %n resource</numerusform>
            <numerusform>Missing %n resources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/decisions.py" line="+204"/>
        <source>%n different symbols</source>
        <translation>
            <numerusform>%n different symbol</numerusform>
            <numerusform>%n different symbols</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/prompts.py" line="+81"/>
        <source>Take a card: the top card of one of the %n highlighted decks.</source>
        <translation>
            <numerusform>Take a card: the top card of the %n highlighted deck.</numerusform>
            <numerusform>Take a card: the top card of one of the %n highlighted decks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/cardtext/phrases.py" line="+36"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Produces %n unit(s) of {resource} each turn.</source>
        <translation>
            <numerusform>Produces %n unit of {resource} each turn.</numerusform>
            <numerusform>Produces %n units of {resource} each turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Worth %n victory point(s).</source>
        <translation>
            <numerusform>Worth %n victory point.</numerusform>
            <numerusform>Worth %n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Adds %n shield(s) to your military strength.</source>
        <translation>
            <numerusform>Adds %n shield to your military strength.</numerusform>
            <numerusform>Adds %n shields to your military strength.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Take %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Take %n coin from the bank.</numerusform>
            <numerusform>Take %n coins from the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/cardtext.py" line="+68"/>
        <source>Buy raw materials from your left neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Buy raw materials from your left neighbour for %n coin each.</numerusform>
            <numerusform>Buy raw materials from your left neighbour for %n coins each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy raw materials from your right neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Buy raw materials from your right neighbour for %n coin each.</numerusform>
            <numerusform>Buy raw materials from your right neighbour for %n coins each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy raw materials from both neighbouring cities for %n coin(s) each.</source>
        <translation>
            <numerusform>Buy raw materials from both neighbouring cities for %n coin each.</numerusform>
            <numerusform>Buy raw materials from both neighbouring cities for %n coins each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy manufactured goods from your left neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Buy manufactured goods from your left neighbour for %n coin each.</numerusform>
            <numerusform>Buy manufactured goods from your left neighbour for %n coins each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Buy manufactured goods from your right neighbour for %n coin(s) each.</source>
        <translation>
            <numerusform>Buy manufactured goods from your right neighbour for %n coin each.</numerusform>
            <numerusform>Buy manufactured goods from your right neighbour for %n coins each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy manufactured goods from both neighbouring cities for %n coin(s) each.</source>
        <translation>
            <numerusform>Buy manufactured goods from both neighbouring cities for %n coin each.</numerusform>
            <numerusform>Buy manufactured goods from both neighbouring cities for %n coins each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>Take %n coin(s) from the bank for each {thing}.</source>
        <translation>
            <numerusform>Take %n coin from the bank for each {thing}.</numerusform>
            <numerusform>Take %n coins from the bank for each {thing}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>At the end of the game: %n victory point(s) for each {thing}.</source>
        <translation>
            <numerusform>At the end of the game: %n victory point for each {thing}.</numerusform>
            <numerusform>At the end of the game: %n victory points for each {thing}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>Every other player pays %n coin(s) to the bank, or takes one {debt} for each coin not paid.</source>
        <translation>
            <numerusform>Every other player pays %n coin to the bank, or takes one {debt} for each coin not paid.</numerusform>
            <numerusform>Every other player pays %n coins to the bank, or takes one {debt} for each coin not paid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Every other player pays %n coin(s) to the bank for each {thing} they have, or takes one {debt} for each coin not paid.</source>
        <translation>
            <numerusform>Every other player pays %n coin to the bank for each {thing} they have, or takes one {debt} for each coin not paid.</numerusform>
            <numerusform>Every other player pays %n coins to the bank for each {thing} they have, or takes one {debt} for each coin not paid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Take %n {token}: your city sits out the next military conflict and your two neighbours fight each other instead.</source>
        <translation>
            <numerusform>Take %n {token}: your city sits out the next military conflict and your two neighbours fight each other instead.</numerusform>
            <numerusform>Take %n {token}: your city sits out the next military conflict and your two neighbours fight each other instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Once per turn, one resource bought from your left neighbour costs %n coin(s) less.</source>
        <translation>
            <numerusform>Once per turn, one resource bought from your left neighbour costs %n coin less.</numerusform>
            <numerusform>Once per turn, one resource bought from your left neighbour costs %n coins less.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Once per turn, one resource bought from your right neighbour costs %n coin(s) less.</source>
        <translation>
            <numerusform>Once per turn, one resource bought from your right neighbour costs %n coin less.</numerusform>
            <numerusform>Once per turn, one resource bought from your right neighbour costs %n coins less.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Each of your two neighbours takes %n × {token}.</source>
        <translation>
            <numerusform>Each of your two neighbours takes %n × {token}.</numerusform>
            <numerusform>Each of your two neighbours takes %n × {token}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Each unit of a neighbour&apos;s starting resource (the one printed on its board) costs you %n coin(s) less.</source>
        <translation>
            <numerusform>Each unit of a neighbour&apos;s starting resource (the one printed on its board) costs you %n coin less.</numerusform>
            <numerusform>Each unit of a neighbour&apos;s starting resource (the one printed on its board) costs you %n coins less.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>At the end of the game: %n victory point(s) if every stage of your wonder is built.</source>
        <translation>
            <numerusform>At the end of the game: %n victory point if every stage of your wonder is built.</numerusform>
            <numerusform>At the end of the game: %n victory points if every stage of your wonder is built.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Every other player takes %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Every other player takes %n coin from the bank.</numerusform>
            <numerusform>Every other player takes %n coins from the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Each of your two neighbours takes %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Each of your two neighbours takes %n coin from the bank.</numerusform>
            <numerusform>Each of your two neighbours takes %n coins from the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/cardtext.py" line="+72"/>
        <source>Move the conflict pawn %n space(s) toward your opponent&apos;s capital.</source>
        <translation>
            <numerusform>Move the conflict pawn %n space toward your opponent&apos;s capital.</numerusform>
            <numerusform>Move the conflict pawn %n spaces toward your opponent&apos;s capital.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your opponent loses %n coin(s).</source>
        <translation>
            <numerusform>Your opponent loses %n coin.</numerusform>
            <numerusform>Your opponent loses %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From now on, you buy {resources} from the bank for %n coin(s) each.</source>
        <translation>
            <numerusform>From now on, you buy {resources} from the bank for %n coin each.</numerusform>
            <numerusform>From now on, you buy {resources} from the bank for %n coins each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Take %n coin(s) from the bank for each {thing} in your city.</source>
        <translation>
            <numerusform>Take %n coin from the bank for each {thing} in your city.</numerusform>
            <numerusform>Take %n coins from the bank for each {thing} in your city.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Draw %n progress tokens from those left out of the game, keep one and return the others to the box.</source>
        <translation>
            <numerusform>Draw %n progress tokens from those left out of the game, keep one and return the others to the box.</numerusform>
            <numerusform>Draw %n progress tokens from those left out of the game, keep one and return the others to the box.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Your future Wonders cost %n fewer resources of your choice.</source>
        <translation>
            <numerusform>Your future Wonders cost %n fewer resources of your choice.</numerusform>
            <numerusform>Your future Wonders cost %n fewer resources of your choice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your future blue cards cost %n fewer resources of your choice.</source>
        <translation>
            <numerusform>Your future blue cards cost %n fewer resources of your choice.</numerusform>
            <numerusform>Your future blue cards cost %n fewer resources of your choice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Your red cards built from now on add %n extra shield(s).</source>
        <translation>
            <numerusform>Your red cards built from now on add %n extra shield.</numerusform>
            <numerusform>Your red cards built from now on add %n extra shields.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Each time you build a structure for free through a chain, take %n coin(s).</source>
        <translation>
            <numerusform>Each time you build a structure for free through a chain, take %n coin.</numerusform>
            <numerusform>Each time you build a structure for free through a chain, take %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/cardtext/phrases.py" line="+8"/>
        <source>At the end of the game: %n victory point(s) for each progress token you have (this one included).</source>
        <translation>
            <numerusform>At the end of the game: %n victory point for each progress token you have (this one included).</numerusform>
            <numerusform>At the end of the game: %n victory points for each progress token you have (this one included).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/cardtext.py" line="+13"/>
        <source>Take %n coin(s) for each {thing} in the city that has the most of them.</source>
        <translation>
            <numerusform>Take %n coin for each {thing} in the city that has the most of them.</numerusform>
            <numerusform>Take %n coins for each {thing} in the city that has the most of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>At the end of the game: %n victory point(s) for each {thing} in the city that has the most of them.</source>
        <translation>
            <numerusform>At the end of the game: %n victory point for each {thing} in the city that has the most of them.</numerusform>
            <numerusform>At the end of the game: %n victory points for each {thing} in the city that has the most of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>When the conflict pawn enters this zone, the player on this side loses %n coin(s); then the token goes back to the box.</source>
        <translation>
            <numerusform>When the conflict pawn enters this zone, the player on this side loses %n coin; then the token goes back to the box.</numerusform>
            <numerusform>When the conflict pawn enters this zone, the player on this side loses %n coins; then the token goes back to the box.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/cardtext.py" line="+27"/>
        <source>Worth %n coin(s): a coin replaces any one missing resource when you build a stage.</source>
        <translation>
            <numerusform>Worth %n coin: a coin replaces any one missing resource when you build a stage.</numerusform>
            <numerusform>Worth %n coins: a coin replaces any one missing resource when you build a stage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Turn %n conflict token(s) to the battle side.</source>
        <translation>
            <numerusform>Turn %n conflict token to the battle side.</numerusform>
            <numerusform>Turn %n conflict tokens to the battle side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Take the {cat}: while you have it, look at the top card of the central deck at the start of your turn; it is worth %n victory point(s) at the end of the game.</source>
        <translation>
            <numerusform>Take the {cat}: while you have it, look at the top card of the central deck at the start of your turn; it is worth %n victory point at the end of the game.</numerusform>
            <numerusform>Take the {cat}: while you have it, look at the top card of the central deck at the start of your turn; it is worth %n victory points at the end of the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Costs %n identical resources.</source>
        <translation>
            <numerusform>Costs %n identical resources.</numerusform>
            <numerusform>Costs %n identical resources.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Costs %n different resources.</source>
        <translation>
            <numerusform>Costs %n different resources.</numerusform>
            <numerusform>Costs %n different resources.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Take the %n top cards of the deck on your left or on your right, keep 1 and shuffle the others back into that deck.</source>
        <translation>
            <numerusform>Take the %n top cards of the deck on your left or on your right, keep 1 and shuffle the others back into that deck.</numerusform>
            <numerusform>Take the %n top cards of the deck on your left or on your right, keep 1 and shuffle the others back into that deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>One of your yellow cards is worth %n coin(s) instead of 1.</source>
        <translation>
            <numerusform>One of your yellow cards is worth %n coin instead of 1.</numerusform>
            <numerusform>One of your yellow cards is worth %n coins instead of 1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>At the end of the game: %n victory point(s) if your wonder is still under construction, {complete} if it is fully built.</source>
        <translation>
            <numerusform>At the end of the game: %n victory point if your wonder is still under construction, {complete} if it is fully built.</numerusform>
            <numerusform>At the end of the game: %n victory points if your wonder is still under construction, {complete} if it is fully built.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>At the end of the game: %n victory point(s) if you have one of these tokens, {both} if you have both.</source>
        <translation>
            <numerusform>At the end of the game: %n victory point if you have one of these tokens, {both} if you have both.</numerusform>
            <numerusform>At the end of the game: %n victory points if you have one of these tokens, {both} if you have both.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>At the end of the game: %n victory point(s) for each cat icon on your blue cards.</source>
        <translation>
            <numerusform>At the end of the game: %n victory point for each cat icon on your blue cards.</numerusform>
            <numerusform>At the end of the game: %n victory points for each cat icon on your blue cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>At the end of the game: %n victory point(s) for each {token} you have.</source>
        <translation>
            <numerusform>At the end of the game: %n victory point for each {token} you have.</numerusform>
            <numerusform>At the end of the game: %n victory points for each {token} you have.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>For a battle won against a neighbour with fewer shields: %n victory point(s) at the end of the game.</source>
        <translation>
            <numerusform>For a battle won against a neighbour with fewer shields: %n victory point at the end of the game.</numerusform>
            <numerusform>For a battle won against a neighbour with fewer shields: %n victory points at the end of the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassicTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+125"/>
        <source>✓ %n coin(s) (trade)</source>
        <translation>
            <numerusform>✓ %n coin (trade)</numerusform>
            <numerusform>✓ %n coins (trade)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>✓ %n coin(s)</source>
        <translation>
            <numerusform>✓ %n coin</numerusform>
            <numerusform>✓ %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+149"/>
        <source>Tied with you (%n shield(s))</source>
        <translation>
            <numerusform>Tied with you (%n shield)</numerusform>
            <numerusform>Tied with you (%n shields)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Debt: %n</source>
        <translation>
            <numerusform>Debt: %n</numerusform>
            <numerusform>Debt: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Diplomacy tokens: %n</source>
        <translation>
            <numerusform>Diplomacy tokens: %n</numerusform>
            <numerusform>Diplomacy tokens: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n victory point(s) as the game stands</source>
        <translation>
            <numerusform>%n victory point as the game stands</numerusform>
            <numerusform>%n victory points as the game stands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Military strength: %n shield(s)</source>
        <translation>
            <numerusform>Military strength: %n shield</numerusform>
            <numerusform>Military strength: %n shields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+107"/>
        <source>{units} = %n coin(s)</source>
        <translation>
            <numerusform>{units} = %n coin</numerusform>
            <numerusform>{units} = %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+115"/>
        <source>Buy {units} from {player} (left) for %n coin(s)</source>
        <translation>
            <numerusform>Buy {units} from {player} (left) for %n coin</numerusform>
            <numerusform>Buy {units} from {player} (left) for %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Buy {units} from {player} (right) for %n coin(s)</source>
        <translation>
            <numerusform>Buy {units} from {player} (right) for %n coin</numerusform>
            <numerusform>Buy {units} from {player} (right) for %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+285"/>
        <source>discard pile: %n card(s)</source>
        <translation>
            <numerusform>discard pile: %n card</numerusform>
            <numerusform>discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>{wonder}: you may play the last card of the age, with %n coin(s) to spend.</source>
        <translation>
            <numerusform>{wonder}: you may play the last card of the age, with %n coin to spend.</numerusform>
            <numerusform>{wonder}: you may play the last card of the age, with %n coins to spend.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>You must lose %n coin(s): pay them, or take debt tokens for some or all.</source>
        <translation>
            <numerusform>You must lose %n coin: pay it, or take a debt token.</numerusform>
            <numerusform>You must lose %n coins: pay them, or take debt tokens for some or all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>The discard pile (%n card(s))</source>
        <translation>
            <numerusform>The discard pile (%n card)</numerusform>
            <numerusform>The discard pile (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%n debt token(s)</source>
        <translation>
            <numerusform>%n debt token</numerusform>
            <numerusform>%n debt tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pay %n coin(s), take {debt}</source>
        <translation>
            <numerusform>Pay %n coin, take {debt}</numerusform>
            <numerusform>Pay %n coins, take {debt}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Take %n debt token(s)</source>
        <translation>
            <numerusform>Take %n debt token</numerusform>
            <numerusform>Take %n debt tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Pay %n coin(s)</source>
        <translation>
            <numerusform>Pay %n coin</numerusform>
            <numerusform>Pay %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-328"/>
        <source>%n coin(s) to the bank</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n coin to the bank</numerusform>
            <numerusform>%n coins to the bank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+110"/>
        <location line="+14"/>
        <source>%n coin(s) to the bank</source>
        <translation>
            <numerusform>%n coin to the bank</numerusform>
            <numerusform>%n coins to the bank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Needs %n coin(s), you have {coins}</source>
        <translation>
            <numerusform>Needs %n coin, you have {coins}</numerusform>
            <numerusform>Needs %n coins, you have {coins}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DuelAccessible</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/accessible.py" line="+81"/>
        <source>can be built for %n coin(s)</source>
        <translation>
            <numerusform>can be built for %n coin</numerusform>
            <numerusform>can be built for %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>too expensive to build (%n coin(s)): can be discarded or used for a Wonder</source>
        <translation>
            <numerusform>too expensive to build (%n coin): can be discarded or used for a Wonder</numerusform>
            <numerusform>too expensive to build (%n coins): can be discarded or used for a Wonder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>can be built with the selected card for %n coin(s)</source>
        <translation>
            <numerusform>can be built with the selected card for %n coin</numerusform>
            <numerusform>can be built with the selected card for %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>not built, costs %n coin(s)</source>
        <translation>
            <numerusform>not built, costs %n coin</numerusform>
            <numerusform>not built, costs %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>not built, costs %n coin(s), more than the coins in hand</source>
        <translation>
            <numerusform>not built, costs %n coin, more than the coins in hand</numerusform>
            <numerusform>not built, costs %n coins, more than the coins in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DuelTable</name>
    <message numerus="yes">
        <location line="+113"/>
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+228"/>
        <source>{player}: %n coin(s)</source>
        <translation>
            <numerusform>{player}: %n coin</numerusform>
            <numerusform>{player}: %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+13"/>
        <source>The conflict pawn is %n space(s) toward {player}&apos;s capital.</source>
        <translation>
            <numerusform>The conflict pawn is %n space toward {player}&apos;s capital.</numerusform>
            <numerusform>The conflict pawn is %n spaces toward {player}&apos;s capital.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The conflict pawn is %n space(s) toward your capital.</source>
        <translation>
            <numerusform>The conflict pawn is %n space toward your capital.</numerusform>
            <numerusform>The conflict pawn is %n spaces toward your capital.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Now worth %n victory point(s) to the player ahead.</source>
        <translation>
            <numerusform>Now worth %n victory point to the player ahead.</numerusform>
            <numerusform>Now worth %n victory points to the player ahead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/accessible.py" line="-28"/>
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+8"/>
        <source>Military token: {player} loses %n coin(s) when the pawn enters its zone.</source>
        <translation>
            <numerusform>Military token: {player} loses %n coin when the pawn enters its zone.</numerusform>
            <numerusform>Military token: {player} loses %n coins when the pawn enters its zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/city.py" line="+116"/>
        <location filename="../wonders_desktop/ui/views/duel/texts.py" line="+92"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n victory point(s) if the game ended now</source>
        <translation>
            <numerusform>%n victory point if the game ended now</numerusform>
            <numerusform>%n victory points if the game ended now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+91"/>
        <source>%n choice(s) of wood / clay / stone each turn</source>
        <translation>
            <numerusform>%n choice of wood / clay / stone each turn</numerusform>
            <numerusform>%n choices of wood / clay / stone each turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n choice(s) of glass / papyrus each turn</source>
        <translation>
            <numerusform>%n choice of glass / papyrus each turn</numerusform>
            <numerusform>%n choices of glass / papyrus each turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n different symbol(s) of the 6 needed for scientific supremacy.</source>
        <translation>
            <numerusform>%n different symbol of the 6 needed for scientific supremacy.</numerusform>
            <numerusform>%n different symbols of the 6 needed for scientific supremacy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/detail.py" line="+294"/>
        <source>Discard pile (%n)</source>
        <translation>
            <numerusform>Discard pile (%n)</numerusform>
            <numerusform>Discard pile (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Discarding a card gives you %n coin(s) (2, +1 per yellow card you own).</source>
        <translation>
            <numerusform>Discarding a card gives you %n coin (2, +1 per yellow card you own).</numerusform>
            <numerusform>Discarding a card gives you %n coins (2, +1 per yellow card you own).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>Build (%n coin(s))</source>
        <translation>
            <numerusform>Build (%n coin)</numerusform>
            <numerusform>Build (%n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Discard for %n coin(s)</source>
        <translation>
            <numerusform>Discard for %n coin</numerusform>
            <numerusform>Discard for %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>{wonder} (%n coin(s))</source>
        <translation>
            <numerusform>{wonder} (%n coin)</numerusform>
            <numerusform>{wonder} (%n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/texts.py" line="-10"/>
        <source>you produce %n</source>
        <translation>
            <numerusform>you produce %n</numerusform>
            <numerusform>you produce %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n from a choice production</source>
        <translation>
            <numerusform>%n from a choice production</numerusform>
            <numerusform>%n from a choice production</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n waived</source>
        <translation>
            <numerusform>%n waived</numerusform>
            <numerusform>%n waived</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>buy %n</source>
        <translation>
            <numerusform>buy %n</numerusform>
            <numerusform>buy %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Build for %n coin(s)</source>
        <translation>
            <numerusform>Build for %n coin</numerusform>
            <numerusform>Build for %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not buildable: costs %n coin(s)</source>
        <translation>
            <numerusform>Not buildable: costs %n coin</numerusform>
            <numerusform>Not buildable: costs %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(you have %n)</source>
        <translation>
            <numerusform>(you have %n)</numerusform>
            <numerusform>(you have %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Discard for %n coin(s).</source>
        <translation>
            <numerusform>Discard for %n coin.</numerusform>
            <numerusform>Discard for %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Not buildable now: costs %n coin(s).</source>
        <translation>
            <numerusform>Not buildable now: costs %n coin.</numerusform>
            <numerusform>Not buildable now: costs %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Buildable for %n coin(s).</source>
        <translation>
            <numerusform>Buildable for %n coin.</numerusform>
            <numerusform>Buildable for %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/headline.py" line="+42"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+92"/>
        <source>{player} builds {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} builds {card} for %n coin.</numerusform>
            <numerusform>{player} builds {card} for %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+28"/>
        <source>{player} defeats {other}: +%n victory point(s).</source>
        <translation>
            <numerusform>{player} defeats {other}: +%n victory point.</numerusform>
            <numerusform>{player} defeats {other}: +%n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{player} is defeated by {other}: -%n victory point(s).</source>
        <translation>
            <numerusform>{player} is defeated by {other}: -%n victory point.</numerusform>
            <numerusform>{player} is defeated by {other}: -%n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/event_text.py" line="+35"/>
        <source>The game is over. Winner: {players}.</source>
        <translation>
            <numerusform>The game is over. Winner: {players}.</numerusform>
            <numerusform>The game is over. Winners: {players}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+27"/>
        <source>{player} discards {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} discards {card} for %n coin.</numerusform>
            <numerusform>{player} discards {card} for %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="+36"/>
        <source>{player} discards %n last card(s).</source>
        <translation>
            <numerusform>{player} discards %n last card.</numerusform>
            <numerusform>{player} discards %n last cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+41"/>
        <source>{player} looks at %n card(s) of {deck}.</source>
        <translation>
            <numerusform>{player} looks at %n card of {deck}.</numerusform>
            <numerusform>{player} looks at %n cards of {deck}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/event_text.py" line="-24"/>
        <source>{player} gains %n coin(s).</source>
        <translation>
            <numerusform>{player} gains %n coin.</numerusform>
            <numerusform>{player} gains %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{player} loses %n coin(s).</source>
        <translation>
            <numerusform>{player} loses %n coin.</numerusform>
            <numerusform>{player} loses %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/words.py" line="+118"/>
        <source>{player} discards %n defeat token(s).</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>{player} discards %n defeat token.</numerusform>
            <numerusform>{player} discards %n defeat tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{player} pays {coins} to the bank and takes %n debt token(s).</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>{player} pays {coins} to the bank and takes %n debt token.</numerusform>
            <numerusform>{player} pays {coins} to the bank and takes %n debt tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/events.py" line="-26"/>
        <source>{player} pays {coins} to the bank and takes %n debt token(s).</source>
        <translation>
            <numerusform>{player} pays {coins} to the bank and takes %n debt token.</numerusform>
            <numerusform>{player} pays {coins} to the bank and takes %n debt tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+6"/>
        <source>{player} takes %n debt token(s).</source>
        <translation>
            <numerusform>{player} takes %n debt token.</numerusform>
            <numerusform>{player} takes %n debt tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{player} must lose %n coin(s) (coins or debt tokens).</source>
        <translation>
            <numerusform>{player} must lose %n coin (coins or debt tokens).</numerusform>
            <numerusform>{player} must lose %n coins (coins or debt tokens).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>{player} takes %n diplomacy token(s).</source>
        <translation>
            <numerusform>{player} takes %n diplomacy token.</numerusform>
            <numerusform>{player} takes %n diplomacy tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{player} discards %n defeat token(s).</source>
        <translation>
            <numerusform>{player} discards %n defeat token.</numerusform>
            <numerusform>{player} discards %n defeat tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{player} pays %n coin(s) to {other}.</source>
        <translation>
            <numerusform>{player} pays %n coin to {other}.</numerusform>
            <numerusform>{player} pays %n coins to {other}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/events.py" line="+15"/>
        <source>{player} turns %n conflict token(s) to the battle side.</source>
        <translation>
            <numerusform>{player} turns %n conflict token to the battle side.</numerusform>
            <numerusform>{player} turns %n conflict tokens to the battle side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/events.py" line="+28"/>
        <source>{player} loses %n coin(s) to a military token.</source>
        <translation>
            <numerusform>{player} loses %n coin to a military token.</numerusform>
            <numerusform>{player} loses %n coins to a military token.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenericTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/generic.py" line="+124"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+95"/>
        <source>Your moves (%n)</source>
        <translation>
            <numerusform>Your moves (%n)</numerusform>
            <numerusform>Your moves (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/labels.py" line="+131"/>
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n hidden card</numerusform>
            <numerusform>%n hidden cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/learn/scoring.py" line="+29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/window/game_files.py" line="+177"/>
        <location filename="../wonders_desktop/ui/window/main_window.py" line="+225"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <location line="+106"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more unfinished in Saved games</source>
        <translation>
            <numerusform>%n more unfinished in Saved games</numerusform>
            <numerusform>%n more unfinished in Saved games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/language/move_text.py" line="+161"/>
        <source>Take %n debt token(s), pay the rest in coins</source>
        <translation>
            <numerusform>Take %n debt token, pay the rest in coins</numerusform>
            <numerusform>Take %n debt tokens, pay the rest in coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/dialogs/new_game_dialog.py" line="+399"/>
        <source>This game needs %n seat(s).</source>
        <translation>
            <numerusform>This game needs %n seat.</numerusform>
            <numerusform>This game needs %n seats.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourceCount</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-87"/>
        <source>%n Wood</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Wood</numerusform>
            <numerusform>%n Wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Stone</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Stone</numerusform>
            <numerusform>%n Stone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Clay</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Clay</numerusform>
            <numerusform>%n Clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Ore</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Ore</numerusform>
            <numerusform>%n Ore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Glass</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Glass</numerusform>
            <numerusform>%n Glass</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Papyrus</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Papyrus</numerusform>
            <numerusform>%n Papyrus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Loom</source>
        <comment>classic1</comment>
        <translation>
            <numerusform>%n Loom</numerusform>
            <numerusform>%n Loom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Wood</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Wood</numerusform>
            <numerusform>%n Wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Stone</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Stone</numerusform>
            <numerusform>%n Stone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Clay</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Clay</numerusform>
            <numerusform>%n Clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Ore</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Ore</numerusform>
            <numerusform>%n Ore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Glass</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Glass</numerusform>
            <numerusform>%n Glass</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Papyrus</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Papyrus</numerusform>
            <numerusform>%n Papyrus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Loom</source>
        <comment>classic2</comment>
        <translation>
            <numerusform>%n Loom</numerusform>
            <numerusform>%n Loom</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/savegames/game_summary.py" line="+39"/>
        <source>%n %1 bot(s)</source>
        <translation>
            <numerusform>%n %1 bot</numerusform>
            <numerusform>%n %1 bots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/window/saved_games_page.py" line="+218"/>
        <source>Unfinished games (%n)</source>
        <translation>
            <numerusform>Unfinished game (%n)</numerusform>
            <numerusform>Unfinished games (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finished games (%n)</source>
        <translation>
            <numerusform>Finished game (%n)</numerusform>
            <numerusform>Finished games (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Files that cannot be opened (%n)</source>
        <translation>
            <numerusform>File that cannot be opened (%n)</numerusform>
            <numerusform>Files that cannot be opened (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/statistics/cells.py" line="+111"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/statistics/page.py" line="+176"/>
        <source>Recent form (last %n game(s))</source>
        <translation>
            <numerusform>Recent form (last %n game)</numerusform>
            <numerusform>Recent form (last %n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your score in the last %n game(s)</source>
        <translation>
            <numerusform>Your score in the last %n game</numerusform>
            <numerusform>Your score in the last %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+114"/>
        <source>%n game(s) · {won} won ({rate}) · average {average} · best {best}</source>
        <translation>
            <numerusform>%n game · {won} won ({rate}) · average {average} · best {best}</numerusform>
            <numerusform>%n games · {won} won ({rate}) · average {average} · best {best}</numerusform>
        </translation>
    </message>
</context>
</TS>
