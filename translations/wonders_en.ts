<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ArchitectsTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/centre.py" line="+50"/>
        <source>Conflict tokens: %n of {total} on the battle side</source>
        <translation>
            <numerusform>Conflict tokens: %n of {total} on the battle side</numerusform>
            <numerusform>Conflict tokens: %n of {total} on the battle side</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Discard: %n</source>
        <translation>
            <numerusform>Discard: %n</numerusform>
            <numerusform>Discard: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/overlays.py" line="+95"/>
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n shield</numerusform>
            <numerusform>%n shields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n military token(s)</source>
        <translation>
            <numerusform>+%n military token</numerusform>
            <numerusform>+%n military tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/panels.py" line="+37"/>
        <source>%n victory point(s) if the game ended now</source>
        <translation>
            <numerusform>%n victory point if the game ended now</numerusform>
            <numerusform>%n victory points if the game ended now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+114"/>
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
        <location filename="../wonders_desktop/ui/views/architects/pieces.py" line="+401"/>
        <source>Face-down Progress tokens: %n left</source>
        <translation>
            <numerusform>Face-down Progress tokens: %n left</numerusform>
            <numerusform>Face-down Progress tokens: %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</source>
        <translation>
            <numerusform>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</numerusform>
            <numerusform>Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the end of the turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/table.py" line="+178"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/architects/texts.py" line="+70"/>
        <source>%n identical resources</source>
        <translation>
            <numerusform>%n identical resource</numerusform>
            <numerusform>%n identical resources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n different resources</source>
        <translation>
            <numerusform>%n different resource</numerusform>
            <numerusform>%n different resources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n victory point(s)</source>
        <translation>
            <numerusform>%n victory point</numerusform>
            <numerusform>%n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Missing %n resource(s)</source>
        <translation>
            <numerusform>Missing %n resource</numerusform>
            <numerusform>Missing %n resources</numerusform>
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
