"""Failures of a transition, each carrying one human sentence.

Views show the sentence, the API answers it as ``{"detail": ...}`` with the
status code each class names, and tests assert the exact text.
"""

from __future__ import annotations


class TransitionError(Exception):
    """A transition was refused; nothing was written."""

    status_code = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotAllowed(TransitionError):
    """The actor's role (or relation to the row) does not allow the action."""

    status_code = 403


class Conflict(TransitionError):
    """Someone else changed the row first; the message names who."""

    status_code = 409


class PackBlocked(TransitionError):
    """The pack does not verify, so no write may touch it."""

    status_code = 503


class InvalidProposal(TransitionError):
    """The proposed word, category or attributes cannot become an entry."""
