// Keeps the hall's page live: each board's change replaces the text of its cells, each new alert
// is added to the list and said once in the live region. Text only (textContent), never markup.
"use strict";
(function () {
  var source = new EventSource("/events");
  function text(view, field) {
    if (field === "moveNumber") {
      return view.records === 0 ? "" : String(view.moveNumber);
    }
    var value = view[field];
    return value === undefined || value === null ? "" : String(value);
  }
  source.addEventListener("board", function (e) {
    var view = JSON.parse(e.data);
    var place = document.getElementById("board-" + view.board);
    if (!place) {
      return; // a board registered since the page was loaded: it shows on the next reading
    }
    place.querySelectorAll("[data-field]").forEach(function (el) {
      var t = text(view, el.getAttribute("data-field"));
      if (el.textContent !== t) {
        el.textContent = t;
      }
    });
    place.querySelectorAll("[data-list]").forEach(function (list) {
      var items = view[list.getAttribute("data-list")] || [];
      while (list.firstChild) {
        list.removeChild(list.firstChild);
      }
      items.forEach(function (item) {
        var li = document.createElement("li");
        li.textContent = item;
        list.appendChild(li);
      });
    });
  });
  source.addEventListener("alert", function (e) {
    var alert = JSON.parse(e.data);
    var list = document.getElementById("alerts");
    var own = document.querySelector("main[id^='board-']");
    if (!list || document.getElementById("alert-" + alert.id)
        || (own && own.id !== "board-" + alert.board)) {
      return; // said already, or another board's on a board's own page
    }
    var li = document.createElement("li");
    li.id = "alert-" + alert.id;
    li.textContent = alert.text;
    list.appendChild(li);
    document.getElementById("no-alerts").hidden = true;
    document.getElementById("live").textContent = alert.text;
  });
})();
