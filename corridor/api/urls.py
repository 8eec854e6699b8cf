"""API routes, the OpenAPI schema and its browsable docs."""

from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView
from rest_framework.routers import DefaultRouter

from corridor.api import views

router = DefaultRouter()
router.register("candidates", views.CandidateViewSet, basename="api-candidate")
router.register("proposals", views.ProposalViewSet, basename="api-proposal")
router.register("runs", views.RunViewSet, basename="api-run")
router.register("decisions", views.DecisionViewSet, basename="api-decision")

urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", views.LocalSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("pack/", views.PackView.as_view(), name="api-pack"),
    path("pack/history/", views.PackHistoryView.as_view(), name="api-pack-history"),
    path("", include(router.urls)),
]
