<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DuelTable</name>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/board.py" line="+193"/>
        <source>{player}: %n coin(s)</source>
        <translation>
            <numerusform>{player}: %n coin</numerusform>
            <numerusform>{player}: %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The conflict pawn is %n space(s) toward {player}&apos;s capital.</source>
        <translation>
            <numerusform>The conflict pawn is %n space toward {player}'s capital.</numerusform>
            <numerusform>The conflict pawn is %n spaces toward {player}'s capital.</numerusform>
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
        <location line="+8"/>
        <source>Military token: {player} loses %n coin(s) when the pawn enters its zone.</source>
        <translation>
            <numerusform>Military token: {player} loses %n coin when the pawn enters its zone.</numerusform>
            <numerusform>Military token: {player} loses %n coins when the pawn enters its zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/city.py" line="+95"/>
        <location filename="../wonders_desktop/ui/views/duel/texts.py" line="+159"/>
        <location line="+23"/>
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
        <location line="+90"/>
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
        <location filename="../wonders_desktop/ui/views/duel/panels.py" line="+149"/>
        <source>Discard pile (%n)</source>
        <translation>
            <numerusform>Discard pile (%n)</numerusform>
            <numerusform>Discard pile (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
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
        <location line="+5"/>
        <source>Build {wonder} (%n coin(s))</source>
        <translation>
            <numerusform>Build {wonder} (%n coin)</numerusform>
            <numerusform>Build {wonder} (%n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wonders_desktop/ui/views/duel/texts.py" line="-106"/>
        <source>Produces %n unit(s) of {resource} each turn.</source>
        <translation>
            <numerusform>Produces %n unit of {resource} each turn.</numerusform>
            <numerusform>Produces %n units of {resource} each turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n victory point(s).</source>
        <translation>
            <numerusform>%n victory point.</numerusform>
            <numerusform>%n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n shield(s): move the conflict pawn toward the opponent&apos;s capital.</source>
        <translation>
            <numerusform>%n shield: move the conflict pawn toward the opponent's capital.</numerusform>
            <numerusform>%n shields: move the conflict pawn toward the opponent's capital.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Take %n coin(s) from the bank.</source>
        <translation>
            <numerusform>Take %n coin from the bank.</numerusform>
            <numerusform>Take %n coins from the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The opponent loses %n coin(s).</source>
        <translation>
            <numerusform>The opponent loses %n coin.</numerusform>
            <numerusform>The opponent loses %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>From now on, you buy {resource} from the bank for %n coin(s) per unit.</source>
        <translation>
            <numerusform>From now on, you buy {resource} from the bank for %n coin per unit.</numerusform>
            <numerusform>From now on, you buy {resource} from the bank for %n coins per unit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Take %n coin(s) per {target} in your city.</source>
        <translation>
            <numerusform>Take %n coin per {target} in your city.</numerusform>
            <numerusform>Take %n coins per {target} in your city.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>At the end of the game, %n victory point(s) per {target} in the city that has the most.</source>
        <translation>
            <numerusform>At the end of the game, %n victory point per {target} in the city that has the most.</numerusform>
            <numerusform>At the end of the game, %n victory points per {target} in the city that has the most.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Now, take %n coin(s) per {target} in the city that has the most.</source>
        <translation>
            <numerusform>Now, take %n coin per {target} in the city that has the most.</numerusform>
            <numerusform>Now, take %n coins per {target} in the city that has the most.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Draw %n progress tokens from those set aside; keep one.</source>
        <translation>
            <numerusform>Draw %n progress tokens from those set aside; keep one.</numerusform>
            <numerusform>Draw %n progress tokens from those set aside; keep one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Blue cards cost you %n resource(s) fewer (you choose which).</source>
        <translation>
            <numerusform>Blue cards cost you %n resource fewer (you choose which).</numerusform>
            <numerusform>Blue cards cost you %n resources fewer (you choose which).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Wonders cost you %n resource(s) fewer (you choose which).</source>
        <translation>
            <numerusform>Wonders cost you %n resource fewer (you choose which).</numerusform>
            <numerusform>Wonders cost you %n resources fewer (you choose which).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n victory point(s) per progress token you own (this one included).</source>
        <translation>
            <numerusform>%n victory point per progress token you own (this one included).</numerusform>
            <numerusform>%n victory points per progress token you own (this one included).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your red cards built from now on give %n extra shield(s).</source>
        <translation>
            <numerusform>Your red cards built from now on give %n extra shield.</numerusform>
            <numerusform>Your red cards built from now on give %n extra shields.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Take %n coin(s) each time you build through a chain.</source>
        <translation>
            <numerusform>Take %n coin each time you build through a chain.</numerusform>
            <numerusform>Take %n coins each time you build through a chain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
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
        <location filename="../wonders_desktop/ui/main_window.py" line="+234"/>
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
