"""Fill the ``data`` and ``CardText`` entries of the Portuguese and Spanish ``.ts`` files from tables.

    python tools/fill_data_translations.py            # fill, rewrite translations/README.md, compile
    python tools/fill_data_translations.py --check    # exit 1 if a name or a card text has no translation

Names of the game data (``data`` context, one entry per English name and ``"<dataset> <kind>"``) come,
in this order, from the name tables of the shared reference (``../shared/reference/i18n/names_*.yaml``,
built from the rulebooks: official names, secondary ones and marked proposals) and from the ``names`` of
the language's ``translations/wonders_<lang>.yaml`` (names no table gives: our translations in the
rulebook's terms). Card-text phrases (``CardText`` context) come from the ``phrases`` of the same file
(one file per language, so a new language adds one: ``Language.tables_file``). Every entry of those
contexts is rewritten each run, so the ``.ts`` files never drift from the tables; other contexts are left
alone. ``translations/README.md`` is regenerated with every unofficial name per language.
Run after ``tools/build_data_strings.py`` and ``tools/update_translations.py``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from wonders_desktop.languages import BY_CODE, TRANSLATED_CODES  # noqa: E402
from wonders_desktop.ui.language.datanames import NameRow, name_rows  # noqa: E402

TRANSLATIONS = ROOT / "translations"
REFERENCE = ROOT.parent / "shared" / "reference" / "i18n"
README = TRANSLATIONS / "README.md"
LANGUAGES = TRANSLATED_CODES
EDITION_GAMES = {"classic1": ("sevenwonders_1e", "cities_1e"), "classic2": ("sevenwonders_2e", "cities_2e")}
TERM_ALIASES = {"central": "central_deck"}  # our id (the deck key of the engine) -> the name tables' id
STRUCTURE_TERMS = {
    "brown": "type_raw_material",
    "grey": "type_manufactured_good",
    "blue": "type_civilian",
    "yellow": "type_commercial",
    "red": "type_military",
    "green": "type_scientific",
    "purple": "type_guild",
    "black": "type_city",
}


@dataclass(frozen=True, slots=True)
class Name:
    """One translated name and where it comes from (``official`` False for proposals)."""

    text: str
    source: str
    official: bool
    note: str = ""


# --- where a row's name lives in the reference tables ----------------------------------------------
def table_keys(row: NameRow) -> Iterator[tuple[str, str, str]]:
    """``(game, kind, id)`` keys of the name tables that may hold ``row``, best first."""
    games = EDITION_GAMES.get(row.dataset, (row.dataset,))
    kind, ident = row.kind, row.ident
    if row.dataset == "architects" and kind == "card":
        yield from (("architects", "terms", key) for key in (ident, f"science_{ident}"))
        return
    table_kind = {"card": ("cards", "guilds"), "wonder": ("wonder_cities",), "wonder_name": ("wonders",)}
    if row.dataset in ("duel", "architects"):
        table_kind = {**table_kind, "wonder": ("wonders",)}
    table_kind["progress_token"] = ("progress_tokens",)
    if kind in table_kind:
        yield from ((game, tkind, ident) for game in games for tkind in table_kind[kind])
        return
    term = {
        "term": TERM_ALIASES.get(ident, ident),
        "colour": f"color_{ident}",
        "structure": STRUCTURE_TERMS.get(ident, ident),
        "science": f"science_{ident}",
    }.get(kind, ident)
    yield from ((game, "terms", term) for game in games)


def reference_name(tables: dict, row: NameRow) -> Name | None:
    for game, kind, ident in table_keys(row):
        entry = tables.get(game, {}).get(kind, {}).get(ident)
        if isinstance(entry, dict) and entry.get("name"):
            official = not entry.get("unofficial", False)
            source = str(entry.get("source", ""))
            if entry.get("verified") is False:
                source += " (secondary)"
            return Name(str(entry["name"]), source, official, str(entry.get("note", "")))
    return None


def tables_of(language: str) -> dict:
    """The language's ``translations/wonders_<lang>.yaml``: ``phrases`` and ``names``."""
    path = ROOT / BY_CODE[language].tables_file
    if not path.exists():
        raise SystemExit(f"error: {path} not found (docs/architecture.md: Add a language)")
    return load_yaml(path)


def extra_name(extra: dict, row: NameRow) -> Name | None:
    entry = (extra or {}).get(row.dataset, {}).get(row.kind, {}).get(row.ident)
    if entry is None:
        return None
    if isinstance(entry, dict):
        return Name(str(entry["name"]), "project", False, str(entry.get("note", "")))
    return Name(str(entry), "project", False)


def resolve_names(language: str) -> tuple[dict[tuple[str, str], tuple[NameRow, Name]], list[str]]:
    """``(English, disambiguation) -> (row, name)`` for every row, and the rows nothing names."""
    tables = load_yaml(REFERENCE / f"names_{language}.yaml")
    extra = tables_of(language).get("names", {})
    resolved: dict[tuple[str, str], tuple[NameRow, Name]] = {}
    missing: list[str] = []
    for row in name_rows():
        name = extra_name(extra, row) or reference_name(tables, row)
        if name is None:
            missing.append(f"{language}: {row.dataset} {row.kind} {row.ident} ({row.english})")
            continue
        resolved.setdefault((row.english, row.disambiguation), (row, name))
    return resolved, missing


def load_yaml(path: Path) -> dict:
    if not path.exists():
        raise SystemExit(f"error: {path} not found (the shared reference must sit beside the project)")
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


# --- card texts -------------------------------------------------------------------------------------
def cardtext_entries(language: str) -> dict[tuple[str, str], list[str]]:
    """``(source, disambiguation) -> forms`` (one text, or the plural forms) of the language's phrases."""
    entries: dict[tuple[str, str], list[str]] = {}
    for item in tables_of(language).get("phrases", []):
        value = item["text"]
        entries[(item["en"], item.get("comment", ""))] = value if isinstance(value, list) else [value]
    return entries


# --- writing the .ts ------------------------------------------------------------------------------
def english_forms(source: str) -> list[str]:
    """English plural forms of a ``%n`` phrase written with ``(s)``: "%n coin(s)" -> "%n coin", "%n coins"."""
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def fill_english(path: Path) -> None:
    """The English catalogue holds plural forms only: those of ``CardText`` follow from the source."""
    tree = ET.parse(path)
    for context in tree.getroot().iter("context"):
        if context.findtext("name") != "CardText":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None:
                set_forms(translation, english_forms(message.findtext("source") or ""))
    write_ts(tree, path)


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def fill(path: Path, names: dict[tuple[str, str], tuple[NameRow, Name]], texts: dict) -> list[str]:
    """Rewrite the ``data`` and ``CardText`` messages of one ``.ts``; returns what stayed untranslated."""
    tree = ET.parse(path)
    left: list[str] = []
    for context in tree.getroot().iter("context"):
        context_name = context.findtext("name") or ""
        if context_name not in ("data", "CardText"):
            continue
        for message in context.iter("message"):
            key = (message.findtext("source") or "", message.findtext("comment") or "")
            if context_name == "data":
                found = names.get(key)
                forms = [found[1].text] if found else None
            else:
                forms = texts.get(key)
            translation = message.find("translation")
            if forms is None or translation is None:
                left.append(f"{path.name}: {context_name}: {key[0]!r} ({key[1]})")
                continue
            set_forms(translation, forms)
    write_ts(tree, path)
    return left


def set_forms(translation: ET.Element, forms: list[str]) -> None:
    numerus = list(translation.iter("numerusform"))
    if numerus:
        for index, element in enumerate(numerus):
            element.text = forms[min(index, len(forms) - 1)]
    else:
        translation.text = forms[0]
    translation.attrib.pop("type", None)


# --- the README of unofficial names ---------------------------------------------------------------
README_HEAD = """# Translations

`wonders_*.ts` are the Qt Linguist sources (compiled to `.qm` at build and start-up, never committed).
UI strings are filled by hand in the `.ts` files. Two contexts are filled by
`tools/fill_data_translations.py` from tables, never by hand:

- `data`: the names of cards, wonders, sides, progress tokens, resources, colours, structure types,
  science and chain symbols, tokens and terms, one entry per English name and *dataset* (`classic1` =
  7 Wonders 1st edition + Cities, `classic2` = 2nd edition + Cities, `duel`, `architects`) given as
  disambiguation, so each game and edition keeps the words of its own rulebook. Sources, in order: the
  project's name tables (built from the rulebooks; see `docs/sources.md`), then the `names` of
  `wonders_<lang>.yaml` (names neither gives).
- `CardText`: the phrases of the generated card, stage and token texts
  (`wonders_desktop/ui/language/cardtext/`),
  from the `phrases` of `wonders_<lang>.yaml`, in the wording of the rulebooks.

After a data change: `python tools/build_data_strings.py`, `python tools/update_translations.py`,
`python tools/fill_data_translations.py`.

## Unofficial names

Every name below is **not** printed in the rulebook of that language and edition: a proposal in the
rulebook's own terminology (source `proposal` in the name tables, or `project` = `wonders_<lang>.yaml`;
"(secondary)" marks names taken from third-party material that transcribes the printed component).
Datasets: `classic1` = 7 Wonders 1st edition and Cities, `classic2` = 2nd edition and Cities.
"""


def readme(per_language: dict[str, dict[tuple[str, str], tuple[NameRow, Name]]]) -> str:
    lines = [README_HEAD]
    for language, names in per_language.items():
        rows = sorted(
            (row.dataset, row.kind, row.english, name)
            for row, name in names.values()
            if not name.official or name.source.endswith("(secondary)")
        )
        lines.append(f"\n### {BY_CODE[language].native} ({len(rows)} names)\n\n")
        lines.append("| Dataset | Kind | English | Name | Source |\n|---|---|---|---|---|\n")
        for dataset, kind, english, name in rows:
            lines.append(f"| {dataset} | {kind} | {english} | {name.text} | {name.source} |\n")
    return "".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report names without a translation")
    args = parser.parse_args()
    per_language = {}
    problems: list[str] = []
    for language in LANGUAGES:
        names, missing = resolve_names(language)
        per_language[language] = names
        problems += missing
        if not args.check:
            problems += fill(TRANSLATIONS / f"wonders_{language}.ts", names, cardtext_entries(language))
    if not args.check:
        fill_english(TRANSLATIONS / "wonders_en.ts")
        README.write_text(readme(per_language), encoding="utf-8")
        update = [sys.executable, str(ROOT / "tools" / "update_translations.py")]
        subprocess.run(update, cwd=ROOT, check=True)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
