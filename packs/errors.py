"""One small hierarchy of pack errors, each with one stable message.

Callers catch ``PackError``; tests assert the exact text, so every message
is built here and nowhere else. Messages name the file (and line or entry)
so a person can find the problem without a stack trace.
"""

from __future__ import annotations


class PackError(Exception):
    """Base class: the pack could not be read or written as asked."""


class PackIntegrityError(PackError):
    """A file's bytes (or the manifest's digests) do not match what was recorded."""

    def __init__(self, file: str, expected: str, actual: str, what: str = "sha256") -> None:
        super().__init__(f"{file}: {what} mismatch: expected {expected}, actual {actual}")
        self.file, self.expected, self.actual = file, expected, actual


class MissingFileError(PackError):
    def __init__(self, file: str, detail: str = "listed in the manifest but missing") -> None:
        super().__init__(f"{file}: {detail}")
        self.file = file


class UnlistedFileError(PackError):
    def __init__(self, file: str) -> None:
        super().__init__(f"{file}: present in the pack but not listed in the manifest")
        self.file = file


class PackFormatError(PackError):
    """A file is readable but says something the format does not allow."""

    def __init__(self, file: str, detail: str, line: int | None = None) -> None:
        where = f"{file}:{line}" if line is not None else file
        super().__init__(f"{where}: {detail}")
        self.file, self.detail, self.line = file, detail, line


class UnknownCategoryError(PackFormatError):
    def __init__(self, file: str, category: str, line: int | None = None) -> None:
        super().__init__(file, f"unknown category {category!r}", line)
        self.category = category


class DuplicateSurfaceError(PackFormatError):
    def __init__(self, file: str, surface: str, first: str, second: str, line: int | None = None) -> None:
        super().__init__(file, f"surface form {surface!r} is claimed by {first} and {second}", line)
        self.surface, self.first, self.second = surface, first, second


class PackLockedError(PackError):
    def __init__(self, lock_file: str, timeout: float) -> None:
        super().__init__(f"{lock_file}: another writer held the pack lock for more than {timeout:g} s")
        self.lock_file = lock_file


class PackCollisionError(PackError):
    """A write would give a surface form (or an entry key) to two entries."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail

    @classmethod
    def surface(cls, surface: str, holder: str, newcomer: str) -> PackCollisionError:
        return cls(f"surface form {surface!r} is held by {holder}; {newcomer} cannot take it")

    @classmethod
    def key(cls, key: str) -> PackCollisionError:
        return cls(f"entry {key} already exists")


class UnknownEntryError(PackError):
    def __init__(self, key: str) -> None:
        super().__init__(f"entry {key} is not in the pack")
        self.key = key


class BuildError(PackError):
    """The seed build's inputs contradict each other."""
