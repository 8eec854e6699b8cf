"""Reading form input into plain values; the models decide what is valid."""

from __future__ import annotations

from django.http import QueryDict

ATTR_PREFIX = "attr_"


def attrs_from(data: QueryDict) -> dict[str, str]:
    """The attribute inputs of a propose form (`attr_<name>`), blanks left out."""
    return {
        key[len(ATTR_PREFIX) :]: value.strip()
        for key, value in sorted(data.items())
        if key.startswith(ATTR_PREFIX) and value.strip()
    }


def ids_from(data: QueryDict, name: str) -> list[int]:
    """Selected row ids from checkboxes; anything that is not a number is ignored."""
    return sorted({int(v) for v in data.getlist(name) if v.isdigit()})


def revision_from(data: QueryDict) -> int | None:
    value = data.get("revision", "")
    return int(value) if value.isdigit() else None
