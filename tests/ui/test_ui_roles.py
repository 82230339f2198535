"""One module name per role in the per-game UI packages (issue 40), as the engine's skeleton has one.

``docs/architecture.md`` ("One name per role for the three tables") holds two tables: the roles, with the
module that plays each in every game's UI package (``—`` where a table lacks the job), and each game's own
modules. This test reads them and holds the packages to them: a package may not have a module the tables
do not list nor lack one they list, a role has one name wherever it is played, and a name two packages
keep as their own is a role in disguise (as Duel's ``panels.py`` beside Architects' ``panels.py`` was,
one the decisions, the other a player's place).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VIEWS = ROOT / "wonders_desktop" / "ui" / "views"
DOC = ROOT / "docs" / "architecture.md"
SECTION = "## One name per role for the three tables"
MODULE = re.compile(r"^`(\w+\.py)`")
NAMES = re.compile(r"`(\w+\.py)`")

Roles = dict[str, dict[str, str]]  # role -> game -> module ("" where the game lacks the role)
Modules = dict[str, set[str]]  # game -> module file names


def packages() -> Modules:
    """Every per-game UI package (``ui/views/<game>/``) and its modules."""
    return {
        init.parent.name: {path.name for path in init.parent.glob("*.py")}
        for init in sorted(VIEWS.glob("*/__init__.py"))
    }


def _rows(lines: list[str]) -> list[list[str]]:
    """The cells of a Markdown table's body rows (header and rule left out)."""
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in lines]
    return rows[2:]


def read_tables(text: str) -> tuple[list[str], Roles, Modules]:
    """(the games in the roles table's header, the roles, each game's own modules) from the docs."""
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    tables: list[list[str]] = []
    current: list[str] = []
    for line in section.splitlines():
        if line.startswith("|"):
            current.append(line)
        elif current:
            tables.append(current)
            current = []
    if current:
        tables.append(current)
    roles_table, own_table = tables[0], tables[1]
    games = [cell.strip() for cell in roles_table[0].strip().strip("|").split("|")][1:]
    roles: Roles = {}
    for role, *cells in _rows(roles_table):
        found = [MODULE.match(cell) for cell in cells]
        pairs = zip(games, found, strict=True)
        roles[role] = {game: match.group(1) if match else "" for game, match in pairs}
    own = {game: set(NAMES.findall(modules)) for game, modules in _rows(own_table)}
    return games, roles, own


def problems(games: list[str], roles: Roles, own: Modules, found: Modules) -> list[str]:
    """What the packages ``found`` and the tables disagree on, in words (empty: they agree)."""
    wrong: list[str] = []
    if sorted(games) != sorted(found) or sorted(own) != sorted(found):
        wrong.append(f"the tables' games {games} / {sorted(own)} are not the packages {sorted(found)}")
    for role, modules in roles.items():
        names = {module for module in modules.values() if module}
        if len(names) != 1:
            wrong.append(f"the role {role!r} goes by {sorted(names) or 'no name'}")
    role_names = {module for modules in roles.values() for module in modules.values() if module}
    for game in sorted(set(found) & set(own)):
        listed = {modules[game] for modules in roles.values() if modules.get(game)} | own[game]
        wrong += [f"{game}/{name}: not in the tables" for name in sorted(found[game] - listed)]
        absent = sorted(listed - found[game])
        wrong += [f"{game}/{name}: in the tables, not in the package" for name in absent]
        wrong += [f"{game}/{name}: a role's name kept as its own" for name in sorted(own[game] & role_names)]
    for name in sorted({name for modules in own.values() for name in modules}):
        keepers = sorted(game for game, modules in own.items() if name in modules)
        if len(keepers) > 1:
            wrong.append(f"{name} is the own module of {keepers}: one role, one row in the roles table")
    return wrong


def test_the_packages_have_the_modules_the_roles_table_names() -> None:
    games, roles, own = read_tables(DOC.read_text(encoding="utf-8"))
    assert len(roles) >= 15 and games == ["classic", "duel", "architects"]
    wrong = problems(games, roles, own, packages())
    assert not wrong, "docs/architecture.md's roles and ui/views/<game>/ differ:\n" + "\n".join(wrong)


def test_the_check_sees_each_kind_of_drift() -> None:
    """Each way a package can drift from the tables is reported (so the test above can fail)."""
    games = ["classic", "duel"]
    roles: Roles = {
        "table": {"classic": "table.py", "duel": "table.py"},
        "keys": {"classic": "", "duel": "keys.py"},
    }
    own = {"classic": {"hand.py"}, "duel": {"board.py"}}
    good = {"classic": {"table.py", "hand.py"}, "duel": {"table.py", "keys.py", "board.py"}}
    assert problems(games, roles, own, good) == []
    extra = {**good, "duel": good["duel"] | {"flights.py"}}
    assert problems(games, roles, own, extra) == ["duel/flights.py: not in the tables"]
    lacking = {**good, "classic": {"table.py"}}
    assert problems(games, roles, own, lacking) == ["classic/hand.py: in the tables, not in the package"]
    two_names = {**roles, "keys": {"classic": "keyboard.py", "duel": "keys.py"}}
    renamed = {**good, "classic": good["classic"] | {"keyboard.py"}}
    assert problems(games, two_names, own, renamed) == ["the role 'keys' goes by ['keyboard.py', 'keys.py']"]
    twins = {"classic": {"hand.py", "panels.py"}, "duel": {"board.py", "panels.py"}}
    both = {game: modules | {"panels.py"} for game, modules in good.items()}
    assert problems(games, roles, twins, both) == [
        "panels.py is the own module of ['classic', 'duel']: one role, one row in the roles table"
    ]
    assert problems(games, roles, own, {**good, "toy": set()})[0].startswith("the tables' games")


def test_the_tables_are_read_from_the_markdown() -> None:
    text = (
        f"{SECTION} (x)\n\nintro\n\n| role | a | b |\n|---|---|---|\n"
        "| the table | `table.py` | `table.py` |\n"
        "| keys | — (`table.py`) | `keys.py` |\n\nOwn:\n\n| game | its own modules |\n|---|---|\n"
        "| a | `hand.py` (the hand), `labels.py` |\n| b | `board.py` |\n\n## Next\n| x | y |\n"
    )
    games, roles, own = read_tables(text)
    assert games == ["a", "b"]
    assert roles == {"the table": {"a": "table.py", "b": "table.py"}, "keys": {"a": "", "b": "keys.py"}}
    assert own == {"a": {"hand.py", "labels.py"}, "b": {"board.py"}}
