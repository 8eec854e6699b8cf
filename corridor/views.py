"""Pages of the corridor."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def home(request: HttpRequest) -> HttpResponse:
    """Says what the app is; the reviewer queue replaces it."""
    return render(request, "corridor/home.html")
