"""Who may do what. Roles are Django groups; staff users are admins.

Kept in one place so the pages, the API and the admin agree.
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

PROPOSER = "proposer"
REVIEWER = "reviewer"
ROLES = (PROPOSER, REVIEWER)


def _in_group(user: AbstractBaseUser | AnonymousUser, name: str) -> bool:
    if not user.is_authenticated:
        return False
    return user.groups.filter(name=name).exists()


def is_admin(user: AbstractBaseUser | AnonymousUser) -> bool:
    return bool(user.is_authenticated and (user.is_staff or user.is_superuser))


def can_review(user: AbstractBaseUser | AnonymousUser) -> bool:
    """Reviewers and admins ratify, reject, undo, dismiss and reopen."""
    return is_admin(user) or _in_group(user, REVIEWER)


def can_propose(user: AbstractBaseUser | AnonymousUser) -> bool:
    """Proposers, reviewers and admins may propose entries."""
    return can_review(user) or _in_group(user, PROPOSER)


def role_names(user: AbstractBaseUser | AnonymousUser) -> list[str]:
    """The roles to show next to a user's name."""
    names = [role for role in ROLES if _in_group(user, role)]
    if is_admin(user):
        names.append("admin")
    return names
