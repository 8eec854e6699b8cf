// Keyboard decisions on the proposal page (and help everywhere). Hand-written, no build.
// a ratify · x reject (asks for a reason) · space skip · j/k next/previous · u undo last · ? help
(function () {
  "use strict";

  function typing(target) {
    var tag = (target && target.tagName) || "";
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable);
  }

  function go(id) {
    var link = document.getElementById(id);
    if (link) { window.location.assign(link.href); return true; }
    return false;
  }

  function submit(id) {
    var button = document.getElementById(id);
    if (button && !button.disabled) { button.click(); return true; }
    return false;
  }

  function askReason() {
    var details = document.getElementById("reject-details");
    var reason = document.getElementById("reject-reason");
    if (!details || !reason) { return false; }
    details.open = true;
    reason.focus();
    return true;
  }

  var actions = {
    "a": function () { return submit("ratify-button"); },
    "x": askReason,
    " ": function () { return go("next-link"); },
    "j": function () { return go("next-link"); },
    "k": function () { return go("previous-link"); },
    "u": function () { return submit("undo-last-button"); },
    "?": function () {  // the footer lists only the keys this viewer can use on this page
      var footer = document.querySelector("footer");
      window.alert(footer ? footer.textContent.trim() : "? help");
      return true;
    }
  };

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) { return; }
    var tag = (event.target && event.target.tagName) || "";
    if (event.key === " " && (tag === "BUTTON" || tag === "A" || tag === "SUMMARY")) { return; }  // space keeps its native meaning there
    var action = actions[event.key];
    if (action && action()) { event.preventDefault(); }
  });
})();
