"""App configuration: registers the start-up checks (the pack must verify)."""

from django.apps import AppConfig


class CorridorConfig(AppConfig):
    name = "corridor"
    verbose_name = "Teaching corridor"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from corridor import checks  # noqa: F401  (registers the system checks)
