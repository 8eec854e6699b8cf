"""Canonical bytes and hashes: the one serialisation every reader value uses.

Two runs that read the same problem the same way must produce the same
bytes, so the form is fixed: sorted keys, compact separators, tuples as
lists, Fractions and Decimals as strings, enums as their values and
fields that are None left out.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from decimal import Decimal
from fractions import Fraction
from typing import Any


def to_plain(value: Any) -> Any:
    """Turn a reader value into JSON-ready data following the canonical rules."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if item is not None:
                out[f.name] = to_plain(item)
        return out
    if isinstance(value, enum.Enum):
        return to_plain(value.value)
    if isinstance(value, bool) or value is None or isinstance(value, (str, int)):
        return value
    if isinstance(value, (Fraction, Decimal)):
        return str(value)
    if isinstance(value, float):
        raise TypeError("floats have no canonical form; use Fraction")
    if isinstance(value, (tuple, list)):
        return [to_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    raise TypeError(f"no canonical form for {type(value).__name__}")


def canonical_bytes(value: Any) -> bytes:
    return json.dumps(to_plain(value), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode(
        "utf-8"
    )


def canonical_hash(value: Any) -> str:
    return hashlib.sha256(canonical_bytes(value)).hexdigest()
