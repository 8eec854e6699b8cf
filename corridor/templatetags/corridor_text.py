"""Template filters that turn internal names into words a reviewer reads."""

from django import template

from evals.compare import CHANGE_LABELS

register = template.Library()


@register.filter
def change_label(kind: str) -> str:
    """'newly_correct' -> 'Newly correct'."""
    return CHANGE_LABELS.get(kind, kind.replace("_", " ").capitalize())
