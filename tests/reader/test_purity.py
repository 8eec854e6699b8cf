"""The reader library is pure: no Django, no clock, no environment, no files, no dataset names."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
READER = ROOT / "reader"
LIBRARY = sorted(p for p in READER.rglob("*.py") if p.name != "__main__.py")  # the CLI may load a pack
ALLOWED_TOP = {
    "__future__",
    "collections",
    "dataclasses",
    "enum",
    "fractions",
    "functools",  # lru_cache over pure functions of the text (tokenising, number shapes)
    "decimal",
    "hashlib",
    "json",
    "operator",  # attrgetter: evolve reads every field of a state in one call
    "re",
    "types",
    "typing",
    "reader",
    "packs",
}
FORBIDDEN_NAMES = {"open", "input", "eval", "exec", "__import__"}
DATASET_WORDS = (
    "gsm8k",
    "svamp",
    "addsub",
    "multiarith",
    "singleop",
    "singleeq",
    "asdiv",
    "-all-",
    "-train-",
)


def test_library_is_not_empty():
    assert len(LIBRARY) >= 15


def test_imports_are_stdlib_pure_or_pack_types():
    for path in LIBRARY:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in ALLOWED_TOP, f"{path.name} imports {name}"
                if top == "packs":
                    assert name == "packs.model", (
                        f"{path.name} imports {name}; only packs.model types are allowed"
                    )


def test_no_io_calls():
    for path in LIBRARY:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in FORBIDDEN_NAMES, f"{path.name} calls {node.func.id}"


def test_no_dataset_or_case_names_in_reader_or_curated_lexicon():
    files = list(READER.rglob("*.py")) + list((ROOT / "packs" / "seed" / "curated").glob("*.yaml"))
    for path in files:
        text = path.read_text(encoding="utf-8").casefold()
        for word in DATASET_WORDS:
            assert word not in text, f"{path.name} mentions {word}"
