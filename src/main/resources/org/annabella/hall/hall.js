// Keeps the hall's page live: each board's change replaces the text of its cells (a board
// registered since the page was loaded gets its row), the clock of the side to move runs on from
// its last reading, each new alert is added to the list and said once in the live region, and
// on a board's own page each move is said politely. Text only (textContent), never markup.
"use strict";
(function () {
  var source = new EventSource("/events");
  var own = document.querySelector("main[id^='board-']");
  var news = document.getElementById("news");

  function text(view, field) {
    if (field === "moveNumber") {
      return view.records === 0 ? "" : String(view.moveNumber);
    }
    var value = view[field];
    return value === undefined || value === null ? "" : String(value);
  }

  // h:mm:ss, whole seconds, as the hall writes it (BoardView.clockText).
  function clockText(millis) {
    if (millis < 0) {
      return "";
    }
    var s = Math.floor(millis / 1000);
    var m = Math.floor(s / 60) % 60;
    return Math.floor(s / 3600) + ":" + (m < 10 ? "0" : "") + m + ":" + (s % 60 < 10 ? "0" : "") + (s % 60);
  }

  // The clocks of a board's element, as read at this moment: the running one runs on from here.
  function setClocks(place, white, black, running) {
    place.clocks = { white: white, black: black, running: running, at: performance.now() };
    tick(place);
  }

  function tick(place) {
    var c = place.clocks;
    var gone = performance.now() - c.at;
    ["white", "black"].forEach(function (side) {
      var timer = place.querySelector("[data-field=" + side + "Clock] [role=timer]");
      var millis = c[side] < 0 ? -1 : Math.max(0, c[side] - (c.running === side ? gone : 0));
      var t = clockText(millis);
      if (timer && timer.textContent !== t) {
        timer.textContent = t;
      }
    });
  }

  document.querySelectorAll("[data-running]").forEach(function (place) {
    setClocks(place, Number(place.getAttribute("data-white-ms")), Number(place.getAttribute("data-black-ms")),
      place.getAttribute("data-running"));
  });
  setInterval(function () {
    document.querySelectorAll("[data-running]").forEach(function (place) {
      if (place.clocks && place.clocks.running) {
        tick(place);
      }
    });
  }, 250);

  // The row of a board the page does not have, in board order, from the page's template.
  function newRow(view) {
    var body = document.querySelector("#boards tbody");
    var template = document.getElementById("new-board");
    if (own || !body || !template) {
      return null;
    }
    var row = template.content.firstElementChild.cloneNode(true);
    row.id = "board-" + view.board;
    row.setAttribute("data-running", "");
    var link = row.querySelector("a");
    link.href = "/board/" + view.board;
    link.textContent = view.label;
    var after = Array.prototype.find.call(body.rows, function (r) {
      return Number(r.id.substring(6)) > view.board;
    });
    body.insertBefore(row, after || null);
    return row;
  }

  source.addEventListener("board", function (e) {
    var view = JSON.parse(e.data);
    var place = document.getElementById("board-" + view.board) || newRow(view);
    if (!place) {
      return; // another board, on a board's own page
    }
    var san = place.querySelector("[data-field=lastSan]");
    if (own && news && san && view.lastSan && san.textContent !== view.lastSan) {
      news.textContent = view.lastSan + ", " + view.lastWords;
    }
    place.querySelectorAll("[data-field]").forEach(function (el) {
      var field = el.getAttribute("data-field");
      if (field === "whiteClock" || field === "blackClock") {
        return; // the timers, set below
      }
      var t = text(view, field);
      if (el.textContent !== t) {
        el.textContent = t;
      }
    });
    setClocks(place, view.whiteMillis, view.blackMillis, view.running);
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
  source.addEventListener("added", function (e) {
    if (!own && news) {
      news.textContent = JSON.parse(e.data).text;
    }
  });
  source.addEventListener("alert", function (e) {
    var alert = JSON.parse(e.data);
    var list = document.getElementById("alerts");
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
