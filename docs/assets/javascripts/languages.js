/*
 * The language selector (overrides/partials/alternate.html) links to the same page in each
 * language; on following a link, this adds the section the reader is on (the address's #anchor),
 * so a staff member or a reader lands on the same section in the other language: the headings
 * and clauses keep their anchors in every language.
 */
(function () {
  "use strict";
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a.md-select__link[hreflang]");
    if (link && location.hash && !link.hash) {
      link.hash = location.hash;
    }
  });
})();
