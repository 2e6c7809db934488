<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>about_dialog</name>
        <message>
            <source>MIT License (the full text, %1, could not be read: %2)</source>
            <translation>MIT-Lizenz (der vollständige Text, %1, konnte nicht gelesen werden: %2)</translation>
        </message>
        <message>
            <source>The third-party notices (%1) could not be read: %2. Tableside uses Qt and PySide6 (LGPL-3.0), platformdirs and tomli-w (MIT), Starlette, Uvicorn and segno (BSD-3-Clause).</source>
            <translation>Die Hinweise zu Drittsoftware (%1) konnten nicht gelesen werden: %2. Tableside verwendet Qt und PySide6 (LGPL-3.0), platformdirs und tomli-w (MIT), Starlette, Uvicorn und segno (BSD-3-Clause).</translation>
        </message>
        <message>
            <source> (installed bundle)</source>
            <translation> (installiertes Paket)</translation>
        </message>
        <message>
            <source>About Tableside</source>
            <translation>Über Tableside</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Lizenz</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>Hinweise zu Drittsoftware</translation>
        </message>
    </context>
    <context>
        <name>agenda_dialog</name>
        <message>
            <source>Agenda</source>
            <translation>Ablauf</translation>
        </message>
        <message>
            <source>The estimated end counts, for each round still to come, the round's length, a changeover of %1 minutes and the break planned before it. The projector and the players' page show it.</source>
            <translation>Das voraussichtliche Ende zählt für jede noch kommende Runde ihre Länge, einen Wechsel von %1 Minuten und die davor geplante Pause. Der Projektor und die Spielerseite zeigen es.</translation>
        </message>
        <message>
            <source>Set &amp;rounds</source>
            <translation>&amp;Runden festlegen</translation>
        </message>
        <message>
            <source>Rounds planned:</source>
            <translation>Geplante Runden:</translation>
        </message>
        <message>
            <source>after round </source>
            <translation>nach Runde </translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>no break</source>
            <translation>keine Pause</translation>
        </message>
        <message>
            <source>Set &amp;break</source>
            <translation>&amp;Pause festlegen</translation>
        </message>
        <message>
            <source>A break:</source>
            <translation>Eine Pause:</translation>
        </message>
        <message>
            <source>%1 min after round %2</source>
            <translation>%1 min nach Runde %2</translation>
        </message>
        <message>
            <source>Breaks: %1</source>
            <translation>Pausen: %1</translation>
        </message>
        <message>
            <source>No break planned.</source>
            <translation>Keine Pause geplant.</translation>
        </message>
        <message>
            <source>No estimated end: plan the rounds first.</source>
            <translation>Kein voraussichtliches Ende: zuerst die Runden planen.</translation>
        </message>
        <message>
            <source>Estimated end %1</source>
            <translation>Voraussichtliches Ende %1</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Es wurde nichts geändert.</translation>
        </message>
    </context>
    <context>
        <name>announce_dialog</name>
        <message>
            <source>Announce</source>
            <translation>Durchsage</translation>
        </message>
        <message>
            <source>A short announcement goes to every table device and phone, and stays there until each reader taps OK. The projector shows the newest one.</source>
            <translation>Eine kurze Durchsage geht an jedes Tischgerät und jedes Handy und bleibt dort, bis jeder Leser auf OK tippt. Der Projektor zeigt die neueste.</translation>
        </message>
        <message>
            <source>e.g. Round 3 starts at 14:00</source>
            <translation>z. B. Runde 3 beginnt um 14:00</translation>
        </message>
        <message>
            <source>&amp;Send</source>
            <translation>&amp;Senden</translation>
        </message>
        <message>
            <source>Shown now (newest first):</source>
            <translation>Jetzt angezeigt (neueste zuerst):</translation>
        </message>
        <message>
            <source>&amp;Take down</source>
            <translation>&amp;Abnehmen</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Nothing was sent.</source>
            <translation>Es wurde nichts gesendet.</translation>
        </message>
    </context>
    <context>
        <name>app</name>
        <message>
            <source>These presets could not be read and were left out (the others work):
</source>
            <translation>Diese Vorlagen konnten nicht gelesen werden und wurden weggelassen (die anderen funktionieren):
</translation>
        </message>
    </context>
    <context>
        <name>checkin_dialog</name>
        <message>
            <source>Check-in</source>
            <translation>Check-in</translation>
        </message>
        <message>
            <source>With check-in on, seating a round seats only the players checked in for it. Check-in opens when you open the round and closes when it starts; the projector and the players' page list who has not checked in.</source>
            <translation>Mit Check-in setzt das Setzen einer Runde nur die dafür eingecheckten Spieler. Der Check-in öffnet, wenn du die Runde öffnest, und schließt, wenn sie beginnt; der Projektor und die Spielerseite zeigen, wer noch nicht eingecheckt hat.</translation>
        </message>
        <message>
            <source>Check-in off: everyone is seated</source>
            <translation>Check-in aus: alle werden gesetzt</translation>
        </message>
        <message>
            <source>Not seated this round</source>
            <translation>Diese Runde nicht gesetzt</translation>
        </message>
        <message>
            <source>A game lost: 0 points for the round</source>
            <translation>Ein verlorenes Spiel: 0 Punkte für die Runde</translation>
        </message>
        <message>
            <source>Dropped from the event</source>
            <translation>Aus dem Turnier genommen</translation>
        </message>
        <message>
            <source>A no-show is:</source>
            <translation>Wer nicht erscheint:</translation>
        </message>
        <message>
            <source>Joins from the next round</source>
            <translation>Spielt ab der nächsten Runde mit</translation>
        </message>
        <message>
            <source>Takes a free seat before the round starts</source>
            <translation>Nimmt einen freien Platz, bevor die Runde beginnt</translation>
        </message>
        <message>
            <source>A late arrival:</source>
            <translation>Wer zu spät kommt:</translation>
        </message>
        <message>
            <source>Set &amp;rule</source>
            <translation>&amp;Regel setzen</translation>
        </message>
        <message>
            <source>Type a name, then Enter to check them in</source>
            <translation>Namen tippen, dann Enter zum Einchecken</translation>
        </message>
        <message>
            <source>Code for phones: %1 (on the projector too; players check in on the players' page with it; Set rule again for a new code).</source>
            <translation>Code für Handys: %1 (auch auf dem Projektor; damit checken Spieler auf der Spielerseite ein; Regel erneut setzen für einen neuen Code).</translation>
        </message>
        <message>
            <source>Check-in is off: every player is seated.</source>
            <translation>Check-in ist aus: alle Spieler werden gesetzt.</translation>
        </message>
        <message>
            <source>Open the next round to check players in for it.</source>
            <translation>Öffne die nächste Runde, um Spieler dafür einzuchecken.</translation>
        </message>
        <message>
            <source>Round %1: %2 of %3 players checked in.</source>
            <translation>Runde %1: %2 von %3 Spielern eingecheckt.</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Es wurde nichts geändert.</translation>
        </message>
    </context>
    <context>
        <name>constraints_panel</name>
        <message>
            <source>Every seating (round 1 and the Swiss rounds) keeps these. When they cannot all hold, the seating still goes ahead and says which one it broke and why.</source>
            <translation>Jeder Sitzplan (Runde 1 und die Schweizer Runden) hält diese Vorgaben ein. Wenn nicht alle einzuhalten sind, wird trotzdem gesetzt, und es wird gesagt, welche verletzt wurde und warum.</translation>
        </message>
        <message>
            <source>Seating constraints</source>
            <translation>Sitzvorgaben</translation>
        </message>
        <message>
            <source>&amp;Remove the chosen one</source>
            <translation>Gewählte &amp;entfernen</translation>
        </message>
        <message>
            <source>Add: tick players (Space), then choose</source>
            <translation>Hinzufügen: Spieler anhaken (Leertaste), dann wählen</translation>
        </message>
        <message>
            <source>Players (Space ticks)</source>
            <translation>Spieler (Leertaste hakt an)</translation>
        </message>
        <message>
            <source>siblings, wheelchair, …</source>
            <translation>Geschwister, Rollstuhl, …</translation>
        </message>
        <message>
            <source>Why, in a few words (shown with the constraint; optional)</source>
            <translation>Warum, in wenigen Worten (wird bei der Vorgabe gezeigt; freiwillig)</translation>
        </message>
        <message>
            <source>Reason:</source>
            <translation>Grund:</translation>
        </message>
        <message>
            <source>&amp;Keep apart</source>
            <translation>&amp;Trennen</translation>
        </message>
        <message>
            <source>No two of the ticked players at one table</source>
            <translation>Keine zwei der angehakten Spieler an einem Tisch</translation>
        </message>
        <message>
            <source>&amp;Needs an accessible table</source>
            <translation>Braucht &amp;barrierefreien Tisch</translation>
        </message>
        <message>
            <source>Each ticked player sits at a table marked accessible</source>
            <translation>Jeder angehakte Spieler sitzt an einem als barrierefrei markierten Tisch</translation>
        </message>
        <message>
            <source>table </source>
            <translation>Tisch </translation>
        </message>
        <message>
            <source>any seat</source>
            <translation>beliebiger Platz</translation>
        </message>
        <message>
            <source>seat </source>
            <translation>Platz </translation>
        </message>
        <message>
            <source>&amp;Fix to</source>
            <translation>&amp;Festlegen auf</translation>
        </message>
        <message>
            <source>The ticked player sits at this table (and seat) every round</source>
            <translation>Der angehakte Spieler sitzt jede Runde an diesem Tisch (und Platz)</translation>
        </message>
        <message>
            <source>&amp;Mark accessible</source>
            <translation>Als barrierefrei &amp;markieren</translation>
        </message>
        <message>
            <source>kept in round %1</source>
            <translation>in Runde %1 eingehalten</translation>
        </message>
        <message>
            <source>No seating constraint yet.</source>
            <translation>Noch keine Sitzvorgabe.</translation>
        </message>
        <message>
            <source>Tick two or more players to keep apart.</source>
            <translation>Haken Sie zwei oder mehr Spieler an, die getrennt werden sollen.</translation>
        </message>
        <message>
            <source>Tick exactly one player to fix to a table.</source>
            <translation>Haken Sie genau einen Spieler an, der auf einen Tisch festgelegt werden soll.</translation>
        </message>
        <message>
            <source>Tick the players who need an accessible table.</source>
            <translation>Haken Sie die Spieler an, die einen barrierefreien Tisch brauchen.</translation>
        </message>
        <message>
            <source>Choose the constraint to remove in the list.</source>
            <translation>Wählen Sie in der Liste die Vorgabe, die entfernt werden soll.</translation>
        </message>
    </context>
    <context>
        <name>controller</name>
        <message>
            <source>no event is open</source>
            <translation>kein Turnier ist geöffnet</translation>
        </message>
        <message>
            <source>no event is open at the judge's desk</source>
            <translation>am Turnierleitertisch ist kein Turnier geöffnet</translation>
        </message>
        <message>
            <source>The copy of the event could not be read (%1).</source>
            <translation>Die Kopie des Turniers konnte nicht gelesen werden (%1).</translation>
        </message>
        <message>
            <source>No event is open: open or create an event first.</source>
            <translation>Kein Turnier ist geöffnet: Öffnen oder erstellen Sie zuerst ein Turnier.</translation>
        </message>
        <message>
            <source>Not saved: the event file could not be written (%1). Nothing was changed.</source>
            <translation>Nicht gespeichert: Die Turnierdatei konnte nicht geschrieben werden (%1). Nichts wurde geändert.</translation>
        </message>
        <message>
            <source>That action was refused.</source>
            <translation>Diese Aktion wurde abgelehnt.</translation>
        </message>
        <message>
            <source>Not saved: %1 Nothing was changed; check the disk, then try again.</source>
            <translation>Nicht gespeichert: %1 Nichts wurde geändert; prüfen Sie den Datenträger und versuchen Sie es erneut.</translation>
        </message>
    </context>
    <context>
        <name>correction_dialog</name>
        <message>
            <source>Correct a past result</source>
            <translation>Früheres Ergebnis korrigieren</translation>
        </message>
        <message>
            <source>Choose a finished game, give each player their right place (1 = the winner; players who left together share a place) and say why. Scores, ratings and standings are recomputed; later rounds keep their seating.</source>
            <translation>Wählen Sie ein beendetes Spiel, geben Sie jedem Spieler seinen richtigen Platz (1 = der Sieger; gemeinsam ausgeschiedene Spieler teilen sich einen Platz) und sagen Sie, warum. Punkte, Wertungen und Tabelle werden neu berechnet; spätere Runden behalten ihren Sitzplan.</translation>
        </message>
        <message>
            <source>A finished game of any round</source>
            <translation>Ein beendetes Spiel einer beliebigen Runde</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Spiel:</translation>
        </message>
        <message>
            <source>Why: e.g. the wrong player was marked out</source>
            <translation>Warum: z. B. der falsche Spieler wurde als raus markiert</translation>
        </message>
        <message>
            <source>&amp;Reason:</source>
            <translation>&amp;Grund:</translation>
        </message>
        <message>
            <source>&amp;Correct the result</source>
            <translation>Ergebnis &amp;korrigieren</translation>
        </message>
        <message>
            <source>Round %1, table %2 — %3</source>
            <translation>Runde %1, Tisch %2 — %3</translation>
        </message>
        <message>
            <source>(corrected)</source>
            <translation>(korrigiert)</translation>
        </message>
        <message>
            <source>The result was not corrected.</source>
            <translation>Das Ergebnis wurde nicht korrigiert.</translation>
        </message>
        <message>
            <source>No game is finished yet: a result can be corrected once its game is over.</source>
            <translation>Noch ist kein Spiel beendet: Ein Ergebnis lässt sich korrigieren, sobald sein Spiel vorbei ist.</translation>
        </message>
        <message>
            <source>Result now (already corrected): %1.</source>
            <translation>Ergebnis jetzt (schon korrigiert): %1.</translation>
        </message>
        <message>
            <source>Result now: %1.</source>
            <translation>Ergebnis jetzt: %1.</translation>
        </message>
        <message>
            <source>Corrected: %1.</source>
            <translation>Korrigiert: %1.</translation>
        </message>
    </context>
    <context>
        <name>crash_report</name>
        <message>
            <source>Tableside: unexpected problem</source>
            <translation>Tableside: unerwartetes Problem</translation>
        </message>
    </context>
    <context>
        <name>event_view</name>
        <message>
            <source>Resume all timers</source>
            <translation>Alle Uhren fortsetzen</translation>
        </message>
        <message>
            <source>Resume the timers of every held table (Ctrl+Shift+R)</source>
            <translation>Die Uhren aller angehaltenen Tische fortsetzen (Strg+Umschalt+R)</translation>
        </message>
        <message>
            <source>%1 Tableside stopped while a decision was running (closed, crashed, stalled or asleep). The timers of table %2 are held where it stopped (it says since when). Check with the players, then press “Resume timers” on the table.</source>
            <translation>%1 Tableside wurde beendet, während eine Entscheidung lief (geschlossen, abgestürzt, hängen geblieben oder im Ruhezustand). Die Uhren von Tisch %2 stehen dort, wo es aufhörte (er zeigt, seit wann). Sprechen Sie mit den Spielern und drücken Sie dann „Uhren fortsetzen“ am Tisch.</translation>
        </message>
        <message>
            <source>%1 Tableside stopped while a decision was running (closed, crashed, stalled or asleep). The timers of tables %2 are held where it stopped (each table says since when). Check with the players, then press “Resume timers” on the tables.</source>
            <translation>%1 Tableside wurde beendet, während eine Entscheidung lief (geschlossen, abgestürzt, hängen geblieben oder im Ruhezustand). Die Uhren der Tische %2 stehen dort, wo es aufhörte (jeder Tisch zeigt, seit wann). Sprechen Sie mit den Spielern und drücken Sie dann „Uhren fortsetzen“ an den Tischen.</translation>
        </message>
        <message>
            <source>No round is open yet.
Use Event ▸ Players and tables… to register players, open a round and seat the tables.</source>
            <translation>Noch keine Runde geöffnet.
Unter Turnier ▸ Spieler und Tische… Spieler anmelden, eine Runde öffnen und die Tische besetzen.</translation>
        </message>
        <message>
            <source>Round %1 has no tables yet.
Use Event ▸ Players and tables… to seat them.</source>
            <translation>Runde %1 hat noch keine Tische.
Unter Turnier ▸ Spieler und Tische… die Tische besetzen.</translation>
        </message>
    </context>
    <context>
        <name>exports</name>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>PDF files (*.pdf);;All files (*)</source>
            <translation>PDF-Dateien (*.pdf);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>E&amp;xport</source>
            <translation>E&amp;xportieren</translation>
        </message>
        <message>
            <source>&amp;Standings (CSV)…</source>
            <translation>&amp;Tabelle (CSV)…</translation>
        </message>
        <message>
            <source>&amp;Results (CSV)…</source>
            <translation>&amp;Ergebnisse (CSV)…</translation>
        </message>
        <message>
            <source>R&amp;atings for the next event (CSV)…</source>
            <translation>W&amp;ertungen für das nächste Turnier (CSV)…</translation>
        </message>
        <message>
            <source>Seating and result &amp;slips (PDF)…</source>
            <translation>Sitzplan und Ergebnis&amp;zettel (PDF)…</translation>
        </message>
        <message>
            <source>Export the standings</source>
            <translation>Tabelle exportieren</translation>
        </message>
        <message>
            <source>Export the results</source>
            <translation>Ergebnisse exportieren</translation>
        </message>
        <message>
            <source>Ratings exist only under the contribution system; this event uses %1. Nothing was exported.</source>
            <translation>Wertungen gibt es nur im Beitragssystem; dieses Turnier verwendet %1. Nichts wurde exportiert.</translation>
        </message>
        <message>
            <source>Export the ratings for the next event</source>
            <translation>Wertungen für das nächste Turnier exportieren</translation>
        </message>
        <message>
            <source>Print the seating and result slips</source>
            <translation>Sitzplan und Ergebniszettel drucken</translation>
        </message>
        <message>
            <source>Nothing was exported: %1.</source>
            <translation>Nichts wurde exportiert: %1.</translation>
        </message>
        <message>
            <source>Could not write %1: %2.</source>
            <translation>%1 konnte nicht geschrieben werden: %2.</translation>
        </message>
        <message>
            <source>Wrote %1: %2 page(s) of seating and %3 page(s) of result slips.</source>
            <translation>%1 geschrieben: %2 Seite(n) Sitzplan und %3 Seite(n) Ergebniszettel.</translation>
        </message>
        <message>
            <source>No event is open: open an event first.</source>
            <translation>Kein Turnier ist geöffnet: Öffnen Sie zuerst ein Turnier.</translation>
        </message>
        <message>
            <source>Could not write %1: %2. Nothing was exported.</source>
            <translation>%1 konnte nicht geschrieben werden: %2. Nichts wurde exportiert.</translation>
        </message>
        <message>
            <source>Exported the %1 to %2.</source>
            <translation>%1 nach %2 exportiert.</translation>
        </message>
    </context>
    <context>
        <name>final_text</name>
        <message>
            <source>(final: playing)</source>
            <translation>(Finale: spielt noch)</translation>
        </message>
        <message>
            <source>(final: place %1)</source>
            <translation>(Finale: Platz %1)</translation>
        </message>
        <message>
            <source>(cut: place %1)</source>
            <translation>(Cut: Platz %1)</translation>
        </message>
    </context>
    <context>
        <name>guide_window</name>
        <message>
            <source>Tableside: the judge's guide</source>
            <translation>Tableside: Handbuch für Turnierleiter</translation>
        </message>
        <message>
            <source>Find in the guide (Ctrl+F)</source>
            <translation>Im Handbuch suchen (Strg+F)</translation>
        </message>
        <message>
            <source>▲ Previous</source>
            <translation>▲ Vorheriger</translation>
        </message>
        <message>
            <source>▼ Next</source>
            <translation>▼ Nächster</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Inhalt</translation>
        </message>
        <message>
            <source>The guide is missing from this installation (looked for %1).</source>
            <translation>Das Handbuch fehlt in dieser Installation (gesucht unter %1).</translation>
        </message>
        <message>
            <source>The guide file is missing: reinstall Tableside.</source>
            <translation>Die Handbuchdatei fehlt: Installieren Sie Tableside neu.</translation>
        </message>
        <message>
            <source>Opened %1 in the web browser.</source>
            <translation>%1 im Webbrowser geöffnet.</translation>
        </message>
        <message>
            <source>%1 is a page of Tableside's source, not part of the installed app.</source>
            <translation>%1 ist eine Seite aus dem Quelltext von Tableside, nicht Teil der installierten App.</translation>
        </message>
        <message>
            <source>No heading called “%1” on this page.</source>
            <translation>Keine Überschrift „%1“ auf dieser Seite.</translation>
        </message>
        <message>
            <source>“%1” is not in this page.</source>
            <translation>„%1“ steht nicht auf dieser Seite.</translation>
        </message>
        <message>
            <source>Type a word to find.</source>
            <translation>Geben Sie ein Wort zum Suchen ein.</translation>
        </message>
        <message>
            <source>Match %1 of %2 for “%3”.</source>
            <translation>Treffer %1 von %2 für „%3“.</translation>
        </message>
    </context>
    <context>
        <name>hall.menu</name>
        <message>
            <source>Ser&amp;ve on the local network</source>
            <translation>Im lokalen &amp;Netzwerk bereitstellen</translation>
        </message>
        <message>
            <source>Local network</source>
            <translation>Lokales Netzwerk</translation>
        </message>
        <message>
            <source>This laptop is a judge station: the desk it joined serves the event.</source>
            <translation>Dieser Laptop ist eine Turnierleiter-Station: Der Turnierleitertisch, dem er beigetreten ist, stellt das Turnier bereit.</translation>
        </message>
        <message>
            <source>Could not serve on the local network: %1</source>
            <translation>Bereitstellen im lokalen Netzwerk fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>Serving on the local network: players open %1</source>
            <translation>Im lokalen Netzwerk bereitgestellt: Spieler öffnen %1</translation>
        </message>
        <message>
            <source>Standby: %1.</source>
            <translation>Bereitschaft: %1.</translation>
        </message>
        <message>
            <source>A judge station pairs no devices: pair them at the desk that serves the event.</source>
            <translation>Eine Turnierleiter-Station koppelt keine Geräte: Koppeln Sie sie am Turnierleitertisch, der das Turnier bereitstellt.</translation>
        </message>
        <message>
            <source>Start File ▸ Serve on the local network first, then pair the table's device.</source>
            <translation>Starten Sie zuerst Datei ▸ Im lokalen Netzwerk bereitstellen und koppeln Sie dann das Gerät des Tisches.</translation>
        </message>
    </context>
    <context>
        <name>hall.pair_dialog</name>
        <message>
            <source>Replace the device of table %1</source>
            <translation>Gerät von Tisch %1 ersetzen</translation>
        </message>
        <message>
            <source>Pair a device to table %1</source>
            <translation>Ein Gerät mit Tisch %1 koppeln</translation>
        </message>
        <message>
            <source>Pair another device</source>
            <translation>Weiteres Gerät koppeln</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>The pairing was refused; see the message in the window.</source>
            <translation>Die Kopplung wurde abgelehnt; siehe die Meldung im Fenster.</translation>
        </message>
        <message>
            <source>Scan this code with the tablet or phone for table %1 (on the hall's Wi-Fi). It becomes device %2 and can act on table %1 only, until you revoke it. The code works once, within ten minutes.</source>
            <translation>Scannen Sie diesen Code mit dem Tablet oder Telefon für Tisch %1 (im WLAN des Saals). Es wird Gerät %2 und kann nur Tisch %1 bedienen, bis Sie es widerrufen. Der Code funktioniert einmal, innerhalb von zehn Minuten.</translation>
        </message>
        <message>
            <source>Device %1</source>
            <translation>Gerät %1</translation>
        </message>
        <message>
            <source>Device %1 was revoked: its code and token no longer work.</source>
            <translation>Gerät %1 wurde widerrufen: Sein Code und sein Token funktionieren nicht mehr.</translation>
        </message>
    </context>
    <context>
        <name>hall.panel</name>
        <message>
            <source>Judge stations and standby copies</source>
            <translation>Turnierleiter-Stationen und Sicherungskopien</translation>
        </message>
        <message>
            <source>A second laptop joins as a judge station with the judge code. Anyone who has the code can join and act as a judge: show it only to pair a station.</source>
            <translation>Ein zweiter Laptop tritt mit dem Turnierleiter-Code als Station bei. Wer den Code hat, kann beitreten und als Turnierleiter handeln: Zeigen Sie ihn nur zum Koppeln einer Station.</translation>
        </message>
        <message>
            <source>Show the judge code</source>
            <translation>Turnierleiter-Code zeigen</translation>
        </message>
        <message>
            <source>Make a new judge code</source>
            <translation>Neuen Turnierleiter-Code erzeugen</translation>
        </message>
        <message>
            <source>The old code stops working for new stations and standby copies; stations that joined keep working</source>
            <translation>Der alte Code funktioniert nicht mehr für neue Stationen und Sicherungskopien; beigetretene Stationen arbeiten weiter</translation>
        </message>
        <message>
            <source>Joined judge stations</source>
            <translation>Beigetretene Turnierleiter-Stationen</translation>
        </message>
        <message>
            <source>Paired table devices</source>
            <translation>Gekoppelte Tischgeräte</translation>
        </message>
        <message>
            <source>Could not serve on the local network: %1</source>
            <translation>Bereitstellen im lokalen Netzwerk fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>Serving on the local network. Players open this page on their phones (same Wi-Fi); pair a table's device from its card (“Pair a device”).</source>
            <translation>Im lokalen Netzwerk bereitgestellt. Die Spieler öffnen diese Seite auf ihren Telefonen (gleiches WLAN); koppeln Sie das Gerät eines Tisches über seine Karte („Gerät koppeln“).</translation>
        </message>
        <message>
            <source>Stop serving</source>
            <translation>Bereitstellung beenden</translation>
        </message>
        <message>
            <source>Not serving. Start it to give every player the live tables and standings on their phone, and to run a table's clocks from a tablet at the table.</source>
            <translation>Nicht bereitgestellt. Starten Sie es, damit jeder Spieler die laufenden Tische und die Tabelle auf dem Telefon sieht und ein Tablet am Tisch dessen Uhren bedienen kann.</translation>
        </message>
        <message>
            <source>Serve on the local network</source>
            <translation>Im lokalen Netzwerk bereitstellen</translation>
        </message>
        <message>
            <source>Could not make a new judge code: %1</source>
            <translation>Neuer Turnierleiter-Code konnte nicht erzeugt werden: %1</translation>
        </message>
        <message>
            <source>Hide the judge code</source>
            <translation>Turnierleiter-Code verbergen</translation>
        </message>
        <message>
            <source>On the second laptop, File ▸ Join an event on the network…: paste this join link or scan the code.
%1
Judge code: %2
A standby copy with no window: TABLESIDE_STANDBY_TOKEN=%2 tableside replicate %3 COPY.tableside
This hides again by itself in %4 seconds.</source>
            <translation>Auf dem zweiten Laptop Datei ▸ Einem Turnier im Netzwerk beitreten…: Diesen Beitrittslink einfügen oder den Code scannen.
%1
Turnierleiter-Code: %2
Eine Sicherungskopie ohne Fenster: TABLESIDE_STANDBY_TOKEN=%2 tableside replicate %3 COPY.tableside
Dies verschwindet von selbst in %4 Sekunden.</translation>
        </message>
        <message>
            <source>Table %1: device %2</source>
            <translation>Tisch %1: Gerät %2</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Ersetzen</translation>
        </message>
        <message>
            <source>Revoke this device and show a QR code to pair the table's new one</source>
            <translation>Dieses Gerät widerrufen und einen QR-Code zeigen, um das neue Gerät des Tisches zu koppeln</translation>
        </message>
        <message>
            <source>%1 (station %2) · %3</source>
            <translation>%1 (Station %2) · %3</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rolle</translation>
        </message>
        <message>
            <source>What this judge station may do: everything, its own tables, results only, or nothing</source>
            <translation>Was diese Schiedsrichterstation darf: alles, ihre eigenen Tische, nur Ergebnisse oder nichts</translation>
        </message>
        <message>
            <source>Floor judge</source>
            <translation>Tischschiedsrichter</translation>
        </message>
        <message>
            <source>Their tables (such as 1-8, 12):</source>
            <translation>Ihre Tische (etwa 1-8, 12):</translation>
        </message>
        <message>
            <source>floor judge for tables %1</source>
            <translation>Tischschiedsrichter für die Tische %1</translation>
        </message>
        <message>
            <source>head judge</source>
            <translation>Hauptschiedsrichter</translation>
        </message>
        <message>
            <source>scorekeeper</source>
            <translation>Ergebniserfassung</translation>
        </message>
        <message>
            <source>viewer</source>
            <translation>Zuschauer</translation>
        </message>
        <message>
            <source>Revoke</source>
            <translation>Widerrufen</translation>
        </message>
        <message>
            <source>it would not serve the event if it took over</source>
            <translation>es würde das Turnier nach einer Übernahme nicht bereitstellen</translation>
        </message>
        <message>
            <source>Its token stops working at once. To keep it from joining again, also make a new judge code.</source>
            <translation>Sein Token funktioniert sofort nicht mehr. Damit es nicht erneut beitritt, erzeugen Sie auch einen neuen Turnierleiter-Code.</translation>
        </message>
    </context>
    <context>
        <name>hall.serving</name>
        <message>
            <source>could not serve the event just opened: %1</source>
            <translation>das gerade geöffnete Turnier konnte nicht bereitgestellt werden: %1</translation>
        </message>
        <message>
            <source>another station holds this event now: it is served there, not here</source>
            <translation>eine andere Station hält dieses Turnier jetzt: Es wird dort bereitgestellt, nicht hier</translation>
        </message>
        <message>
            <source>this desk</source>
            <translation>dieser Turnierleitertisch</translation>
        </message>
        <message>
            <source>Other desks cannot find this event on the network, nor this desk theirs: the event is served all the same; players and stations use its address or QR code.</source>
            <translation>Andere Turnierleitertische finden dieses Turnier im Netzwerk nicht und dieser Tisch ihre nicht: Das Turnier wird trotzdem bereitgestellt; Spieler und Stationen nutzen seine Adresse oder seinen QR-Code.</translation>
        </message>
        <message>
            <source>start File ▸ Serve on the local network first</source>
            <translation>starten Sie zuerst Datei ▸ Im lokalen Netzwerk bereitstellen</translation>
        </message>
    </context>
    <context>
        <name>help_overlay</name>
        <message>
            <source>Anywhere</source>
            <translation>Überall</translation>
        </message>
        <message>
            <source>Show / hide this help</source>
            <translation>Diese Hilfe zeigen / verbergen</translation>
        </message>
        <message>
            <source>Go to the next / previous table</source>
            <translation>Zum nächsten / vorherigen Tisch</translation>
        </message>
        <message>
            <source>Move between buttons; Space or Enter presses</source>
            <translation>Zwischen Schaltflächen wechseln; Leertaste oder Eingabe drückt</translation>
        </message>
        <message>
            <source>Start the round</source>
            <translation>Die Runde starten</translation>
        </message>
        <message>
            <source>Pause / resume the round clock</source>
            <translation>Die Rundenuhr anhalten / fortsetzen</translation>
        </message>
        <message>
            <source>Extend one table's round</source>
            <translation>Die Runde eines Tisches verlängern</translation>
        </message>
        <message>
            <source>Resume the timers of every held table</source>
            <translation>Die Uhren aller angehaltenen Tische fortsetzen</translation>
        </message>
        <message>
            <source>Redo: the table action Undo just took back, again</source>
            <translation>Wiederholen: die Tischaktion, die „Zurück“ gerade zurückgenommen hat</translation>
        </message>
        <message>
            <source>Correct a past result (a finished game of any round)</source>
            <translation>Früheres Ergebnis korrigieren (ein beendetes Spiel einer beliebigen Runde)</translation>
        </message>
        <message>
            <source>Show / hide the history</source>
            <translation>Verlauf zeigen / verbergen</translation>
        </message>
        <message>
            <source>Show / hide the standings</source>
            <translation>Tabelle zeigen / verbergen</translation>
        </message>
        <message>
            <source>New event / open an event file</source>
            <translation>Neues Turnier / Turnierdatei öffnen</translation>
        </message>
        <message>
            <source>Close the event (back to the start screen)</source>
            <translation>Das Turnier schließen (zurück zum Startbildschirm)</translation>
        </message>
        <message>
            <source>Quit Tableside</source>
            <translation>Tableside beenden</translation>
        </message>
        <message>
            <source>Hide the message or this help</source>
            <translation>Die Meldung oder diese Hilfe verbergen</translation>
        </message>
        <message>
            <source>On the framed table (F6 / Shift+F6 or a click)</source>
            <translation>Am markierten Tisch (F6 / Umschalt+F6 oder ein Klick)</translation>
        </message>
        <message>
            <source>Select / unselect player 1 … 9</source>
            <translation>Spieler 1 … 9 auswählen / abwählen</translation>
        </message>
        <message>
            <source>Out together: the selected players leave at the same moment</source>
            <translation>Gemeinsam raus: Die ausgewählten Spieler scheiden im selben Moment aus</translation>
        </message>
        <message>
            <source>Player's Decide menu (decision kinds, auction, pause)</source>
            <translation>Entscheidungsmenü des Spielers (Entscheidungsarten, Auktion, Pause)</translation>
        </message>
        <message>
            <source>Done: the decision in progress is made</source>
            <translation>Fertig: Die laufende Entscheidung ist getroffen</translation>
        </message>
        <message>
            <source>Auction (−20 s) for the deciding player</source>
            <translation>Auktion (−20 s) für den entscheidenden Spieler</translation>
        </message>
        <message>
            <source>Undo the table's last action (the message says which)</source>
            <translation>Die letzte Aktion des Tisches zurücknehmen (die Meldung sagt, welche)</translation>
        </message>
        <message>
            <source>Resume timers held by a restart</source>
            <translation>Nach einem Neustart angehaltene Uhren fortsetzen</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>Everything else, from the first table to a crash: Help ▸ The judge's guide (searchable, works offline).</source>
            <translation>Alles andere, vom ersten Tisch bis zum Absturz: Hilfe ▸ Handbuch für Turnierleiter (durchsuchbar, funktioniert offline).</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Schließen (Esc)</translation>
        </message>
    </context>
    <context>
        <name>history_panel</name>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>This action was taken back by entry #%1</source>
            <translation>Diese Aktion wurde durch Eintrag #%1 zurückgenommen</translation>
        </message>
        <message>
            <source>%1  — undone by #%2</source>
            <translation>%1  — zurückgenommen durch #%2</translation>
        </message>
        <message>
            <source>↶ Undo of #%1</source>
            <translation>↶ Rücknahme von #%1</translation>
        </message>
        <message>
            <source>Select an action to take it back.</source>
            <translation>Wählen Sie eine Aktion, um sie zurückzunehmen.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Take back the selected action (it is logged too; the rules may refuse)</source>
            <translation>Die gewählte Aktion zurücknehmen (auch das wird protokolliert; die Regeln können es ablehnen)</translation>
        </message>
        <message>
            <source>Choose an action in the history first.</source>
            <translation>Wählen Sie zuerst eine Aktion im Verlauf.</translation>
        </message>
        <message>
            <source>Undo #%1</source>
            <translation>Rückgängig #%1</translation>
        </message>
        <message>
            <source>Undo entry #%1</source>
            <translation>Eintrag #%1 zurücknehmen</translation>
        </message>
    </context>
    <context>
        <name>judge_calls_panel</name>
        <message>
            <source>Table %1 · %2</source>
            <translation>Tisch %1 · %2</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>Übernehmen</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <source>%1 ago · taken by %2</source>
            <translation>vor %1 · übernommen von %2</translation>
        </message>
        <message>
            <source>%1 ago · waiting</source>
            <translation>vor %1 · wartet</translation>
        </message>
        <message>
            <source>No table is calling a judge.</source>
            <translation>Kein Tisch ruft den Turnierleiter.</translation>
        </message>
        <message>
            <source>Judge calls</source>
            <translation>Turnierleiter-Rufe</translation>
        </message>
    </context>
    <context>
        <name>long_work</name>
        <message>
            <source>Exporting the results… %1%</source>
            <translation>Ergebnisse werden exportiert… %1 %</translation>
        </message>
        <message>
            <source>Writing the seating and result slips… %1%</source>
            <translation>Sitzplan und Ergebniszettel werden geschrieben… %1 %</translation>
        </message>
        <message>
            <source>Nothing was exported: cancelled.</source>
            <translation>Nichts wurde exportiert: abgebrochen.</translation>
        </message>
        <message>
            <source>Tableside</source>
            <translation>Tableside</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Opening the event… %1%</source>
            <translation>Turnier wird geöffnet… %1 %</translation>
        </message>
        <message>
            <source>Did not open %1: cancelled. Nothing changed.</source>
            <translation>%1 wurde nicht geöffnet: abgebrochen. Nichts wurde geändert.</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Tableside events (*.tableside);;All files (*)</source>
            <translation>Tableside-Turniere (*.tableside);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Tableside</source>
            <translation>Tableside</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;New event…</source>
            <translation>&amp;Neues Turnier…</translation>
        </message>
        <message>
            <source>&amp;Open event file…</source>
            <translation>Turnierdatei ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>Open the &amp;demo event</source>
            <translation>&amp;Demo-Turnier öffnen</translation>
        </message>
        <message>
            <source>&amp;Close event</source>
            <translation>Turnier s&amp;chließen</translation>
        </message>
        <message>
            <source>Pre&amp;sets: scoring and timers…</source>
            <translation>&amp;Vorlagen: Wertung und Uhren…</translation>
        </message>
        <message>
            <source>&amp;Event</source>
            <translation>&amp;Turnier</translation>
        </message>
        <message>
            <source>&amp;Players and tables…</source>
            <translation>&amp;Spieler und Tische…</translation>
        </message>
        <message>
            <source>&amp;Seating: seat the round, move, swap…</source>
            <translation>Sitz&amp;plan: Runde setzen, verschieben, tauschen…</translation>
        </message>
        <message>
            <source>&amp;Correct a past result…</source>
            <translation>Früheres Ergebnis &amp;korrigieren…</translation>
        </message>
        <message>
            <source>&amp;Announce…</source>
            <translation>&amp;Durchsage…</translation>
        </message>
        <message>
            <source>A&amp;genda and estimated end…</source>
            <translation>A&amp;blauf und voraussichtliches Ende…</translation>
        </message>
        <message>
            <source>Check-&amp;in: who is here…</source>
            <translation>Check-&amp;in: wer ist da…</translation>
        </message>
        <message>
            <source>&amp;Reports at the table…</source>
            <translation>&amp;Meldungen am Tisch…</translation>
        </message>
        <message>
            <source>&amp;Round</source>
            <translation>&amp;Runde</translation>
        </message>
        <message>
            <source>&amp;Start round</source>
            <translation>Runde &amp;starten</translation>
        </message>
        <message>
            <source>&amp;Pause / resume round clock</source>
            <translation>Rundenuhr &amp;anhalten / fortsetzen</translation>
        </message>
        <message>
            <source>&amp;Extend a table…</source>
            <translation>Tisch &amp;verlängern…</translation>
        </message>
        <message>
            <source>&amp;Resume all held timers</source>
            <translation>Alle angehaltenen Uhren &amp;fortsetzen</translation>
        </message>
        <message>
            <source>Re&amp;do the table action just undone</source>
            <translation>&amp;Wiederholen: gerade zurückgenommene Tischaktion</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;Verlauf</translation>
        </message>
        <message>
            <source>&amp;Standings</source>
            <translation>&amp;Tabelle</translation>
        </message>
        <message>
            <source>&amp;Judge calls</source>
            <translation>Turnierleiter-&amp;Rufe</translation>
        </message>
        <message>
            <source>&amp;Next table</source>
            <translation>&amp;Nächster Tisch</translation>
        </message>
        <message>
            <source>&amp;Previous table</source>
            <translation>&amp;Vorheriger Tisch</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>The judge's &amp;guide (searchable)</source>
            <translation>&amp;Handbuch für Turnierleiter (durchsuchbar)</translation>
        </message>
        <message>
            <source>Open the &amp;log folder</source>
            <translation>&amp;Protokollordner öffnen</translation>
        </message>
        <message>
            <source>&amp;About Tableside</source>
            <translation>Ü&amp;ber Tableside</translation>
        </message>
        <message>
            <source>Table &amp;cards</source>
            <translation>Tisch&amp;karten</translation>
        </message>
        <message>
            <source>Done again: %1.</source>
            <translation>Erneut ausgeführt: %1.</translation>
        </message>
        <message>
            <source>Undid: %1. Redo (Ctrl+Shift+Z) does it again, now.</source>
            <translation>Zurückgenommen: %1. Wiederholen (Strg+Umschalt+Z) führt es jetzt erneut aus.</translation>
        </message>
        <message>
            <source>Nothing to redo: Redo does again the table action Undo has just taken back, while its message shows.</source>
            <translation>Nichts zu wiederholen: Wiederholen führt die Tischaktion erneut aus, die „Zurück“ gerade zurückgenommen hat, solange ihre Meldung sichtbar ist.</translation>
        </message>
        <message>
            <source>(none yet)</source>
            <translation>(noch keine)</translation>
        </message>
        <message>
            <source> — judge station of %1</source>
            <translation> — Turnierleiter-Station von %1</translation>
        </message>
        <message>
            <source>%1%2 — Tableside</source>
            <translation>%1%2 — Tableside</translation>
        </message>
        <message>
            <source>Could not open %1: %2</source>
            <translation>%1 konnte nicht geöffnet werden: %2</translation>
        </message>
        <message>
            <source>Could not build the demo event: %1</source>
            <translation>Das Demo-Turnier konnte nicht erstellt werden: %1</translation>
        </message>
        <message>
            <source>Open an event file</source>
            <translation>Eine Turnierdatei öffnen</translation>
        </message>
        <message>
            <source>The log folder could not be opened here; it is %1</source>
            <translation>Der Protokollordner konnte hier nicht geöffnet werden; er liegt unter %1</translation>
        </message>
        <message>
            <source>Could not save the settings (%1); the event is not affected.</source>
            <translation>Die Einstellungen konnten nicht gespeichert werden (%1); das Turnier ist nicht betroffen.</translation>
        </message>
        <message>
            <source>Quit Tableside</source>
            <translation>Tableside beenden</translation>
        </message>
        <message>
            <source>Quit and hold every running timer at this moment?</source>
            <translation>Beenden und jede laufende Uhr in diesem Moment anhalten?</translation>
        </message>
        <message>
            <source>Players are deciding against their timers. They are held now, and stay held when Tableside starts again, so nobody gains or loses time; then resume them on each table.</source>
            <translation>Spieler entscheiden gegen ihre Uhren. Die Uhren werden jetzt angehalten und bleiben es, wenn Tableside wieder startet, damit niemand Zeit gewinnt oder verliert; setzen Sie sie dann an jedem Tisch fort.</translation>
        </message>
        <message>
            <source>Hold timers and quit</source>
            <translation>Uhren anhalten und beenden</translation>
        </message>
    </context>
    <context>
        <name>message_bar</name>
        <message>
            <source>Not done:</source>
            <translation>Nicht ausgeführt:</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Ausblenden</translation>
        </message>
        <message>
            <source>Hide this message (Esc)</source>
            <translation>Diese Meldung ausblenden (Esc)</translation>
        </message>
    </context>
    <context>
        <name>messages</name>
        <message>
            <source>{what} must be non-empty text</source>
            <translation>{what} muss nicht leerer Text sein</translation>
        </message>
        <message>
            <source>{what} must be a whole number</source>
            <translation>{what} muss eine ganze Zahl sein</translation>
        </message>
        <message>
            <source>{what} must be at least {minimum}</source>
            <translation>{what} muss mindestens {minimum} sein</translation>
        </message>
        <message>
            <source>the event has not been created yet (event.create comes first)</source>
            <translation>das Turnier wurde noch nicht erstellt (event.create kommt zuerst)</translation>
        </message>
        <message>
            <source>a player must be named by id or name, got {ref}</source>
            <translation>ein Spieler muss mit ID oder Namen angegeben werden, erhalten: {ref}</translation>
        </message>
        <message>
            <source>no player {name} is registered</source>
            <translation>kein Spieler {name} ist angemeldet</translation>
        </message>
        <message>
            <source>{what} must be a non-empty list of players</source>
            <translation>{what} muss eine nicht leere Spielerliste sein</translation>
        </message>
        <message>
            <source>{name} is listed twice</source>
            <translation>{name} ist doppelt aufgeführt</translation>
        </message>
        <message>
            <source>there is no round {round}</source>
            <translation>es gibt keine Runde {round}</translation>
        </message>
        <message>
            <source>round {round} has no table {table}</source>
            <translation>Runde {round} hat keinen Tisch {table}</translation>
        </message>
        <message>
            <source>table {table}: {reason}</source>
            <translation>Tisch {table}: {reason}</translation>
        </message>
        <message>
            <source>Table {table}: {players} out</source>
            <translation>Tisch {table}: {players} raus</translation>
        </message>
        <message>
            <source>Table {table}: {players} out on time</source>
            <translation>Tisch {table}: {players} raus wegen Zeit</translation>
        </message>
        <message>
            <source>Table {table}: {players} out at the round's end</source>
            <translation>Tisch {table}: {players} raus zum Rundenende</translation>
        </message>
        <message>
            <source>round {round} has not started yet</source>
            <translation>Runde {round} hat noch nicht begonnen</translation>
        </message>
        <message>
            <source>round {round} still has games in progress at table(s) {list}</source>
            <translation>in Runde {round} laufen noch Spiele an Tisch(en) {list}</translation>
        </message>
        <message>
            <source>the next round is round {number}</source>
            <translation>die nächste Runde ist Runde {number}</translation>
        </message>
        <message>
            <source>round {round} already has a table {number}</source>
            <translation>Runde {round} hat schon einen Tisch {number}</translation>
        </message>
        <message>
            <source>the round is paused: every clock stands still until the judge resumes the round</source>
            <translation>die Runde ist pausiert: alle Uhren stehen, bis der Turnierleiter die Runde fortsetzt</translation>
        </message>
        <message>
            <source>a judge is called to this table: its clocks stand still until the call is done</source>
            <translation>An diesen Tisch ist ein Schiedsrichter gerufen: seine Uhren stehen, bis der Ruf erledigt ist</translation>
        </message>
        <message>
            <source>a table needs at least 2 players</source>
            <translation>ein Tisch braucht mindestens 2 Spieler</translation>
        </message>
        <message>
            <source>every player needs a name, got {name}</source>
            <translation>jeder Spieler braucht einen Namen, erhalten: {name}</translation>
        </message>
        <message>
            <source>{0} is seated twice at this table</source>
            <translation>{0} sitzt zweimal an diesem Tisch</translation>
        </message>
        <message>
            <source>the table is paused; no decision can start until it resumes</source>
            <translation>der Tisch ist pausiert; keine Entscheidung kann beginnen, bis er fortsetzt</translation>
        </message>
        <message>
            <source>a pause is about to start; no new decision until the table resumes</source>
            <translation>gleich beginnt eine Pause; keine neue Entscheidung, bis der Tisch fortsetzt</translation>
        </message>
        <message>
            <source>{kind} is not a decision of these timer rules (decisions: {kinds})</source>
            <translation>{kind} ist keine Entscheidung dieser Uhrenregeln (Entscheidungen: {kinds})</translation>
        </message>
        <message>
            <source>{0} is still deciding ({label}); one decision at a time, until it completes</source>
            <translation>{0} entscheidet noch ({label}); eine Entscheidung nach der anderen, bis sie abgeschlossen ist</translation>
        </message>
        <message>
            <source>no decision is running at this table</source>
            <translation>an diesem Tisch läuft keine Entscheidung</translation>
        </message>
        <message>
            <source>a pause vote is already open (asked by {0})</source>
            <translation>eine Pausenabstimmung läuft schon (beantragt von {0})</translation>
        </message>
        <message>
            <source>a pause has already been agreed; it starts when the current decision completes</source>
            <translation>eine Pause ist schon beschlossen; sie beginnt, wenn die laufende Entscheidung abgeschlossen ist</translation>
        </message>
        <message>
            <source>the table is already paused</source>
            <translation>der Tisch ist schon pausiert</translation>
        </message>
        <message>
            <source>there is no pause vote open</source>
            <translation>es läuft keine Pausenabstimmung</translation>
        </message>
        <message>
            <source>{0} has already voted</source>
            <translation>{0} hat schon abgestimmt</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks; only the judge can restart them</source>
            <translation>der Turnierleiter hat die Uhren dieses Tisches angehalten; nur er kann sie wieder starten</translation>
        </message>
        <message>
            <source>the pause has not started yet</source>
            <translation>die Pause hat noch nicht begonnen</translation>
        </message>
        <message>
            <source>the table is not paused</source>
            <translation>der Tisch ist nicht pausiert</translation>
        </message>
        <message>
            <source>{0} has already asked to resume; waiting for {1}</source>
            <translation>{0} hat schon um Fortsetzung gebeten; es fehlen noch {1}</translation>
        </message>
        <message>
            <source>name at least one player who left</source>
            <translation>nennen Sie mindestens einen ausgeschiedenen Spieler</translation>
        </message>
        <message>
            <source>{0} ran out of time before this; record {0} leaving at that moment first</source>
            <translation>die Zeit von {0} ist schon vorher abgelaufen; tragen Sie zuerst ein, dass {0} zu diesem Zeitpunkt ausscheidet</translation>
        </message>
        <message>
            <source>{0} has already left the game</source>
            <translation>{0} ist schon aus dem Spiel ausgeschieden</translation>
        </message>
        <message>
            <source>{0} is named twice</source>
            <translation>{0} ist zweimal genannt</translation>
        </message>
        <message>
            <source>{0} has {left} left; taking {off} off would leave less than nothing</source>
            <translation>{0} hat noch {left}; {off} abzuziehen ließe weniger als nichts</translation>
        </message>
        <message>
            <source>the judge has already stopped this table's clocks</source>
            <translation>der Turnierleiter hat die Uhren dieses Tisches schon angehalten</translation>
        </message>
        <message>
            <source>this table's clocks are not stopped by the judge</source>
            <translation>die Uhren dieses Tisches sind nicht vom Turnierleiter angehalten</translation>
        </message>
        <message>
            <source>a judge is already called to this table</source>
            <translation>an diesen Tisch ist schon ein Schiedsrichter gerufen</translation>
        </message>
        <message>
            <source>no judge is called to this table</source>
            <translation>an diesen Tisch ist kein Schiedsrichter gerufen</translation>
        </message>
        <message>
            <source>the round is already paused at this table</source>
            <translation>die Runde ist an diesem Tisch schon pausiert</translation>
        </message>
        <message>
            <source>the round is not paused at this table</source>
            <translation>die Runde ist an diesem Tisch nicht pausiert</translation>
        </message>
        <message>
            <source>{0} ran out of time; record {0} leaving first</source>
            <translation>die Zeit von {0} ist abgelaufen; tragen Sie zuerst ein, dass {0} ausscheidet</translation>
        </message>
        <message>
            <source>there is no player {who} at this table</source>
            <translation>an diesem Tisch gibt es keinen Spieler {who}</translation>
        </message>
        <message>
            <source>{0} is deciding; only {0} can start an auction now</source>
            <translation>{0} entscheidet gerade; nur {0} kann jetzt eine Versteigerung beginnen</translation>
        </message>
        <message>
            <source>{0}'s auction needs more than {cost} on the clock; {0} has {have}</source>
            <translation>für eine Versteigerung braucht {0} mehr als {cost} auf der Uhr; {0} hat {have}</translation>
        </message>
        <message>
            <source>starting an auction takes {cost} off {0}'s clock</source>
            <translation>eine Versteigerung zu beginnen zieht {cost} von der Uhr von {0} ab</translation>
        </message>
        <message>
            <source>the game at this table is over</source>
            <translation>das Spiel an diesem Tisch ist vorbei</translation>
        </message>
        <message>
            <source>{0} has left the game</source>
            <translation>{0} ist aus dem Spiel ausgeschieden</translation>
        </message>
        <message>
            <source>this table plays without player timers</source>
            <translation>dieser Tisch spielt ohne Spieleruhren</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks; wait until they are restarted</source>
            <translation>der Turnierleiter hat die Uhren dieses Tisches angehalten; warten Sie, bis sie wieder laufen</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was accepted: {0} said yes</source>
            <translation>es läuft keine Abstimmung über eine Pause; die letzte wurde angenommen: {0} stimmte mit Ja</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was denied: {0} said no</source>
            <translation>es läuft keine Abstimmung über eine Pause; die letzte wurde abgelehnt: {0} stimmte mit Nein</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was denied: not enough players said yes within {time}</source>
            <translation>es läuft keine Abstimmung über eine Pause; die letzte wurde abgelehnt: innerhalb von {time} haben nicht genug Spieler mit Ja gestimmt</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks</source>
            <translation>der Turnierleiter hat die Uhren dieses Tisches angehalten</translation>
        </message>
        <message>
            <source>the table is paused</source>
            <translation>der Tisch ist pausiert</translation>
        </message>
        <message>
            <source>{name} is already seated at table {table}</source>
            <translation>{name} sitzt schon an Tisch {table}</translation>
        </message>
        <message>
            <source>{name} has a bye in round {round} (table.move seats them)</source>
            <translation>{name} hat in Runde {round} ein Freilos (table.move setzt ihn an einen Tisch)</translation>
        </message>
        <message>
            <source>round {round} has already started</source>
            <translation>Runde {round} hat schon begonnen</translation>
        </message>
        <message>
            <source>round {round} has no tables seated yet</source>
            <translation>in Runde {round} ist noch kein Tisch besetzt</translation>
        </message>
        <message>
            <source>{name} has already left the game at table {table}</source>
            <translation>{name} ist aus dem Spiel an Tisch {table} schon ausgeschieden</translation>
        </message>
        <message>
            <source>reason must be one of {list}</source>
            <translation>der Grund muss einer von {list} sein</translation>
        </message>
        <message>
            <source>{name}'s main timer did not run out at that moment (only the player timers put a player out on time; the judge's Out gives the reason judge)</source>
            <translation>die Hauptuhr von {name} ist zu diesem Zeitpunkt nicht abgelaufen (nur die Spieleruhren nehmen einen Spieler wegen Zeit raus; „Raus“ des Turnierleiters gibt den Grund judge)</translation>
        </message>
        <message>
            <source>the players still in at table {table} are ranked by the numbers the table enters at the round's end; enter their numbers</source>
            <translation>die Spieler, die an Tisch {table} noch dabei sind, werden nach den Zahlen gereiht, die der Tisch am Rundenende einträgt; tragen Sie ihre Zahlen ein</translation>
        </message>
        <message>
            <source>the round time at table {table} is not up yet</source>
            <translation>die Rundenzeit an Tisch {table} ist noch nicht abgelaufen</translation>
        </message>
        <message>
            <source>the round at table {table} does not end at that moment (a leave at the round's end is the round clock's own; the judge's Out gives the reason judge)</source>
            <translation>die Runde an Tisch {table} endet nicht zu diesem Zeitpunkt (ein Ausscheiden zum Rundenende macht die Rundenuhr selbst; „Raus“ des Turnierleiters gibt den Grund judge)</translation>
        </message>
        <message>
            <source>everyone still in leaves at the round's end: {players} too</source>
            <translation>zum Rundenende scheiden alle aus, die noch dabei sind: auch {players}</translation>
        </message>
        <message>
            <source>Round {round} opened ({minutes} min)</source>
            <translation>Runde {round} eröffnet ({minutes} Min.)</translation>
        </message>
        <message>
            <source>only a final has a scoring system of its own; give the final's size too</source>
            <translation>nur ein Finale hat eine eigene Wertung; gib auch die Größe des Finales an</translation>
        </message>
        <message>
            <source>a final is at most {most} players; seat a Swiss round for more</source>
            <translation>ein Finale hat höchstens {most} Spieler; für mehr setzt eine Schweizer Runde</translation>
        </message>
        <message>
            <source>a final needs the standings of at least one round played first</source>
            <translation>ein Finale braucht zuerst die Tabelle mindestens einer gespielten Runde</translation>
        </message>
        <message>
            <source>a final of {size} needs {size} players still in the event; there are {active}</source>
            <translation>ein Finale mit {size} braucht {size} Spieler, die noch im Turnier sind; es sind {active}</translation>
        </message>
        <message>
            <source>a final of {size} players cannot be split into tables of {sizes}; choose another size</source>
            <translation>ein Finale mit {size} Spielern lässt sich nicht auf Tische mit {sizes} aufteilen; wähle eine andere Größe</translation>
        </message>
        <message>
            <source>Round {round} opened as a final of the top {cut} ({minutes} min, scored by {system})</source>
            <translation>Runde {round} als Finale der besten {cut} eröffnet ({minutes} Min., gewertet nach {system})</translation>
        </message>
        <message>
            <source>Round {round} opened as a final of the top {cut} ({minutes} min)</source>
            <translation>Runde {round} als Finale der besten {cut} eröffnet ({minutes} Min.)</translation>
        </message>
        <message>
            <source>{players} did not make round {round}'s final (the top {cut})</source>
            <translation>{players} hat sich nicht für das Finale von Runde {round} qualifiziert (die besten {cut})</translation>
        </message>
        <message>
            <source>Table {table} seated: {players} ({game})</source>
            <translation>Tisch {table} besetzt: {players} ({game})</translation>
        </message>
        <message>
            <source>Round {round} started</source>
            <translation>Runde {round} gestartet</translation>
        </message>
        <message>
            <source>Round {round} paused: every clock stopped</source>
            <translation>Runde {round} pausiert: alle Uhren angehalten</translation>
        </message>
        <message>
            <source>Round {round} resumed: every clock continues</source>
            <translation>Runde {round} fortgesetzt: alle Uhren laufen weiter</translation>
        </message>
        <message numerus="yes">
            <source>Table {table} given %n more minute(s)</source>
            <translation>
                <numerusform>Tisch {table} erhält %n Minute mehr</numerusform>
                <numerusform>Tisch {table} erhält %n Minuten mehr</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to undo at table {table}: no action of its game is left to take back.</source>
            <translation>Nichts zurückzunehmen an Tisch {table}: Von seinem Spiel ist keine Aktion mehr übrig, die sich zurücknehmen ließe.</translation>
        </message>
        <message>
            <source>Table {table}'s round is over, so Undo cannot bring its players back by itself. To let the table play on, give it more time: Round ▸ Extend a table…</source>
            <translation>Die Runde von Tisch {table} ist vorbei, daher kann „Zurück“ seine Spieler nicht von selbst zurückholen. Damit der Tisch weiterspielt, geben Sie ihm mehr Zeit: Runde ▸ Tisch verlängern…</translation>
        </message>
        <message>
            <source>table {table} runs no player timers</source>
            <translation>Tisch {table} hat keine Spieleruhren</translation>
        </message>
        <message>
            <source>the game at table {table} is already over</source>
            <translation>das Spiel an Tisch {table} ist bereits vorbei</translation>
        </message>
        <message>
            <source>play at table {table} is over; enter the numbers of the players still in</source>
            <translation>das Spiel an Tisch {table} ist vorbei; tragen Sie die Zahlen der verbliebenen Spieler ein</translation>
        </message>
        <message>
            <source>{name} is not seated at table {table}</source>
            <translation>{name} sitzt nicht an Tisch {table}</translation>
        </message>
        <message>
            <source>a vote must be yes (true) or no (false)</source>
            <translation>eine Stimme muss ja (true) oder nein (false) sein</translation>
        </message>
        <message>
            <source>a correction of 0 ms changes nothing</source>
            <translation>eine Korrektur um 0 ms ändert nichts</translation>
        </message>
        <message>
            <source>the decision kind is given twice, as {first} and {second}; give it once, as decision</source>
            <translation>die Entscheidungsart ist zweimal angegeben, als {first} und {second}; geben Sie sie einmal an, als decision</translation>
        </message>
        <message>
            <source>a decision needs its kind, as "decision" (a decision kind of the timer preset)</source>
            <translation>eine Entscheidung braucht ihre Art, als "decision" (eine Entscheidungsart der Uhrenvorlage)</translation>
        </message>
        <message>
            <source>Table {table}: decision done (reward +{reward})</source>
            <translation>Tisch {table}: Entscheidung getroffen (Belohnung +{reward})</translation>
        </message>
        <message>
            <source>Table {table}: {player} to decide: {decision}</source>
            <translation>Tisch {table}: {player} entscheidet: {decision}</translation>
        </message>
        <message>
            <source>Table {table}: decision done</source>
            <translation>Tisch {table}: Entscheidung getroffen</translation>
        </message>
        <message>
            <source>Table {table}: {player} starts an auction (−{cost})</source>
            <translation>Tisch {table}: {player} startet eine Auktion (−{cost})</translation>
        </message>
        <message>
            <source>Table {table}: {player} asks for a pause</source>
            <translation>Tisch {table}: {player} bittet um eine Pause</translation>
        </message>
        <message>
            <source>Table {table}: {player} votes yes to pause</source>
            <translation>Tisch {table}: {player} stimmt für die Pause</translation>
        </message>
        <message>
            <source>Table {table}: {player} votes no to pause</source>
            <translation>Tisch {table}: {player} stimmt gegen die Pause</translation>
        </message>
        <message>
            <source>Table {table}: {player} asks to resume</source>
            <translation>Tisch {table}: {player} bittet um Fortsetzung</translation>
        </message>
        <message>
            <source>Table {table}: {player}'s timer corrected by {seconds} s</source>
            <translation>Tisch {table}: Uhr von {player} um {seconds} s korrigiert</translation>
        </message>
        <message>
            <source>Table {table}: timers resumed after a restart</source>
            <translation>Tisch {table}: Uhren nach einem Neustart fortgesetzt</translation>
        </message>
        <message>
            <source>a player named {name} is already registered</source>
            <translation>ein Spieler namens {name} ist bereits angemeldet</translation>
        </message>
        <message>
            <source>player {number} of the list: {err}</source>
            <translation>Spieler {number} der Liste: {err}</translation>
        </message>
        <message>
            <source>a player id must be non-empty text</source>
            <translation>eine Spieler-ID muss nicht leerer Text sein</translation>
        </message>
        <message>
            <source>player id {player} is already taken</source>
            <translation>die Spieler-ID {player} ist schon vergeben</translation>
        </message>
        <message>
            <source>player id {player} is another player's name</source>
            <translation>die Spieler-ID {player} ist der Name eines anderen Spielers</translation>
        </message>
        <message>
            <source>players must be a non-empty list of {name, player?}</source>
            <translation>players muss eine nicht leere Liste von {name, player?} sein</translation>
        </message>
        <message>
            <source>{where} must be an object with a name</source>
            <translation>{where} muss ein Objekt mit einem Namen sein</translation>
        </message>
        <message>
            <source>{where}: a player named {name} is already registered</source>
            <translation>{where}: ein Spieler namens {name} ist schon angemeldet</translation>
        </message>
        <message>
            <source>{where}: {name} is also player {other}</source>
            <translation>{where}: {name} ist auch Spieler {other}</translation>
        </message>
        <message>
            <source>{where}: player id {player} is also given to player {other}</source>
            <translation>{where}: die Spieler-ID {player} ist auch Spieler {other} gegeben</translation>
        </message>
        <message>
            <source>player {number} of the list: player id {player} is the name of player {other}</source>
            <translation>Spieler {number} der Liste: die Spieler-ID {player} ist der Name von Spieler {other}</translation>
        </message>
        <message>
            <source>{name} has already been dropped</source>
            <translation>{name} ist schon abgemeldet</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) imported</source>
            <translation>
                <numerusform>%n Spieler importiert</numerusform>
                <numerusform>%n Spieler importiert</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} registered</source>
            <translation>{name} angemeldet</translation>
        </message>
        <message>
            <source>{old} renamed {name}</source>
            <translation>{old} umbenannt in {name}</translation>
        </message>
        <message>
            <source>{name} dropped</source>
            <translation>{name} abgemeldet</translation>
        </message>
        <message>
            <source>the name holds an invisible direction mark ({code}), which can make it read as another name; type it again without it</source>
            <translation>der Name enthält ein unsichtbares Richtungszeichen ({code}), durch das er wie ein anderer Name aussehen kann; geben Sie ihn ohne es erneut ein</translation>
        </message>
        <message>
            <source>the name holds an invisible control character ({code}, such as a tab or a line break); type it again without it</source>
            <translation>der Name enthält ein unsichtbares Steuerzeichen ({code}, etwa einen Tabulator oder Zeilenumbruch); geben Sie ihn ohne es erneut ein</translation>
        </message>
        <message>
            <source>the name holds a broken character ({code}); type it again</source>
            <translation>der Name enthält ein defektes Zeichen ({code}); geben Sie ihn erneut ein</translation>
        </message>
        <message>
            <source>the name is empty</source>
            <translation>der Name ist leer</translation>
        </message>
        <message>
            <source>the name is {length} characters long; a name may have at most {most}</source>
            <translation>der Name ist {length} Zeichen lang; ein Name darf höchstens {most} haben</translation>
        </message>
        <message>
            <source>the reason must be text</source>
            <translation>der Grund muss Text sein</translation>
        </message>
        <message>
            <source>the reason holds an invisible or control character (such as a line break); type it again without it</source>
            <translation>der Grund enthält ein unsichtbares oder Steuerzeichen (etwa einen Zeilenumbruch); geben Sie ihn ohne es neu ein</translation>
        </message>
        <message>
            <source>the reason is {count} characters long; it may have at most {most}</source>
            <translation>der Grund ist {count} Zeichen lang; er darf höchstens {most} haben</translation>
        </message>
        <message>
            <source>a constraint id must be short non-empty text</source>
            <translation>eine Bedingungs-ID muss kurzer, nicht leerer Text sein</translation>
        </message>
        <message>
            <source>constraint {given} already exists</source>
            <translation>die Bedingung {given} gibt es schon</translation>
        </message>
        <message>
            <source>{name} has been dropped and is never seated again</source>
            <translation>{name} ist abgemeldet und wird nie mehr gesetzt</translation>
        </message>
        <message>
            <source>the table number must be at most {most}</source>
            <translation>die Tischnummer darf höchstens {most} sein</translation>
        </message>
        <message>
            <source>keep apart needs at least two players</source>
            <translation>Trennen braucht mindestens zwei Spieler</translation>
        </message>
        <message>
            <source>{players} are already kept apart</source>
            <translation>{players} werden schon getrennt</translation>
        </message>
        <message>
            <source>{players} are both fixed to table {number}; they cannot also be kept apart (remove one of those first)</source>
            <translation>{players} sind beide an Tisch {number} festgelegt; sie können nicht auch getrennt werden (entfernen Sie zuerst eine davon)</translation>
        </message>
        <message>
            <source>no table seats more than {largest} players, so there is no seat {seat}</source>
            <translation>kein Tisch hat mehr als {largest} Plätze, also gibt es keinen Platz {seat}</translation>
        </message>
        <message>
            <source>{name} is already fixed to table {table} (remove that first)</source>
            <translation>{name} ist schon an Tisch {table} festgelegt (entfernen Sie das zuerst)</translation>
        </message>
        <message>
            <source>{count} players are already fixed to table {table}, and no table seats more than {largest}</source>
            <translation>{count} Spieler sind schon an Tisch {table} festgelegt, und kein Tisch hat mehr als {largest} Plätze</translation>
        </message>
        <message>
            <source>seat {seat} of table {table} is already {other}'s</source>
            <translation>Platz {seat} an Tisch {table} gehört schon {other}</translation>
        </message>
        <message>
            <source>{name} and {other} are kept apart, so they cannot both sit at table {table}</source>
            <translation>{name} und {other} werden getrennt, also können nicht beide an Tisch {table} sitzen</translation>
        </message>
        <message>
            <source>table {table} is already accessible</source>
            <translation>Tisch {table} ist schon barrierefrei</translation>
        </message>
        <message>
            <source>{name} already needs an accessible table</source>
            <translation>{name} braucht schon einen barrierefreien Tisch</translation>
        </message>
        <message>
            <source>there is no seating constraint {cid}</source>
            <translation>es gibt keine Sitzbedingung {cid}</translation>
        </message>
        <message>
            <source>that constraint ({constraint}) was already removed</source>
            <translation>diese Bedingung ({constraint}) wurde bereits entfernt</translation>
        </message>
        <message>
            <source>Seating constraint: {constraint}</source>
            <translation>Sitzbedingung: {constraint}</translation>
        </message>
        <message>
            <source>Seating constraint removed: {constraint}</source>
            <translation>Sitzbedingung entfernt: {constraint}</translation>
        </message>
        <message>
            <source>the reason holds an invisible direction mark (U+{code}); type it again without it</source>
            <translation>der Grund enthält eine unsichtbare Richtungsmarke (U+{code}); geben Sie ihn ohne sie neu ein</translation>
        </message>
        <message>
            <source>the reason holds an invisible control character (U+{code}); type it again without it</source>
            <translation>der Grund enthält ein unsichtbares Steuerzeichen (U+{code}); geben Sie ihn ohne es neu ein</translation>
        </message>
        <message>
            <source>the game at table {table} of round {round} is not over yet: a result can be corrected once its game is finished</source>
            <translation>das Spiel an Tisch {table} in Runde {round} ist noch nicht vorbei: Ein Ergebnis lässt sich korrigieren, sobald sein Spiel beendet ist</translation>
        </message>
        <message>
            <source>say why the result is corrected (the reason is shown with the correction everywhere)</source>
            <translation>sagen Sie, warum das Ergebnis korrigiert wird (der Grund wird überall mit der Korrektur gezeigt)</translation>
        </message>
        <message>
            <source>the reason is {count} characters long; at most {most} (a line of the history)</source>
            <translation>der Grund ist {count} Zeichen lang; höchstens {most} (eine Zeile des Verlaufs)</translation>
        </message>
        <message>
            <source>the result at table {table} of round {round} is already that</source>
            <translation>das Ergebnis an Tisch {table} in Runde {round} ist schon so</translation>
        </message>
        <message>
            <source>give the corrected order as groups of players who left together, first out first (order: [["Dee"], ["Ben", "Cai"], ["Ana"]])</source>
            <translation>geben Sie die korrigierte Reihenfolge als Gruppen von Spielern an, die zusammen ausschieden, die zuerst Ausgeschiedenen zuerst (order: [["Dee"], ["Ben", "Cai"], ["Ana"]])</translation>
        </message>
        <message>
            <source>group {number} of the corrected order names nobody</source>
            <translation>Gruppe {number} der korrigierten Reihenfolge nennt niemanden</translation>
        </message>
        <message>
            <source>{name} did not play at table {table} of round {round}</source>
            <translation>{name} hat nicht an Tisch {table} von Runde {round} gespielt</translation>
        </message>
        <message>
            <source>{name} is listed twice in the corrected order</source>
            <translation>{name} steht zweimal in der korrigierten Reihenfolge</translation>
        </message>
        <message>
            <source>{players} are missing from the corrected order: every player of table {table} is listed once (the winner may be left out)</source>
            <translation>{players} fehlen in der korrigierten Reihenfolge: jeder Spieler von Tisch {table} steht einmal darin (der Gewinner darf fehlen)</translation>
        </message>
        <message>
            <source>{players} all left together</source>
            <translation>{players} sind alle zusammen ausgeschieden</translation>
        </message>
        <message>
            <source>{players} out first</source>
            <translation>{players} zuerst raus</translation>
        </message>
        <message>
            <source>{order}, then {players}</source>
            <translation>{order}, dann {players}</translation>
        </message>
        <message>
            <source>{order}; {player} won</source>
            <translation>{order}; {player} hat gewonnen</translation>
        </message>
        <message>
            <source>{order} together at the end</source>
            <translation>{order} zusammen am Ende</translation>
        </message>
        <message>
            <source>Round {round}, table {table} corrected by the judge: {order}. Reason: {reason}</source>
            <translation>Runde {round}, Tisch {table} vom Turnierleiter korrigiert: {order}. Grund: {reason}</translation>
        </message>
        <message>
            <source>the number of rounds may be at most {most}</source>
            <translation>die Zahl der Runden darf höchstens {most} sein</translation>
        </message>
        <message>
            <source>round {opened} is opened already: plan at least {opened} rounds</source>
            <translation>Runde {opened} ist schon eröffnet: planen Sie mindestens {opened} Runden</translation>
        </message>
        <message>
            <source>a break may last at most {most} minutes</source>
            <translation>eine Pause darf höchstens {most} Minuten dauern</translation>
        </message>
        <message>
            <source>the event plans {planned} rounds: a break after round {after} would come after the last one</source>
            <translation>das Turnier plant {planned} Runden: eine Pause nach Runde {after} käme nach der letzten</translation>
        </message>
        <message>
            <source>Agenda: no break after round {round}</source>
            <translation>Ablauf: keine Pause nach Runde {round}</translation>
        </message>
        <message>
            <source>Agenda: a break of {minutes} min after round {round}</source>
            <translation>Ablauf: {minutes} Min. Pause nach Runde {round}</translation>
        </message>
        <message>
            <source>Agenda: {rounds} rounds planned</source>
            <translation>Ablauf: {rounds} Runden geplant</translation>
        </message>
        <message>
            <source>the announcement must be text</source>
            <translation>die Durchsage muss Text sein</translation>
        </message>
        <message>
            <source>there is no announcement {number} up now</source>
            <translation>es gibt gerade keine Durchsage {number}</translation>
        </message>
        <message>
            <source>Announcement taken down: {text}</source>
            <translation>Durchsage zurückgenommen: {text}</translation>
        </message>
        <message>
            <source>an announcement is taken down with Take down, which the log keeps</source>
            <translation>eine Durchsage wird mit „Zurücknehmen“ zurückgenommen, was das Protokoll festhält</translation>
        </message>
        <message>
            <source>Announcement: {text}</source>
            <translation>Durchsage: {text}</translation>
        </message>
        <message>
            <source>token_hash must be the SHA-256 of the token, as 64 lowercase hex digits</source>
            <translation>token_hash muss der SHA-256 des Tokens sein, als 64 kleine Hexziffern</translation>
        </message>
        <message>
            <source>that token is already in use; pair again for a new one</source>
            <translation>dieses Token wird schon benutzt; koppeln Sie neu für ein neues</translation>
        </message>
        <message>
            <source>a device id is "d" and a number, e.g. "d3"</source>
            <translation>eine Geräte-ID ist "d" und eine Zahl, z. B. "d3"</translation>
        </message>
        <message>
            <source>device {device} is already paired</source>
            <translation>Gerät {device} ist schon gekoppelt</translation>
        </message>
        <message>
            <source>there is no paired device {device}</source>
            <translation>es gibt kein gekoppeltes Gerät {device}</translation>
        </message>
        <message>
            <source>device {device} was already revoked</source>
            <translation>Gerät {device} wurde schon widerrufen</translation>
        </message>
        <message>
            <source>Device {device} revoked: it can no longer act</source>
            <translation>Gerät {device} widerrufen: Es kann nichts mehr tun</translation>
        </message>
        <message>
            <source>Device {device} (table {table}) revoked: it can no longer act</source>
            <translation>Gerät {device} (Tisch {table}) widerrufen: Es kann nichts mehr tun</translation>
        </message>
        <message>
            <source>Table {table}: device {device} paired</source>
            <translation>Tisch {table}: Gerät {device} gekoppelt</translation>
        </message>
        <message>
            <source>unknown timer preset {raw} (presets: {list})</source>
            <translation>unbekannte Uhrenvorlage {raw} (Vorlagen: {list})</translation>
        </message>
        <message>
            <source>timers must be a preset name or the rules themselves</source>
            <translation>timers muss ein Vorlagenname oder die Regeln selbst sein</translation>
        </message>
        <message>
            <source>the event already exists; event.create comes only once, first</source>
            <translation>das Turnier gibt es schon; event.create kommt nur einmal, als Erstes</translation>
        </message>
        <message>
            <source>the event's date must look like 2026-11-22, got {date}</source>
            <translation>das Datum des Turniers muss wie 2026-11-22 aussehen, erhalten: {date}</translation>
        </message>
        <message>
            <source>table sizes must be a list such as [4, 3]</source>
            <translation>die Tischgrößen müssen eine Liste wie [4, 3] sein</translation>
        </message>
        <message>
            <source>bye points</source>
            <translation>Punkte für ein Freilos</translation>
        </message>
        <message>
            <source>ratings must map player names to whole-number ratings</source>
            <translation>ratings muss Spielernamen ganzzahlige Wertungen zuordnen</translation>
        </message>
        <message>
            <source>a rating must be for a named player</source>
            <translation>eine Wertung muss für einen benannten Spieler sein</translation>
        </message>
        <message>
            <source>the rating of {name} must be a whole number of at least 0, got {rating}</source>
            <translation>die Wertung von {name} muss eine ganze Zahl von mindestens 0 sein, erhalten: {rating}</translation>
        </message>
        <message>
            <source>ratings list {first} and {second}, which is the same player</source>
            <translation>die Wertungen nennen {first} und {second}, das ist derselbe Spieler</translation>
        </message>
        <message>
            <source>tiebreak_seed must be non-empty text</source>
            <translation>tiebreak_seed muss nicht leerer Text sein</translation>
        </message>
        <message>
            <source>round {round} table {table}: {err}</source>
            <translation>Runde {round} Tisch {table}: {err}</translation>
        </message>
        <message>
            <source>the rating of {name}: {err}</source>
            <translation>die Wertung von {name}: {err}</translation>
        </message>
        <message>
            <source>the ratings list {name} twice</source>
            <translation>die Wertungen nennen {name} zweimal</translation>
        </message>
        <message>
            <source>Event {name} created ({system})</source>
            <translation>Turnier {name} angelegt ({system})</translation>
        </message>
        <message>
            <source>Scoring system set to {system}</source>
            <translation>Wertungssystem auf {system} gesetzt</translation>
        </message>
        <message>
            <source>the game at table {table} is already over; its result stands</source>
            <translation>das Spiel an Tisch {table} ist schon vorbei; sein Ergebnis steht</translation>
        </message>
        <message>
            <source>say the game's title (game), its usual hours (hours), or both</source>
            <translation>nennen Sie den Titel des Spiels (game), seine übliche Dauer in Stunden (hours) oder beides</translation>
        </message>
        <message>
            <source>the game's usual hours</source>
            <translation>die übliche Spieldauer in Stunden</translation>
        </message>
        <message>
            <source>table {table} already plays {title} ({hours})</source>
            <translation>Tisch {table} spielt schon {title} ({hours})</translation>
        </message>
        <message>
            <source>Table {table} plays {game} ({hours})</source>
            <translation>Tisch {table} spielt {game} ({hours})</translation>
        </message>
        <message>
            <source>the reason must be one of {list}</source>
            <translation>der Grund muss einer von {list} sein</translation>
        </message>
        <message>
            <source>no player timer of that run is running: there is nothing to hold</source>
            <translation>keine Spieleruhr dieses Laufs läuft: es gibt nichts anzuhalten</translation>
        </message>
        <message>
            <source>Running player timers held: {why} for {seconds} s</source>
            <translation>Laufende Spieleruhren angehalten: {why}, {seconds} s lang</translation>
        </message>
        <message>
            <source>Running player timers held: {why}</source>
            <translation>Laufende Spieleruhren angehalten: {why}</translation>
        </message>
        <message>
            <source>the timers are resumed on each table (Resume timers) instead</source>
            <translation>stattdessen werden die Uhren an jedem Tisch fortgesetzt (Uhren fortsetzen)</translation>
        </message>
        <message>
            <source>the reason for calling a judge must be one of: {list}</source>
            <translation>der Grund für einen Turnierleiter-Ruf muss einer davon sein: {list}</translation>
        </message>
        <message>
            <source>the note must be text</source>
            <translation>die Notiz muss Text sein</translation>
        </message>
        <message>
            <source>A judge is already called to table {table}</source>
            <translation>Ein Turnierleiter ist schon an Tisch {table} gerufen</translation>
        </message>
        <message>
            <source>Table {table}: judge called by {player} ({reason}: {note})</source>
            <translation>Tisch {table}: Turnierleiter gerufen von {player} ({reason}: {note})</translation>
        </message>
        <message>
            <source>Table {table}: judge called by {player} ({reason})</source>
            <translation>Tisch {table}: Turnierleiter gerufen von {player} ({reason})</translation>
        </message>
        <message>
            <source>Table {table}: judge called ({reason}: {note})</source>
            <translation>Tisch {table}: Turnierleiter gerufen ({reason}: {note})</translation>
        </message>
        <message>
            <source>Table {table}: judge called ({reason})</source>
            <translation>Tisch {table}: Turnierleiter gerufen ({reason})</translation>
        </message>
        <message>
            <source>there is no open judge call {number}</source>
            <translation>es gibt keinen offenen Ruf {number}</translation>
        </message>
        <message>
            <source>name the call, or its table's number</source>
            <translation>nennen Sie den Ruf oder die Nummer seines Tisches</translation>
        </message>
        <message>
            <source>no judge is called to table {table}</source>
            <translation>an Tisch {table} ist kein Turnierleiter gerufen</translation>
        </message>
        <message>
            <source>the judge's name must be text</source>
            <translation>der Name des Turnierleiters muss Text sein</translation>
        </message>
        <message>
            <source>the call from table {table} was already taken by {taken_by}</source>
            <translation>der Ruf von Tisch {table} wurde schon von {taken_by} übernommen</translation>
        </message>
        <message>
            <source>the desk</source>
            <translation>der Turnierleitertisch</translation>
        </message>
        <message>
            <source>a judge call is closed with Done, which the log keeps</source>
            <translation>ein Ruf wird mit „Erledigt“ geschlossen, was das Protokoll festhält</translation>
        </message>
        <message>
            <source>Table {table}: judge call taken by {judge}</source>
            <translation>Tisch {table}: Ruf übernommen von {judge}</translation>
        </message>
        <message>
            <source>Table {table}: judge call done</source>
            <translation>Tisch {table}: Ruf erledigt</translation>
        </message>
        <message>
            <source>a seed must be a whole number or non-empty text</source>
            <translation>ein Startwert muss eine ganze Zahl oder nicht leerer Text sein</translation>
        </message>
        <message>
            <source>a seed must be a whole number of at least 0 or text, got {raw}</source>
            <translation>ein Startwert muss eine ganze Zahl von mindestens 0 oder Text sein, erhalten: {raw}</translation>
        </message>
        <message>
            <source>round {round} has already started; its tables can no longer change</source>
            <translation>Runde {round} hat schon begonnen; ihre Tische können sich nicht mehr ändern</translation>
        </message>
        <message>
            <source>round {round} is already seated (undo that seating, or move and swap players in Seating)</source>
            <translation>Runde {round} ist schon gesetzt (nehmen Sie diese Sitzordnung zurück oder verschieben und tauschen Sie Spieler unter Sitzordnung)</translation>
        </message>
        <message>
            <source>five must be true or false</source>
            <translation>five muss true oder false sein</translation>
        </message>
        <message>
            <source>round.seat draws the tables itself from a seed; to seat tables by hand use table.seat</source>
            <translation>round.seat lost die Tische selbst aus einem Startwert aus; um Tische von Hand zu setzen, nutzen Sie table.seat</translation>
        </message>
        <message>
            <source>nobody has checked in for round {round} yet</source>
            <translation>für Runde {round} hat noch niemand eingecheckt</translation>
        </message>
        <message>
            <source>round {round} cannot be seated: {err}</source>
            <translation>Runde {round} kann nicht gesetzt werden: {err}</translation>
        </message>
        <message>
            <source>round {round}'s tables were drawn from the players and results as they stood then; as the event stands now the same draw gives other tables</source>
            <translation>die Tische von Runde {round} wurden aus den Spielern und Ergebnissen von damals ausgelost; beim jetzigen Stand ergibt dieselbe Auslosung andere Tische</translation>
        </message>
        <message>
            <source>tables must be a list of lists</source>
            <translation>tables muss eine Liste von Listen sein</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} seated: %n table(s)</source>
            <translation>
                <numerusform>Runde {round} gesetzt: %n Tisch</numerusform>
                <numerusform>Runde {round} gesetzt: %n Tische</numerusform>
            </translation>
        </message>
        <message>
            <source>{seated}, bye for {players}</source>
            <translation>{seated}, Freilos für {players}</translation>
        </message>
        <message numerus="yes">
            <source>{seated}; %n seating constraint(s) not kept: {why}</source>
            <translation>
                <numerusform>{seated}; %n Sitzbedingung nicht eingehalten: {why}</numerusform>
                <numerusform>{seated}; %n Sitzbedingungen nicht eingehalten: {why}</numerusform>
            </translation>
        </message>
        <message>
            <source>not seated</source>
            <translation>nicht gesetzt</translation>
        </message>
        <message>
            <source>a loss</source>
            <translation>eine Niederlage</translation>
        </message>
        <message>
            <source>dropped</source>
            <translation>abgemeldet</translation>
        </message>
        <message>
            <source>{seated}; not checked in ({got}): {players}</source>
            <translation>{seated}; nicht eingecheckt ({got}): {players}</translation>
        </message>
        <message>
            <source>{name} has been dropped and cannot be seated</source>
            <translation>{name} ist abgemeldet und kann nicht gesetzt werden</translation>
        </message>
        <message>
            <source>round {round} has no table {number}</source>
            <translation>Runde {round} hat keinen Tisch {number}</translation>
        </message>
        <message>
            <source>{name} already sits at table {number}</source>
            <translation>{name} sitzt schon an Tisch {number}</translation>
        </message>
        <message>
            <source>table {source} would be left with {left} player</source>
            <translation>an Tisch {source} bliebe nur {left} Spieler</translation>
        </message>
        <message>
            <source>Round {round}: {player} seated at table {table}</source>
            <translation>Runde {round}: {player} an Tisch {table} gesetzt</translation>
        </message>
        <message>
            <source>Round {round}: {player} moved from a bye to table {table}</source>
            <translation>Runde {round}: {player} vom Freilos an Tisch {table} gesetzt</translation>
        </message>
        <message>
            <source>Round {round}: {player} moved from table {from} to table {table}</source>
            <translation>Runde {round}: {player} von Tisch {from} an Tisch {table} verschoben</translation>
        </message>
        <message>
            <source>a swap needs two different players</source>
            <translation>ein Tausch braucht zwei verschiedene Spieler</translation>
        </message>
        <message>
            <source>{name} is not seated in round {round}</source>
            <translation>{name} ist in Runde {round} nicht gesetzt</translation>
        </message>
        <message>
            <source>{a} and {b} both have a bye; nothing to swap</source>
            <translation>{a} und {b} haben beide ein Freilos; nichts zu tauschen</translation>
        </message>
        <message>
            <source>Round {round}: {players} swapped seats</source>
            <translation>Runde {round}: {players} haben die Plätze getauscht</translation>
        </message>
        <message>
            <source>a station id is 8 to 64 letters, digits, '-' or '_'</source>
            <translation>eine Stations-ID sind 8 bis 64 Buchstaben, Ziffern, '-' oder '_'</translation>
        </message>
        <message>
            <source>a station's name must be text</source>
            <translation>der Name einer Station muss Text sein</translation>
        </message>
        <message>
            <source>a station's name must be 1 to {most} characters</source>
            <translation>der Name einer Station muss 1 bis {most} Zeichen haben</translation>
        </message>
        <message>
            <source>a station's name must be printable characters (no tabs or line breaks)</source>
            <translation>der Name einer Station muss aus druckbaren Zeichen bestehen (keine Tabulatoren oder Zeilenumbrüche)</translation>
        </message>
        <message>
            <source>a station's url must be text: http://HOST:PORT/ or ""</source>
            <translation>die URL einer Station muss Text sein: http://HOST:PORT/ oder ""</translation>
        </message>
        <message>
            <source>a station's url must look like http://192.168.1.20:8765/, got {url}</source>
            <translation>die URL einer Station muss wie http://192.168.1.20:8765/ aussehen, erhalten: {url}</translation>
        </message>
        <message>
            <source>token_hash must be the SHA-256 of the station's token, as 64 lowercase hex digits</source>
            <translation>token_hash muss der SHA-256 des Stations-Tokens sein, als 64 kleine Hexziffern</translation>
        </message>
        <message>
            <source>that station token is already in use; join again for a new one</source>
            <translation>dieses Stations-Token wird schon benutzt; treten Sie neu bei für ein neues</translation>
        </message>
        <message>
            <source>Station {name} joined, serving on {url} if it takes over</source>
            <translation>Station {name} beigetreten; stellt bei einer Übernahme unter {url} bereit</translation>
        </message>
        <message>
            <source>Station {name} joined</source>
            <translation>Station {name} beigetreten</translation>
        </message>
        <message>
            <source>station {station} was revoked: it joins again before it gets a role</source>
            <translation>Station {station} wurde gesperrt: sie muss erneut beitreten, bevor sie eine Rolle bekommt</translation>
        </message>
        <message>
            <source>a judge's role is one of {roles}, not {role}</source>
            <translation>die Rolle eines Schiedsrichters ist eine von {roles}, nicht {role}</translation>
        </message>
        <message>
            <source>a floor judge's tables are a list of table numbers such as [1, 2, 3]</source>
            <translation>die Tische eines Schiedsrichters sind eine Liste von Tischnummern wie [1, 2, 3]</translation>
        </message>
        <message>
            <source>only a floor judge has tables of their own</source>
            <translation>nur ein Schiedsrichter hat eigene Tische</translation>
        </message>
        <message>
            <source>a floor judge needs at least one table</source>
            <translation>ein Schiedsrichter braucht mindestens einen Tisch</translation>
        </message>
        <message>
            <source>Station {station} is now a head judge</source>
            <translation>Station {station} ist jetzt Hauptschiedsrichter</translation>
        </message>
        <message numerus="yes">
            <source>Station {station} is now a floor judge for %n table(s): {tables}</source>
            <translation>
                <numerusform>Station {station} ist jetzt Schiedsrichter für %n Tisch: {tables}</numerusform>
                <numerusform>Station {station} ist jetzt Schiedsrichter für %n Tische: {tables}</numerusform>
            </translation>
        </message>
        <message>
            <source>Station {station} is now a scorekeeper</source>
            <translation>Station {station} erfasst jetzt die Ergebnisse</translation>
        </message>
        <message>
            <source>Station {station} is now a viewer</source>
            <translation>Station {station} schaut jetzt nur zu</translation>
        </message>
        <message>
            <source>there is no joined station {revoked}</source>
            <translation>es gibt keine beigetretene Station {revoked}</translation>
        </message>
        <message>
            <source>station {name} was already revoked</source>
            <translation>Station {name} wurde schon widerrufen</translation>
        </message>
        <message>
            <source>Station {name} revoked: its token no longer works (it joins again only with the judge code)</source>
            <translation>Station {name} widerrufen: Ihr Token funktioniert nicht mehr (sie tritt nur mit dem Turnierleiter-Code wieder bei)</translation>
        </message>
        <message>
            <source>station {station} has not joined this event (station.join comes first)</source>
            <translation>Station {station} ist diesem Turnier nicht beigetreten (station.join kommt zuerst)</translation>
        </message>
        <message>
            <source>the epoch after a takeover must be {number} (the event is at epoch {epoch}), not {epoch2}</source>
            <translation>die Epoche nach einer Übernahme muss {number} sein (das Turnier ist bei Epoche {epoch}), nicht {epoch2}</translation>
        </message>
        <message>
            <source>the old server had at least the {seq} entries this copy holds, not {old}</source>
            <translation>der alte Server hatte mindestens die {seq} Einträge dieser Kopie, nicht {old}</translation>
        </message>
        <message>
            <source>old_head_hash must be 64 lowercase hex digits, or "" if unknown</source>
            <translation>old_head_hash muss 64 kleine Hexziffern sein, oder "", wenn unbekannt</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}, this copy {held}: entry {first} never reached it and may need entering again</source>
            <translation>Station {name} hat das Turnier übernommen (Epoche {epoch}); der alte Server hatte Eintrag {old}, diese Kopie {held}: Eintrag {first} kam nie an und muss eventuell neu eingegeben werden</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}, this copy {held}: entries {first} to {old} never reached it and may need entering again</source>
            <translation>Station {name} hat das Turnier übernommen (Epoche {epoch}); der alte Server hatte Eintrag {old}, diese Kopie {held}: Einträge {first} bis {old} kamen nie an und müssen eventuell neu eingegeben werden</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}</source>
            <translation>Station {name} hat das Turnier übernommen (Epoche {epoch}); der alte Server hatte Eintrag {old}</translation>
        </message>
        <message>
            <source>a station's joining is not taken back (join again to change its name or address)</source>
            <translation>der Beitritt einer Station wird nicht zurückgenommen (treten Sie neu bei, um Name oder Adresse zu ändern)</translation>
        </message>
        <message>
            <source>a revocation is final: the station joins again with the judge code, for a new token</source>
            <translation>ein Widerruf ist endgültig: die Station tritt mit dem Turnierleiter-Code neu bei, für ein neues Token</translation>
        </message>
        <message>
            <source>a takeover is final: the event's epoch never goes back</source>
            <translation>eine Übernahme ist endgültig: die Epoche des Turniers geht nie zurück</translation>
        </message>
        <message>
            <source>Tableside was closed</source>
            <translation>Tableside wurde geschlossen</translation>
        </message>
        <message>
            <source>the desk stopped</source>
            <translation>der Turnierleitertisch hat angehalten</translation>
        </message>
        <message>
            <source>the desk stalled</source>
            <translation>der Turnierleitertisch hing</translation>
        </message>
        <message>
            <source>the computer was asleep</source>
            <translation>der Computer war im Ruhezustand</translation>
        </message>
        <message>
            <source>the desk stopped; held at its last action</source>
            <translation>der Turnierleitertisch hat angehalten; bei seiner letzten Aktion angehalten</translation>
        </message>
        <message>
            <source>Keep apart: {players}</source>
            <translation>Trennen: {players}</translation>
        </message>
        <message>
            <source>{player} sits at table {table}, seat {seat}</source>
            <translation>{player} sitzt an Tisch {table}, Platz {seat}</translation>
        </message>
        <message>
            <source>{player} sits at table {table}</source>
            <translation>{player} sitzt an Tisch {table}</translation>
        </message>
        <message>
            <source>Table {table} is accessible</source>
            <translation>Tisch {table} ist barrierefrei</translation>
        </message>
        <message>
            <source>{player} needs an accessible table</source>
            <translation>{player} braucht einen barrierefreien Tisch</translation>
        </message>
        <message>
            <source>{constraint} ({reason})</source>
            <translation>{constraint} ({reason})</translation>
        </message>
        <message>
            <source>constraint {id}</source>
            <translation>Bedingung {id}</translation>
        </message>
        <message>
            <source>{player} is not in seat {seat}</source>
            <translation>{player} sitzt nicht auf Platz {seat}</translation>
        </message>
        <message>
            <source>the player</source>
            <translation>der Spieler</translation>
        </message>
        <message>
            <source>{who} sit together at table {table}</source>
            <translation>{who} sitzen zusammen an Tisch {table}</translation>
        </message>
        <message>
            <source>{who} has a bye this round</source>
            <translation>{who} hat in dieser Runde ein Freilos</translation>
        </message>
        <message>
            <source>{who} sits at table {table}</source>
            <translation>{who} sitzt an Tisch {table}</translation>
        </message>
        <message>
            <source>there are {apart} players to keep apart and only {count} tables this round</source>
            <translation>es sind {apart} Spieler zu trennen und in dieser Runde nur {count} Tische</translation>
        </message>
        <message>
            <source>there are more players to keep apart and only {count} tables this round</source>
            <translation>es sind mehr Spieler zu trennen als die {count} Tische dieser Runde</translation>
        </message>
        <message>
            <source>this round has only {count} tables</source>
            <translation>diese Runde hat nur {count} Tische</translation>
        </message>
        <message>
            <source>more players are fixed to table {fixed_table} than its {count} seats</source>
            <translation>an Tisch {fixed_table} sind mehr Spieler festgelegt als seine {count} Plätze</translation>
        </message>
        <message>
            <source>table {fixed_table} has only {count} seats this round</source>
            <translation>Tisch {fixed_table} hat in dieser Runde nur {count} Plätze</translation>
        </message>
        <message>
            <source>seat {seat} of table {fixed_table} is {who}'s, fixed earlier</source>
            <translation>Platz {seat} an Tisch {fixed_table} gehört {who}, früher festgelegt</translation>
        </message>
        <message>
            <source>no table is marked accessible</source>
            <translation>kein Tisch ist als barrierefrei markiert</translation>
        </message>
        <message>
            <source>no accessible table is in this round (it has {count} tables)</source>
            <translation>kein barrierefreier Tisch ist in dieser Runde (sie hat {count} Tische)</translation>
        </message>
        <message>
            <source>they are also fixed to table {elsewhere}, which is not accessible</source>
            <translation>er ist auch an Tisch {elsewhere} festgelegt, der nicht barrierefrei ist</translation>
        </message>
        <message>
            <source>more players need an accessible table than the accessible tables seat ({count})</source>
            <translation>mehr Spieler brauchen einen barrierefreien Tisch, als die barrierefreien Tische Plätze haben ({count})</translation>
        </message>
        <message>
            <source>no seating was found that keeps it together with the other constraints</source>
            <translation>es wurde keine Sitzordnung gefunden, die sie zusammen mit den anderen Bedingungen einhält</translation>
        </message>
        <message>
            <source>the seating kept it, but a move, a swap or a constraint added since changed that</source>
            <translation>die Sitzordnung hielt sie ein, aber ein Verschieben, ein Tausch oder eine seither hinzugefügte Bedingung hat das geändert</translation>
        </message>
        <message>
            <source>{constraint} — not kept: {happened}, because {reason}.</source>
            <translation>{constraint} — nicht eingehalten: {happened}, weil {reason}.</translation>
        </message>
        <message>
            <source>{constraint} — not kept: {happened}.</source>
            <translation>{constraint} — nicht eingehalten: {happened}.</translation>
        </message>
        <message>
            <source>unknown action {kind}</source>
            <translation>unbekannte Aktion {kind}</translation>
        </message>
        <message>
            <source>t must be a whole number of milliseconds, not {t}</source>
            <translation>t muss eine ganze Zahl von Millisekunden sein, nicht {t}</translation>
        </message>
        <message>
            <source>t must not be negative (got {t})</source>
            <translation>t darf nicht negativ sein (erhalten: {t})</translation>
        </message>
        <message>
            <source>that action is dated before the last one in the log ({t} &lt; {last_t} ms)</source>
            <translation>diese Aktion ist früher datiert als die letzte im Protokoll ({t} &lt; {last_t} ms)</translation>
        </message>
        <message>
            <source>undo needs the entry number to undo</source>
            <translation>eine Rücknahme braucht die Nummer des Eintrags</translation>
        </message>
        <message>
            <source>there is no entry {target} to undo</source>
            <translation>es gibt keinen Eintrag {target} zum Zurücknehmen</translation>
        </message>
        <message>
            <source>that line is itself an undo; do the action again instead</source>
            <translation>diese Zeile ist selbst eine Rücknahme; führen Sie stattdessen die Aktion erneut aus</translation>
        </message>
        <message>
            <source>t is {minutes} min ahead of this computer's clock; more than {most} min ahead is refused (a typo or a wrong clock would end rounds and time players out before their time)</source>
            <translation>t liegt {minutes} Min. vor der Uhr dieses Computers; mehr als {most} Min. voraus wird abgelehnt (ein Tippfehler oder eine falsche Uhr würde Runden beenden und Spieler vor ihrer Zeit rausnehmen)</translation>
        </message>
        <message>
            <source>{action} was already undone</source>
            <translation>{action} wurde schon zurückgenommen</translation>
        </message>
        <message>
            <source>{action} cannot be undone: {why}</source>
            <translation>{action} kann nicht zurückgenommen werden: {why}</translation>
        </message>
        <message>
            <source>{action} cannot be undone</source>
            <translation>{action} kann nicht zurückgenommen werden</translation>
        </message>
        <message>
            <source>Undo of entry {entry}</source>
            <translation>Rücknahme von Eintrag {entry}</translation>
        </message>
        <message>
            <source>{action} (from device {device})</source>
            <translation>{action} (vom Gerät {device})</translation>
        </message>
        <message>
            <source>{action} (from station {station})</source>
            <translation>{action} (von Station {station})</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} und {last}</translation>
        </message>
        <message>
            <source>that action</source>
            <translation>diese Aktion</translation>
        </message>
        <message>
            <source>“{action}”</source>
            <translation>„{action}“</translation>
        </message>
        <message>
            <source>more minutes go only with taking back a round's end (they extend that table's round); {action} is not one</source>
            <translation>mehr Minuten gibt es nur beim Zurücknehmen eines Rundenendes (sie verlängern die Runde dieses Tisches); {action} ist keines</translation>
        </message>
        <message>
            <source>{action} is the end of the round at table {table} ({players} still in then); taken back on its own, the round clock would end it again. To let the table play on, give it at least {need} more minutes (Round ▸ Extend a table…): its round then ends that much later than it did</source>
            <translation>{action} ist das Rundenende an Tisch {table} ({players} damals noch dabei); allein zurückgenommen würde die Rundenuhr es erneut beenden. Damit der Tisch weiterspielt, geben Sie ihm mindestens {need} Minuten mehr (Runde ▸ Tisch verlängern…): seine Runde endet dann entsprechend später</translation>
        </message>
        <message>
            <source>{action} cannot be undone: {later}, due now, depends on it ({reason})</source>
            <translation>{action} kann nicht zurückgenommen werden: {later}, jetzt fällig, hängt davon ab ({reason})</translation>
        </message>
        <message>
            <source>{action} cannot be undone: a later action depends on it, {later} ({reason}); undo {later} first</source>
            <translation>{action} kann nicht zurückgenommen werden: eine spätere Aktion hängt davon ab, {later} ({reason}); nehmen Sie zuerst {later} zurück</translation>
        </message>
        <message>
            <source>{minutes} more minute(s) are not enough for table {table}: they count from its round's end, so its round would have ended again before now; give at least {need}</source>
            <translation>{minutes} Minute(n) mehr reichen für Tisch {table} nicht: sie zählen ab seinem Rundenende, also wäre seine Runde vor jetzt wieder zu Ende gewesen; geben Sie mindestens {need}</translation>
        </message>
        <message>
            <source>{action} cannot be undone: without it the clocks would have put {players} out {why} at {when}, before actions taken since</source>
            <translation>{action} kann nicht zurückgenommen werden: ohne es hätten die Uhren {players} {why} um {when} rausgenommen, vor seither getroffenen Aktionen</translation>
        </message>
        <message>
            <source>on time</source>
            <translation>wegen Zeit</translation>
        </message>
        <message>
            <source>at the round's end</source>
            <translation>zum Rundenende</translation>
        </message>
        <message>
            <source>{clock} into round {round}</source>
            <translation>{clock} nach Beginn von Runde {round}</translation>
        </message>
        <message>
            <source>round {round}, table {table}</source>
            <translation>Runde {round}, Tisch {table}</translation>
        </message>
        <message numerus="yes">
            <source>Standings include %n correction(s) by the judge: {tables}.</source>
            <translation>
                <numerusform>Die Tabelle enthält %n Korrektur des Turnierleiters: {tables}.</numerusform>
                <numerusform>Die Tabelle enthält %n Korrekturen des Turnierleiters: {tables}.</numerusform>
            </translation>
        </message>
        <message>
            <source>allow a table of {five} ({tables})</source>
            <translation>einen Tisch mit {five} erlauben ({tables})</translation>
        </message>
        <message numerus="yes">
            <source>give %n player(s) a bye ({tables})</source>
            <translation>
                <numerusform>%n Spieler bekommt ein Freilos ({tables})</numerusform>
                <numerusform>%n Spieler bekommen ein Freilos ({tables})</numerusform>
            </translation>
        </message>
        <message>
            <source>table sizes must list at least one size</source>
            <translation>die Tischgrößen müssen mindestens eine Größe nennen</translation>
        </message>
        <message>
            <source>a table size must be a whole number of at least 2 players, got {size}</source>
            <translation>eine Tischgröße muss eine ganze Zahl von mindestens 2 Spielern sein, nicht {size}</translation>
        </message>
        <message>
            <source>table sizes list a size twice: {sizes}</source>
            <translation>die Tischgrößen nennen eine Größe zweimal: {sizes}</translation>
        </message>
        <message>
            <source>the number of byes must be a whole number of at least 0, got {byes}</source>
            <translation>die Zahl der Freilose muss eine ganze Zahl von mindestens 0 sein, nicht {byes}</translation>
        </message>
        <message>
            <source>{byes} byes is more than the {players} players there are</source>
            <translation>{byes} Freilose sind mehr als die {players} Spieler, die es gibt</translation>
        </message>
        <message>
            <source>1 player is too few for a table of {sizes}</source>
            <translation>1 Spieler ist zu wenig für einen Tisch mit {sizes}</translation>
        </message>
        <message>
            <source>{n} players are too few for a table of {sizes}</source>
            <translation>{n} Spieler sind zu wenige für einen Tisch mit {sizes}</translation>
        </message>
        <message>
            <source>{n} players cannot be split into tables of {sizes}</source>
            <translation>{n} Spieler lassen sich nicht auf Tische mit {sizes} aufteilen</translation>
        </message>
        <message>
            <source>{options}, or {option}</source>
            <translation>{options} oder {option}</translation>
        </message>
        <message>
            <source>{problem}: {options}</source>
            <translation>{problem}: {options}</translation>
        </message>
        <message>
            <source>{first} or {last}</source>
            <translation>{first} oder {last}</translation>
        </message>
        <message>
            <source>a round must last longer than 0 ms, got {length}</source>
            <translation>eine Runde muss länger als 0 ms dauern, erhalten: {length}</translation>
        </message>
        <message>
            <source>the round clock has already started</source>
            <translation>die Rundenuhr läuft schon</translation>
        </message>
        <message>
            <source>the round clock is not running (it is {state})</source>
            <translation>die Rundenuhr läuft nicht (sie ist: {state})</translation>
        </message>
        <message>
            <source>the round clock is not paused (it is {state})</source>
            <translation>die Rundenuhr ist nicht angehalten (sie ist: {state})</translation>
        </message>
        <message>
            <source>an extension is a whole number of minutes, got {minutes}</source>
            <translation>eine Verlängerung ist eine ganze Zahl von Minuten, erhalten: {minutes}</translation>
        </message>
        <message>
            <source>an extension must be at least 1 minute, got {minutes}</source>
            <translation>eine Verlängerung muss mindestens 1 Minute sein, erhalten: {minutes}</translation>
        </message>
        <message>
            <source>the round at table {table} already ended; its players have left</source>
            <translation>die Runde an Tisch {table} ist schon zu Ende; ihre Spieler sind ausgeschieden</translation>
        </message>
        <message>
            <source>an extension must be a whole number of minutes, at least 1, got {minutes}</source>
            <translation>eine Verlängerung muss eine ganze Zahl von Minuten sein, mindestens 1, erhalten: {minutes}</translation>
        </message>
        <message>
            <source>check_in must be like {example} or null</source>
            <translation>check_in muss wie {example} oder null aussehen</translation>
        </message>
        <message>
            <source>check-in is already off</source>
            <translation>der Check-in ist bereits aus</translation>
        </message>
        <message>
            <source>Check-in turned off: every player is seated</source>
            <translation>Check-in ausgeschaltet: jeder Spieler wird gesetzt</translation>
        </message>
        <message>
            <source>Check-in on: a no-show gets {no_show}, a late arrival joins by {late}; code for phones {code}</source>
            <translation>Check-in an: wer nicht erscheint, bekommt {no_show}, wer zu spät kommt, kommt per {late} dazu; Code für Handys {code}</translation>
        </message>
        <message>
            <source>check-in is off for this event</source>
            <translation>der Check-in ist für dieses Turnier aus</translation>
        </message>
        <message>
            <source>{name} has been dropped from the event</source>
            <translation>{name} wurde aus dem Turnier genommen</translation>
        </message>
        <message>
            <source>round {round} has already started: {name} can check in for round {next}</source>
            <translation>Runde {round} hat schon begonnen: {name} kann für Runde {next} einchecken</translation>
        </message>
        <message>
            <source>round {round} is a final: its players are seated by seed, with no check-in</source>
            <translation>Runde {round} ist ein Finale: die Spieler werden nach Setzplatz gesetzt, ohne Check-in</translation>
        </message>
        <message>
            <source>{name} has already checked in for round {round}</source>
            <translation>{name} hat für Runde {round} schon eingecheckt</translation>
        </message>
        <message>
            <source>round {round} is already seated: {name} can check in for round {next}</source>
            <translation>Runde {round} ist schon gesetzt: {name} kann für Runde {next} einchecken</translation>
        </message>
        <message>
            <source>round {round} has no free seat: {name} can check in for round {next}</source>
            <translation>Runde {round} hat keinen freien Platz: {name} kann für Runde {next} einchecken</translation>
        </message>
        <message>
            <source>Round {round}: {name} checked in, late, seated at table {table}</source>
            <translation>Runde {round}: {name} eingecheckt, verspätet, an Tisch {table} gesetzt</translation>
        </message>
        <message>
            <source>Round {round}: {name} checked in</source>
            <translation>Runde {round}: {name} eingecheckt</translation>
        </message>
        <message>
            <source>{name} has not checked in for round {round}</source>
            <translation>{name} hat für Runde {round} nicht eingecheckt</translation>
        </message>
        <message>
            <source>round {round} is already seated: move {name} in Seating, or undo the seating</source>
            <translation>Runde {round} ist bereits gesetzt: verschiebe {name} im Sitzplan oder nimm die Setzung zurück</translation>
        </message>
        <message>
            <source>Round {round}: {name}'s check-in taken back</source>
            <translation>Runde {round}: Check-in von {name} zurückgenommen</translation>
        </message>
        <message>
            <source>the players still in at table {table} leave together at the round's end; no numbers are entered in this event</source>
            <translation>die verbliebenen Spieler an Tisch {table} scheiden am Rundenende gemeinsam aus; in diesem Turnier werden keine Zahlen eingegeben</translation>
        </message>
        <message>
            <source>play at table {table} is not over yet; the numbers are entered once the round time is over</source>
            <translation>das Spiel an Tisch {table} ist noch nicht vorbei; die Zahlen werden eingegeben, wenn die Rundenzeit um ist</translation>
        </message>
        <message>
            <source>play at table {table} is not over yet; the numbers are entered once its last turn is over</source>
            <translation>das Spiel an Tisch {table} ist noch nicht vorbei; die Zahlen werden nach seinem letzten Zug eingegeben</translation>
        </message>
        <message>
            <source>the numbers must be given as one whole number per player still in</source>
            <translation>die Zahlen sind eine ganze Zahl je verbliebenem Spieler</translation>
        </message>
        <message>
            <source>{name} is not still in at table {table}</source>
            <translation>{name} ist an Tisch {table} nicht mehr im Spiel</translation>
        </message>
        <message>
            <source>{name} is given two numbers</source>
            <translation>{name} hat zwei Zahlen bekommen</translation>
        </message>
        <message>
            <source>{name}'s number must be a whole number</source>
            <translation>die Zahl von {name} muss eine ganze Zahl sein</translation>
        </message>
        <message>
            <source>every player still in needs a number: {players} too</source>
            <translation>jeder verbliebene Spieler braucht eine Zahl: auch {players}</translation>
        </message>
        <message>
            <source>Table {table}: numbers at the round's end: {numbers}</source>
            <translation>Tisch {table}: Zahlen am Rundenende: {numbers}</translation>
        </message>
        <message>
            <source>station {station} is a viewer: it follows the event and acts on nothing</source>
            <translation>Station {station} schaut nur zu: sie verfolgt das Turnier und tut nichts</translation>
        </message>
        <message>
            <source>station {station} is a scorekeeper: it records results and corrections only, not {action}</source>
            <translation>Station {station} erfasst Ergebnisse: nur Ergebnisse und Korrekturen, nicht {action}</translation>
        </message>
        <message>
            <source>station {station} is a floor judge: it acts on its own tables only, not on the whole round or event</source>
            <translation>Station {station} ist Schiedsrichter: sie handelt nur an ihren eigenen Tischen, nicht für die ganze Runde oder das Turnier</translation>
        </message>
        <message>
            <source>station {station} is a floor judge for tables {tables}, not table {table}</source>
            <translation>Station {station} ist Schiedsrichter für die Tische {tables}, nicht für Tisch {table}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>{part} is not a table number or a range such as 1-8</source>
            <translation>{part} ist keine Tischnummer und kein Bereich wie 1-8</translation>
        </message>
        <message>
            <source>{part} is not a range of tables from the lower number to the higher</source>
            <translation>{part} ist kein Tischbereich von der kleineren zur größeren Nummer</translation>
        </message>
        <message>
            <source>type the floor judge's tables, such as 1-8, 12</source>
            <translation>gib die Tische des Schiedsrichters ein, etwa 1-8, 12</translation>
        </message>
        <message>
            <source>the moment the table acted must be a whole number of milliseconds, not {moment}</source>
            <translation>der Zeitpunkt der Aktion am Tisch muss eine ganze Zahl von Millisekunden sein, nicht {moment}</translation>
        </message>
        <message>
            <source>there is no round being played for this action: it was not done</source>
            <translation>für diese Aktion wird keine Runde gespielt: sie wurde nicht ausgeführt</translation>
        </message>
        <message>
            <source>table {table}'s device dates this action {ahead} after the judge's desk's clock: its clock is wrong, and the action was not done</source>
            <translation>das Gerät von Tisch {table} datiert diese Aktion {ahead} nach der Uhr des Turnierleitertischs: seine Uhr geht falsch, und die Aktion wurde nicht ausgeführt</translation>
        </message>
        <message>
            <source>this action was made at table {table} before round {round} started: that round is over, and the action was not done</source>
            <translation>diese Aktion wurde an Tisch {table} vor dem Start von Runde {round} gemacht: diese Runde ist vorbei, und die Aktion wurde nicht ausgeführt</translation>
        </message>
        <message>
            <source>this action waited while table {table}'s device was offline, and the judge's desk recorded a change at that table {later} after it was made (a time-out, the round's end or a judge's action): it no longer applies and was not done</source>
            <translation>diese Aktion wartete, während das Gerät von Tisch {table} offline war, und der Turnierleitertisch hat {later} danach eine Änderung an diesem Tisch erfasst (eine Zeitüberschreitung, das Rundenende oder eine Aktion der Turnierleitung): sie gilt nicht mehr und wurde nicht ausgeführt</translation>
        </message>
        <message>
            <source>Ignored the column {column}.</source>
            <translation>Die Spalte {column} wurde ignoriert.</translation>
        </message>
        <message>
            <source>Ignored the columns {columns}.</source>
            <translation>Die Spalten {columns} wurden ignoriert.</translation>
        </message>
        <message>
            <source>the player list</source>
            <translation>die Spielerliste</translation>
        </message>
        <message>
            <source>column {number} (no heading)</source>
            <translation>Spalte {number} (ohne Überschrift)</translation>
        </message>
        <message>
            <source>the id {id} is already {name}'s</source>
            <translation>die ID {id} gehört schon {name}</translation>
        </message>
        <message>
            <source>the id {id} is the name of a registered player</source>
            <translation>die ID {id} ist der Name eines angemeldeten Spielers</translation>
        </message>
        <message>
            <source>{name} is already registered</source>
            <translation>{name} ist schon angemeldet</translation>
        </message>
        <message>
            <source>duplicate names are either {refuse}d or {number}ed, not {given}</source>
            <translation>doppelte Namen werden entweder abgelehnt ({refuse}) oder nummeriert ({number}), nicht {given}</translation>
        </message>
        <message>
            <source>the first line names the {column} column twice</source>
            <translation>die erste Zeile nennt die Spalte {column} zweimal</translation>
        </message>
        <message>
            <source>{widths} columns where a name was expected (a name with a comma needs quotes, "Smith, Ana"; a first line naming the columns, such as name,club, takes the names from the name column and ignores the others)</source>
            <translation>{widths} Spalten, wo ein Name erwartet wurde (ein Name mit Komma braucht Anführungszeichen, "Smith, Ana"; eine erste Zeile, die die Spalten benennt, etwa name,club, nimmt die Namen aus der Spalte name und ignoriert die anderen)</translation>
        </message>
        <message>
            <source>{problem} (lines {lines})</source>
            <translation>{problem} (Zeilen {lines})</translation>
        </message>
        <message>
            <source>{cells} columns, but the first line names {columns} ({headings})</source>
            <translation>{cells} Spalten, aber die erste Zeile nennt {columns} ({headings})</translation>
        </message>
        <message>
            <source>the id {id} is also on line {line}</source>
            <translation>die ID {id} steht auch in Zeile {line}</translation>
        </message>
        <message>
            <source>{name} is also on line {line}</source>
            <translation>{name} steht auch in Zeile {line}</translation>
        </message>
        <message>
            <source>numbered, the name would be {length} characters long; a name may have at most {most}</source>
            <translation>nummeriert wäre der Name {length} Zeichen lang; ein Name hat höchstens {most}</translation>
        </message>
        <message>
            <source>{holder} holds this event now, at epoch {epoch} ({url}); {me} was at epoch {own} and stopped serving.</source>
            <translation>{holder} führt dieses Turnier jetzt, in Epoche {epoch} ({url}); {me} war in Epoche {own} und bedient nicht mehr.</translation>
        </message>
        <message>
            <source>{holder} holds this event now, at epoch {epoch} ({url}); {me} was at epoch {own} and stopped serving. Nothing was merged: {path} is left as it is.</source>
            <translation>{holder} führt dieses Turnier jetzt, in Epoche {epoch} ({url}); {me} war in Epoche {own} und bedient nicht mehr. Nichts wurde zusammengeführt: {path} bleibt, wie es ist.</translation>
        </message>
        <message>
            <source>this server serves no log (--no-log), so it cannot read the holder's: compare the two histories by hand</source>
            <translation>dieser Server stellt kein Protokoll bereit (--no-log) und kann das des Führenden nicht lesen: vergleicht die beiden Verläufe von Hand</translation>
        </message>
        <message>
            <source>{holder} holds every result {me} has (the logs agree up to entry {shared}): nothing to re-enter</source>
            <translation>{holder} hat jedes Ergebnis, das {me} hat (die Protokolle stimmen bis Eintrag {shared} überein): nichts neu einzugeben</translation>
        </message>
        <message numerus="yes">
            <source>re-enter these %n on {holder}: {me} committed them after entry {shared}, the last entry the two logs share, and {holder} lacks them:</source>
            <translation>
                <numerusform>diesen %n Eintrag auf {holder} neu eingeben: {me} hat ihn nach Eintrag {shared} gespeichert, dem letzten gemeinsamen Eintrag beider Protokolle, und {holder} fehlt er:</numerusform>
                <numerusform>diese %n Einträge auf {holder} neu eingeben: {me} hat sie nach Eintrag {shared} gespeichert, dem letzten gemeinsamen Eintrag beider Protokolle, und {holder} fehlen sie:</numerusform>
            </translation>
        </message>
        <message>
            <source>could not compare with {holder}'s log ({why}); compare the two histories by hand</source>
            <translation>Vergleich mit dem Protokoll von {holder} nicht möglich ({why}); vergleicht die beiden Verläufe von Hand</translation>
        </message>
        <message>
            <source>the seat codes' secret must be 16 to 128 characters</source>
            <translation>das Geheimnis der Platzcodes muss 16 bis 128 Zeichen lang sein</translation>
        </message>
        <message>
            <source>the tables do not report their leaves</source>
            <translation>die Tische melden ihr Ausscheiden nicht selbst</translation>
        </message>
        <message>
            <source>The tables no longer report their leaves</source>
            <translation>Die Tische melden ihr Ausscheiden nicht mehr selbst</translation>
        </message>
        <message>
            <source>The tables report their leaves, confirmed within {seconds} s; players' phones may take part</source>
            <translation>Die Tische melden ihr Ausscheiden, bestätigt binnen {seconds} s; die Telefone der Spieler dürfen mitmachen</translation>
        </message>
        <message>
            <source>The tables report their leaves, confirmed within {seconds} s</source>
            <translation>Die Tische melden ihr Ausscheiden, bestätigt binnen {seconds} s</translation>
        </message>
        <message>
            <source>the tables do not report their leaves in this event: the judge enters them</source>
            <translation>in diesem Turnier melden die Tische ihr Ausscheiden nicht selbst: die Schiedsrichterin trägt es ein</translation>
        </message>
        <message>
            <source>table {table} already has a report waiting: confirm it, or ask the judge</source>
            <translation>an Tisch {table} wartet schon eine Meldung: bestätigt sie oder fragt die Schiedsrichterin</translation>
        </message>
        <message>
            <source>a report comes from one of: {list}</source>
            <translation>eine Meldung kommt von einem von: {list}</translation>
        </message>
        <message>
            <source>a phone reports for its own seat</source>
            <translation>ein Telefon meldet für seinen eigenen Platz</translation>
        </message>
        <message>
            <source>Table {table}: {player} reported {players} out</source>
            <translation>Tisch {table}: {player} meldet {players} ausgeschieden</translation>
        </message>
        <message>
            <source>Table {table}: {players} reported out</source>
            <translation>Tisch {table}: {players} als ausgeschieden gemeldet</translation>
        </message>
        <message>
            <source>table {table} has no report waiting</source>
            <translation>an Tisch {table} wartet keine Meldung</translation>
        </message>
        <message>
            <source>that report at table {table} was already settled; look at the table again</source>
            <translation>diese Meldung an Tisch {table} ist schon erledigt; schaut noch einmal auf den Tisch</translation>
        </message>
        <message>
            <source>a confirmation comes from one of: {list}</source>
            <translation>eine Bestätigung kommt von einem von: {list}</translation>
        </message>
        <message>
            <source>choose who confirms: another player at table {table}</source>
            <translation>wählt, wer bestätigt: ein anderer Spieler an Tisch {table}</translation>
        </message>
        <message>
            <source>{name} reported this: another player at table {table} confirms it</source>
            <translation>{name} hat das gemeldet: ein anderer Spieler an Tisch {table} bestätigt es</translation>
        </message>
        <message>
            <source>Table {table}: {players} out (reported, confirmed by {player})</source>
            <translation>Tisch {table}: {players} ausgeschieden (gemeldet, bestätigt von {player})</translation>
        </message>
        <message>
            <source>Table {table}: {players} out (reported, confirmed by the judge)</source>
            <translation>Tisch {table}: {players} ausgeschieden (gemeldet, bestätigt von der Schiedsrichterin)</translation>
        </message>
        <message>
            <source>say why the report is overruled</source>
            <translation>sagt, warum die Meldung verworfen wird</translation>
        </message>
        <message>
            <source>Table {table}: report of {players} out overruled ({reason})</source>
            <translation>Tisch {table}: Meldung „{players} ausgeschieden“ verworfen ({reason})</translation>
        </message>
        <message>
            <source>a report is settled by a confirmation or the judge's overrule, which the log keeps</source>
            <translation>eine Meldung wird durch eine Bestätigung oder das Verwerfen durch die Schiedsrichterin erledigt, was das Protokoll behält</translation>
        </message>
        <message>
            <source>a check-in does not take {keys}</source>
            <translation>eine Anmeldung nimmt {keys} nicht an</translation>
        </message>
        <message>
            <source>each check-in needs an id made on the device (8 to 64 letters, digits, - or _)</source>
            <translation>jede Anmeldung braucht eine auf dem Gerät erzeugte Kennung (8 bis 64 Buchstaben, Ziffern, - oder _)</translation>
        </message>
        <message>
            <source>player must be the player's name</source>
            <translation>player muss der Name des Spielers sein</translation>
        </message>
        <message>
            <source>{player} did not sit at table {table}: check in at the judge's desk</source>
            <translation>{player} saß nicht an Tisch {table}: melde dich am Turnierleitertisch an</translation>
        </message>
        <message>
            <source>each check-in needs an id made on the phone (8 to 64 letters, digits, - or _)</source>
            <translation>jede Anmeldung braucht eine auf dem Telefon erzeugte Kennung (8 bis 64 Buchstaben, Ziffern, - oder _)</translation>
        </message>
        <message>
            <source>type the check-in code shown on the projector</source>
            <translation>gib den Anmeldecode ein, der am Projektor steht</translation>
        </message>
        <message>
            <source>that is not the check-in code: it is on the projector and at the judge's desk</source>
            <translation>das ist nicht der Anmeldecode: er steht am Projektor und am Turnierleitertisch</translation>
        </message>
        <message>
            <source>no player {player} is registered: ask at the judge's desk</source>
            <translation>kein Spieler {player} ist angemeldet: frag am Turnierleitertisch</translation>
        </message>
        <message>
            <source>this page is not paired: scan the table's QR code on the judge's desk</source>
            <translation>diese Seite ist nicht gekoppelt: scanne den QR-Code des Tisches am Turnierleitertisch</translation>
        </message>
        <message>
            <source>this device's pairing is unknown or was revoked: ask the judge to pair it again</source>
            <translation>die Kopplung dieses Geräts ist unbekannt oder wurde widerrufen: bitte den Turnierleiter, es erneut zu koppeln</translation>
        </message>
        <message>
            <source>the request is not valid JSON</source>
            <translation>die Anfrage ist kein gültiges JSON</translation>
        </message>
        <message>
            <source>the request must be a JSON object</source>
            <translation>die Anfrage muss ein JSON-Objekt sein</translation>
        </message>
        <message>
            <source>table must be the table's number</source>
            <translation>table muss die Nummer des Tisches sein</translation>
        </message>
        <message>
            <source>choose your name first</source>
            <translation>wähle zuerst deinen Namen</translation>
        </message>
        <message>
            <source>no round is open yet</source>
            <translation>es ist noch keine Runde eröffnet</translation>
        </message>
        <message>
            <source>the request is larger than {size} KiB</source>
            <translation>die Anfrage ist größer als {size} KiB</translation>
        </message>
        <message>
            <source>this device is paired to table {table}, not table {asked}</source>
            <translation>dieses Gerät ist mit Tisch {table} gekoppelt, nicht mit Tisch {asked}</translation>
        </message>
        <message>
            <source>there is no table {table} in the round being played</source>
            <translation>in der laufenden Runde gibt es keinen Tisch {table}</translation>
        </message>
        <message>
            <source>unknown kind {kind}: a table device may send {kinds}</source>
            <translation>unbekannte Art {kind}: ein Tischgerät darf {kinds} senden</translation>
        </message>
        <message>
            <source>each action needs an id made on the device (8 to 64 letters, digits, - or _)</source>
            <translation>jede Aktion braucht eine auf dem Gerät erzeugte Kennung (8 bis 64 Buchstaben, Ziffern, - oder _)</translation>
        </message>
        <message>
            <source>{kind} does not take {keys}</source>
            <translation>{kind} nimmt {keys} nicht an</translation>
        </message>
        <message>
            <source>t must be the event time the table acted, in whole milliseconds</source>
            <translation>t muss die Turnierzeit sein, zu der der Tisch gehandelt hat, in ganzen Millisekunden</translation>
        </message>
        <message>
            <source>not saved: {error}; nothing was changed</source>
            <translation>nicht gespeichert: {error}; nichts wurde geändert</translation>
        </message>
        <message>
            <source>that is not your seat's code: it is shown on your table's device</source>
            <translation>das ist nicht der Code deines Platzes: er steht auf dem Gerät deines Tisches</translation>
        </message>
        <message>
            <source>a seat's request does not take {keys}</source>
            <translation>eine Anfrage für einen Platz nimmt {keys} nicht an</translation>
        </message>
        <message>
            <source>kind must be one of {kinds}</source>
            <translation>kind muss eines von {kinds} sein</translation>
        </message>
        <message>
            <source>each request needs an id made on the phone (8 to 64 letters, digits, - or _)</source>
            <translation>jede Anfrage braucht eine auf dem Telefon erzeugte Kennung (8 bis 64 Buchstaben, Ziffern, - oder _)</translation>
        </message>
        <message>
            <source>table must be your table's number</source>
            <translation>table muss die Nummer deines Tisches sein</translation>
        </message>
        <message>
            <source>type your seat's code, shown on your table's device</source>
            <translation>gib den Code deines Platzes ein, der auf dem Gerät deines Tisches steht</translation>
        </message>
        <message>
            <source>choose who leaves</source>
            <translation>wähle, wer ausscheidet</translation>
        </message>
        <message>
            <source>choose why you call a judge</source>
            <translation>wähle, warum du den Turnierleiter rufst</translation>
        </message>
        <message>
            <source>players' phones do not take part at the tables in this event: use the table's device</source>
            <translation>die Telefone der Spieler nehmen in diesem Turnier nicht an den Tischen teil: nutze das Gerät des Tisches</translation>
        </message>
        <message>
            <source>{player}, table {table}</source>
            <translation>{player}, Tisch {table}</translation>
        </message>
        <message>
            <source>this pairing code is unknown, used or expired: ask the judge to pair this device again</source>
            <translation>dieser Kopplungscode ist unbekannt, benutzt oder abgelaufen: bitte den Turnierleiter, dieses Gerät erneut zu koppeln</translation>
        </message>
        <message>
            <source>the hall is full right now: this page will try again in {seconds} s</source>
            <translation>der Saal ist gerade voll: diese Seite versucht es in {seconds} s erneut</translation>
        </message>
        <message>
            <source>too many requests from this address: wait a second and try again</source>
            <translation>zu viele Anfragen von dieser Adresse: warte eine Sekunde und versuche es erneut</translation>
        </message>
        <message>
            <source>the event is still opening: try again</source>
            <translation>das Turnier wird noch geöffnet: versuche es erneut</translation>
        </message>
        <message>
            <source>there is no such table</source>
            <translation>diesen Tisch gibt es nicht</translation>
        </message>
        <message>
            <source>the judge's desk is busy: try again</source>
            <translation>der Turnierleitertisch ist beschäftigt: versuche es erneut</translation>
        </message>
        <message>
            <source>that is not a pairing code: scan the QR code on the judge's desk</source>
            <translation>das ist kein Kopplungscode: scanne den QR-Code am Turnierleitertisch</translation>
        </message>
        <message>
            <source>the request must be JSON like {example} from the QR code on the judge's desk</source>
            <translation>die Anfrage muss JSON wie {example} aus dem QR-Code am Turnierleitertisch sein</translation>
        </message>
        <message>
            <source>there is nothing here</source>
            <translation>hier gibt es nichts</translation>
        </message>
        <message>
            <source>that method is not allowed here (the players' page only reads)</source>
            <translation>diese Methode ist hier nicht erlaubt (die Seite der Spieler liest nur)</translation>
        </message>
        <message>
            <source>a check-in code is 4 to 12 of the letters and digits {letters}</source>
            <translation>ein Anmeldecode besteht aus 4 bis 12 der Buchstaben und Ziffern {letters}</translation>
        </message>
        <message>
            <source>check-in must be like {example}</source>
            <translation>die Anmeldung muss wie {example} aussehen</translation>
        </message>
        <message>
            <source>check-in does not take {keys}</source>
            <translation>die Anmeldung nimmt {keys} nicht an</translation>
        </message>
        <message>
            <source>a no-show gets {choices}, not {given}</source>
            <translation>wer nicht erscheint, bekommt {choices}, nicht {given}</translation>
        </message>
        <message>
            <source>a late arrival joins by {choices}, not {given}</source>
            <translation>wer zu spät kommt, steigt per {choices} ein, nicht {given}</translation>
        </message>
        <message>
            <source>cannot listen on {address}: {why}</source>
            <translation>kann nicht auf {address} lauschen: {why}</translation>
        </message>
        <message>
            <source>the server did not start in time</source>
            <translation>der Server ist nicht rechtzeitig gestartet</translation>
        </message>
        <message>
            <source>the server could not start: {why}</source>
            <translation>der Server konnte nicht starten: {why}</translation>
        </message>
        <message>
            <source>only an event kept in a file, while it is served, has a judge code</source>
            <translation>nur ein in einer Datei gespeichertes Turnier hat, solange es bereitgestellt wird, einen Turnierleiter-Code</translation>
        </message>
        <message>
            <source>a judge station needs the judge code shown on the desk (File ▸ Serve)</source>
            <translation>eine Turnierleiter-Station braucht den Turnierleiter-Code, den der Turnierleitertisch zeigt (Datei ▸ Im lokalen Netzwerk bereitstellen)</translation>
        </message>
        <message>
            <source>that is not a judge station's token: join again with the judge code the desk shows</source>
            <translation>das ist nicht das Token einer Turnierleiter-Station: tritt erneut mit dem Turnierleiter-Code bei, den der Turnierleitertisch zeigt</translation>
        </message>
        <message>
            <source>the judge code only lets a station join: this station must join again (File ▸ Join an event on the network…) and act with the token the desk gives it</source>
            <translation>der Turnierleiter-Code lässt eine Station nur beitreten: diese Station muss erneut beitreten (Datei ▸ Einem Turnier im Netzwerk beitreten…) und mit dem Token handeln, das der Turnierleitertisch ihr gibt</translation>
        </message>
        <message>
            <source>this station's token is unknown or was revoked: join again with the judge code the desk shows</source>
            <translation>das Token dieser Station ist unbekannt oder wurde widerrufen: tritt erneut mit dem Turnierleiter-Code bei, den der Turnierleitertisch zeigt</translation>
        </message>
        <message>
            <source>that token was given to station {station}: a station acts in its own name</source>
            <translation>dieses Token wurde der Station {station} gegeben: eine Station handelt in ihrem eigenen Namen</translation>
        </message>
        <message>
            <source>  entry {seq} at {at}: {what}</source>
            <translation>  Eintrag {seq} um {at}: {what}</translation>
        </message>
        <message numerus="yes">
            <source>{holder} holds the event at epoch {epoch} and lacks %n entries this copy stored after entry {shared}; the copy is kept aside, unchanged, as {kept}, and a fresh copy is started. Re-enter these on {holder} if they count:</source>
            <translation>
                <numerusform>{holder} führt das Turnier in Epoche {epoch} und es fehlt ihm %n Eintrag, den diese Kopie nach Eintrag {shared} gespeichert hat; die Kopie wird unverändert als {kept} beiseitegelegt und eine neue Kopie begonnen. Tragen Sie ihn auf {holder} erneut ein, wenn er zählt:</numerusform>
                <numerusform>{holder} führt das Turnier in Epoche {epoch} und es fehlen ihm %n Einträge, die diese Kopie nach Eintrag {shared} gespeichert hat; die Kopie wird unverändert als {kept} beiseitegelegt und eine neue Kopie begonnen. Tragen Sie sie auf {holder} erneut ein, wenn sie zählen:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{holder} holds the event at epoch {epoch} and lacks %n entries this copy stored after entry {shared}; the copy is kept aside, unchanged, as {kept}, and a fresh copy is started. {holder} already has every action among them: nothing to re-enter</source>
            <translation>
                <numerusform>{holder} führt das Turnier in Epoche {epoch} und es fehlt ihm %n Eintrag, den diese Kopie nach Eintrag {shared} gespeichert hat; die Kopie wird unverändert als {kept} beiseitegelegt und eine neue Kopie begonnen. {holder} hat jede Aktion darunter schon: nichts erneut einzutragen</numerusform>
                <numerusform>{holder} führt das Turnier in Epoche {epoch} und es fehlen ihm %n Einträge, die diese Kopie nach Eintrag {shared} gespeichert hat; die Kopie wird unverändert als {kept} beiseitegelegt und eine neue Kopie begonnen. {holder} hat jede Aktion darunter schon: nichts erneut einzutragen</numerusform>
            </translation>
        </message>
        <message>
            <source>a standby copy holds every entry (to {held}): actions wait for it again</source>
            <translation>eine Sicherungskopie hat wieder jeden Eintrag (bis {held}): Aktionen warten wieder auf sie</translation>
        </message>
        <message>
            <source>could not ask the stations whether one took over ({error}): answering 'not known yet'</source>
            <translation>konnte die Stationen nicht fragen, ob eine übernommen hat ({error}): Antwort „noch nicht bekannt“</translation>
        </message>
        <message>
            <source>{holder} took the event over (epoch {epoch}, {url}): this desk answers nothing more as done and stands down</source>
            <translation>{holder} hat das Turnier übernommen (Epoche {epoch}, {url}): Dieser Turnierleitertisch meldet nichts mehr als erledigt und tritt zurück</translation>
        </message>
        <message>
            <source>{count} of them</source>
            <translation>{count} davon</translation>
        </message>
        <message>
            <source>of the {asked} stations in the log that could take the event over, some did not answer ({silent}): an action no copy stored is answered 'not known yet' until each answers (revoke a station that is gone for good)</source>
            <translation>von den {asked} Stationen im Protokoll, die das Turnier übernehmen könnten, haben einige nicht geantwortet ({silent}): eine Aktion, die keine Kopie gespeichert hat, wird mit „noch nicht bekannt“ beantwortet, bis jede antwortet (widerrufe eine Station, die endgültig weg ist)</translation>
        </message>
        <message>
            <source>no standby copy stored entry {seq} within {seconds} s: carrying on alone until one has caught up</source>
            <translation>keine Sicherungskopie hat Eintrag {seq} innerhalb von {seconds} s gespeichert: es geht allein weiter, bis eine aufgeholt hat</translation>
        </message>
        <message>
            <source>the event log needs the standby token that tableside serve printed</source>
            <translation>das Turnierprotokoll braucht das Standby-Token, das tableside serve ausgegeben hat</translation>
        </message>
        <message>
            <source>the server is still opening the event: try again</source>
            <translation>der Server öffnet das Turnier noch: versuche es erneut</translation>
        </message>
        <message>
            <source>that is not this server's standby token, nor a joined station's own token (a revoked station's no longer works)</source>
            <translation>das ist weder das Standby-Token dieses Servers noch das eigene Token einer beigetretenen Station (das einer widerrufenen Station gilt nicht mehr)</translation>
        </message>
        <message>
            <source>after must be a seq (0 or more), limit 1 to {limit}, wait 0 to {wait} seconds</source>
            <translation>after muss eine Eintragsnummer sein (0 oder mehr), limit 1 bis {limit}, wait 0 bis {wait} Sekunden</translation>
        </message>
        <message>
            <source>reports must be like {example}</source>
            <translation>reports muss wie {example} aussehen</translation>
        </message>
        <message>
            <source>reports do not take {keys}</source>
            <translation>die Meldungen nehmen {keys} nicht an</translation>
        </message>
        <message>
            <source>the time to confirm a report must be {least} to {most} seconds</source>
            <translation>die Zeit, eine Meldung zu bestätigen, muss {least} bis {most} Sekunden betragen</translation>
        </message>
        <message>
            <source>phones must be true or false</source>
            <translation>phones muss true oder false sein</translation>
        </message>
        <message>
            <source>the server's after_hash is not 64 hex digits</source>
            <translation>after_hash des Servers sind keine 64 Hexadezimalziffern</translation>
        </message>
        <message>
            <source>the server's answer has no head</source>
            <translation>die Antwort des Servers hat keinen head</translation>
        </message>
        <message>
            <source>the server's head hash is not 64 hex digits</source>
            <translation>der head-Hash des Servers sind keine 64 Hexadezimalziffern</translation>
        </message>
        <message>
            <source>the server's answer has no list of entries</source>
            <translation>die Antwort des Servers hat keine Liste von Einträgen</translation>
        </message>
        <message>
            <source>the server sent {count} entries in one page (at most {most})</source>
            <translation>der Server hat {count} Einträge auf einer Seite geschickt (höchstens {most})</translation>
        </message>
        <message>
            <source>the server sent something that is not an entry where entry {seq} should be</source>
            <translation>der Server hat dort, wo Eintrag {seq} stehen sollte, etwas geschickt, das kein Eintrag ist</translation>
        </message>
        <message>
            <source>could not save to {name}: an entry's data must be a JSON object, not {type}; nothing was written</source>
            <translation>konnte nicht in {name} speichern: die Daten eines Eintrags müssen ein JSON-Objekt sein, nicht {type}; nichts wurde geschrieben</translation>
        </message>
        <message>
            <source>could not save to {name}: the entry's data is not plain JSON ({reason}); nothing was written</source>
            <translation>konnte nicht in {name} speichern: die Daten des Eintrags sind kein einfaches JSON ({reason}); nichts wurde geschrieben</translation>
        </message>
        <message>
            <source>an entry whose number is {seq}, not a whole number</source>
            <translation>einen Eintrag mit der Nummer {seq}, keiner ganzen Zahl</translation>
        </message>
        <message>
            <source>entry {seq}</source>
            <translation>Eintrag {seq}</translation>
        </message>
        <message>
            <source>{entry}: expected entry {next} next (entries missing, repeated or out of order)</source>
            <translation>{entry}: als Nächstes wurde Eintrag {next} erwartet (Einträge fehlen, sind doppelt oder in falscher Reihenfolge)</translation>
        </message>
        <message>
            <source>{entry}: its id is not 32 hex digits</source>
            <translation>{entry}: seine id besteht nicht aus 32 Hexadezimalziffern</translation>
        </message>
        <message>
            <source>{entry}: its kind or time is malformed</source>
            <translation>{entry}: Art oder Zeit ist fehlerhaft</translation>
        </message>
        <message>
            <source>{entry}: its {field} is not 64 hex digits</source>
            <translation>{entry}: sein {field} besteht nicht aus 64 Hexadezimalziffern</translation>
        </message>
        <message>
            <source>{entry}: it is not chained to entry {last} before it (its prev_hash differs)</source>
            <translation>{entry}: er ist nicht mit dem vorigen Eintrag {last} verkettet (sein prev_hash weicht ab)</translation>
        </message>
        <message>
            <source>{entry}: its data is not plain JSON</source>
            <translation>{entry}: seine Daten sind kein einfaches JSON</translation>
        </message>
        <message>
            <source>{entry}: its hash does not match its contents (it was altered)</source>
            <translation>{entry}: sein Hash passt nicht zu seinem Inhalt (er wurde verändert)</translation>
        </message>
        <message>
            <source>entry {seq} ({kind} at {at})</source>
            <translation>Eintrag {seq} ({kind} um {at})</translation>
        </message>
        <message>
            <source>{name} refused {problem}; nothing from it on was written</source>
            <translation>{name} hat {problem} abgelehnt; ab dort wurde nichts geschrieben</translation>
        </message>
        <message>
            <source>the entry where entry {seq} should be</source>
            <translation>der Eintrag an der Stelle von Eintrag {seq}</translation>
        </message>
        <message>
            <source>{entry}: its seq is not a whole number</source>
            <translation>{entry}: seine seq ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>{entry}: its {key} is missing or not text</source>
            <translation>{entry}: {key} fehlt oder ist kein Text</translation>
        </message>
        <message>
            <source>{entry}: its data is not a JSON object</source>
            <translation>{entry}: seine data sind kein JSON-Objekt</translation>
        </message>
        <message>
            <source>{entry}: it has fields an entry does not have ({keys})</source>
            <translation>{entry}: er hat Felder, die ein Eintrag nicht hat ({keys})</translation>
        </message>
        <message>
            <source>a station's action takes only {fields}, not {keys}</source>
            <translation>die Aktion einer Station nimmt nur {fields}, nicht {keys}</translation>
        </message>
        <message>
            <source>each action needs an id made on the station (8 to 64 letters, digits, - or _)</source>
            <translation>jede Aktion braucht eine auf der Station erzeugte id (8 bis 64 Buchstaben, Ziffern, - oder _)</translation>
        </message>
        <message>
            <source>station must be the station's id (8 to 64 letters, digits, - or _)</source>
            <translation>station muss die id der Station sein (8 bis 64 Buchstaben, Ziffern, - oder _)</translation>
        </message>
        <message>
            <source>unknown kind {kind}: a station may send any action tableside apply accepts</source>
            <translation>unbekannte Art {kind}: eine Station darf jede Aktion senden, die tableside apply annimmt</translation>
        </message>
        <message>
            <source>data must be a JSON object (the action's fields)</source>
            <translation>data muss ein JSON-Objekt sein (die Felder der Aktion)</translation>
        </message>
        <message>
            <source>a station acts in its own name: data's station must be the sender's station id</source>
            <translation>eine Station handelt in eigenem Namen: station in data muss die Stations-id des Absenders sein</translation>
        </message>
        <message>
            <source>the serving desk sets {fields} itself: leave it out</source>
            <translation>der bereitstellende Turnierleitertisch setzt {fields} selbst: lass es weg</translation>
        </message>
        <message>
            <source>the serving desk sets {fields} itself: leave them out</source>
            <translation>der bereitstellende Turnierleitertisch setzt {fields} selbst: lass sie weg</translation>
        </message>
        <message>
            <source>the desk's answer has no ok and message</source>
            <translation>die Antwort des Turnierleitertischs hat kein ok und keine message</translation>
        </message>
        <message>
            <source>the desk's answer names an entry that is not a whole number</source>
            <translation>die Antwort des Turnierleitertischs nennt einen Eintrag, der keine ganze Zahl ist</translation>
        </message>
        <message>
            <source>the desk answered done without naming the entry it committed</source>
            <translation>der Turnierleitertisch hat erledigt geantwortet, ohne den geschriebenen Eintrag zu nennen</translation>
        </message>
        <message>
            <source>the desk's answer holds a station token that is not one</source>
            <translation>die Antwort des Turnierleitertischs enthält ein Stations-Token, das keines ist</translation>
        </message>
        <message>
            <source>the desk's answer has known or repeated that is not true or false</source>
            <translation>die Antwort des Turnierleitertischs hat known oder repeated, das nicht true oder false ist</translation>
        </message>
        <message>
            <source>{shown} and {more} more</source>
            <translation>{shown} und {more} weitere</translation>
        </message>
        <message>
            <source>the server's answer is not valid JSON</source>
            <translation>die Antwort des Servers ist kein gültiges JSON</translation>
        </message>
        <message>
            <source>the server's answer is not a JSON object</source>
            <translation>die Antwort des Servers ist kein JSON-Objekt</translation>
        </message>
        <message>
            <source>the server's {what} is not a whole number</source>
            <translation>{what} des Servers ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>the event file took too long to open</source>
            <translation>das Öffnen der Turnierdatei hat zu lange gedauert</translation>
        </message>
        <message>
            <source>{url} is not a server address like http://192.168.1.20:8765/</source>
            <translation>{url} ist keine Serveradresse wie http://192.168.1.20:8765/</translation>
        </message>
        <message>
            <source>{url} has a port that is not a number from 0 to 65535</source>
            <translation>{url} hat einen Port, der keine Zahl von 0 bis 65535 ist</translation>
        </message>
        <message>
            <source>{server} answered its status with something else</source>
            <translation>{server} hat auf die Statusabfrage mit etwas anderem geantwortet</translation>
        </message>
        <message>
            <source>{server} is not a Tableside desk serving judge stations ({why})</source>
            <translation>{server} ist kein Tableside-Turnierleitertisch, der Turnierleiter-Stationen bedient ({why})</translation>
        </message>
        <message>
            <source>{server} answered a join with something else</source>
            <translation>{server} hat auf einen Beitritt mit etwas anderem geantwortet</translation>
        </message>
        <message>
            <source>{server} answered a join without a station token</source>
            <translation>{server} hat auf einen Beitritt ohne Stations-Token geantwortet</translation>
        </message>
        <message>
            <source>{server} sent an answer over {mb} MB</source>
            <translation>{server} hat eine Antwort über {mb} MB geschickt</translation>
        </message>
        <message>
            <source>it is not a Tableside server serving its log</source>
            <translation>es ist kein Tableside-Server, der sein Protokoll bereitstellt</translation>
        </message>
        <message>
            <source>{server} is busy ({status}): {why}</source>
            <translation>{server} ist beschäftigt ({status}): {why}</translation>
        </message>
        <message>
            <source>{server} serves no event log (it is not tableside serve, or an older Tableside)</source>
            <translation>{server} stellt kein Turnierprotokoll bereit (es ist nicht tableside serve oder ein älteres Tableside)</translation>
        </message>
        <message>
            <source>{server} refused ({status}): {why}</source>
            <translation>{server} hat abgelehnt ({status}): {why}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>keine Antwort rechtzeitig</translation>
        </message>
        <message>
            <source>the server answered from entry {first}, not from entry {asked} as asked</source>
            <translation>der Server hat ab Eintrag {first} geantwortet, nicht wie erbeten ab Eintrag {asked}</translation>
        </message>
        <message>
            <source>the server's log has {head} entries, this copy {seq}: it is not the same event, or the server lost entries; the copy is left as it is</source>
            <translation>das Protokoll des Servers hat {head} Einträge, diese Kopie {seq}: es ist nicht dasselbe Turnier, oder der Server hat Einträge verloren; die Kopie bleibt, wie sie ist</translation>
        </message>
        <message>
            <source>the server's entry {seq} is not this copy's entry {seq}: it is not the same event, or an entry was changed; the copy is left as it is</source>
            <translation>Eintrag {seq} des Servers ist nicht Eintrag {seq} dieser Kopie: es ist nicht dasselbe Turnier, oder ein Eintrag wurde geändert; die Kopie bleibt, wie sie ist</translation>
        </message>
        <message>
            <source>the standby token</source>
            <translation>das Standby-Token</translation>
        </message>
        <message>
            <source>a standby token</source>
            <translation>ein Standby-Token</translation>
        </message>
        <message>
            <source>cannot write the standby token to {path} (another process wrote one)</source>
            <translation>das Standby-Token kann nicht nach {path} geschrieben werden (ein anderer Prozess hat eines geschrieben)</translation>
        </message>
        <message>
            <source>cannot write {what} to {path} ({why})</source>
            <translation>{what} kann nicht nach {path} geschrieben werden ({why})</translation>
        </message>
        <message>
            <source>cannot read {what} in {path} ({why})</source>
            <translation>{what} in {path} kann nicht gelesen werden ({why})</translation>
        </message>
        <message>
            <source>{path} does not hold {what}; delete it to make a new one</source>
            <translation>{path} enthält nicht {what}; lösche die Datei, um ein neues zu erzeugen</translation>
        </message>
        <message>
            <source>this station's id</source>
            <translation>die id dieser Station</translation>
        </message>
        <message>
            <source>a station id</source>
            <translation>eine Stations-id</translation>
        </message>
        <message>
            <source>name this station: --as NAME (the name judges see, e.g. "Bob's laptop")</source>
            <translation>benenne diese Station: --as NAME (der Name, den die Turnierleiter sehen, z. B. "Bobs Laptop")</translation>
        </message>
        <message>
            <source>this copy holds no event yet: it never received the event's first entry</source>
            <translation>diese Kopie enthält noch kein Turnier: sie hat den ersten Eintrag des Turniers nie erhalten</translation>
        </message>
        <message>
            <source>give the desk's address (http://HOST:PORT/) or paste the join link it shows</source>
            <translation>gib die Adresse des Turnierleitertischs an (http://HOST:PORT/) oder füge den Beitrittslink ein, den er zeigt</translation>
        </message>
        <message>
            <source>{address} is not the desk's address: it looks like http://192.168.1.20:8765/</source>
            <translation>{address} ist nicht die Adresse des Turnierleitertischs: sie sieht aus wie http://192.168.1.20:8765/</translation>
        </message>
        <message>
            <source>give the judge token the desk shows under File ▸ Serve (or paste the whole join link)</source>
            <translation>gib das Turnierleiter-Token an, das der Turnierleitertisch unter Datei ▸ Im lokalen Netzwerk bereitstellen zeigt (oder füge den ganzen Beitrittslink ein)</translation>
        </message>
        <message>
            <source>that is not a judge token: copy it whole from the desk's Local network panel</source>
            <translation>das ist kein Turnierleiter-Token: kopiere es vollständig aus dem Bereich Lokales Netzwerk des Turnierleitertischs</translation>
        </message>
        <message>
            <source>{hash} is not an event's identity</source>
            <translation>{hash} ist nicht die Kennung eines Turniers</translation>
        </message>
        <message>
            <source>the desk serves an event with no entries yet: create it first</source>
            <translation>der Turnierleitertisch stellt ein Turnier ohne Einträge bereit: lege es zuerst an</translation>
        </message>
        <message>
            <source>the station has not opened its copy of the event yet</source>
            <translation>die Station hat ihre Kopie des Turniers noch nicht geöffnet</translation>
        </message>
        <message>
            <source>the judge's desk at {url} cannot be reached ({why}): nothing was sent; this station shows the event as it last heard it</source>
            <translation>der Turnierleitertisch unter {url} ist nicht erreichbar ({why}): nichts wurde gesendet; diese Station zeigt das Turnier so, wie sie es zuletzt gehört hat</translation>
        </message>
        <message>
            <source>this station has not joined the judge's desk at {url} yet ({why}): nothing was sent</source>
            <translation>diese Station ist dem Turnierleitertisch unter {url} noch nicht beigetreten ({why}): nichts wurde gesendet</translation>
        </message>
        <message>
            <source>the desk committed it (entry {seq}), but this station's copy does not hold it yet; it shows as soon as it arrives</source>
            <translation>der Turnierleitertisch hat es geschrieben (Eintrag {seq}), aber die Kopie dieser Station hat es noch nicht; es erscheint, sobald es ankommt</translation>
        </message>
        <message>
            <source>it may have been saved there: look at the history</source>
            <translation>es wurde dort vielleicht gespeichert: sieh im Verlauf nach</translation>
        </message>
        <message>
            <source>nothing was sent</source>
            <translation>nichts wurde gesendet</translation>
        </message>
        <message>
            <source>the judge's desk at {url} cannot be reached ({why}); {lost}</source>
            <translation>der Turnierleitertisch unter {url} ist nicht erreichbar ({why}); {lost}</translation>
        </message>
        <message>
            <source>the judge's desk at {url} did not answer ({why}); it may have been saved there: look at the history when it is back</source>
            <translation>der Turnierleitertisch unter {url} hat nicht geantwortet ({why}); es wurde dort vielleicht gespeichert: sieh im Verlauf nach, wenn er wieder da ist</translation>
        </message>
        <message>
            <source>{file}: {problem}</source>
            <translation>{file}: {problem}</translation>
        </message>
        <message>
            <source>{file}, line {line}: {problem}</source>
            <translation>{file}, Zeile {line}: {problem}</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>kann nicht gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>is not a text file (it must be saved as UTF-8)</source>
            <translation>ist keine Textdatei (sie muss als UTF-8 gespeichert sein)</translation>
        </message>
        <message>
            <source>the stored timer rules</source>
            <translation>die gespeicherten Uhrenregeln</translation>
        </message>
        <message>
            <source>timer rules must be a table of settings, got {data}</source>
            <translation>Uhrenregeln müssen eine Tabelle von Einstellungen sein, nicht {data}</translation>
        </message>
        <message>
            <source>decision_order must list each decision kind once</source>
            <translation>decision_order muss jede Entscheidungsart genau einmal nennen</translation>
        </message>
        <message>
            <source>unknown setting {key} (settings: {keys})</source>
            <translation>unbekannte Einstellung {key} (Einstellungen: {keys})</translation>
        </message>
        <message>
            <source>player_timers is true but no decisions are listed</source>
            <translation>player_timers ist true, aber es sind keine Entscheidungen aufgeführt</translation>
        </message>
        <message>
            <source>round_end must be "together", "finish_turn", "turns:N" or "minutes:N" with N a whole number of at least 1, got {value}</source>
            <translation>round_end muss "together", "finish_turn", "turns:N" oder "minutes:N" sein, mit N einer ganzen Zahl von mindestens 1, nicht {value}</translation>
        </message>
        <message>
            <source>survivors must be "together" or "by_number", got {value}</source>
            <translation>survivors muss "together" oder "by_number" sein, nicht {value}</translation>
        </message>
        <message>
            <source>none listed</source>
            <translation>keine aufgeführt</translation>
        </message>
        <message>
            <source>turn_decision must name one of the decision kinds ({kinds}), got {value}</source>
            <translation>turn_decision muss eine der Entscheidungsarten nennen ({kinds}), nicht {value}</translation>
        </message>
        <message>
            <source>{what} must be true or false, got {value}</source>
            <translation>{what} muss true oder false sein, nicht {value}</translation>
        </message>
        <message>
            <source>{what} must be a whole number, got {value}</source>
            <translation>{what} muss eine ganze Zahl sein, nicht {value}</translation>
        </message>
        <message>
            <source>{what} must be at least {minimum}, got {value}</source>
            <translation>{what} muss mindestens {minimum} sein, nicht {value}</translation>
        </message>
        <message>
            <source>{what} must be a whole number of milliseconds, got {value}</source>
            <translation>{what} muss eine ganze Zahl von Millisekunden sein, nicht {value}</translation>
        </message>
        <message>
            <source>{what} is a length of time and cannot be negative, got {value}</source>
            <translation>{what} ist eine Zeitspanne und kann nicht negativ sein, nicht {value}</translation>
        </message>
        <message>
            <source>{what} must be longer than 0 ms</source>
            <translation>{what} muss länger als 0 ms sein</translation>
        </message>
        <message>
            <source>reward_ratio must be a number such as 0.5 or "1/2", got {value}</source>
            <translation>reward_ratio muss eine Zahl wie 0.5 oder "1/2" sein, nicht {value}</translation>
        </message>
        <message>
            <source>reward_ratio must be between 0 and 1, got {value}</source>
            <translation>reward_ratio muss zwischen 0 und 1 liegen, nicht {value}</translation>
        </message>
        <message>
            <source>decisions must be a table of decision kinds, e.g. [decisions.roll-dice]</source>
            <translation>decisions muss eine Tabelle von Entscheidungsarten sein, z. B. [decisions.roll-dice]</translation>
        </message>
        <message>
            <source>decision {key} must be a table with label and aux_ms, got {spec}</source>
            <translation>die Entscheidung {key} muss eine Tabelle mit label und aux_ms sein, nicht {spec}</translation>
        </message>
        <message>
            <source>decision {key} has unknown field {field} (fields: label, aux_ms)</source>
            <translation>die Entscheidung {key} hat das unbekannte Feld {field} (Felder: label, aux_ms)</translation>
        </message>
        <message>
            <source>decision {key} needs aux_ms (its auxiliary time in milliseconds)</source>
            <translation>die Entscheidung {key} braucht aux_ms (ihre Zusatzzeit in Millisekunden)</translation>
        </message>
        <message>
            <source>decision {key} needs a label in words, got {label}</source>
            <translation>die Entscheidung {key} braucht ein label in Worten, nicht {label}</translation>
        </message>
        <message>
            <source>{name} is open read-only; nothing can be added to it</source>
            <translation>{name} ist schreibgeschützt geöffnet; es kann nichts hinzugefügt werden</translation>
        </message>
        <message>
            <source>{entry}: its id is already in the log</source>
            <translation>{entry}: seine id steht schon im Protokoll</translation>
        </message>
        <message>
            <source>{name} is open read-only; its snapshot cannot be saved</source>
            <translation>{name} ist schreibgeschützt geöffnet; ihr Zwischenstand kann nicht gespeichert werden</translation>
        </message>
        <message>
            <source>{name} is closed</source>
            <translation>{name} ist geschlossen</translation>
        </message>
        <message>
            <source>{name} does not exist</source>
            <translation>{name} existiert nicht</translation>
        </message>
        <message>
            <source>{name} cannot be created (its folder {folder} does not exist)</source>
            <translation>{name} kann nicht angelegt werden (ihr Ordner {folder} existiert nicht)</translation>
        </message>
        <message>
            <source>entry {seq} ({kind} at {at}): the file would not take it as the next link ({reason})</source>
            <translation>Eintrag {seq} ({kind} um {at}): die Datei nahm ihn nicht als nächstes Glied an ({reason})</translation>
        </message>
        <message>
            <source>{what} while Tableside had it open: it takes no more actions, and a copy of the event could not be written ({reason}); keep Tableside open and call for help before closing it</source>
            <translation>{what}, während Tableside sie geöffnet hatte: sie nimmt keine Aktionen mehr an, und eine Kopie des Turniers konnte nicht geschrieben werden ({reason}); lass Tableside offen und hol Hilfe, bevor du es schließt</translation>
        </message>
        <message>
            <source>{what} while Tableside had it open: it takes no more actions, and the whole event as it stood is now in {copy}; serve that file to go on</source>
            <translation>{what}, während Tableside sie geöffnet hatte: sie nimmt keine Aktionen mehr an, und das ganze Turnier, wie es stand, ist jetzt in {copy}; stelle diese Datei bereit, um weiterzumachen</translation>
        </message>
        <message>
            <source>could not save to {name}: the disk failed while saving, and what it kept cannot be read back; nothing more is saved until the event is opened again</source>
            <translation>konnte nicht in {name} speichern: der Datenträger ist beim Speichern ausgefallen, und was er behalten hat, kann nicht zurückgelesen werden; nichts wird mehr gespeichert, bis das Turnier erneut geöffnet wird</translation>
        </message>
        <message>
            <source>{name}: entry {seq} cannot be read (its data is not valid JSON); run verify on this file</source>
            <translation>{name}: Eintrag {seq} kann nicht gelesen werden (seine Daten sind kein gültiges JSON); führe verify für diese Datei aus</translation>
        </message>
        <message>
            <source>{name} cannot be read (permission denied on its folder)</source>
            <translation>{name} kann nicht gelesen werden (kein Zugriff auf ihren Ordner)</translation>
        </message>
        <message>
            <source>{name} cannot be read ({reason})</source>
            <translation>{name} kann nicht gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>{name} is a folder, not a Tableside event file</source>
            <translation>{name} ist ein Ordner, keine Tableside-Turnierdatei</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (not a regular file)</source>
            <translation>{name} ist keine Tableside-Turnierdatei (keine gewöhnliche Datei)</translation>
        </message>
        <message>
            <source>{name} cannot be read (permission denied)</source>
            <translation>{name} kann nicht gelesen werden (kein Zugriff)</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (it is empty)</source>
            <translation>{name} ist keine Tableside-Turnierdatei (sie ist leer)</translation>
        </message>
        <message>
            <source>{name} is damaged: it is cut short ({size} bytes, less than an SQLite header)</source>
            <translation>{name} ist beschädigt: sie ist abgeschnitten ({size} Bytes, weniger als ein SQLite-Kopf)</translation>
        </message>
        <message>
            <source>{name} is damaged: it is cut short ({size} of {whole} bytes)</source>
            <translation>{name} ist beschädigt: sie ist abgeschnitten ({size} von {whole} Bytes)</translation>
        </message>
        <message>
            <source>{name} was written by a newer Tableside (schema {version}); this version reads up to {newest}</source>
            <translation>{name} wurde von einem neueren Tableside geschrieben (Schema {version}); diese Version liest bis Schema {newest}</translation>
        </message>
        <message>
            <source>{name} is damaged: it is marked as a Tableside event file but has no schema version</source>
            <translation>{name} ist beschädigt: sie ist als Tableside-Turnierdatei markiert, hat aber keine Schemaversion</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing (permission denied); open it read-only to look</source>
            <translation>{name} kann nicht zum Schreiben geöffnet werden (kein Zugriff); öffne sie schreibgeschützt, um sie anzusehen</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing ({reason}); open it read-only to look</source>
            <translation>{name} kann nicht zum Schreiben geöffnet werden ({reason}); öffne sie schreibgeschützt, um sie anzusehen</translation>
        </message>
        <message>
            <source>{name} was written by an older Tableside (schema {version}); open it for writing once to upgrade it</source>
            <translation>{name} wurde von einem älteren Tableside geschrieben (Schema {version}); öffne sie einmal zum Schreiben, um sie zu aktualisieren</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened (its {tables} tables are missing)</source>
            <translation>{name} ist beschädigt und kann nicht geöffnet werden (die Tabellen {tables} fehlen)</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened (its {table} table is missing)</source>
            <translation>{name} ist beschädigt und kann nicht geöffnet werden (die Tabelle {table} fehlt)</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing (SQLite would not use its write-ahead log here)</source>
            <translation>{name} kann nicht zum Schreiben geöffnet werden (SQLite konnte hier sein Write-Ahead-Log nicht verwenden)</translation>
        </message>
        <message>
            <source>{name} could not be created (SQLite left its new content in {wal})</source>
            <translation>{name} konnte nicht angelegt werden (SQLite hat den neuen Inhalt in {wal} gelassen)</translation>
        </message>
        <message>
            <source>{name} could not be created ({reason})</source>
            <translation>{name} konnte nicht angelegt werden ({reason})</translation>
        </message>
        <message>
            <source>{name} needs an upgrade from schema {version} to {newest}, but it could not be copied to {copy} first ({reason}); the file is unchanged</source>
            <translation>{name} muss von Schema {version} auf {newest} aktualisiert werden, konnte aber vorher nicht nach {copy} kopiert werden ({reason}); die Datei ist unverändert</translation>
        </message>
        <message>
            <source>{name} could not be upgraded from schema {version} to {newest} ({reason}); the file is unchanged, and a copy was kept at {copy}</source>
            <translation>{name} konnte nicht von Schema {version} auf {newest} aktualisiert werden ({reason}); die Datei ist unverändert, und eine Kopie liegt unter {copy}</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>kein Zugriff</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing: its lock file {lock} cannot be created ({reason}); open it read-only to look</source>
            <translation>{name} kann nicht zum Schreiben geöffnet werden: ihre Sperrdatei {lock} kann nicht angelegt werden ({reason}); öffne sie schreibgeschützt, um sie anzusehen</translation>
        </message>
        <message>
            <source>{name} is open in another Tableside (one writer at a time); open it read-only to look</source>
            <translation>{name} ist in einem anderen Tableside geöffnet (nur einer kann gleichzeitig schreiben); öffne sie schreibgeschützt, um sie anzusehen</translation>
        </message>
        <message>
            <source>{name} cannot be opened ({reason})</source>
            <translation>{name} kann nicht geöffnet werden ({reason})</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (not an SQLite database)</source>
            <translation>{name} ist keine Tableside-Turnierdatei (keine SQLite-Datenbank)</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (an SQLite database of another application)</source>
            <translation>{name} ist keine Tableside-Turnierdatei (eine SQLite-Datenbank eines anderen Programms)</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened ({problem})</source>
            <translation>{name} ist beschädigt und kann nicht geöffnet werden ({problem})</translation>
        </message>
        <message>
            <source>could not save to {name}: the disk is full; nothing was written</source>
            <translation>konnte nicht in {name} speichern: der Datenträger ist voll; nichts wurde geschrieben</translation>
        </message>
        <message>
            <source>could not save to {name}: the file cannot be written (it or its folder may be read-only); nothing was written</source>
            <translation>konnte nicht in {name} speichern: die Datei kann nicht geschrieben werden (sie oder ihr Ordner ist vielleicht schreibgeschützt); nichts wurde geschrieben</translation>
        </message>
        <message>
            <source>could not save to {name}: another program is using the file; nothing was written</source>
            <translation>konnte nicht in {name} speichern: ein anderes Programm verwendet die Datei; nichts wurde geschrieben</translation>
        </message>
        <message>
            <source>could not save to {name}: {reason}; nothing was written</source>
            <translation>konnte nicht in {name} speichern: {reason}; nichts wurde geschrieben</translation>
        </message>
        <message>
            <source>a shipped {kind} preset is already called {name}; rename the file to use it</source>
            <translation>eine mitgelieferte Vorlage ({kind}) heißt schon {name}; benenne die Datei um, um sie zu verwenden</translation>
        </message>
        <message>
            <source>unknown preset kind {kind} (kinds: {kinds})</source>
            <translation>unbekannte Vorlagenart {kind} (Arten: {kinds})</translation>
        </message>
        <message>
            <source>a preset file needs a name before .toml</source>
            <translation>eine Vorlagendatei braucht einen Namen vor .toml</translation>
        </message>
        <message>
            <source>unknown setting {key} (a scoring preset has: {keys})</source>
            <translation>unbekannte Einstellung {key} (eine Wertungsvorlage hat: {keys})</translation>
        </message>
        <message>
            <source>unknown scoring system {name} (known: {known})</source>
            <translation>unbekannte Wertung {name} (bekannt: {known})</translation>
        </message>
        <message>
            <source>options must be a table, e.g. [options], got {options}</source>
            <translation>options muss eine Tabelle sein, z. B. [options], nicht {options}</translation>
        </message>
        <message>
            <source>label must be some words, got {label}</source>
            <translation>label muss aus ein paar Worten bestehen, nicht {label}</translation>
        </message>
        <message>
            <source>description must be text, got {description}</source>
            <translation>description muss Text sein, nicht {description}</translation>
        </message>
        <message>
            <source>table_sizes must list whole table sizes of 2 or more, got {sizes}</source>
            <translation>table_sizes muss ganze Tischgrößen von 2 oder mehr aufzählen, nicht {sizes}</translation>
        </message>
        <message>
            <source>a shipped {kind} preset is already called {name}; rename the file before importing it</source>
            <translation>eine mitgelieferte Vorlage ({kind}) heißt schon {name}; benenne die Datei vor dem Importieren um</translation>
        </message>
        <message>
            <source>you already have a {kind} preset called {name}</source>
            <translation>du hast schon eine Vorlage ({kind}) namens {name}</translation>
        </message>
        <message>
            <source>options for {name} must be an object, got {options}</source>
            <translation>die Optionen für {name} müssen ein Objekt sein, nicht {options}</translation>
        </message>
        <message>
            <source>contribution has no percentages for {size} players (it has rows for {counts}); add a row for {size} in the event's percentages</source>
            <translation>contribution hat keine Prozentsätze für {size} Spieler (es gibt Zeilen für {counts}); füge in den Prozentsätzen des Turniers eine Zeile für {size} hinzu</translation>
        </message>
        <message>
            <source>contribution option percentages must map a player count to a list</source>
            <translation>die Option percentages von contribution muss jeder Spielerzahl eine Liste zuordnen</translation>
        </message>
        <message>
            <source>contribution percentages: {key} is not a player count</source>
            <translation>Prozentsätze von contribution: {key} ist keine Spielerzahl</translation>
        </message>
        <message>
            <source>contribution percentages: a game has at least 2 players, not {size}</source>
            <translation>Prozentsätze von contribution: eine Partie hat mindestens 2 Spieler, nicht {size}</translation>
        </message>
        <message>
            <source>contribution percentages for {size} players need {size} values, first place first</source>
            <translation>die Prozentsätze von contribution für {size} Spieler brauchen {size} Werte, den ersten Platz zuerst</translation>
        </message>
        <message>
            <source>contribution percentage for {size} players</source>
            <translation>Prozentsatz von contribution für {size} Spieler</translation>
        </message>
        <message>
            <source>contribution percentages for {size} players must be 100 or less</source>
            <translation>die Prozentsätze von contribution für {size} Spieler dürfen höchstens 100 sein</translation>
        </message>
        <message>
            <source>{system} option {option}</source>
            <translation>Option {option} von {system}</translation>
        </message>
        <message>
            <source>{what} must be a finite number, got {value}</source>
            <translation>{what} muss eine endliche Zahl sein, nicht {value}</translation>
        </message>
        <message>
            <source>{what} must be a number, got {value}</source>
            <translation>{what} muss eine Zahl sein, nicht {value}</translation>
        </message>
        <message>
            <source>{what} must be greater than 0, got {value}</source>
            <translation>{what} muss größer als 0 sein, nicht {value}</translation>
        </message>
        <message>
            <source>{system} has no option {option} (options: {allowed})</source>
            <translation>{system} hat keine Option {option} (Optionen: {allowed})</translation>
        </message>
        <message>
            <source>placement has no points for a table of {size} players (it has points for tables of {sizes}); add a list of {size} values, first place first, as "{size}" in the option points</source>
            <translation>placement hat keine Punkte für einen Tisch mit {size} Spielern (es gibt Punkte für Tische mit {sizes}); füge eine Liste mit {size} Werten, den ersten Platz zuerst, als "{size}" in der Option points hinzu</translation>
        </message>
        <message>
            <source>placement points</source>
            <translation>Punkte von placement</translation>
        </message>
        <message>
            <source>placement points list the table size {size} twice</source>
            <translation>die Punkte von placement nennen die Tischgröße {size} zweimal</translation>
        </message>
        <message>
            <source>placement points for {size} players</source>
            <translation>Punkte von placement für {size} Spieler</translation>
        </message>
        <message>
            <source>{what} must be a list, first place first</source>
            <translation>{what} müssen eine Liste sein, den ersten Platz zuerst</translation>
        </message>
        <message>
            <source>placement option points must be a non-empty list, first place first (e.g. {one}), or one such list per table size (e.g. {each})</source>
            <translation>die Option points von placement muss eine nicht leere Liste sein, den ersten Platz zuerst (z. B. {one}), oder eine solche Liste je Tischgröße (z. B. {each})</translation>
        </message>
        <message>
            <source>placement points: {key} is not a table size</source>
            <translation>Punkte von placement: {key} ist keine Tischgröße</translation>
        </message>
        <message>
            <source>placement points: a table has at least 2 players, not {size}</source>
            <translation>Punkte von placement: ein Tisch hat mindestens 2 Spieler, nicht {size}</translation>
        </message>
        <message>
            <source>{what} need {size} values, one per place, first place first; got {count}</source>
            <translation>{what} brauchen {size} Werte, einen je Platz, den ersten Platz zuerst; es sind {count}</translation>
        </message>
        <message>
            <source>{what}, place {place}</source>
            <translation>{what}, Platz {place}</translation>
        </message>
        <message>
            <source>{system} needs the option x (average points per game)</source>
            <translation>{system} braucht die Option x (durchschnittliche Punkte pro Partie)</translation>
        </message>
        <message>
            <source>Could not read the settings file {path}: {reason}. Using defaults.</source>
            <translation>Die Einstellungsdatei {path} konnte nicht gelesen werden: {reason}. Es gelten die Standardeinstellungen.</translation>
        </message>
        <message>
            <source>The settings file {path} was broken ({reason}); it was kept as {aside} and Tableside started with default settings.</source>
            <translation>Die Einstellungsdatei {path} war fehlerhaft ({reason}); sie wurde als {aside} aufbewahrt, und Tableside startete mit den Standardeinstellungen.</translation>
        </message>
        <message>
            <source>{what} is not UTF-8 text (byte {byte}); save it as CSV UTF-8</source>
            <translation>{what} ist kein UTF-8-Text (Byte {byte}); speichere sie als CSV UTF-8</translation>
        </message>
        <message>
            <source>line {line}: this line cannot be read as CSV ({reason})</source>
            <translation>Zeile {line}: diese Zeile kann nicht als CSV gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>line {line}: {problem}</source>
            <translation>Zeile {line}: {problem}</translation>
        </message>
        <message>
            <source>and {more} more</source>
            <translation>und {more} weitere</translation>
        </message>
        <message>
            <source>no ratings were read: {problems}</source>
            <translation>es wurden keine Wertungen gelesen: {problems}</translation>
        </message>
        <message>
            <source>the ratings file</source>
            <translation>die Wertungsdatei</translation>
        </message>
        <message>
            <source>{count} column(s) where a name and a rating were expected</source>
            <translation>{count} Spalte(n), wo ein Name und eine Wertung erwartet wurden</translation>
        </message>
        <message>
            <source>{count} column(s) where a name and a rating (and the log head) were expected</source>
            <translation>{count} Spalte(n), wo ein Name und eine Wertung (und der Protokollkopf) erwartet wurden</translation>
        </message>
        <message>
            <source>the rating {rating} is not a whole number of at least 0</source>
            <translation>die Wertung {rating} ist keine ganze Zahl von mindestens 0</translation>
        </message>
        <message>
            <source>The event file {name} was replaced by another file</source>
            <translation>Die Turnierdatei {name} wurde durch eine andere Datei ersetzt</translation>
        </message>
        <message>
            <source>The folder of the event file {name} is gone (unmounted, moved or deleted)</source>
            <translation>Der Ordner der Turnierdatei {name} ist weg (ausgehängt, verschoben oder gelöscht)</translation>
        </message>
        <message>
            <source>The event file {name} was deleted or moved away</source>
            <translation>Die Turnierdatei {name} wurde gelöscht oder verschoben</translation>
        </message>
    </context>
    <context>
        <name>new_event_dialog</name>
        <message>
            <source>Table points (document 000): 6·(2M−P−J)/(M−1)</source>
            <translation>Tischpunkte (Dokument 000): 6·(2M−P−J)/(M−1)</translation>
        </message>
        <message>
            <source>RPLOPS v1 (document 001)</source>
            <translation>RPLOPS v1 (Dokument 001)</translation>
        </message>
        <message>
            <source>RPLOPS v2 (document 001)</source>
            <translation>RPLOPS v2 (Dokument 001)</translation>
        </message>
        <message>
            <source>Contribution rating (document 002)</source>
            <translation>Beitragswertung (Dokument 002)</translation>
        </message>
        <message>
            <source>Placement: fixed points per place</source>
            <translation>Platzierung: feste Punkte je Platz</translation>
        </message>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>New event</source>
            <translation>Neues Turnier</translation>
        </message>
        <message>
            <source>e.g. Autumn Cup 2026</source>
            <translation>z. B. Herbstpokal 2026</translation>
        </message>
        <message>
            <source>Event name</source>
            <translation>Name des Turniers</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>%1 (your preset)</source>
            <translation>%1 (Ihre Vorlage)</translation>
        </message>
        <message>
            <source>Scoring preset</source>
            <translation>Wertungsvorlage</translation>
        </message>
        <message>
            <source>Scoring system</source>
            <translation>Wertungssystem</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Timer preset</source>
            <translation>Uhrenvorlage</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Round length</source>
            <translation>Rundendauer</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <source>Event file</source>
            <translation>Turnierdatei</translation>
        </message>
        <message>
            <source>Create event</source>
            <translation>Turnier erstellen</translation>
        </message>
        <message>
            <source>No options</source>
            <translation>Keine Optionen</translation>
        </message>
        <message>
            <source>Weight by the game's usual length</source>
            <translation>Nach der üblichen Spieldauer gewichten</translation>
        </message>
        <message>
            <source>x (average points)</source>
            <translation>x (Durchschnittspunkte)</translation>
        </message>
        <message>
            <source>Default hours</source>
            <translation>Standardstunden</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Import ratings (CSV)…</source>
            <translation>Wertungen importieren (CSV)…</translation>
        </message>
        <message>
            <source>The ratings an earlier event exported (name,rating): its players start from them here</source>
            <translation>Die Wertungen, die ein früheres Turnier exportiert hat (Name,Wertung): Seine Spieler starten hier damit</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Leeren</translation>
        </message>
        <message>
            <source>Ratings brought in:</source>
            <translation>Übernommene Wertungen:</translation>
        </message>
        <message>
            <source>Start rating</source>
            <translation>Startwertung</translation>
        </message>
        <message>
            <source>Bonus after playing more than</source>
            <translation>Bonus nach mehr als</translation>
        </message>
        <message>
            <source>One table size: 12, 8, 4, 0. A list per size: 4: 12, 8, 4, 0; 3: 12, 6, 0</source>
            <translation>Eine Tischgröße: 12, 8, 4, 0. Eine Liste je Größe: 4: 12, 8, 4, 0; 3: 12, 6, 0</translation>
        </message>
        <message>
            <source>Points, first place first</source>
            <translation>Punkte, erster Platz zuerst</translation>
        </message>
        <message>
            <source>Import ratings from an earlier event</source>
            <translation>Wertungen aus einem früheren Turnier importieren</translation>
        </message>
        <message>
            <source>%1: %2. Nothing was imported.</source>
            <translation>%1: %2. Nichts wurde importiert.</translation>
        </message>
        <message>
            <source>%1 cannot be read: %2. Nothing was imported.</source>
            <translation>%1 kann nicht gelesen werden: %2. Nichts wurde importiert.</translation>
        </message>
        <message>
            <source>%1 has no ratings in it. Nothing was imported.</source>
            <translation>%1 enthält keine Wertungen. Nichts wurde importiert.</translation>
        </message>
        <message>
            <source>None: every player starts at the start rating.</source>
            <translation>Keine: Jeder Spieler startet mit der Startwertung.</translation>
        </message>
        <message numerus="yes">
            <source>%n rating(s)%1; the others start at the start rating.</source>
            <translation>
                <numerusform>%n Wertung%1; die anderen starten mit der Startwertung.</numerusform>
                <numerusform>%n Wertungen%1; die anderen starten mit der Startwertung.</numerusform>
            </translation>
        </message>
        <message>
            <source>Tableside events (*.tableside)</source>
            <translation>Tableside-Turniere (*.tableside)</translation>
        </message>
        <message>
            <source>Give the event a name.</source>
            <translation>Geben Sie dem Turnier einen Namen.</translation>
        </message>
        <message>
            <source>The scoring options are not right: %1.</source>
            <translation>Die Wertungsoptionen stimmen nicht: %1.</translation>
        </message>
        <message>
            <source>Choose where to save the event file.</source>
            <translation>Wählen Sie, wo die Turnierdatei gespeichert wird.</translation>
        </message>
        <message>
            <source>%1 already exists; choose another name or open it instead.</source>
            <translation>%1 existiert bereits; wählen Sie einen anderen Namen oder öffnen Sie die Datei.</translation>
        </message>
    </context>
    <context>
        <name>numbers_dialog</name>
        <message>
            <source>Table %1: the numbers</source>
            <translation>Tisch %1: die Zahlen</translation>
        </message>
        <message>
            <source>Enter each remaining player's number (assets, victory points). The highest number ranks first; equal numbers share the place.</source>
            <translation>Tragen Sie für jeden verbliebenen Spieler seine Zahl ein (Vermögen, Siegpunkte). Die höchste Zahl steht vorn; gleiche Zahlen teilen sich den Platz.</translation>
        </message>
        <message>
            <source>%1's number must be a whole number.</source>
            <translation>Die Zahl von %1 muss eine ganze Zahl sein.</translation>
        </message>
        <message>
            <source>Nothing was entered.</source>
            <translation>Es wurde nichts eingetragen.</translation>
        </message>
    </context>
    <context>
        <name>panel_dialog</name>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>pdf_seating</name>
        <message>
            <source>could not write the PDF %1</source>
            <translation>das PDF %1 konnte nicht geschrieben werden</translation>
        </message>
        <message>
            <source>the round has no tables yet; seat it first</source>
            <translation>die Runde hat noch keine Tische; setzen Sie sie zuerst</translation>
        </message>
        <message>
            <source>Event log %1 · check the event file with: tableside verify FILE --expect %1</source>
            <translation>Turnierprotokoll %1 · die Turnierdatei prüfen mit: tableside verify FILE --expect %1</translation>
        </message>
        <message>
            <source>%1 — round %2: seating and result slips</source>
            <translation>%1 — Runde %2: Sitzplan und Ergebniszettel</translation>
        </message>
        <message>
            <source>Round %1: find your table</source>
            <translation>Runde %1: Finde deinen Tisch</translation>
        </message>
        <message>
            <source>%1 · players by name%2</source>
            <translation>%1 · Spieler nach Name%2</translation>
        </message>
        <message>
            <source>Result slip — Table %1</source>
            <translation>Ergebniszettel — Tisch %1</translation>
        </message>
        <message>
            <source>Event log %1</source>
            <translation>Turnierprotokoll %1</translation>
        </message>
        <message numerus="yes">
            <source>Rounding remainder at this table: %n rating point(s) (losses − gains)</source>
            <translation>
                <numerusform>Rundungsrest an diesem Tisch: %n Wertungspunkt (Verluste − Gewinne)</numerusform>
                <numerusform>Rundungsrest an diesem Tisch: %n Wertungspunkte (Verluste − Gewinne)</numerusform>
            </translation>
        </message>
        <message>
            <source>Judge's signature:</source>
            <translation>Unterschrift Turnierleiter:</translation>
        </message>
    </context>
    <context>
        <name>player_row</name>
        <message>
            <source>Select for “Out together”</source>
            <translation>Für „Gemeinsam raus“ auswählen</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Raus</translation>
        </message>
        <message>
            <source>Decide: %1</source>
            <translation>Entscheiden: %1</translation>
        </message>
        <message>
            <source>Decide: start a decision for %1 (Ctrl+%2)</source>
            <translation>Entscheiden: eine Entscheidung für %1 starten (Strg+%2)</translation>
        </message>
        <message>
            <source>Decide: start a decision for %1</source>
            <translation>Entscheiden: eine Entscheidung für %1 starten</translation>
        </message>
        <message>
            <source>Pause?</source>
            <translation>Pause?</translation>
        </message>
        <message>
            <source>This player asks for a pause: opens the vote</source>
            <translation>Dieser Spieler bittet um eine Pause: öffnet die Abstimmung</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>if out now: &lt;b&gt;{}&lt;/b&gt;</source>
            <translation>wenn jetzt raus: &lt;b&gt;{}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>if together: &lt;b&gt;{}&lt;/b&gt;</source>
            <translation>wenn gemeinsam: &lt;b&gt;{}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Select %1</source>
            <translation>%1 auswählen</translation>
        </message>
        <message>
            <source>Points for this game</source>
            <translation>Punkte für dieses Spiel</translation>
        </message>
        <message>
            <source>What leaving now, together with the other ticked players (Out together), would give this player</source>
            <translation>Was ein Ausscheiden jetzt, gemeinsam mit den anderen angekreuzten Spielern (Gemeinsam raus), diesem Spieler bringen würde</translation>
        </message>
        <message>
            <source>What leaving now, alone, would give this player</source>
            <translation>Was ein Ausscheiden jetzt, allein, diesem Spieler bringen würde</translation>
        </message>
    </context>
    <context>
        <name>players_panel</name>
        <message>
            <source>Player lists (*.csv *.txt);;All files (*)</source>
            <translation>Spielerlisten (*.csv *.txt);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Add a player (late entries too)</source>
            <translation>Einen Spieler hinzufügen (auch Nachmeldungen)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>Diese Runde</translation>
        </message>
        <message>
            <source>New name for the chosen player</source>
            <translation>Neuer Name für den gewählten Spieler</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Umbenennen</translation>
        </message>
        <message>
            <source>Drop</source>
            <translation>Abmelden</translation>
        </message>
        <message>
            <source>The player keeps their results in the standings and is never seated again</source>
            <translation>Der Spieler behält seine Ergebnisse in der Tabelle und wird nie wieder gesetzt</translation>
        </message>
        <message>
            <source>Import a list from a CSV file: one name per line, or a first line naming the columns (the name column is read, an id column too, the others are ignored)</source>
            <translation>Eine Liste aus einer CSV-Datei importieren: ein Name pro Zeile oder eine erste Zeile mit den Spaltennamen (die Namensspalte wird gelesen, eine ID-Spalte auch, die anderen werden ignoriert)</translation>
        </message>
        <message>
            <source>Refuse names already taken</source>
            <translation>Schon vergebene Namen ablehnen</translation>
        </message>
        <message>
            <source>Number them: Ana (2)</source>
            <translation>Durchnummerieren: Ana (2)</translation>
        </message>
        <message>
            <source>Import from CSV…</source>
            <translation>Aus CSV importieren…</translation>
        </message>
        <message>
            <source>Duplicate names:</source>
            <translation>Doppelte Namen:</translation>
        </message>
        <message>
            <source>dropped</source>
            <translation>abgemeldet</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>Freilos</translation>
        </message>
        <message>
            <source>table %1</source>
            <translation>Tisch %1</translation>
        </message>
        <message>
            <source>not seated</source>
            <translation>nicht gesetzt</translation>
        </message>
        <message>
            <source>Type the player's name first.</source>
            <translation>Geben Sie zuerst den Namen des Spielers ein.</translation>
        </message>
        <message>
            <source>move them to a table in Seating before the round starts</source>
            <translation>setzen Sie ihn im Sitzplan an einen Tisch, bevor die Runde beginnt</translation>
        </message>
        <message>
            <source>they are seated from the next round on</source>
            <translation>er wird ab der nächsten Runde gesetzt</translation>
        </message>
        <message>
            <source>%1 is registered as a late entry: %2.</source>
            <translation>%1 ist als Nachmeldung angemeldet: %2.</translation>
        </message>
        <message>
            <source>Choose a player in the list first.</source>
            <translation>Wählen Sie zuerst einen Spieler in der Liste.</translation>
        </message>
        <message>
            <source>%1 is now %2.</source>
            <translation>%1 heißt jetzt %2.</translation>
        </message>
        <message>
            <source>%1 is dropped: kept in the standings, never seated again (the history can undo it).</source>
            <translation>%1 ist abgemeldet: bleibt in der Tabelle, wird nie wieder gesetzt (der Verlauf kann es zurücknehmen).</translation>
        </message>
        <message>
            <source>Import players from a CSV file</source>
            <translation>Spieler aus einer CSV-Datei importieren</translation>
        </message>
        <message>
            <source>Could not read %1: %2. Nothing was imported.</source>
            <translation>%1 konnte nicht gelesen werden: %2. Nichts wurde importiert.</translation>
        </message>
        <message>
            <source>Line %1: %2</source>
            <translation>Zeile %1: %2</translation>
        </message>
        <message numerus="yes">
            <source>and %n more.</source>
            <translation>
                <numerusform>und %n weitere.</numerusform>
                <numerusform>und %n weitere.</numerusform>
            </translation>
        </message>
        <message>
            <source>
(To import repeated names as “Ana (2)”, choose “Number them” and import again.)</source>
            <translation>
(Um wiederholte Namen als „Ana (2)“ zu importieren, wählen Sie „Durchnummerieren“ und importieren Sie erneut.)</translation>
        </message>
        <message>
            <source>Nothing was imported. Fix the file and import it again:
</source>
            <translation>Nichts wurde importiert. Korrigieren Sie die Datei und importieren Sie sie erneut:
</translation>
        </message>
        <message>
            <source>Nothing was imported: %1.</source>
            <translation>Nichts wurde importiert: %1.</translation>
        </message>
        <message>
            <source>The file lists no players; nothing was imported.</source>
            <translation>Die Datei enthält keine Spieler; nichts wurde importiert.</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s).</source>
            <translation>
                <numerusform>%n Spieler importiert.</numerusform>
                <numerusform>%n Spieler importiert.</numerusform>
            </translation>
        </message>
        <message>
            <source>Numbered: %1.</source>
            <translation>Durchnummeriert: %1.</translation>
        </message>
    </context>
    <context>
        <name>presets_dialog</name>
        <message>
            <source>Presets (*.toml);;All files (*)</source>
            <translation>Vorlagen (*.toml);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Presets: scoring and timers</source>
            <translation>Vorlagen: Wertung und Uhren</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>What it is</source>
            <translation>Was sie ist</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Herkunft</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ These files could not be read and are left out:&lt;/b&gt;</source>
            <translation>&lt;b&gt;⚠ Diese Dateien konnten nicht gelesen werden und wurden weggelassen:&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importieren…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Delete one of your own presets (shipped ones stay)</source>
            <translation>Eine Ihrer eigenen Vorlagen löschen (mitgelieferte bleiben)</translation>
        </message>
        <message>
            <source>Open my presets folder</source>
            <translation>Meinen Vorlagenordner öffnen</translation>
        </message>
        <message>
            <source>You already have a preset called %1. Replace it with %2?</source>
            <translation>Sie haben bereits eine Vorlage namens %1. Durch %2 ersetzen?</translation>
        </message>
        <message>
            <source>Not imported: you kept your preset %1.</source>
            <translation>Nicht importiert: Sie haben Ihre Vorlage %1 behalten.</translation>
        </message>
        <message>
            <source>Not imported: %1</source>
            <translation>Nicht importiert: %1</translation>
        </message>
        <message>
            <source>Not imported: %1: %2</source>
            <translation>Nicht importiert: %1: %2</translation>
        </message>
        <message>
            <source>Imported the %1 preset %2 into %3.</source>
            <translation>Die %1-Vorlage %2 wurde nach %3 importiert.</translation>
        </message>
        <message>
            <source>Choose a preset to export first.</source>
            <translation>Wählen Sie zuerst eine Vorlage zum Exportieren.</translation>
        </message>
        <message>
            <source>Not exported: %1: %2</source>
            <translation>Nicht exportiert: %1: %2</translation>
        </message>
        <message>
            <source>Exported %1 to %2.</source>
            <translation>%1 nach %2 exportiert.</translation>
        </message>
        <message>
            <source>Not removed: %1</source>
            <translation>Nicht entfernt: %1</translation>
        </message>
        <message>
            <source>Removed your %1 preset %2.</source>
            <translation>Ihre %1-Vorlage %2 wurde entfernt.</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>Eine Vorlage importieren</translation>
        </message>
        <message>
            <source>Export the preset</source>
            <translation>Die Vorlage exportieren</translation>
        </message>
        <message>
            <source>Replace your preset?</source>
            <translation>Ihre Vorlage ersetzen?</translation>
        </message>
    </context>
    <context>
        <name>projector.menu</name>
        <message>
            <source>&amp;Projector</source>
            <translation>&amp;Projektor</translation>
        </message>
        <message>
            <source>&amp;Show the projector (screen from Settings)</source>
            <translation>Projektor &amp;zeigen (Bildschirm aus den Einstellungen)</translation>
        </message>
        <message>
            <source>Projector on screen %1: %2 (%3×%4)</source>
            <translation>Projektor auf Bildschirm %1: %2 (%3×%4)</translation>
        </message>
        <message>
            <source>Projector in a window (to check it here)</source>
            <translation>Projektor in einem Fenster (zum Prüfen hier)</translation>
        </message>
        <message>
            <source>Hide the projector</source>
            <translation>Projektor ausblenden</translation>
        </message>
        <message>
            <source>Show: %1</source>
            <translation>Zeigen: %1</translation>
        </message>
    </context>
    <context>
        <name>projector.scene</name>
        <message>
            <source>PAUSED</source>
            <translation>ANGEHALTEN</translation>
        </message>
        <message>
            <source>EXTRA TIME</source>
            <translation>ZUSATZZEIT</translation>
        </message>
        <message>
            <source>LAST TURN</source>
            <translation>LETZTER ZUG</translation>
        </message>
        <message>
            <source>TIME IS UP</source>
            <translation>ZEIT IST UM</translation>
        </message>
        <message>
            <source>(dropped)</source>
            <translation>(abgemeldet)</translation>
        </message>
        <message>
            <source>(corrected %1)</source>
            <translation>(korrigiert %1)</translation>
        </message>
        <message>
            <source>Table %1</source>
            <translation>Tisch %1</translation>
        </message>
        <message>
            <source>FINISHED</source>
            <translation>BEENDET</translation>
        </message>
        <message>
            <source>in</source>
            <translation>im Spiel</translation>
        </message>
        <message>
            <source>reported</source>
            <translation>gemeldet</translation>
        </message>
        <message>
            <source>NOT STARTED</source>
            <translation>NICHT GESTARTET</translation>
        </message>
    </context>
    <context>
        <name>projector.window</name>
        <message>
            <source>Automatic (find your table, then tables and standings)</source>
            <translation>Automatisch (Finde deinen Tisch, dann Tische und Tabelle)</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Tabelle</translation>
        </message>
        <message>
            <source>Find your table</source>
            <translation>Finde deinen Tisch</translation>
        </message>
        <message>
            <source>Live tables</source>
            <translation>Laufende Tische</translation>
        </message>
        <message>
            <source>+%1 min · %2</source>
            <translation>+%1 Min. · %2</translation>
        </message>
        <message>
            <source>Tableside — projector</source>
            <translation>Tableside — Projektor</translation>
        </message>
        <message>
            <source>Not checked in (%1): %2</source>
            <translation>Nicht eingecheckt (%1): %2</translation>
        </message>
        <message>
            <source>Check-in code %1 · %2</source>
            <translation>Check-in-Code %1 · %2</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <source>Table %1 %2</source>
            <translation>Tisch %1 %2</translation>
        </message>
        <message>
            <source>Estimated end %1</source>
            <translation>Voraussichtliches Ende %1</translation>
        </message>
        <message>
            <source>No event is open</source>
            <translation>Kein Turnier ist geöffnet</translation>
        </message>
        <message>
            <source>Log %1</source>
            <translation>Protokoll %1</translation>
        </message>
        <message>
            <source>No players registered yet</source>
            <translation>Noch keine Spieler angemeldet</translation>
        </message>
        <message>
            <source>Find your table — %1</source>
            <translation>Finde deinen Tisch — %1</translation>
        </message>
        <message>
            <source>The tables are not seated yet</source>
            <translation>Die Tische sind noch nicht gesetzt</translation>
        </message>
        <message>
            <source>Tables — %1</source>
            <translation>Tische — %1</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tische</translation>
        </message>
        <message>
            <source>No tables yet</source>
            <translation>Noch keine Tische</translation>
        </message>
        <message numerus="yes">
            <source>%n result(s) corrected</source>
            <translation>
                <numerusform>%n Ergebnis korrigiert</numerusform>
                <numerusform>%n Ergebnisse korrigiert</numerusform>
            </translation>
        </message>
        <message>
            <source>Standings after round %1</source>
            <translation>Tabelle nach Runde %1</translation>
        </message>
        <message>
            <source>Standings — round %1 in play</source>
            <translation>Tabelle — Runde %1 läuft</translation>
        </message>
        <message>
            <source>Live tables and standings on your phone:
%1</source>
            <translation>Laufende Tische und Tabelle auf deinem Telefon:
%1</translation>
        </message>
    </context>
    <context>
        <name>report_strip</name>
        <message>
            <source>Confirm</source>
            <translation>Bestätigen</translation>
        </message>
        <message>
            <source>The judge confirms the leave as reported</source>
            <translation>Die Schiedsrichterin bestätigt das Ausscheiden wie gemeldet</translation>
        </message>
        <message>
            <source>Overrule…</source>
            <translation>Verwerfen…</translation>
        </message>
        <message>
            <source>Refuse the report, saying why (the log keeps it)</source>
            <translation>Die Meldung ablehnen und sagen, warum (das Protokoll behält es)</translation>
        </message>
        <message>
            <source>Reported: %1 out — not confirmed in time: a judge is called</source>
            <translation>Gemeldet: %1 ausgeschieden — nicht rechtzeitig bestätigt: eine Schiedsrichterin ist gerufen</translation>
        </message>
        <message>
            <source>Reported: %1 out — waiting for another player to confirm</source>
            <translation>Gemeldet: %1 ausgeschieden — wartet auf die Bestätigung eines anderen Spielers</translation>
        </message>
        <message>
            <source>Overrule the report</source>
            <translation>Meldung verwerfen</translation>
        </message>
        <message>
            <source>Why is the report overruled? (the history shows it)</source>
            <translation>Warum wird die Meldung verworfen? (der Verlauf zeigt es)</translation>
        </message>
    </context>
    <context>
        <name>reports_dialog</name>
        <message>
            <source>Reports at the table</source>
            <translation>Meldungen am Tisch</translation>
        </message>
        <message>
            <source>A player or the table's device reports who leaves; another player at the table confirms it, and only then is it the leave, at the moment it was reported. The table's card shows a report waiting, to confirm or overrule.</source>
            <translation>Ein Spieler oder das Tischgerät meldet, wer ausscheidet; ein anderer Spieler am Tisch bestätigt es, und erst dann ist es das Ausscheiden, zum gemeldeten Zeitpunkt. Die Tischkarte zeigt eine wartende Meldung zum Bestätigen oder Verwerfen.</translation>
        </message>
        <message>
            <source>The tables report their own leaves</source>
            <translation>Die Tische melden ihr Ausscheiden selbst</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>A judge is called if nobody confirms within:</source>
            <translation>Eine Schiedsrichterin wird gerufen, wenn niemand bestätigt binnen:</translation>
        </message>
        <message>
            <source>Players' phones take part (the seat codes the table's device shows; setting this again makes new codes)</source>
            <translation>Die Handys der Spieler machen mit (die Platzcodes, die das Tischgerät zeigt; erneutes Setzen erzeugt neue Codes)</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Es wurde nichts geändert.</translation>
        </message>
    </context>
    <context>
        <name>round_bar</name>
        <message>
            <source>Extend a table's round</source>
            <translation>Die Runde eines Tisches verlängern</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tisch</translation>
        </message>
        <message>
            <source>Extra time</source>
            <translation>Zusätzliche Zeit</translation>
        </message>
        <message>
            <source>Start round</source>
            <translation>Runde starten</translation>
        </message>
        <message>
            <source>Start the round clock and every table's game (Ctrl+Shift+S)</source>
            <translation>Die Rundenuhr und das Spiel an jedem Tisch starten (Strg+Umschalt+S)</translation>
        </message>
        <message>
            <source>Pause round</source>
            <translation>Runde anhalten</translation>
        </message>
        <message>
            <source>Pause or resume the round clock (Ctrl+Shift+P)</source>
            <translation>Die Rundenuhr anhalten oder fortsetzen (Strg+Umschalt+P)</translation>
        </message>
        <message>
            <source>Extend…</source>
            <translation>Verlängern…</translation>
        </message>
        <message>
            <source>Give one table more minutes (Ctrl+Shift+E)</source>
            <translation>Einem Tisch mehr Minuten geben (Strg+Umschalt+E)</translation>
        </message>
        <message>
            <source>Seat round %1…</source>
            <translation>Runde %1 setzen…</translation>
        </message>
        <message>
            <source>Every table is finished: open and seat the next round</source>
            <translation>Alle Tische sind fertig: die nächste Runde öffnen und setzen</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>%1 · no round open</source>
            <translation>%1 · keine Runde geöffnet</translation>
        </message>
        <message>
            <source>No round open</source>
            <translation>Keine Runde geöffnet</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Nicht gestartet</translation>
        </message>
        <message>
            <source>%1 left</source>
            <translation>noch %1</translation>
        </message>
        <message>
            <source>%1 Time is up · last turn at %2</source>
            <translation>%1 Zeit ist um · letzter Zug an %2</translation>
        </message>
        <message>
            <source>%1 Time is up</source>
            <translation>%1 Zeit ist um</translation>
        </message>
        <message>
            <source>%1 PAUSED%2</source>
            <translation>%1 ANGEHALTEN%2</translation>
        </message>
        <message>
            <source>%1 extra time%2</source>
            <translation>%1 Nachspielzeit%2</translation>
        </message>
        <message>
            <source>%1 running%2</source>
            <translation>%1 läuft%2</translation>
        </message>
        <message>
            <source>Round %1 time left: %2</source>
            <translation>Runde %1, verbleibende Zeit: %2</translation>
        </message>
        <message>
            <source>%1 All tables finished</source>
            <translation>%1 Alle Tische fertig</translation>
        </message>
        <message>
            <source>Resume round</source>
            <translation>Runde fortsetzen</translation>
        </message>
    </context>
    <context>
        <name>round_end</name>
        <message>
            <source>Play is over: enter the numbers</source>
            <translation>Das Spiel ist vorbei: Zahlen eintragen</translation>
        </message>
        <message>
            <source>%1 of last-turn time</source>
            <translation>%1 Zeit für den letzten Zug</translation>
        </message>
        <message numerus="yes">
            <source>%n more turn(s): end them when they are done</source>
            <translation>
                <numerusform>Noch %n Zug: beenden, wenn er gespielt ist</numerusform>
                <numerusform>Noch %n Züge: beenden, wenn sie gespielt sind</numerusform>
            </translation>
        </message>
        <message>
            <source>Last turn: end it when the turn is done</source>
            <translation>Letzter Zug: beenden, wenn der Zug fertig ist</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) left</source>
            <translation>
                <numerusform>Noch %n Zug</numerusform>
                <numerusform>Noch %n Züge</numerusform>
            </translation>
        </message>
        <message>
            <source>Last turn</source>
            <translation>Letzter Zug</translation>
        </message>
    </context>
    <context>
        <name>seating_panel</name>
        <message>
            <source>. A number such as 1.5 or 3/2.</source>
            <translation>. Eine Zahl wie 1.5 oder 3/2.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>The game played at every table of the round</source>
            <translation>Das Spiel an jedem Tisch der Runde</translation>
        </message>
        <message>
            <source>Every table's usual length in hours, for RPLOPS with hours (empty: the event's default)</source>
            <translation>Die übliche Dauer jedes Tisches in Stunden, für RPLOPS mit Stunden (leer: Vorgabe des Turniers)</translation>
        </message>
        <message>
            <source>Open next round</source>
            <translation>Nächste Runde öffnen</translation>
        </message>
        <message>
            <source>Seat round</source>
            <translation>Runde setzen</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Spiel:</translation>
        </message>
        <message>
            <source>Hours:</source>
            <translation>Stunden:</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>The next round's length (the round clock); the event's default to start with</source>
            <translation>Die Dauer der nächsten Runde (die Rundenuhr); zu Beginn die Vorgabe des Turniers</translation>
        </message>
        <message>
            <source>Import players…</source>
            <translation>Spieler importieren…</translation>
        </message>
        <message>
            <source>Register a list of players from a CSV file (as Event ▸ Players does)</source>
            <translation>Eine Spielerliste aus einer CSV-Datei anmelden (wie unter Turnier ▸ Spieler)</translation>
        </message>
        <message>
            <source>Length:</source>
            <translation>Dauer:</translation>
        </message>
        <message>
            <source>Final of the top</source>
            <translation>Finale der besten</translation>
        </message>
        <message>
            <source>The next round is a final: the best players of the standings play it, seated by seed, and it ranks them above everyone else</source>
            <translation>Die nächste Runde ist ein Finale: Die Besten der Rangliste spielen es, nach Setzplatz gesetzt, und es stellt sie vor alle anderen</translation>
        </message>
        <message>
            <source>scored as the event</source>
            <translation>gewertet wie das Turnier</translation>
        </message>
        <message>
            <source>scored by %1</source>
            <translation>gewertet nach %1</translation>
        </message>
        <message>
            <source>Swap the two chosen players</source>
            <translation>Die beiden gewählten Spieler tauschen</translation>
        </message>
        <message>
            <source>Move to table</source>
            <translation>An Tisch verschieben</translation>
        </message>
        <message>
            <source>Pick two players (Ctrl+click) and Swap, or one player and a table and Move; or drag a player onto another player (swap) or onto a table (move).</source>
            <translation>Zwei Spieler wählen (Strg+Klick) und Tauschen, oder einen Spieler und einen Tisch und Verschieben; oder einen Spieler auf einen anderen Spieler ziehen (tauschen) oder auf einen Tisch (verschieben).</translation>
        </message>
        <message>
            <source>This table's usual length in hours, for RPLOPS with hours (empty: the event's default)</source>
            <translation>Die übliche Dauer dieses Tisches in Stunden, für RPLOPS mit Stunden (leer: Vorgabe des Turniers)</translation>
        </message>
        <message>
            <source>Set game</source>
            <translation>Spiel festlegen</translation>
        </message>
        <message>
            <source>Give the chosen table this game and hours (logged; Undo takes it back)</source>
            <translation>Dem gewählten Tisch dieses Spiel und diese Stunden geben (protokolliert; „Zurück“ nimmt es zurück)</translation>
        </message>
        <message>
            <source>No event is open.</source>
            <translation>Kein Turnier ist geöffnet.</translation>
        </message>
        <message>
            <source>Open and seat round %1</source>
            <translation>Runde %1 öffnen und setzen</translation>
        </message>
        <message>
            <source>Open round %1 for check-in</source>
            <translation>Runde %1 zum Einchecken öffnen</translation>
        </message>
        <message>
            <source>No round is open: set its length and seat it (the round opens first).</source>
            <translation>Keine Runde ist geöffnet: Legen Sie ihre Dauer fest und setzen Sie sie (die Runde wird zuerst geöffnet).</translation>
        </message>
        <message>
            <source>Round %1 has started: its seats can no longer change.</source>
            <translation>Runde %1 hat begonnen: Ihre Plätze können sich nicht mehr ändern.</translation>
        </message>
        <message>
            <source>Round %1 is seated. Move or swap players until you start it.</source>
            <translation>Runde %1 ist gesetzt. Verschieben oder tauschen Sie Spieler, bis Sie sie starten.</translation>
        </message>
        <message>
            <source>Seat round %1</source>
            <translation>Runde %1 setzen</translation>
        </message>
        <message>
            <source>Round %1 is a final: the top %2 of the standings, seated by seed.</source>
            <translation>Runde %1 ist ein Finale: die besten %2 der Rangliste, nach Setzplatz gesetzt.</translation>
        </message>
        <message>
            <source>Round %1: nobody has checked in yet (Event ▸ Check-in).</source>
            <translation>Runde %1: noch niemand eingecheckt (Turnier ▸ Check-in).</translation>
        </message>
        <message>
            <source>Round %1 cannot be seated: %2.</source>
            <translation>Runde %1 kann nicht gesetzt werden: %2.</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %2 players to seat at %n table(s) (%3).</source>
            <translation>
                <numerusform>Runde %1: %2 Spieler an %n Tisch zu setzen (%3).</numerusform>
                <numerusform>Runde %1: %2 Spieler an %n Tische zu setzen (%3).</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 players checked in.</source>
            <translation>%1 von %2 Spielern eingecheckt.</translation>
        </message>
        <message>
            <source>Round %1 cannot be seated as the event's table sizes stand.</source>
            <translation>Runde %1 kann mit den Tischgrößen des Turniers nicht gesetzt werden.</translation>
        </message>
        <message>
            <source>%1. Choose how to seat this round:</source>
            <translation>%1. Wählen Sie, wie diese Runde gesetzt wird:</translation>
        </message>
        <message>
            <source>a bye leaves the rating as it is</source>
            <translation>ein Freilos lässt die Wertung unverändert</translation>
        </message>
        <message>
            <source>a bye is worth %1</source>
            <translation>ein Freilos zählt %1</translation>
        </message>
        <message>
            <source>One table of 5 (%1)</source>
            <translation>Ein Tisch mit 5 (%1)</translation>
        </message>
        <message numerus="yes">
            <source>Give %n player(s) a bye (%1; %2)</source>
            <translation>
                <numerusform>%n Spieler erhält ein Freilos (%1; %2)</numerusform>
                <numerusform>%n Spieler erhalten ein Freilos (%1; %2)</numerusform>
            </translation>
        </message>
        <message>
            <source>Table %1</source>
            <translation>Tisch %1</translation>
        </message>
        <message>
            <source>Not seated (%1: late entries)</source>
            <translation>Nicht gesetzt (%1: Nachmeldungen)</translation>
        </message>
        <message>
            <source>Import players from a CSV file</source>
            <translation>Spieler aus einer CSV-Datei importieren</translation>
        </message>
        <message>
            <source>Choose the table whose game to set.</source>
            <translation>Wählen Sie den Tisch, dessen Spiel festgelegt werden soll.</translation>
        </message>
        <message>
            <source>Pick exactly two players to swap.</source>
            <translation>Wählen Sie genau zwei Spieler zum Tauschen.</translation>
        </message>
        <message>
            <source>Pick one player and the table to move them to.</source>
            <translation>Wählen Sie einen Spieler und den Tisch, an den er soll.</translation>
        </message>
        <message>
            <source>Drop a player on a table to move them there, or on another player to swap their seats (a bye is given by swapping with a player who has one).</source>
            <translation>Einen Spieler auf einen Tisch ziehen, um ihn dorthin zu verschieben, oder auf einen anderen Spieler, um die Plätze zu tauschen (ein Freilos vergibt man durch Tausch mit einem Spieler, der eines hat).</translation>
        </message>
        <message>
            <source>&amp;Tables</source>
            <translation>&amp;Tische</translation>
        </message>
        <message>
            <source>&amp;Constraints</source>
            <translation>&amp;Vorgaben</translation>
        </message>
        <message>
            <source>Seating</source>
            <translation>Sitzplan</translation>
        </message>
    </context>
    <context>
        <name>settings_dialog</name>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>New events score with</source>
            <translation>Neue Turniere werten mit</translation>
        </message>
        <message>
            <source>New events time with</source>
            <translation>Neue Turniere messen Zeit mit</translation>
        </message>
        <message>
            <source>The default folder</source>
            <translation>Der Standardordner</translation>
        </message>
        <message>
            <source>Empty: the default folder, %1</source>
            <translation>Leer: der Standardordner, %1</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Go back to the default data folder</source>
            <translation>Zurück zum Standard-Datenordner</translation>
        </message>
        <message>
            <source>Event files go in</source>
            <translation>Turnierdateien kommen nach</translation>
        </message>
        <message>
            <source>Choose by itself (a screen other than this window's)</source>
            <translation>Selbst wählen (ein anderer Bildschirm als der dieses Fensters)</translation>
        </message>
        <message>
            <source>Screen %1: %2 (%3×%4)</source>
            <translation>Bildschirm %1: %2 (%3×%4)</translation>
        </message>
        <message>
            <source>Screen %1 (not connected now)</source>
            <translation>Bildschirm %1 (gerade nicht verbunden)</translation>
        </message>
        <message>
            <source>Projector screen</source>
            <translation>Projektor-Bildschirm</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Textgröße</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Design</translation>
        </message>
        <message>
            <source>Compact shows more tables at once (one short line a player); comfortable has finger-sized buttons. Automatic: compact on a screen below %1 pixels high.</source>
            <translation>Kompakt zeigt mehr Tische auf einmal (eine kurze Zeile je Spieler); bequem hat fingergroße Schaltflächen. Automatisch: kompakt auf einem Bildschirm unter %1 Pixeln Höhe.</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Tischkarten</translation>
        </message>
        <message>
            <source>System (%1)</source>
            <translation>System (%1)</translation>
        </message>
        <message>
            <source>The window's language; it changes when Tableside starts again</source>
            <translation>Die Sprache des Fensters; sie ändert sich beim nächsten Start von Tableside</translation>
        </message>
        <message>
            <source>(applies on restart)</source>
            <translation>(gilt nach Neustart)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>Chime</source>
            <translation>Gong</translation>
        </message>
        <message>
            <source> min before the end</source>
            <translation> min vor dem Ende</translation>
        </message>
        <message>
            <source>no warning before the end</source>
            <translation>keine Warnung vor dem Ende</translation>
        </message>
        <message>
            <source>volume </source>
            <translation>Lautstärke </translation>
        </message>
        <message>
            <source>A chime before the round's end, at its end, and when a table's timers are held after a restart</source>
            <translation>Ein Gong vor dem Ende der Runde, an ihrem Ende und wenn die Uhren eines Tisches nach einem Neustart angehalten sind</translation>
        </message>
        <message>
            <source>Sounds</source>
            <translation>Töne</translation>
        </message>
        <message>
            <source>Folder for event files</source>
            <translation>Ordner für Turnierdateien</translation>
        </message>
        <message>
            <source>Give the data folder as a full path (such as %1).</source>
            <translation>Geben Sie den Datenordner als vollständigen Pfad an (etwa %1).</translation>
        </message>
        <message>
            <source>Cannot use %1 for event files: %2.</source>
            <translation>%1 kann nicht für Turnierdateien verwendet werden: %2.</translation>
        </message>
        <message>
            <source>Automatic (by the screen)</source>
            <translation>Automatisch (nach Bildschirm)</translation>
        </message>
        <message>
            <source>Compact</source>
            <translation>Kompakt</translation>
        </message>
        <message>
            <source>Comfortable</source>
            <translation>Bequem</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>High contrast (black on white)</source>
            <translation>Hoher Kontrast (Schwarz auf Weiß)</translation>
        </message>
        <message>
            <source>Sounds need QtMultimedia, which comes with PySide6-Addons: pip install 'tableside[sounds]' and restart Tableside.</source>
            <translation>Töne brauchen QtMultimedia, das mit PySide6-Addons kommt: pip install 'tableside[sounds]' und Tableside neu starten.</translation>
        </message>
    </context>
    <context>
        <name>setup_dialog</name>
        <message>
            <source>Players and tables</source>
            <translation>Spieler und Tische</translation>
        </message>
        <message>
            <source>Register players (one name per line)</source>
            <translation>Spieler anmelden (ein Name pro Zeile)</translation>
        </message>
        <message>
            <source>Register</source>
            <translation>Anmelden</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Open next round</source>
            <translation>Nächste Runde öffnen</translation>
        </message>
        <message>
            <source>Start round</source>
            <translation>Runde starten</translation>
        </message>
        <message>
            <source>Seat a table</source>
            <translation>Einen Tisch besetzen</translation>
        </message>
        <message>
            <source>the event's default</source>
            <translation>Vorgabe des Turniers</translation>
        </message>
        <message>
            <source>The game's usual length in hours, for RPLOPS with hours (1.5 or 3/2)</source>
            <translation>Die übliche Dauer des Spiels in Stunden, für RPLOPS mit Stunden (1.5 oder 3/2)</translation>
        </message>
        <message>
            <source>Seat the ticked players</source>
            <translation>Die angehakten Spieler setzen</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tisch</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Hours</source>
            <translation>Stunden</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>No round open yet.</source>
            <translation>Noch keine Runde geöffnet.</translation>
        </message>
        <message>
            <source>started</source>
            <translation>gestartet</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>nicht gestartet</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %n table(s), %2.</source>
            <translation>
                <numerusform>Runde %1: %n Tisch, %2.</numerusform>
                <numerusform>Runde %1: %n Tische, %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>standings_panel</name>
        <message>
            <source>%1: still in</source>
            <translation>%1: noch im Spiel</translation>
        </message>
        <message>
            <source>The standings as they stood after an earlier round</source>
            <translation>Die Tabelle, wie sie nach einer früheren Runde stand</translation>
        </message>
        <message>
            <source>What if the event were scored with another system? Both side by side</source>
            <translation>Was wäre, wenn das Turnier mit einem anderen System gewertet würde? Beide nebeneinander</translation>
        </message>
        <message>
            <source>As it stood:</source>
            <translation>Stand:</translation>
        </message>
        <message>
            <source>Compare with:</source>
            <translation>Vergleichen mit:</translation>
        </message>
        <message>
            <source>Options:</source>
            <translation>Optionen:</translation>
        </message>
        <message>
            <source>The compared system's options as JSON, e.g. {"x": 50, "use_hours": true}; Enter applies them</source>
            <translation>Die Optionen des verglichenen Systems als JSON, z. B. {"x": 50, "use_hours": true}; Eingabe wendet sie an</translation>
        </message>
        <message>
            <source>No event is open.</source>
            <translation>Kein Turnier ist geöffnet.</translation>
        </message>
        <message>
            <source>These standings cannot be shown: %1.</source>
            <translation>Diese Tabelle kann nicht angezeigt werden: %1.</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Jetzt</translation>
        </message>
        <message>
            <source>— (only the event's system)</source>
            <translation>— (nur das System des Turniers)</translation>
        </message>
        <message>
            <source>After round %1</source>
            <translation>Nach Runde %1</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Siege</translation>
        </message>
        <message>
            <source>Opp. avg</source>
            <translation>Gegn.-Schn.</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>Byes</source>
            <translation>Freilose</translation>
        </message>
        <message>
            <source>Corrected</source>
            <translation>Korrigiert</translation>
        </message>
        <message>
            <source>Final</source>
            <translation>Finale</translation>
        </message>
        <message>
            <source>(dropped)</source>
            <translation>(abgemeldet)</translation>
        </message>
        <message>
            <source>now</source>
            <translation>jetzt</translation>
        </message>
        <message>
            <source>after round %1</source>
            <translation>nach Runde %1</translation>
        </message>
        <message>
            <source>Standings %1 (%2).</source>
            <translation>Tabelle %1 (%2).</translation>
        </message>
        <message>
            <source>Corrected: places the corrections moved each player (▲ gained, ▼ lost).</source>
            <translation>Korrigiert: Plätze, um die die Korrekturen jeden Spieler verschoben haben (▲ gewonnen, ▼ verloren).</translation>
        </message>
        <message>
            <source>Choose a player to see their games.</source>
            <translation>Wählen Sie einen Spieler, um seine Spiele zu sehen.</translation>
        </message>
        <message>
            <source>(corrected by the judge)</source>
            <translation>(vom Turnierleiter korrigiert)</translation>
        </message>
        <message>
            <source>no games yet</source>
            <translation>noch keine Spiele</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Rank A</source>
            <translation>Rang A</translation>
        </message>
        <message>
            <source>Total A</source>
            <translation>Summe A</translation>
        </message>
        <message>
            <source>Rank B</source>
            <translation>Rang B</translation>
        </message>
        <message>
            <source>Total B</source>
            <translation>Summe B</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Bewegung</translation>
        </message>
        <message>
            <source>What if, %1: A = %2 (the event's system), B = %3. Nothing is changed; the event keeps its own system.</source>
            <translation>Was wäre, wenn, %1: A = %2 (das System des Turniers), B = %3. Nichts wird geändert; das Turnier behält sein eigenes System.</translation>
        </message>
        <message>
            <source>%1 counts each game by its hours: %2 of the games played have none, counted as h = %3.</source>
            <translation>%1 zählt jedes Spiel nach seinen Stunden: %2 der gespielten Spiele haben keine und zählen als h = %3.</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Tabelle</translation>
        </message>
    </context>
    <context>
        <name>start_screen</name>
        <message>
            <source>Tableside</source>
            <translation>Tableside</translation>
        </message>
        <message>
            <source>The judge's desk for game tables. Choose an event to work on.</source>
            <translation>Der Turnierleitertisch für Spieltische. Wählen Sie ein Turnier.</translation>
        </message>
        <message>
            <source>Open the demo event</source>
            <translation>Das Demo-Turnier öffnen</translation>
        </message>
        <message>
            <source>A fresh demo: round 1 running at a 4-player and a 3-player table</source>
            <translation>Eine frische Demo: Runde 1 läuft an einem Tisch mit 4 und einem mit 3 Spielern</translation>
        </message>
        <message>
            <source>New event…</source>
            <translation>Neues Turnier…</translation>
        </message>
        <message>
            <source>Create an event: name, date, scoring system, timers (Ctrl+N)</source>
            <translation>Ein Turnier erstellen: Name, Datum, Wertungssystem, Uhren (Strg+N)</translation>
        </message>
        <message>
            <source>Open an event file…</source>
            <translation>Eine Turnierdatei öffnen…</translation>
        </message>
        <message>
            <source>Open a .tableside event file (Ctrl+O)</source>
            <translation>Eine .tableside-Turnierdatei öffnen (Strg+O)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recent events&lt;/b&gt;</source>
            <translation>&lt;b&gt;Letzte Turniere&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>station.join_dialog</name>
        <message>
            <source>Join an event on the network</source>
            <translation>Einem Turnier im Netzwerk beitreten</translation>
        </message>
        <message>
            <source>This laptop becomes a judge station of the event another laptop serves: it keeps its own copy of the event and shows the same tables, clocks, history and standings. What you do here is done at the serving desk.</source>
            <translation>Dieser Laptop wird eine Turnierleiter-Station des Turniers, das ein anderer Laptop bereitstellt: Er hält eine eigene Kopie des Turniers und zeigt dieselben Tische, Uhren, denselben Verlauf und dieselbe Tabelle. Was Sie hier tun, geschieht am bereitstellenden Tisch.</translation>
        </message>
        <message>
            <source>the join link, or the desk's address</source>
            <translation>der Beitrittslink oder die Adresse des Turnierleitertisches</translation>
        </message>
        <message>
            <source>The join link (http://192.168.1.20:8765/%1…) or the desk's address (http://192.168.1.20:8765/)</source>
            <translation>Der Beitrittslink (http://192.168.1.20:8765/%1…) oder die Adresse des Turnierleitertisches (http://192.168.1.20:8765/)</translation>
        </message>
        <message>
            <source>shown on the desk</source>
            <translation>am Turnierleitertisch angezeigt</translation>
        </message>
        <message>
            <source>Shown on the desk under File ▸ Serve on the local network</source>
            <translation>Am Turnierleitertisch unter Datei ▸ Im lokalen Netzwerk bereitstellen angezeigt</translation>
        </message>
        <message>
            <source>Where this laptop serves the event if it takes over (use another port than the desk's when both run on one computer)</source>
            <translation>Wo dieser Laptop das Turnier bereitstellt, wenn er übernimmt (einen anderen Port als der Turnierleitertisch verwenden, wenn beide auf einem Computer laufen)</translation>
        </message>
        <message>
            <source>Desk's address or join link</source>
            <translation>Adresse oder Beitrittslink des Turnierleitertisches</translation>
        </message>
        <message>
            <source>Judge token</source>
            <translation>Turnierleiter-Token</translation>
        </message>
        <message>
            <source>This station's name</source>
            <translation>Name dieser Station</translation>
        </message>
        <message>
            <source>Serve on port if it takes over</source>
            <translation>Bei Übernahme auf Port bereitstellen</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Beitreten</translation>
        </message>
        <message>
            <source>Desks found on this network:</source>
            <translation>In diesem Netzwerk gefundene Turnierleitertische:</translation>
        </message>
        <message>
            <source>No desk can be found on this network from here: type the desk's address or paste its join link.</source>
            <translation>Von hier aus lässt sich in diesem Netzwerk kein Turnierleitertisch finden: Geben Sie die Adresse des Tisches ein oder fügen Sie seinen Beitrittslink ein.</translation>
        </message>
        <message>
            <source>(no name)</source>
            <translation>(ohne Namen)</translation>
        </message>
        <message>
            <source>Looking for desks… none found yet.</source>
            <translation>Suche nach Turnierleitertischen… noch keiner gefunden.</translation>
        </message>
        <message>
            <source>Click a desk to fill in its address, then type its judge code.</source>
            <translation>Klicken Sie auf einen Tisch, um seine Adresse einzutragen, und geben Sie dann seinen Turnierleiter-Code ein.</translation>
        </message>
        <message>
            <source>give this station a name: the desk's history shows it beside its entries</source>
            <translation>geben Sie dieser Station einen Namen: Der Verlauf des Turnierleitertisches zeigt ihn neben ihren Einträgen</translation>
        </message>
    </context>
    <context>
        <name>station.link</name>
        <message>
            <source>the desk at %1 does not answer (%2): check the address, and that it serves (File ▸ Serve on the local network)</source>
            <translation>der Turnierleitertisch unter %1 antwortet nicht (%2): Prüfen Sie die Adresse und ob er bereitstellt (Datei ▸ Im lokalen Netzwerk bereitstellen)</translation>
        </message>
        <message>
            <source>the desk at %1 refused: %2</source>
            <translation>der Turnierleitertisch unter %1 hat abgelehnt: %2</translation>
        </message>
        <message>
            <source>the desk has not answered this station's join yet</source>
            <translation>der Turnierleitertisch hat auf den Beitritt dieser Station noch nicht geantwortet</translation>
        </message>
        <message>
            <source>this station's copy of the event was refused: %1</source>
            <translation>die Kopie des Turniers auf dieser Station wurde abgelehnt: %1</translation>
        </message>
        <message>
            <source>the desk at %1 stopped answering while this station copied the event (%2); join again</source>
            <translation>der Turnierleitertisch unter %1 antwortete nicht mehr, während diese Station das Turnier kopierte (%2); treten Sie erneut bei</translation>
        </message>
        <message>
            <source>the desk has not taken this station's join yet (%1); it is sent again</source>
            <translation>der Turnierleitertisch hat den Beitritt dieser Station noch nicht angenommen (%1); er wird erneut gesendet</translation>
        </message>
        <message>
            <source>the desk refused this station's join: %1</source>
            <translation>der Turnierleitertisch hat den Beitritt dieser Station abgelehnt: %1</translation>
        </message>
        <message>
            <source>this laptop is not a judge station of any event</source>
            <translation>dieser Laptop ist keine Turnierleiter-Station eines Turniers</translation>
        </message>
    </context>
    <context>
        <name>station.menu</name>
        <message>
            <source>&amp;Join an event on the network…</source>
            <translation>Einem Turnier im &amp;Netzwerk beitreten…</translation>
        </message>
        <message>
            <source>&amp;Take over the event</source>
            <translation>Das Turnier ü&amp;bernehmen</translation>
        </message>
        <message>
            <source>Joined %1 as station %2: what you do here is done at the judge's desk.</source>
            <translation>%1 als Station %2 beigetreten: Was Sie hier tun, geschieht am Turnierleitertisch.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 has not taken this station's join yet (%2); it is sent again until it lands, and clicks wait until then.</source>
            <translation>Der Turnierleitertisch unter %1 hat den Beitritt dieser Station noch nicht angenommen (%2); er wird erneut gesendet, bis er ankommt, und Klicks warten bis dahin.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 refused this station's join (%2): join again with the judge code it shows.</source>
            <translation>Der Turnierleitertisch unter %1 hat den Beitritt dieser Station abgelehnt (%2): Treten Sie mit dem dort angezeigten Turnierleiter-Code erneut bei.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 answers again: this station acts through it again.</source>
            <translation>Der Turnierleitertisch unter %1 antwortet wieder: Diese Station handelt wieder über ihn.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 cannot be reached (%2). This station shows the event as it last heard it and refuses clicks until the desk is back; or take over the event (File ▸ Take over the event): this laptop then holds it and serves it.</source>
            <translation>Der Turnierleitertisch unter %1 ist nicht erreichbar (%2). Diese Station zeigt das Turnier so, wie sie es zuletzt gehört hat, und lehnt Klicks ab, bis der Turnierleitertisch zurück ist; oder übernehmen Sie das Turnier (Datei ▸ Das Turnier übernehmen): Dieser Laptop hält es dann und stellt es bereit.</translation>
        </message>
        <message>
            <source>%1 took the event over (epoch %2): this station follows it at %3, and what you do here is done there.</source>
            <translation>%1 hat das Turnier übernommen (Epoche %2): Diese Station folgt ihm unter %3, und was Sie hier tun, geschieht dort.</translation>
        </message>
        <message>
            <source>This station's copy held entries the new holder lacks: %1</source>
            <translation>Die Kopie dieser Station enthielt Einträge, die dem neuen Halter fehlen: %1</translation>
        </message>
        <message>
            <source>This station stopped copying the event: %1</source>
            <translation>Diese Station hat aufgehört, das Turnier zu kopieren: %1</translation>
        </message>
        <message>
            <source>Take over the event</source>
            <translation>Das Turnier übernehmen</translation>
        </message>
        <message>
            <source>Take over needs a judge station whose desk cannot be reached.</source>
            <translation>Übernehmen braucht eine Turnierleiter-Station, deren Turnierleitertisch nicht erreichbar ist.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 still answers: take over only once it is gone.</source>
            <translation>Der Turnierleitertisch unter %1 antwortet noch: Übernehmen Sie erst, wenn er weg ist.</translation>
        </message>
        <message>
            <source>Could not take over the event: %1</source>
            <translation>Das Turnier konnte nicht übernommen werden: %1</translation>
        </message>
        <message>
            <source>This laptop took over the event (epoch %1) and serves it on %2: devices and stations reconnect to it.</source>
            <translation>Dieser Laptop hat das Turnier übernommen (Epoche %1) und stellt es unter %2 bereit: Geräte und Stationen verbinden sich neu.</translation>
        </message>
        <message>
            <source>This laptop took over the event (epoch %1) and serves it: devices and stations reconnect to it.</source>
            <translation>Dieser Laptop hat das Turnier übernommen (Epoche %1) und stellt es bereit: Geräte und Stationen verbinden sich neu.</translation>
        </message>
    </context>
    <context>
        <name>table_card</name>
        <message>
            <source>Table %1</source>
            <translation>Tisch %1</translation>
        </message>
        <message>
            <source>Resume timers</source>
            <translation>Uhren fortsetzen</translation>
        </message>
        <message>
            <source>Restart this table's clocks from where the event file stopped them</source>
            <translation>Die Uhren dieses Tisches dort fortsetzen, wo die Turnierdatei sie angehalten hat</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <source>The decision is made (D)</source>
            <translation>Die Entscheidung ist getroffen (D)</translation>
        </message>
        <message>
            <source>Out together</source>
            <translation>Gemeinsam raus</translation>
        </message>
        <message>
            <source>Mark every selected player out at the same moment (O)</source>
            <translation>Alle ausgewählten Spieler im selben Moment ausscheiden lassen (O)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <source>Take back this table's last action (U)</source>
            <translation>Die letzte Aktion dieses Tisches zurücknehmen (U)</translation>
        </message>
        <message>
            <source>%1: more actions</source>
            <translation>%1: weitere Aktionen</translation>
        </message>
        <message>
            <source>More for this table: auction, pair a device, move or swap players</source>
            <translation>Mehr für diesen Tisch: Auktion, Gerät koppeln, Spieler verschieben oder tauschen</translation>
        </message>
        <message>
            <source>Auction for the player deciding (A)</source>
            <translation>Auktion für den entscheidenden Spieler (A)</translation>
        </message>
        <message>
            <source>Pair a device…</source>
            <translation>Gerät koppeln…</translation>
        </message>
        <message>
            <source>Show a QR code that lets a tablet at this table run its clocks (File ▸ Serve on the local network must be on)</source>
            <translation>Einen QR-Code zeigen, mit dem ein Tablet an diesem Tisch seine Uhren bedienen kann (Datei ▸ Im lokalen Netzwerk bereitstellen muss an sein)</translation>
        </message>
        <message>
            <source>Move or swap players…</source>
            <translation>Spieler verschieben oder tauschen…</translation>
        </message>
        <message>
            <source>Table %1: select the players who are out first (tick them, or press their number).</source>
            <translation>Tisch %1: Wählen Sie zuerst die ausgeschiedenen Spieler (anhaken oder ihre Nummer drücken).</translation>
        </message>
        <message>
            <source>Table %1: an auction is started by the player who is deciding; no decision is running (use the player's Decide menu).</source>
            <translation>Tisch %1: Eine Auktion startet der Spieler, der gerade entscheidet; es läuft keine Entscheidung (das Entscheidungsmenü des Spielers verwenden).</translation>
        </message>
        <message>
            <source>Judge called · taken</source>
            <translation>Turnierleiter gerufen · übernommen</translation>
        </message>
        <message>
            <source>Judge called</source>
            <translation>Turnierleiter gerufen</translation>
        </message>
        <message>
            <source>Done now adds %1 to the main timer (the reward: %2 of the decision time left).</source>
            <translation>Fertig jetzt fügt der Hauptzeit %1 hinzu (die Belohnung: %2 der verbleibenden Entscheidungszeit).</translation>
        </message>
        <message>
            <source>%1 for the player deciding (A)</source>
            <translation>%1 für den entscheidenden Spieler (A)</translation>
        </message>
    </context>
    <context>
        <name>view</name>
        <message>
            <source>Auction (−{time})</source>
            <translation>Versteigerung (−{time})</translation>
        </message>
        <message>
            <source>Start an &amp;auction (−{time})</source>
            <translation>&amp;Versteigerung starten (−{time})</translation>
        </message>
        <message>
            <source>Main timer (stopped: the player has left)</source>
            <translation>Hauptuhr (gestoppt: der Spieler ist raus)</translation>
        </message>
        <message>
            <source>{sym} 0:00 TIME</source>
            <translation>{sym} 0:00 ZEIT</translation>
        </message>
        <message>
            <source>Main timer ran out</source>
            <translation>Hauptuhr abgelaufen</translation>
        </message>
        <message>
            <source>Main timer: 20 s or less left</source>
            <translation>Hauptuhr: noch 20 s oder weniger</translation>
        </message>
        <message>
            <source>MAIN</source>
            <translation>HAUPT</translation>
        </message>
        <message>
            <source>Main timer running down</source>
            <translation>Hauptuhr läuft ab</translation>
        </message>
        <message>
            <source>Main timer (not running)</source>
            <translation>Hauptuhr (läuft nicht)</translation>
        </message>
        <message>
            <source>DECIDE</source>
            <translation>ENTSCH.</translation>
        </message>
        <message>
            <source>Auxiliary countdown: it runs first; the main timer runs only once it reaches 0</source>
            <translation>Zusatzzeit: sie läuft zuerst; die Hauptuhr läuft erst, wenn sie 0 erreicht</translation>
        </message>
        <message>
            <source>The auxiliary countdown is over: the main timer is running</source>
            <translation>Die Zusatzzeit ist vorbei: die Hauptuhr läuft</translation>
        </message>
        <message>
            <source>Take back this table's last action (entry #{entry}) (U)</source>
            <translation>Die letzte Aktion dieses Tisches zurücknehmen (Eintrag #{entry}) (U)</translation>
        </message>
        <message numerus="yes">
            <source>Rounding remainder at this table: %n rating point(s)</source>
            <translation>
                <numerusform>Rundungsrest an diesem Tisch: %n Wertungspunkt</numerusform>
                <numerusform>Rundungsrest an diesem Tisch: %n Wertungspunkte</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume timers</source>
            <translation>Uhren fortsetzen</translation>
        </message>
        <message>
            <source>Restart this table's clocks from where the event file stopped them</source>
            <translation>Die Uhren dieses Tisches dort fortsetzen, wo die Turnierdatei sie angehalten hat</translation>
        </message>
        <message>
            <source>Out together</source>
            <translation>Gemeinsam raus</translation>
        </message>
        <message>
            <source>Mark every selected player out at the same moment (O)</source>
            <translation>Alle ausgewählten Spieler im selben Moment ausscheiden lassen (O)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <source>Nothing to undo at this table</source>
            <translation>Nichts zurückzunehmen an diesem Tisch</translation>
        </message>
        <message>
            <source>{sym} {place} (tied)</source>
            <translation>{sym} {place} (geteilt)</translation>
        </message>
        <message>
            <source>{sym} WINNER · {place}</source>
            <translation>{sym} SIEGER · {place}</translation>
        </message>
        <message>
            <source>{place} (tied)</source>
            <translation>{place} (geteilt)</translation>
        </message>
        <message>
            <source>{sym} OUT — time · {place}</source>
            <translation>{sym} RAUS — Zeit · {place}</translation>
        </message>
        <message>
            <source>{sym} OUT — round end · {place}</source>
            <translation>{sym} RAUS — Rundenende · {place}</translation>
        </message>
        <message>
            <source>{sym} OUT · {place}</source>
            <translation>{sym} RAUS · {place}</translation>
        </message>
        <message>
            <source>{sym} deciding</source>
            <translation>{sym} entscheidet</translation>
        </message>
        <message>
            <source>{sym} in</source>
            <translation>{sym} im Spiel</translation>
        </message>
        <message>
            <source>rating {rating}</source>
            <translation>Wertung {rating}</translation>
        </message>
        <message>
            <source>points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>if out now: {points}</source>
            <translation>wenn jetzt raus: {points}</translation>
        </message>
        <message>
            <source>the game is not running at this table</source>
            <translation>an diesem Tisch läuft kein Spiel</translation>
        </message>
        <message>
            <source>{decision}  ({time})</source>
            <translation>{decision}  ({time})</translation>
        </message>
        <message>
            <source>Ask for a &amp;pause</source>
            <translation>Eine &amp;Pause beantragen</translation>
        </message>
        <message>
            <source>Correct main timer: +{time}</source>
            <translation>Hauptuhr korrigieren: +{time}</translation>
        </message>
        <message>
            <source>Correct main timer: −{time}</source>
            <translation>Hauptuhr korrigieren: −{time}</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Raus</translation>
        </message>
        <message>
            <source>{player} is out (alone)</source>
            <translation>{player} ist raus (allein)</translation>
        </message>
        <message>
            <source>Decide ▾</source>
            <translation>Entscheiden ▾</translation>
        </message>
        <message>
            <source>Pause?</source>
            <translation>Pause?</translation>
        </message>
        <message>
            <source>This player asks for a pause: opens the vote</source>
            <translation>Dieser Spieler bittet um eine Pause: öffnet die Abstimmung</translation>
        </message>
        <message>
            <source>✓ Yes</source>
            <translation>✓ Ja</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>{player} has voted yes</source>
            <translation>{player} hat mit Ja gestimmt</translation>
        </message>
        <message>
            <source>{player} votes yes to pause</source>
            <translation>{player} stimmt für die Pause</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>{player} votes no: the pause is denied</source>
            <translation>{player} stimmt mit Nein: die Pause ist abgelehnt</translation>
        </message>
        <message>
            <source>✓ Asked</source>
            <translation>✓ Gefragt</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>{player} asks to resume play</source>
            <translation>{player} bittet, weiterzuspielen</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Nicht gestartet</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Beendet</translation>
        </message>
        <message>
            <source>Judge time: clocks stopped</source>
            <translation>Schiedsrichterzeit: Uhren gestoppt</translation>
        </message>
        <message>
            <source>Timers held</source>
            <translation>Uhren angehalten</translation>
        </message>
        <message>
            <source>Round paused</source>
            <translation>Runde angehalten</translation>
        </message>
        <message>
            <source>PAUSED</source>
            <translation>ANGEHALTEN</translation>
        </message>
        <message>
            <source>Pause pending</source>
            <translation>Pause ausstehend</translation>
        </message>
        <message>
            <source>Pause vote</source>
            <translation>Pausenabstimmung</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>Läuft</translation>
        </message>
        <message>
            <source>{sym} Timers held since {since} ({why}): {length}; check the time with the players.</source>
            <translation>{sym} Uhren angehalten seit {since} ({why}): {length}; prüft die Zeit mit den Spielern.</translation>
        </message>
        <message>
            <source>{sym} Timers held ({why}): {length}; check the time with the players.</source>
            <translation>{sym} Uhren angehalten ({why}): {length}; prüft die Zeit mit den Spielern.</translation>
        </message>
        <message>
            <source>{sym} Timers held since {since} ({why}): {length}; nobody was charged for it.</source>
            <translation>{sym} Uhren angehalten seit {since} ({why}): {length}; niemandem angerechnet.</translation>
        </message>
        <message>
            <source>{sym} Timers held ({why}): {length}; nobody was charged for it.</source>
            <translation>{sym} Uhren angehalten ({why}): {length}; niemandem angerechnet.</translation>
        </message>
        <message>
            <source>DECIDE {time}</source>
            <translation>ENTSCH. {time}</translation>
        </message>
        <message>
            <source>aux over</source>
            <translation>Zusatzzeit vorbei</translation>
        </message>
        <message>
            <source>{player} was deciding ({decision}): {left}, MAIN {time}.</source>
            <translation>{player} entschied gerade ({decision}): {left}, HAUPT {time}.</translation>
        </message>
        <message>
            <source>? PAUSE VOTE · {time} left · {yes} of {needed} yes</source>
            <translation>? PAUSENABSTIMMUNG · noch {time} · {yes} von {needed} Ja</translation>
        </message>
        <message>
            <source>Asked by {player}. Yes: {yes}. Waiting for: {waiting}. Any “No”, or the time running out, denies the pause.</source>
            <translation>Verlangt von {player}. Ja: {yes}. Es fehlen: {waiting}. Ein „Nein“ oder das Ende der Zeit lehnt die Pause ab.</translation>
        </message>
        <message>
            <source>{sym} PAUSE PENDING — play on</source>
            <translation>{sym} PAUSE AUSSTEHEND — weiterspielen</translation>
        </message>
        <message>
            <source>The pause was accepted; it starts when {player} completes the decision in progress (Done).</source>
            <translation>Die Pause wurde angenommen; sie beginnt, wenn {player} die laufende Entscheidung abschließt (Fertig).</translation>
        </message>
        <message>
            <source>The pause was accepted; it starts when the player completes the decision in progress (Done).</source>
            <translation>Die Pause wurde angenommen; sie beginnt, wenn der Spieler die laufende Entscheidung abschließt (Fertig).</translation>
        </message>
        <message>
            <source>{sym} PAUSED · {time} of pause left</source>
            <translation>{sym} ANGEHALTEN · noch {time} Pause</translation>
        </message>
        <message>
            <source>The pause time is over: any one player's Resume restarts play.</source>
            <translation>Die Pausenzeit ist vorbei: ein „Weiter“ eines einzigen Spielers setzt das Spiel fort.</translation>
        </message>
        <message>
            <source>Play resumes when every player still in asks (Resume). Asked: {players}.</source>
            <translation>Das Spiel geht weiter, wenn jeder verbliebene Spieler darum bittet (Weiter). Gebeten: {players}.</translation>
        </message>
        <message>
            <source>Play resumes when every player still in asks (Resume). Asked: nobody yet.</source>
            <translation>Das Spiel geht weiter, wenn jeder verbliebene Spieler darum bittet (Weiter). Gebeten: noch niemand.</translation>
        </message>
        <message>
            <source>Pause denied</source>
            <translation>Pause abgelehnt</translation>
        </message>
        <message>
            <source>{player} said no.</source>
            <translation>{player} hat Nein gesagt.</translation>
        </message>
        <message>
            <source>Not enough players said yes within {time}.</source>
            <translation>Zu wenige Spieler haben innerhalb von {time} Ja gesagt.</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <source>The decision is made (D)</source>
            <translation>Die Entscheidung ist getroffen (D)</translation>
        </message>
        <message>
            <source>Auxiliary countdown (runs first)</source>
            <translation>Zusatzzeit (läuft zuerst)</translation>
        </message>
        <message>
            <source>{sym} MAIN {time}</source>
            <translation>{sym} HAUPT {time}</translation>
        </message>
        <message>
            <source>MAIN {time}</source>
            <translation>HAUPT {time}</translation>
        </message>
        <message>
            <source>The auxiliary countdown is over; the main timer is running</source>
            <translation>Die Zusatzzeit ist vorbei; die Hauptuhr läuft</translation>
        </message>
        <message>
            <source>{sym} {player} decides: {decision}</source>
            <translation>{sym} {player} entscheidet: {decision}</translation>
        </message>
        <message>
            <source>Not allowed: {reason}</source>
            <translation>Nicht erlaubt: {reason}</translation>
        </message>
        <message>
            <source>+{minutes} min · {time} left</source>
            <translation>+{minutes} Min. · noch {time}</translation>
        </message>
        <message>
            <source>Rules question</source>
            <translation>Regelfrage</translation>
        </message>
        <message>
            <source>Dispute</source>
            <translation>Streitfall</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Anderes</translation>
        </message>
        <message>
            <source>Report not confirmed</source>
            <translation>Meldung nicht bestätigt</translation>
        </message>
        <message>
            <source>not heard since serving began</source>
            <translation>seit Beginn der Bereitstellung nicht gehört</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>verbunden</translation>
        </message>
        <message>
            <source>last heard %1 s ago</source>
            <translation>zuletzt gehört vor %1 s</translation>
        </message>
        <message>
            <source>last heard %1 min ago</source>
            <translation>zuletzt gehört vor %1 min</translation>
        </message>
        <message>
            <source>Last turn</source>
            <translation>Letzter Zug</translation>
        </message>
        <message>
            <source>Last turn: end it when the turn is done</source>
            <translation>Letzter Zug: beenden, wenn der Zug fertig ist</translation>
        </message>
        <message>
            <source>Play is over: enter the numbers</source>
            <translation>Das Spiel ist vorbei: Zahlen eintragen</translation>
        </message>
        <message>
            <source>End the last turn</source>
            <translation>Letzten Zug beenden</translation>
        </message>
        <message>
            <source>Enter the numbers</source>
            <translation>Zahlen eintragen</translation>
        </message>
        <message>
            <source>roll dice</source>
            <translation>würfeln</translation>
        </message>
        <message>
            <source>auction or pass</source>
            <translation>versteigern oder passen</translation>
        </message>
        <message>
            <source>fortune with choice</source>
            <translation>Ereignis mit Wahl</translation>
        </message>
        <message>
            <source>sell houses to pay bills</source>
            <translation>Häuser verkaufen, um zu zahlen</translation>
        </message>
        <message>
            <source>choose character (first player)</source>
            <translation>Charakter wählen (erster Spieler)</translation>
        </message>
        <message>
            <source>choose character (other players)</source>
            <translation>Charakter wählen (andere Spieler)</translation>
        </message>
    </context>
</TS>