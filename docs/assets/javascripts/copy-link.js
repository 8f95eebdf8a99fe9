/*
 * "Copy link" buttons beside each clause of a full-text page (hooks/ordinance_text.py).
 * The buttons start hidden, so a page without JavaScript shows only the label links.
 * A click copies the clause's full address and says so in the polite live region
 * #clause-copy-status; the button shows "Copied" for a moment.
 */
(function () {
  "use strict";
  var status = document.getElementById("clause-copy-status");
  var buttons = document.querySelectorAll("button.clause-copy[data-anchor]");

  function address(anchor) {
    return location.href.split("#")[0] + "#" + anchor;
  }

  function copyWithSelection(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var copied = false;
    try {
      copied = document.execCommand("copy");
    } catch (error) {
      copied = false;
    }
    document.body.removeChild(area);
    return copied;
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(function () { return true; },
        function () { return copyWithSelection(text); });
    }
    return Promise.resolve(copyWithSelection(text));
  }

  function say(message) {
    if (!status) return;
    status.textContent = "";
    // A fresh text node after a pause, so the same message is announced again.
    setTimeout(function () { status.textContent = message; }, 50);
  }

  Array.prototype.forEach.call(buttons, function (button) {
    var label = button.parentNode.querySelector(".clause-link");
    var name = label ? label.textContent.replace("#", "").replace("(link to this part)", "").trim() : "";
    var shown = button.firstChild;
    button.hidden = false;
    button.addEventListener("click", function () {
      var link = address(button.getAttribute("data-anchor"));
      copy(link).then(function (copied) {
        if (copied) {
          say("Link to " + name + " copied.");
          shown.nodeValue = "Copied";
          setTimeout(function () { shown.nodeValue = "Copy link"; }, 2000);
        } else {
          say("Could not copy. The link is " + link);
        }
      });
    });
  });
}());
