<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ClassicTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/present.py" line="+91"/>
        <location line="+181"/>
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="+141"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-150"/>
        <source>You can build it: %n coin(s) with trading</source>
        <translation>
            <numerusform>You can build it: %n coin with trading</numerusform>
            <numerusform>You can build it: %n coins with trading</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You can build it: %n coin(s)</source>
        <translation>
            <numerusform>You can build it: %n coin</numerusform>
            <numerusform>You can build it: %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+134"/>
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
        <location line="+3"/>
        <source>Military strength: %n shield(s)</source>
        <translation>
            <numerusform>Military strength: %n shield</numerusform>
            <numerusform>Military strength: %n shields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/table.py" line="+235"/>
        <source>discard pile: %n card(s)</source>
        <translation>
            <numerusform>discard pile: %n card</numerusform>
            <numerusform>discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>You must lose %n coin(s): pay them, or take debt tokens for some or all.</source>
        <translation>
            <numerusform>You must lose %n coin: pay it, or take a debt token.</numerusform>
            <numerusform>You must lose %n coins: pay them, or take debt tokens for some or all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+84"/>
        <source>The discard pile (%n card(s))</source>
        <translation>
            <numerusform>The discard pile (%n card)</numerusform>
            <numerusform>The discard pile (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>Take %n debt token(s)</source>
        <translation>
            <numerusform>Take %n debt token</numerusform>
            <numerusform>Take %n debt tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pay %n coin(s)</source>
        <translation>
            <numerusform>Pay %n coin</numerusform>
            <numerusform>Pay %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/classic/texts.py" line="-45"/>
        <source>%n coin(s) to the bank</source>
        <translation>
            <numerusform>%n coin to the bank</numerusform>
            <numerusform>%n coins to the bank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+118"/>
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n shield</numerusform>
            <numerusform>%n shields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Take %n coin(s) from the bank</source>
        <translation>
            <numerusform>Take %n coin from the bank</numerusform>
            <numerusform>Take %n coins from the bank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Every other player loses %n coin(s) (or takes debt)</source>
        <translation>
            <numerusform>Every other player loses %n coin (or takes debt)</numerusform>
            <numerusform>Every other player loses %n coins (or takes debt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/event_text.py" line="+86"/>
        <source>{player} builds {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} builds {card} for %n coin.</numerusform>
            <numerusform>{player} builds {card} for %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
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
        <location line="+24"/>
        <source>The game is over. Winner: {players}.</source>
        <translation>
            <numerusform>The game is over. Winner: {players}.</numerusform>
            <numerusform>The game is over. Winners: {players}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>{player} discards {card} for %n coin(s).</source>
        <translation>
            <numerusform>{player} discards {card} for %n coin.</numerusform>
            <numerusform>{player} discards {card} for %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} discards %n last card(s).</source>
        <translation>
            <numerusform>{player} discards %n last card.</numerusform>
            <numerusform>{player} discards %n last cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>{player} looks at %n card(s) of {deck}.</source>
        <translation>
            <numerusform>{player} looks at %n card of {deck}.</numerusform>
            <numerusform>{player} looks at %n cards of {deck}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>{player} gains %n coin(s).</source>
        <translation>
            <numerusform>{player} gains %n coin.</numerusform>
            <numerusform>{player} gains %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} loses %n coin(s).</source>
        <translation>
            <numerusform>{player} loses %n coin.</numerusform>
            <numerusform>{player} loses %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{player} pays %n coin(s) to {other}.</source>
        <translation>
            <numerusform>{player} pays %n coin to {other}.</numerusform>
            <numerusform>{player} pays %n coins to {other}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>{player} turns %n conflict token(s) to the battle side.</source>
        <translation>
            <numerusform>{player} turns %n conflict token to the battle side.</numerusform>
            <numerusform>{player} turns %n conflict tokens to the battle side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{player} loses %n coin(s) to a military token.</source>
        <translation>
            <numerusform>{player} loses %n coin to a military token.</numerusform>
            <numerusform>{player} loses %n coins to a military token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{player} bets %n.</source>
        <translation>
            <numerusform>{player} bets %n.</numerusform>
            <numerusform>{player} bets %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{player} wins the trick (%n point(s)).</source>
        <translation>
            <numerusform>{player} wins the trick (%n point).</numerusform>
            <numerusform>{player} wins the trick (%n points).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenericTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/generic.py" line="+121"/>
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
        <location filename="../wonders_desktop/ui/labels.py" line="+160"/>
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
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/main_window.py" line="+233"/>
        <location line="+236"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/new_game_dialog.py" line="+333"/>
        <source>This game needs %n seat(s).</source>
        <translation>
            <numerusform>This game needs %n seat.</numerusform>
            <numerusform>This game needs %n seats.</numerusform>
        </translation>
    </message>
</context>
</TS>
