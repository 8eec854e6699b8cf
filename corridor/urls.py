"""URL map of the corridor: reviewer pages, the admin, the REST API and its schema."""

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from corridor.views import candidates, gaps, history, proposals, queue, runs

urlpatterns = [
    path("", queue.queue, name="home"),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("candidates/<int:pk>/", candidates.candidate_detail, name="candidate"),
    path("candidates/<int:pk>/propose/", candidates.propose, name="candidate_propose"),
    path("candidates/<int:pk>/dismiss/", candidates.dismiss, name="candidate_dismiss"),
    path("candidates/<int:pk>/reopen/", candidates.reopen, name="candidate_reopen"),
    path("candidates/bulk-propose/", candidates.bulk_propose, name="bulk_propose"),
    path("attribute-fields/", candidates.attribute_fields, name="attribute_fields"),
    path("preview/", proposals.draft_preview, name="draft_preview"),
    path("proposals/", proposals.proposal_list, name="proposals"),
    path("proposals/bulk-ratify/", proposals.bulk_ratify, name="bulk_ratify"),
    path("proposals/undo-last/", proposals.undo_last, name="undo_last"),
    path("proposals/<int:pk>/", proposals.proposal_detail, name="proposal"),
    path("proposals/<int:pk>/preview/", proposals.proposal_preview, name="proposal_preview"),
    path("proposals/<int:pk>/ratify/", proposals.ratify, name="proposal_ratify"),
    path("proposals/<int:pk>/reject/", proposals.reject, name="proposal_reject"),
    path("proposals/<int:pk>/withdraw/", proposals.withdraw, name="proposal_withdraw"),
    path("proposals/<int:pk>/undo/", proposals.undo, name="proposal_undo"),
    path("runs/", runs.run_list, name="runs"),
    path("runs/<int:pk>/", runs.run_delta, name="run_delta"),
    path("runs/<int:pk>/progress/", runs.run_progress, name="run_progress"),
    path("gaps/", gaps.gaps, name="gaps"),
    path("gaps.json", gaps.gaps_json, name="gaps_json"),
    path("history/", history.history, name="history"),
    path("admin/", admin.site.urls),
    path("api/", include("corridor.api.urls")),
]
