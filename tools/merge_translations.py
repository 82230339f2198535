"""Merge the translations of several branches after a git merge, without losing any finished entry.

Two branches that both add UI strings both rewrite ``translations/*.ts`` (lupdate renumbers locations),
so git often cannot merge them. This tool takes the finished translations of every revision given,
re-runs lupdate on the merged code, and fills each entry that is unfinished from those revisions:

    git merge other-branch                      # conflicts in translations/*.ts
    git checkout --ours translations/
    python tools/merge_translations.py --from HEAD --from MERGE_HEAD
    git add translations/

A message is identified by (context, source, comment); numerus messages keep all their forms.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
Key = tuple[str, str, str]
Finished = dict[Key, list[str]]


def message_key(context: str, message: ET.Element) -> Key:
    return (context, message.findtext("source") or "", message.findtext("comment") or "")


def finished_entries(root: ET.Element) -> Finished:
    """Every translated message of a .ts tree: its text, or its plural forms."""
    entries: Finished = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            texts = forms if forms else [translation.text or ""]
            if any(texts):
                entries[message_key(name, message)] = texts
    return entries


def entries_at(revision: str, relative: str) -> Finished:
    result = subprocess.run(
        ["git", "show", f"{revision}:{relative}"], cwd=ROOT, capture_output=True, check=False
    )
    if result.returncode != 0:
        return {}
    return finished_entries(ET.fromstring(result.stdout))


def fill(path: Path, known: Finished) -> int:
    """Fill the unfinished messages of ``path`` from ``known``; returns how many remain unfinished."""
    tree = ET.parse(path)
    missing = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            texts = known.get(message_key(name, message))
            if texts is None:
                missing += 1
                continue
            forms = list(translation.iter("numerusform"))
            if forms:
                for form, text in zip(forms, texts, strict=False):
                    form.text = text
            else:
                translation.text = texts[0]
            del translation.attrib["type"]
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="revisions", action="append", default=[], help="a git revision")
    args = parser.parse_args()
    files = sorted(TRANSLATIONS.glob("wonders_*.ts"))
    known_by_file: dict[Path, Finished] = {}
    for path in files:
        relative = str(path.relative_to(ROOT))
        known: Finished = {}
        for revision in args.revisions:
            known.update(entries_at(revision, relative))
        known.update(finished_entries(ET.parse(path).getroot()))
        known_by_file[path] = known
    subprocess.run([sys.executable, str(ROOT / "tools" / "update_translations.py")], cwd=ROOT, check=True)
    status = 0
    for path in files:
        missing = fill(path, known_by_file[path])
        if missing:
            print(f"{path.name}: {missing} unfinished entries left", file=sys.stderr)
            status = 1
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_translations.py")], cwd=ROOT, check=True
    )
    return status


if __name__ == "__main__":
    sys.exit(main())
