<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>about_dialog</name>
        <message>
            <source>MIT License (the full text, %1, could not be read: %2)</source>
            <translation>Licencia MIT (no se pudo leer el texto completo, %1: %2)</translation>
        </message>
        <message>
            <source>The third-party notices (%1) could not be read: %2. Tableside uses Qt and PySide6 (LGPL-3.0), platformdirs and tomli-w (MIT), Starlette, Uvicorn and segno (BSD-3-Clause).</source>
            <translation>No se pudieron leer los avisos de terceros (%1): %2. Tableside usa Qt y PySide6 (LGPL-3.0), platformdirs y tomli-w (MIT), Starlette, Uvicorn y segno (BSD-3-Clause).</translation>
        </message>
        <message>
            <source> (installed bundle)</source>
            <translation> (paquete instalado)</translation>
        </message>
        <message>
            <source>About Tableside</source>
            <translation>Acerca de Tableside</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licencia</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>Avisos de terceros</translation>
        </message>
    </context>
    <context>
        <name>agenda_dialog</name>
        <message>
            <source>Agenda</source>
            <translation>Programa</translation>
        </message>
        <message>
            <source>The estimated end counts, for each round still to come, the round's length, a changeover of %1 minutes and the break planned before it. The projector and the players' page show it.</source>
            <translation>El fin previsto suma, por cada ronda que falta, la duración de la ronda, un cambio de %1 minutos y la pausa prevista antes de ella. El proyector y la página de jugadores lo muestran.</translation>
        </message>
        <message>
            <source>Set &amp;rounds</source>
            <translation>Fijar &amp;rondas</translation>
        </message>
        <message>
            <source>Rounds planned:</source>
            <translation>Rondas previstas:</translation>
        </message>
        <message>
            <source>after round </source>
            <translation>tras la ronda </translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>no break</source>
            <translation>sin pausa</translation>
        </message>
        <message>
            <source>Set &amp;break</source>
            <translation>Fijar &amp;pausa</translation>
        </message>
        <message>
            <source>A break:</source>
            <translation>Una pausa:</translation>
        </message>
        <message>
            <source>%1 min after round %2</source>
            <translation>%1 min tras la ronda %2</translation>
        </message>
        <message>
            <source>Breaks: %1</source>
            <translation>Pausas: %1</translation>
        </message>
        <message>
            <source>No break planned.</source>
            <translation>No hay pausas previstas.</translation>
        </message>
        <message>
            <source>No estimated end: plan the rounds first.</source>
            <translation>Sin fin previsto: primero fije las rondas.</translation>
        </message>
        <message>
            <source>Estimated end %1</source>
            <translation>Fin previsto %1</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>No se cambió nada.</translation>
        </message>
    </context>
    <context>
        <name>announce_dialog</name>
        <message>
            <source>Announce</source>
            <translation>Aviso</translation>
        </message>
        <message>
            <source>A short announcement goes to every table device and phone, and stays there until each reader taps OK. The projector shows the newest one.</source>
            <translation>Un aviso breve llega a cada dispositivo de mesa y a cada móvil, y se queda hasta que cada lector toca OK. El proyector muestra el más reciente.</translation>
        </message>
        <message>
            <source>e.g. Round 3 starts at 14:00</source>
            <translation>p. ej. La ronda 3 empieza a las 14:00</translation>
        </message>
        <message>
            <source>&amp;Send</source>
            <translation>&amp;Enviar</translation>
        </message>
        <message>
            <source>Shown now (newest first):</source>
            <translation>Mostrados ahora (los más recientes primero):</translation>
        </message>
        <message>
            <source>&amp;Take down</source>
            <translation>&amp;Retirar</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Nothing was sent.</source>
            <translation>No se envió nada.</translation>
        </message>
    </context>
    <context>
        <name>app</name>
        <message>
            <source>These presets could not be read and were left out (the others work):
</source>
            <translation>Estas plantillas no se pudieron leer y se dejaron fuera (las demás funcionan):
</translation>
        </message>
    </context>
    <context>
        <name>checkin_dialog</name>
        <message>
            <source>Check-in</source>
            <translation>Registro de llegada</translation>
        </message>
        <message>
            <source>With check-in on, seating a round seats only the players checked in for it. Check-in opens when you open the round and closes when it starts; the projector and the players' page list who has not checked in.</source>
            <translation>Con el registro activado, sentar una ronda sienta solo a los jugadores registrados para ella. El registro se abre al abrir la ronda y se cierra cuando empieza; el proyector y la página de jugadores muestran quién no se ha registrado.</translation>
        </message>
        <message>
            <source>Check-in off: everyone is seated</source>
            <translation>Registro desactivado: se sienta a todos</translation>
        </message>
        <message>
            <source>Not seated this round</source>
            <translation>No se sienta en esta ronda</translation>
        </message>
        <message>
            <source>A game lost: 0 points for the round</source>
            <translation>Una partida perdida: 0 puntos en la ronda</translation>
        </message>
        <message>
            <source>Dropped from the event</source>
            <translation>Retirado del evento</translation>
        </message>
        <message>
            <source>A no-show is:</source>
            <translation>Quien no se presenta:</translation>
        </message>
        <message>
            <source>Joins from the next round</source>
            <translation>Entra desde la ronda siguiente</translation>
        </message>
        <message>
            <source>Takes a free seat before the round starts</source>
            <translation>Ocupa un asiento libre antes de que empiece la ronda</translation>
        </message>
        <message>
            <source>A late arrival:</source>
            <translation>Quien llega tarde:</translation>
        </message>
        <message>
            <source>Set &amp;rule</source>
            <translation>Fijar &amp;regla</translation>
        </message>
        <message>
            <source>Type a name, then Enter to check them in</source>
            <translation>Escribe un nombre y pulsa Intro para registrarlo</translation>
        </message>
        <message>
            <source>Code for phones: %1 (on the projector too; players check in on the players' page with it; Set rule again for a new code).</source>
            <translation>Código para móviles: %1 (también en el proyector; con él los jugadores se registran en la página de jugadores; vuelve a fijar la regla para un código nuevo).</translation>
        </message>
        <message>
            <source>Check-in is off: every player is seated.</source>
            <translation>El registro está desactivado: se sienta a todos los jugadores.</translation>
        </message>
        <message>
            <source>Open the next round to check players in for it.</source>
            <translation>Abre la ronda siguiente para registrar a los jugadores.</translation>
        </message>
        <message>
            <source>Round %1: %2 of %3 players checked in.</source>
            <translation>Ronda %1: %2 de %3 jugadores registrados.</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>No se cambió nada.</translation>
        </message>
    </context>
    <context>
        <name>constraints_panel</name>
        <message>
            <source>Every seating (round 1 and the Swiss rounds) keeps these. When they cannot all hold, the seating still goes ahead and says which one it broke and why.</source>
            <translation>Toda distribución (la ronda 1 y las rondas suizas) las respeta. Si no se pueden cumplir todas, la distribución se hace igualmente y dice cuál incumplió y por qué.</translation>
        </message>
        <message>
            <source>Seating constraints</source>
            <translation>Restricciones de distribución</translation>
        </message>
        <message>
            <source>&amp;Remove the chosen one</source>
            <translation>&amp;Quitar la elegida</translation>
        </message>
        <message>
            <source>Add: tick players (Space), then choose</source>
            <translation>Añadir: marque jugadores (Espacio) y elija</translation>
        </message>
        <message>
            <source>Players (Space ticks)</source>
            <translation>Jugadores (Espacio marca)</translation>
        </message>
        <message>
            <source>siblings, wheelchair, …</source>
            <translation>hermanos, silla de ruedas, …</translation>
        </message>
        <message>
            <source>Why, in a few words (shown with the constraint; optional)</source>
            <translation>Por qué, en pocas palabras (se muestra con la restricción; opcional)</translation>
        </message>
        <message>
            <source>Reason:</source>
            <translation>Motivo:</translation>
        </message>
        <message>
            <source>&amp;Keep apart</source>
            <translation>&amp;Separar</translation>
        </message>
        <message>
            <source>No two of the ticked players at one table</source>
            <translation>Ningún par de los jugadores marcados en una misma mesa</translation>
        </message>
        <message>
            <source>&amp;Needs an accessible table</source>
            <translation>&amp;Necesita mesa accesible</translation>
        </message>
        <message>
            <source>Each ticked player sits at a table marked accessible</source>
            <translation>Cada jugador marcado se sienta en una mesa marcada como accesible</translation>
        </message>
        <message>
            <source>table </source>
            <translation>mesa </translation>
        </message>
        <message>
            <source>any seat</source>
            <translation>cualquier asiento</translation>
        </message>
        <message>
            <source>seat </source>
            <translation>asiento </translation>
        </message>
        <message>
            <source>&amp;Fix to</source>
            <translation>&amp;Fijar en</translation>
        </message>
        <message>
            <source>The ticked player sits at this table (and seat) every round</source>
            <translation>El jugador marcado se sienta en esta mesa (y asiento) en cada ronda</translation>
        </message>
        <message>
            <source>&amp;Mark accessible</source>
            <translation>&amp;Marcar accesible</translation>
        </message>
        <message>
            <source>kept in round %1</source>
            <translation>respetada en la ronda %1</translation>
        </message>
        <message>
            <source>No seating constraint yet.</source>
            <translation>Aún no hay restricciones de distribución.</translation>
        </message>
        <message>
            <source>Tick two or more players to keep apart.</source>
            <translation>Marque dos o más jugadores que separar.</translation>
        </message>
        <message>
            <source>Tick exactly one player to fix to a table.</source>
            <translation>Marque exactamente un jugador que fijar en una mesa.</translation>
        </message>
        <message>
            <source>Tick the players who need an accessible table.</source>
            <translation>Marque los jugadores que necesitan una mesa accesible.</translation>
        </message>
        <message>
            <source>Choose the constraint to remove in the list.</source>
            <translation>Elija en la lista la restricción que quitar.</translation>
        </message>
    </context>
    <context>
        <name>controller</name>
        <message>
            <source>no event is open</source>
            <translation>no hay ningún torneo abierto</translation>
        </message>
        <message>
            <source>no event is open at the judge's desk</source>
            <translation>no hay ningún torneo abierto en la mesa del juez</translation>
        </message>
        <message>
            <source>The copy of the event could not be read (%1).</source>
            <translation>No se pudo leer la copia del torneo (%1).</translation>
        </message>
        <message>
            <source>No event is open: open or create an event first.</source>
            <translation>No hay ningún torneo abierto: abra o cree un torneo primero.</translation>
        </message>
        <message>
            <source>Not saved: the event file could not be written (%1). Nothing was changed.</source>
            <translation>No guardado: no se pudo escribir el archivo del torneo (%1). No se cambió nada.</translation>
        </message>
        <message>
            <source>That action was refused.</source>
            <translation>Esa acción fue rechazada.</translation>
        </message>
        <message>
            <source>Not saved: %1 Nothing was changed; check the disk, then try again.</source>
            <translation>No guardado: %1 No se cambió nada; revise el disco y vuelva a intentarlo.</translation>
        </message>
    </context>
    <context>
        <name>correction_dialog</name>
        <message>
            <source>Correct a past result</source>
            <translation>Corregir un resultado anterior</translation>
        </message>
        <message>
            <source>Choose a finished game, give each player their right place (1 = the winner; players who left together share a place) and say why. Scores, ratings and standings are recomputed; later rounds keep their seating.</source>
            <translation>Elija una partida terminada, dé a cada jugador su puesto correcto (1 = el ganador; los jugadores que salieron juntos comparten puesto) y diga por qué. Puntuaciones, ratings y clasificación se recalculan; las rondas posteriores conservan su distribución.</translation>
        </message>
        <message>
            <source>A finished game of any round</source>
            <translation>Una partida terminada de cualquier ronda</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Partida:</translation>
        </message>
        <message>
            <source>Why: e.g. the wrong player was marked out</source>
            <translation>Por qué: p. ej., se marcó fuera al jugador equivocado</translation>
        </message>
        <message>
            <source>&amp;Reason:</source>
            <translation>&amp;Motivo:</translation>
        </message>
        <message>
            <source>&amp;Correct the result</source>
            <translation>&amp;Corregir el resultado</translation>
        </message>
        <message>
            <source>Round %1, table %2 — %3</source>
            <translation>Ronda %1, mesa %2 — %3</translation>
        </message>
        <message>
            <source>(corrected)</source>
            <translation>(corregida)</translation>
        </message>
        <message>
            <source>The result was not corrected.</source>
            <translation>El resultado no se corrigió.</translation>
        </message>
        <message>
            <source>No game is finished yet: a result can be corrected once its game is over.</source>
            <translation>Aún no ha terminado ninguna partida: un resultado se puede corregir cuando su partida ha acabado.</translation>
        </message>
        <message>
            <source>Result now (already corrected): %1.</source>
            <translation>Resultado actual (ya corregido): %1.</translation>
        </message>
        <message>
            <source>Result now: %1.</source>
            <translation>Resultado actual: %1.</translation>
        </message>
        <message>
            <source>Corrected: %1.</source>
            <translation>Corregido: %1.</translation>
        </message>
    </context>
    <context>
        <name>crash_report</name>
        <message>
            <source>Tableside: unexpected problem</source>
            <translation>Tableside: problema inesperado</translation>
        </message>
    </context>
    <context>
        <name>event_view</name>
        <message>
            <source>Resume all timers</source>
            <translation>Reanudar todos los relojes</translation>
        </message>
        <message>
            <source>Resume the timers of every held table (Ctrl+Shift+R)</source>
            <translation>Reanudar los relojes de todas las mesas detenidas (Ctrl+Mayús+R)</translation>
        </message>
        <message>
            <source>%1 Tableside stopped while a decision was running (closed, crashed, stalled or asleep). The timers of table %2 are held where it stopped (it says since when). Check with the players, then press “Resume timers” on the table.</source>
            <translation>%1 Tableside se detuvo mientras corría una decisión (cerrado, bloqueado, colgado o en suspensión). Los relojes de la mesa %2 siguen detenidos donde se paró (la mesa indica desde cuándo). Hable con los jugadores y pulse «Reanudar relojes» en la mesa.</translation>
        </message>
        <message>
            <source>%1 Tableside stopped while a decision was running (closed, crashed, stalled or asleep). The timers of tables %2 are held where it stopped (each table says since when). Check with the players, then press “Resume timers” on the tables.</source>
            <translation>%1 Tableside se detuvo mientras corría una decisión (cerrado, bloqueado, colgado o en suspensión). Los relojes de las mesas %2 siguen detenidos donde se paró (cada mesa indica desde cuándo). Hable con los jugadores y pulse «Reanudar relojes» en las mesas.</translation>
        </message>
        <message>
            <source>No round is open yet.
Use Event ▸ Players and tables… to register players, open a round and seat the tables.</source>
            <translation>Todavía no hay ninguna ronda abierta.
Use Torneo ▸ Jugadores y mesas… para inscribir jugadores, abrir una ronda y sentar las mesas.</translation>
        </message>
        <message>
            <source>Round %1 has no tables yet.
Use Event ▸ Players and tables… to seat them.</source>
            <translation>La ronda %1 aún no tiene mesas.
Use Torneo ▸ Jugadores y mesas… para sentarlas.</translation>
        </message>
    </context>
    <context>
        <name>exports</name>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>PDF files (*.pdf);;All files (*)</source>
            <translation>Archivos PDF (*.pdf);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>E&amp;xport</source>
            <translation>E&amp;xportar</translation>
        </message>
        <message>
            <source>&amp;Standings (CSV)…</source>
            <translation>&amp;Clasificación (CSV)…</translation>
        </message>
        <message>
            <source>&amp;Results (CSV)…</source>
            <translation>&amp;Resultados (CSV)…</translation>
        </message>
        <message>
            <source>R&amp;atings for the next event (CSV)…</source>
            <translation>&amp;Valoraciones para el próximo torneo (CSV)…</translation>
        </message>
        <message>
            <source>Seating and result &amp;slips (PDF)…</source>
            <translation>Distribución y &amp;hojas de resultados (PDF)…</translation>
        </message>
        <message>
            <source>Export the standings</source>
            <translation>Exportar la clasificación</translation>
        </message>
        <message>
            <source>Export the results</source>
            <translation>Exportar los resultados</translation>
        </message>
        <message>
            <source>Ratings exist only under the contribution system; this event uses %1. Nothing was exported.</source>
            <translation>Las valoraciones solo existen con el sistema de contribución; este torneo usa %1. No se exportó nada.</translation>
        </message>
        <message>
            <source>Export the ratings for the next event</source>
            <translation>Exportar las valoraciones para el próximo torneo</translation>
        </message>
        <message>
            <source>Print the seating and result slips</source>
            <translation>Imprimir la distribución y las hojas de resultados</translation>
        </message>
        <message>
            <source>Nothing was exported: %1.</source>
            <translation>No se exportó nada: %1.</translation>
        </message>
        <message>
            <source>Could not write %1: %2.</source>
            <translation>No se pudo escribir %1: %2.</translation>
        </message>
        <message>
            <source>Wrote %1: %2 page(s) of seating and %3 page(s) of result slips.</source>
            <translation>Escrito %1: %2 página(s) de distribución y %3 página(s) de hojas de resultados.</translation>
        </message>
        <message>
            <source>No event is open: open an event first.</source>
            <translation>No hay ningún torneo abierto: abra un torneo primero.</translation>
        </message>
        <message>
            <source>Could not write %1: %2. Nothing was exported.</source>
            <translation>No se pudo escribir %1: %2. No se exportó nada.</translation>
        </message>
        <message>
            <source>Exported the %1 to %2.</source>
            <translation>Exportado: %1 en %2.</translation>
        </message>
    </context>
    <context>
        <name>final_text</name>
        <message>
            <source>(final: playing)</source>
            <translation>(final: jugando)</translation>
        </message>
        <message>
            <source>(final: place %1)</source>
            <translation>(final: puesto %1)</translation>
        </message>
        <message>
            <source>(cut: place %1)</source>
            <translation>(corte: puesto %1)</translation>
        </message>
    </context>
    <context>
        <name>guide_window</name>
        <message>
            <source>Tableside: the judge's guide</source>
            <translation>Tableside: la guía del juez</translation>
        </message>
        <message>
            <source>Find in the guide (Ctrl+F)</source>
            <translation>Buscar en la guía (Ctrl+F)</translation>
        </message>
        <message>
            <source>▲ Previous</source>
            <translation>▲ Anterior</translation>
        </message>
        <message>
            <source>▼ Next</source>
            <translation>▼ Siguiente</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Índice</translation>
        </message>
        <message>
            <source>The guide is missing from this installation (looked for %1).</source>
            <translation>Falta la guía en esta instalación (se buscó en %1).</translation>
        </message>
        <message>
            <source>The guide file is missing: reinstall Tableside.</source>
            <translation>Falta el archivo de la guía: reinstale Tableside.</translation>
        </message>
        <message>
            <source>Opened %1 in the web browser.</source>
            <translation>%1 abierto en el navegador web.</translation>
        </message>
        <message>
            <source>%1 is a page of Tableside's source, not part of the installed app.</source>
            <translation>%1 es una página del código fuente de Tableside, no de la aplicación instalada.</translation>
        </message>
        <message>
            <source>No heading called “%1” on this page.</source>
            <translation>No hay ningún encabezado «%1» en esta página.</translation>
        </message>
        <message>
            <source>“%1” is not in this page.</source>
            <translation>«%1» no está en esta página.</translation>
        </message>
        <message>
            <source>Type a word to find.</source>
            <translation>Escriba una palabra para buscar.</translation>
        </message>
        <message>
            <source>Match %1 of %2 for “%3”.</source>
            <translation>Coincidencia %1 de %2 para «%3».</translation>
        </message>
    </context>
    <context>
        <name>hall.menu</name>
        <message>
            <source>Ser&amp;ve on the local network</source>
            <translation>Ser&amp;vir en la red local</translation>
        </message>
        <message>
            <source>Local network</source>
            <translation>Red local</translation>
        </message>
        <message>
            <source>This laptop is a judge station: the desk it joined serves the event.</source>
            <translation>Este portátil es una estación de juez: la mesa del juez a la que se unió sirve el torneo.</translation>
        </message>
        <message>
            <source>Could not serve on the local network: %1</source>
            <translation>No se pudo servir en la red local: %1</translation>
        </message>
        <message>
            <source>Serving on the local network: players open %1</source>
            <translation>Sirviendo en la red local: los jugadores abren %1</translation>
        </message>
        <message>
            <source>Standby: %1.</source>
            <translation>Reserva: %1.</translation>
        </message>
        <message>
            <source>A judge station pairs no devices: pair them at the desk that serves the event.</source>
            <translation>Una estación de juez no empareja dispositivos: emparéjelos en la mesa del juez que sirve el torneo.</translation>
        </message>
        <message>
            <source>Start File ▸ Serve on the local network first, then pair the table's device.</source>
            <translation>Inicie primero Archivo ▸ Servir en la red local y luego empareje el dispositivo de la mesa.</translation>
        </message>
    </context>
    <context>
        <name>hall.pair_dialog</name>
        <message>
            <source>Replace the device of table %1</source>
            <translation>Reemplazar el dispositivo de la mesa %1</translation>
        </message>
        <message>
            <source>Pair a device to table %1</source>
            <translation>Emparejar un dispositivo con la mesa %1</translation>
        </message>
        <message>
            <source>Pair another device</source>
            <translation>Emparejar otro dispositivo</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>The pairing was refused; see the message in the window.</source>
            <translation>El emparejamiento fue rechazado; vea el mensaje en la ventana.</translation>
        </message>
        <message>
            <source>Scan this code with the tablet or phone for table %1 (on the hall's Wi-Fi). It becomes device %2 and can act on table %1 only, until you revoke it. The code works once, within ten minutes.</source>
            <translation>Escanee este código con la tableta o el móvil de la mesa %1 (en el wifi de la sala). Pasa a ser el dispositivo %2 y solo puede actuar en la mesa %1, hasta que lo revoque. El código funciona una vez, en diez minutos.</translation>
        </message>
        <message>
            <source>Device %1</source>
            <translation>Dispositivo %1</translation>
        </message>
        <message>
            <source>Device %1 was revoked: its code and token no longer work.</source>
            <translation>El dispositivo %1 fue revocado: su código y su token ya no funcionan.</translation>
        </message>
    </context>
    <context>
        <name>hall.panel</name>
        <message>
            <source>Judge stations and standby copies</source>
            <translation>Estaciones de juez y copias de reserva</translation>
        </message>
        <message>
            <source>A second laptop joins as a judge station with the judge code. Anyone who has the code can join and act as a judge: show it only to pair a station.</source>
            <translation>Un segundo portátil se une como estación de juez con el código de juez. Quien tenga el código puede unirse y actuar como juez: muéstrelo solo para emparejar una estación.</translation>
        </message>
        <message>
            <source>Show the judge code</source>
            <translation>Mostrar el código de juez</translation>
        </message>
        <message>
            <source>Make a new judge code</source>
            <translation>Crear un nuevo código de juez</translation>
        </message>
        <message>
            <source>The old code stops working for new stations and standby copies; stations that joined keep working</source>
            <translation>El código antiguo deja de funcionar para nuevas estaciones y copias de reserva; las estaciones ya unidas siguen funcionando</translation>
        </message>
        <message>
            <source>Joined judge stations</source>
            <translation>Estaciones de juez unidas</translation>
        </message>
        <message>
            <source>Paired table devices</source>
            <translation>Dispositivos de mesa emparejados</translation>
        </message>
        <message>
            <source>Could not serve on the local network: %1</source>
            <translation>No se pudo servir en la red local: %1</translation>
        </message>
        <message>
            <source>Serving on the local network. Players open this page on their phones (same Wi-Fi); pair a table's device from its card (“Pair a device”).</source>
            <translation>Sirviendo en la red local. Los jugadores abren esta página en sus móviles (mismo wifi); empareje el dispositivo de una mesa desde su tarjeta («Emparejar un dispositivo»).</translation>
        </message>
        <message>
            <source>Stop serving</source>
            <translation>Dejar de servir</translation>
        </message>
        <message>
            <source>Not serving. Start it to give every player the live tables and standings on their phone, and to run a table's clocks from a tablet at the table.</source>
            <translation>Sin servir. Inícielo para dar a cada jugador las mesas en juego y la clasificación en su móvil, y para llevar los relojes de una mesa desde una tableta en la mesa.</translation>
        </message>
        <message>
            <source>Serve on the local network</source>
            <translation>Servir en la red local</translation>
        </message>
        <message>
            <source>Could not make a new judge code: %1</source>
            <translation>No se pudo crear un nuevo código de juez: %1</translation>
        </message>
        <message>
            <source>Hide the judge code</source>
            <translation>Ocultar el código de juez</translation>
        </message>
        <message>
            <source>On the second laptop, File ▸ Join an event on the network…: paste this join link or scan the code.
%1
Judge code: %2
A standby copy with no window: TABLESIDE_STANDBY_TOKEN=%2 tableside replicate %3 COPY.tableside
This hides again by itself in %4 seconds.</source>
            <translation>En el segundo portátil, Archivo ▸ Unirse a un torneo en la red…: pegue este enlace o escanee el código.
%1
Código de juez: %2
Una copia de reserva sin ventana: TABLESIDE_STANDBY_TOKEN=%2 tableside replicate %3 COPY.tableside
Esto se oculta solo en %4 segundos.</translation>
        </message>
        <message>
            <source>Table %1: device %2</source>
            <translation>Mesa %1: dispositivo %2</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Reemplazar</translation>
        </message>
        <message>
            <source>Revoke this device and show a QR code to pair the table's new one</source>
            <translation>Revocar este dispositivo y mostrar un código QR para emparejar el nuevo de la mesa</translation>
        </message>
        <message>
            <source>%1 (station %2) · %3</source>
            <translation>%1 (estación %2) · %3</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Función</translation>
        </message>
        <message>
            <source>What this judge station may do: everything, its own tables, results only, or nothing</source>
            <translation>Lo que puede hacer esta estación de juez: todo, sus propias mesas, solo resultados o nada</translation>
        </message>
        <message>
            <source>Floor judge</source>
            <translation>Juez de sala</translation>
        </message>
        <message>
            <source>Their tables (such as 1-8, 12):</source>
            <translation>Sus mesas (por ejemplo 1-8, 12):</translation>
        </message>
        <message>
            <source>floor judge for tables %1</source>
            <translation>juez de sala de las mesas %1</translation>
        </message>
        <message>
            <source>head judge</source>
            <translation>juez principal</translation>
        </message>
        <message>
            <source>scorekeeper</source>
            <translation>anotador de resultados</translation>
        </message>
        <message>
            <source>viewer</source>
            <translation>observador</translation>
        </message>
        <message>
            <source>Revoke</source>
            <translation>Revocar</translation>
        </message>
        <message>
            <source>it would not serve the event if it took over</source>
            <translation>no serviría el torneo si lo tomara</translation>
        </message>
        <message>
            <source>Its token stops working at once. To keep it from joining again, also make a new judge code.</source>
            <translation>Su token deja de funcionar al instante. Para que no vuelva a unirse, cree también un nuevo código de juez.</translation>
        </message>
    </context>
    <context>
        <name>hall.serving</name>
        <message>
            <source>could not serve the event just opened: %1</source>
            <translation>no se pudo servir el torneo recién abierto: %1</translation>
        </message>
        <message>
            <source>another station holds this event now: it is served there, not here</source>
            <translation>otra estación tiene ahora este torneo: se sirve allí, no aquí</translation>
        </message>
        <message>
            <source>this desk</source>
            <translation>esta mesa del juez</translation>
        </message>
        <message>
            <source>Other desks cannot find this event on the network, nor this desk theirs: the event is served all the same; players and stations use its address or QR code.</source>
            <translation>Las otras mesas de juez no encuentran este evento en la red, ni esta mesa los suyos: el evento se sirve igualmente; jugadores y estaciones usan su dirección o su código QR.</translation>
        </message>
        <message>
            <source>start File ▸ Serve on the local network first</source>
            <translation>inicie primero Archivo ▸ Servir en la red local</translation>
        </message>
    </context>
    <context>
        <name>help_overlay</name>
        <message>
            <source>Anywhere</source>
            <translation>En cualquier lugar</translation>
        </message>
        <message>
            <source>Show / hide this help</source>
            <translation>Mostrar / ocultar esta ayuda</translation>
        </message>
        <message>
            <source>Go to the next / previous table</source>
            <translation>Ir a la mesa siguiente / anterior</translation>
        </message>
        <message>
            <source>Move between buttons; Space or Enter presses</source>
            <translation>Moverse entre botones; Espacio o Intro pulsa</translation>
        </message>
        <message>
            <source>Start the round</source>
            <translation>Empezar la ronda</translation>
        </message>
        <message>
            <source>Pause / resume the round clock</source>
            <translation>Pausar / reanudar el reloj de la ronda</translation>
        </message>
        <message>
            <source>Extend one table's round</source>
            <translation>Prolongar la ronda de una mesa</translation>
        </message>
        <message>
            <source>Resume the timers of every held table</source>
            <translation>Reanudar los relojes de todas las mesas detenidas</translation>
        </message>
        <message>
            <source>Redo: the table action Undo just took back, again</source>
            <translation>Rehacer: la acción de mesa que Deshacer acaba de retirar</translation>
        </message>
        <message>
            <source>Correct a past result (a finished game of any round)</source>
            <translation>Corregir un resultado anterior (una partida terminada de cualquier ronda)</translation>
        </message>
        <message>
            <source>Show / hide the history</source>
            <translation>Mostrar / ocultar el historial</translation>
        </message>
        <message>
            <source>Show / hide the standings</source>
            <translation>Mostrar / ocultar la clasificación</translation>
        </message>
        <message>
            <source>New event / open an event file</source>
            <translation>Nuevo torneo / abrir un archivo de torneo</translation>
        </message>
        <message>
            <source>Close the event (back to the start screen)</source>
            <translation>Cerrar el torneo (volver a la pantalla de inicio)</translation>
        </message>
        <message>
            <source>Quit Tableside</source>
            <translation>Salir de Tableside</translation>
        </message>
        <message>
            <source>Hide the message or this help</source>
            <translation>Ocultar el mensaje o esta ayuda</translation>
        </message>
        <message>
            <source>On the framed table (F6 / Shift+F6 or a click)</source>
            <translation>En la mesa enmarcada (F6 / Mayús+F6 o un clic)</translation>
        </message>
        <message>
            <source>Select / unselect player 1 … 9</source>
            <translation>Marcar / desmarcar al jugador 1 … 9</translation>
        </message>
        <message>
            <source>Out together: the selected players leave at the same moment</source>
            <translation>Fuera juntos: los jugadores marcados salen en el mismo momento</translation>
        </message>
        <message>
            <source>Player's Decide menu (decision kinds, auction, pause)</source>
            <translation>Menú Decidir del jugador (tipos de decisión, subasta, pausa)</translation>
        </message>
        <message>
            <source>Done: the decision in progress is made</source>
            <translation>Hecho: la decisión en curso está tomada</translation>
        </message>
        <message>
            <source>Auction (−20 s) for the deciding player</source>
            <translation>Subasta (−20 s) para el jugador que decide</translation>
        </message>
        <message>
            <source>Undo the table's last action (the message says which)</source>
            <translation>Deshacer la última acción de la mesa (el mensaje dice cuál)</translation>
        </message>
        <message>
            <source>Resume timers held by a restart</source>
            <translation>Reanudar relojes detenidos por un reinicio</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Everything else, from the first table to a crash: Help ▸ The judge's guide (searchable, works offline).</source>
            <translation>Todo lo demás, de la primera mesa a un bloqueo: Ayuda ▸ La guía del juez (con búsqueda, funciona sin conexión).</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Cerrar (Esc)</translation>
        </message>
    </context>
    <context>
        <name>history_panel</name>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>This action was taken back by entry #%1</source>
            <translation>Esta acción fue retirada por la entrada #%1</translation>
        </message>
        <message>
            <source>%1  — undone by #%2</source>
            <translation>%1  — deshecha por #%2</translation>
        </message>
        <message>
            <source>↶ Undo of #%1</source>
            <translation>↶ Deshacer #%1</translation>
        </message>
        <message>
            <source>Select an action to take it back.</source>
            <translation>Elija una acción para retirarla.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Take back the selected action (it is logged too; the rules may refuse)</source>
            <translation>Retirar la acción elegida (también queda registrado; las reglas pueden negarse)</translation>
        </message>
        <message>
            <source>Choose an action in the history first.</source>
            <translation>Elija primero una acción del historial.</translation>
        </message>
        <message>
            <source>Undo #%1</source>
            <translation>Deshacer #%1</translation>
        </message>
        <message>
            <source>Undo entry #%1</source>
            <translation>Deshacer la entrada #%1</translation>
        </message>
    </context>
    <context>
        <name>judge_calls_panel</name>
        <message>
            <source>Table %1 · %2</source>
            <translation>Mesa %1 · %2</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>Atender</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Hecho</translation>
        </message>
        <message>
            <source>%1 ago · taken by %2</source>
            <translation>hace %1 · atendida por %2</translation>
        </message>
        <message>
            <source>%1 ago · waiting</source>
            <translation>hace %1 · en espera</translation>
        </message>
        <message>
            <source>No table is calling a judge.</source>
            <translation>Ninguna mesa llama al juez.</translation>
        </message>
        <message>
            <source>Judge calls</source>
            <translation>Llamadas al juez</translation>
        </message>
    </context>
    <context>
        <name>long_work</name>
        <message>
            <source>Exporting the results… %1%</source>
            <translation>Exportando los resultados… %1 %</translation>
        </message>
        <message>
            <source>Writing the seating and result slips… %1%</source>
            <translation>Escribiendo la distribución y las hojas de resultados… %1 %</translation>
        </message>
        <message>
            <source>Nothing was exported: cancelled.</source>
            <translation>No se exportó nada: cancelado.</translation>
        </message>
        <message>
            <source>Tableside</source>
            <translation>Tableside</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Opening the event… %1%</source>
            <translation>Abriendo el torneo… %1 %</translation>
        </message>
        <message>
            <source>Did not open %1: cancelled. Nothing changed.</source>
            <translation>No se abrió %1: cancelado. No se cambió nada.</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Tableside events (*.tableside);;All files (*)</source>
            <translation>Torneos de Tableside (*.tableside);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Tableside</source>
            <translation>Tableside</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;New event…</source>
            <translation>&amp;Nuevo torneo…</translation>
        </message>
        <message>
            <source>&amp;Open event file…</source>
            <translation>&amp;Abrir archivo de torneo…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <source>Open the &amp;demo event</source>
            <translation>Abrir el torneo de &amp;demostración</translation>
        </message>
        <message>
            <source>&amp;Close event</source>
            <translation>&amp;Cerrar torneo</translation>
        </message>
        <message>
            <source>Pre&amp;sets: scoring and timers…</source>
            <translation>&amp;Plantillas: puntuación y relojes…</translation>
        </message>
        <message>
            <source>&amp;Event</source>
            <translation>&amp;Torneo</translation>
        </message>
        <message>
            <source>&amp;Players and tables…</source>
            <translation>&amp;Jugadores y mesas…</translation>
        </message>
        <message>
            <source>&amp;Seating: seat the round, move, swap…</source>
            <translation>&amp;Distribución: sentar la ronda, mover, intercambiar…</translation>
        </message>
        <message>
            <source>&amp;Correct a past result…</source>
            <translation>&amp;Corregir un resultado anterior…</translation>
        </message>
        <message>
            <source>&amp;Announce…</source>
            <translation>&amp;Aviso…</translation>
        </message>
        <message>
            <source>A&amp;genda and estimated end…</source>
            <translation>Pro&amp;grama y fin previsto…</translation>
        </message>
        <message>
            <source>Check-&amp;in: who is here…</source>
            <translation>Reg&amp;istro: quién está…</translation>
        </message>
        <message>
            <source>&amp;Reports at the table…</source>
            <translation>Info&amp;rmes en la mesa…</translation>
        </message>
        <message>
            <source>&amp;Round</source>
            <translation>&amp;Ronda</translation>
        </message>
        <message>
            <source>&amp;Start round</source>
            <translation>&amp;Empezar ronda</translation>
        </message>
        <message>
            <source>&amp;Pause / resume round clock</source>
            <translation>&amp;Pausar / reanudar el reloj de la ronda</translation>
        </message>
        <message>
            <source>&amp;Extend a table…</source>
            <translation>&amp;Prolongar una mesa…</translation>
        </message>
        <message>
            <source>&amp;Resume all held timers</source>
            <translation>Rea&amp;nudar todos los relojes detenidos</translation>
        </message>
        <message>
            <source>Re&amp;do the table action just undone</source>
            <translation>Re&amp;hacer la acción de mesa recién deshecha</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;Historial</translation>
        </message>
        <message>
            <source>&amp;Standings</source>
            <translation>&amp;Clasificación</translation>
        </message>
        <message>
            <source>&amp;Judge calls</source>
            <translation>&amp;Llamadas al juez</translation>
        </message>
        <message>
            <source>&amp;Next table</source>
            <translation>Mesa &amp;siguiente</translation>
        </message>
        <message>
            <source>&amp;Previous table</source>
            <translation>Mesa &amp;anterior</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Atajos de teclado</translation>
        </message>
        <message>
            <source>The judge's &amp;guide (searchable)</source>
            <translation>La &amp;guía del juez (con búsqueda)</translation>
        </message>
        <message>
            <source>Open the &amp;log folder</source>
            <translation>Abrir la carpeta de &amp;registros</translation>
        </message>
        <message>
            <source>&amp;About Tableside</source>
            <translation>A&amp;cerca de Tableside</translation>
        </message>
        <message>
            <source>Table &amp;cards</source>
            <translation>&amp;Tarjetas de mesa</translation>
        </message>
        <message>
            <source>Done again: %1.</source>
            <translation>Rehecho: %1.</translation>
        </message>
        <message>
            <source>Undid: %1. Redo (Ctrl+Shift+Z) does it again, now.</source>
            <translation>Deshecho: %1. Rehacer (Ctrl+Mayús+Z) lo vuelve a hacer, ahora.</translation>
        </message>
        <message>
            <source>Nothing to redo: Redo does again the table action Undo has just taken back, while its message shows.</source>
            <translation>Nada que rehacer: Rehacer vuelve a hacer la acción de mesa que Deshacer acaba de retirar, mientras se ve su mensaje.</translation>
        </message>
        <message>
            <source>(none yet)</source>
            <translation>(ninguno aún)</translation>
        </message>
        <message>
            <source> — judge station of %1</source>
            <translation> — estación de juez de %1</translation>
        </message>
        <message>
            <source>%1%2 — Tableside</source>
            <translation>%1%2 — Tableside</translation>
        </message>
        <message>
            <source>Could not open %1: %2</source>
            <translation>No se pudo abrir %1: %2</translation>
        </message>
        <message>
            <source>Could not build the demo event: %1</source>
            <translation>No se pudo crear el torneo de demostración: %1</translation>
        </message>
        <message>
            <source>Open an event file</source>
            <translation>Abrir un archivo de torneo</translation>
        </message>
        <message>
            <source>The log folder could not be opened here; it is %1</source>
            <translation>No se pudo abrir aquí la carpeta de registros; está en %1</translation>
        </message>
        <message>
            <source>Could not save the settings (%1); the event is not affected.</source>
            <translation>No se pudieron guardar los ajustes (%1); el torneo no se ve afectado.</translation>
        </message>
        <message>
            <source>Quit Tableside</source>
            <translation>Salir de Tableside</translation>
        </message>
        <message>
            <source>Quit and hold every running timer at this moment?</source>
            <translation>¿Salir y detener ahora todos los relojes en marcha?</translation>
        </message>
        <message>
            <source>Players are deciding against their timers. They are held now, and stay held when Tableside starts again, so nobody gains or loses time; then resume them on each table.</source>
            <translation>Hay jugadores decidiendo contra su reloj. Los relojes se detienen ahora y siguen detenidos cuando Tableside vuelva a arrancar, para que nadie gane ni pierda tiempo; luego reanúdelos en cada mesa.</translation>
        </message>
        <message>
            <source>Hold timers and quit</source>
            <translation>Detener relojes y salir</translation>
        </message>
    </context>
    <context>
        <name>message_bar</name>
        <message>
            <source>Not done:</source>
            <translation>No hecho:</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Descartar</translation>
        </message>
        <message>
            <source>Hide this message (Esc)</source>
            <translation>Ocultar este mensaje (Esc)</translation>
        </message>
    </context>
    <context>
        <name>messages</name>
        <message>
            <source>{what} must be non-empty text</source>
            <translation>{what} debe ser un texto no vacío</translation>
        </message>
        <message>
            <source>{what} must be a whole number</source>
            <translation>{what} debe ser un número entero</translation>
        </message>
        <message>
            <source>{what} must be at least {minimum}</source>
            <translation>{what} debe ser al menos {minimum}</translation>
        </message>
        <message>
            <source>the event has not been created yet (event.create comes first)</source>
            <translation>el torneo aún no se ha creado (event.create va primero)</translation>
        </message>
        <message>
            <source>a player must be named by id or name, got {ref}</source>
            <translation>un jugador se indica por id o por nombre; se recibió {ref}</translation>
        </message>
        <message>
            <source>no player {name} is registered</source>
            <translation>no hay ningún jugador {name} inscrito</translation>
        </message>
        <message>
            <source>{what} must be a non-empty list of players</source>
            <translation>{what} debe ser una lista de jugadores no vacía</translation>
        </message>
        <message>
            <source>{name} is listed twice</source>
            <translation>{name} aparece dos veces</translation>
        </message>
        <message>
            <source>there is no round {round}</source>
            <translation>no existe la ronda {round}</translation>
        </message>
        <message>
            <source>round {round} has no table {table}</source>
            <translation>la ronda {round} no tiene mesa {table}</translation>
        </message>
        <message>
            <source>table {table}: {reason}</source>
            <translation>mesa {table}: {reason}</translation>
        </message>
        <message>
            <source>Table {table}: {players} out</source>
            <translation>Mesa {table}: {players} fuera</translation>
        </message>
        <message>
            <source>Table {table}: {players} out on time</source>
            <translation>Mesa {table}: {players} fuera por tiempo</translation>
        </message>
        <message>
            <source>Table {table}: {players} out at the round's end</source>
            <translation>Mesa {table}: {players} fuera al final de la ronda</translation>
        </message>
        <message>
            <source>round {round} has not started yet</source>
            <translation>la ronda {round} aún no ha empezado</translation>
        </message>
        <message>
            <source>round {round} still has games in progress at table(s) {list}</source>
            <translation>la ronda {round} aún tiene partidas en curso en la(s) mesa(s) {list}</translation>
        </message>
        <message>
            <source>the next round is round {number}</source>
            <translation>la siguiente ronda es la ronda {number}</translation>
        </message>
        <message>
            <source>round {round} already has a table {number}</source>
            <translation>la ronda {round} ya tiene una mesa {number}</translation>
        </message>
        <message>
            <source>the round is paused: every clock stands still until the judge resumes the round</source>
            <translation>la ronda está en pausa: todos los relojes están parados hasta que el juez la reanude</translation>
        </message>
        <message>
            <source>a judge is called to this table: its clocks stand still until the call is done</source>
            <translation>se ha llamado a un árbitro a esta mesa: sus relojes se detienen hasta que la llamada termine</translation>
        </message>
        <message>
            <source>a table needs at least 2 players</source>
            <translation>una mesa necesita al menos 2 jugadores</translation>
        </message>
        <message>
            <source>every player needs a name, got {name}</source>
            <translation>cada jugador necesita un nombre, recibido: {name}</translation>
        </message>
        <message>
            <source>{0} is seated twice at this table</source>
            <translation>{0} está sentado dos veces en esta mesa</translation>
        </message>
        <message>
            <source>the table is paused; no decision can start until it resumes</source>
            <translation>la mesa está en pausa; ninguna decisión puede empezar hasta que se reanude</translation>
        </message>
        <message>
            <source>a pause is about to start; no new decision until the table resumes</source>
            <translation>está a punto de empezar una pausa; ninguna decisión nueva hasta que la mesa se reanude</translation>
        </message>
        <message>
            <source>{kind} is not a decision of these timer rules (decisions: {kinds})</source>
            <translation>{kind} no es una decisión de estas reglas de reloj (decisiones: {kinds})</translation>
        </message>
        <message>
            <source>{0} is still deciding ({label}); one decision at a time, until it completes</source>
            <translation>{0} aún está decidiendo ({label}); una decisión cada vez, hasta que termine</translation>
        </message>
        <message>
            <source>no decision is running at this table</source>
            <translation>no hay ninguna decisión en curso en esta mesa</translation>
        </message>
        <message>
            <source>a pause vote is already open (asked by {0})</source>
            <translation>ya hay una votación de pausa abierta (la pidió {0})</translation>
        </message>
        <message>
            <source>a pause has already been agreed; it starts when the current decision completes</source>
            <translation>ya se acordó una pausa; empieza cuando termine la decisión en curso</translation>
        </message>
        <message>
            <source>the table is already paused</source>
            <translation>la mesa ya está en pausa</translation>
        </message>
        <message>
            <source>there is no pause vote open</source>
            <translation>no hay ninguna votación de pausa abierta</translation>
        </message>
        <message>
            <source>{0} has already voted</source>
            <translation>{0} ya ha votado</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks; only the judge can restart them</source>
            <translation>el juez ha detenido los relojes de esta mesa; solo el juez puede reanudarlos</translation>
        </message>
        <message>
            <source>the pause has not started yet</source>
            <translation>la pausa aún no ha empezado</translation>
        </message>
        <message>
            <source>the table is not paused</source>
            <translation>la mesa no está en pausa</translation>
        </message>
        <message>
            <source>{0} has already asked to resume; waiting for {1}</source>
            <translation>{0} ya ha pedido reanudar; se espera a {1}</translation>
        </message>
        <message>
            <source>name at least one player who left</source>
            <translation>indica al menos un jugador que salió</translation>
        </message>
        <message>
            <source>{0} ran out of time before this; record {0} leaving at that moment first</source>
            <translation>a {0} se le acabó el tiempo antes; registra primero la salida de {0} en ese momento</translation>
        </message>
        <message>
            <source>{0} has already left the game</source>
            <translation>{0} ya ha salido de la partida</translation>
        </message>
        <message>
            <source>{0} is named twice</source>
            <translation>{0} aparece dos veces</translation>
        </message>
        <message>
            <source>{0} has {left} left; taking {off} off would leave less than nothing</source>
            <translation>a {0} le quedan {left}; quitarle {off} dejaría menos que nada</translation>
        </message>
        <message>
            <source>the judge has already stopped this table's clocks</source>
            <translation>el juez ya ha detenido los relojes de esta mesa</translation>
        </message>
        <message>
            <source>this table's clocks are not stopped by the judge</source>
            <translation>los relojes de esta mesa no los ha detenido el juez</translation>
        </message>
        <message>
            <source>a judge is already called to this table</source>
            <translation>ya se ha llamado a un árbitro a esta mesa</translation>
        </message>
        <message>
            <source>no judge is called to this table</source>
            <translation>no se ha llamado a ningún árbitro a esta mesa</translation>
        </message>
        <message>
            <source>the round is already paused at this table</source>
            <translation>la ronda ya está en pausa en esta mesa</translation>
        </message>
        <message>
            <source>the round is not paused at this table</source>
            <translation>la ronda no está en pausa en esta mesa</translation>
        </message>
        <message>
            <source>{0} ran out of time; record {0} leaving first</source>
            <translation>a {0} se le acabó el tiempo; registra primero la salida de {0}</translation>
        </message>
        <message>
            <source>there is no player {who} at this table</source>
            <translation>no hay ningún jugador {who} en esta mesa</translation>
        </message>
        <message>
            <source>{0} is deciding; only {0} can start an auction now</source>
            <translation>{0} está decidiendo; solo {0} puede empezar una subasta ahora</translation>
        </message>
        <message>
            <source>{0}'s auction needs more than {cost} on the clock; {0} has {have}</source>
            <translation>para una subasta, {0} necesita más de {cost} en el reloj; {0} tiene {have}</translation>
        </message>
        <message>
            <source>starting an auction takes {cost} off {0}'s clock</source>
            <translation>empezar una subasta quita {cost} del reloj de {0}</translation>
        </message>
        <message>
            <source>the game at this table is over</source>
            <translation>la partida de esta mesa ha terminado</translation>
        </message>
        <message>
            <source>{0} has left the game</source>
            <translation>{0} ha salido de la partida</translation>
        </message>
        <message>
            <source>this table plays without player timers</source>
            <translation>esta mesa juega sin relojes de jugadores</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks; wait until they are restarted</source>
            <translation>el juez ha detenido los relojes de esta mesa; espera a que se reanuden</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was accepted: {0} said yes</source>
            <translation>no hay ninguna votación de pausa abierta; la última fue aceptada: {0} dijo que sí</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was denied: {0} said no</source>
            <translation>no hay ninguna votación de pausa abierta; la última fue rechazada: {0} dijo que no</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was denied: not enough players said yes within {time}</source>
            <translation>no hay ninguna votación de pausa abierta; la última fue rechazada: no dijeron que sí suficientes jugadores en {time}</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks</source>
            <translation>el juez ha detenido los relojes de esta mesa</translation>
        </message>
        <message>
            <source>the table is paused</source>
            <translation>la mesa está en pausa</translation>
        </message>
        <message>
            <source>{name} is already seated at table {table}</source>
            <translation>{name} ya está sentado en la mesa {table}</translation>
        </message>
        <message>
            <source>{name} has a bye in round {round} (table.move seats them)</source>
            <translation>{name} descansa en la ronda {round} (table.move lo sienta)</translation>
        </message>
        <message>
            <source>round {round} has already started</source>
            <translation>la ronda {round} ya ha empezado</translation>
        </message>
        <message>
            <source>round {round} has no tables seated yet</source>
            <translation>la ronda {round} aún no tiene mesas sentadas</translation>
        </message>
        <message>
            <source>{name} has already left the game at table {table}</source>
            <translation>{name} ya ha salido de la partida de la mesa {table}</translation>
        </message>
        <message>
            <source>reason must be one of {list}</source>
            <translation>el motivo debe ser uno de {list}</translation>
        </message>
        <message>
            <source>{name}'s main timer did not run out at that moment (only the player timers put a player out on time; the judge's Out gives the reason judge)</source>
            <translation>el reloj principal de {name} no se agotó en ese momento (solo los relojes de jugadores eliminan a un jugador por tiempo; el Fuera del juez da el motivo judge)</translation>
        </message>
        <message>
            <source>the players still in at table {table} are ranked by the numbers the table enters at the round's end; enter their numbers</source>
            <translation>los jugadores que siguen en la mesa {table} se clasifican por los números que la mesa introduce al final de la ronda; introduzca sus números</translation>
        </message>
        <message>
            <source>the round time at table {table} is not up yet</source>
            <translation>el tiempo de ronda en la mesa {table} aún no ha terminado</translation>
        </message>
        <message>
            <source>the round at table {table} does not end at that moment (a leave at the round's end is the round clock's own; the judge's Out gives the reason judge)</source>
            <translation>la ronda de la mesa {table} no termina en ese momento (una salida al final de la ronda la hace el reloj de ronda; el Fuera del juez da el motivo judge)</translation>
        </message>
        <message>
            <source>everyone still in leaves at the round's end: {players} too</source>
            <translation>al final de la ronda salen todos los que siguen: también {players}</translation>
        </message>
        <message>
            <source>Round {round} opened ({minutes} min)</source>
            <translation>Ronda {round} abierta ({minutes} min)</translation>
        </message>
        <message>
            <source>only a final has a scoring system of its own; give the final's size too</source>
            <translation>solo una final tiene su propio sistema de puntuación; indica también el tamaño de la final</translation>
        </message>
        <message>
            <source>a final is at most {most} players; seat a Swiss round for more</source>
            <translation>una final tiene como mucho {most} jugadores; para más, distribuye una ronda suiza</translation>
        </message>
        <message>
            <source>a final needs the standings of at least one round played first</source>
            <translation>una final necesita primero la clasificación de al menos una ronda jugada</translation>
        </message>
        <message>
            <source>a final of {size} needs {size} players still in the event; there are {active}</source>
            <translation>una final de {size} necesita {size} jugadores que sigan en el evento; hay {active}</translation>
        </message>
        <message>
            <source>a final of {size} players cannot be split into tables of {sizes}; choose another size</source>
            <translation>una final de {size} jugadores no se puede repartir en mesas de {sizes}; elige otro tamaño</translation>
        </message>
        <message>
            <source>Round {round} opened as a final of the top {cut} ({minutes} min, scored by {system})</source>
            <translation>Ronda {round} abierta como final de los {cut} mejores ({minutes} min, puntuada por {system})</translation>
        </message>
        <message>
            <source>Round {round} opened as a final of the top {cut} ({minutes} min)</source>
            <translation>Ronda {round} abierta como final de los {cut} mejores ({minutes} min)</translation>
        </message>
        <message>
            <source>{players} did not make round {round}'s final (the top {cut})</source>
            <translation>{players} no se clasificó para la final de la ronda {round} (los {cut} mejores)</translation>
        </message>
        <message>
            <source>Table {table} seated: {players} ({game})</source>
            <translation>Mesa {table} sentada: {players} ({game})</translation>
        </message>
        <message>
            <source>Round {round} started</source>
            <translation>Ronda {round} empezada</translation>
        </message>
        <message>
            <source>Round {round} paused: every clock stopped</source>
            <translation>Ronda {round} en pausa: todos los relojes detenidos</translation>
        </message>
        <message>
            <source>Round {round} resumed: every clock continues</source>
            <translation>Ronda {round} reanudada: todos los relojes siguen</translation>
        </message>
        <message numerus="yes">
            <source>Table {table} given %n more minute(s)</source>
            <translation>
                <numerusform>Mesa {table}: %n minuto más</numerusform>
                <numerusform>Mesa {table}: %n minutos más</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to undo at table {table}: no action of its game is left to take back.</source>
            <translation>Nada que deshacer en la mesa {table}: no queda ninguna acción de su partida que retirar.</translation>
        </message>
        <message>
            <source>Table {table}'s round is over, so Undo cannot bring its players back by itself. To let the table play on, give it more time: Round ▸ Extend a table…</source>
            <translation>La ronda de la mesa {table} ha terminado, así que Deshacer no puede devolver a sus jugadores por sí solo. Para que la mesa siga jugando, dele más tiempo: Ronda ▸ Prolongar una mesa…</translation>
        </message>
        <message>
            <source>table {table} runs no player timers</source>
            <translation>la mesa {table} no tiene relojes de jugadores</translation>
        </message>
        <message>
            <source>the game at table {table} is already over</source>
            <translation>la partida de la mesa {table} ya ha terminado</translation>
        </message>
        <message>
            <source>play at table {table} is over; enter the numbers of the players still in</source>
            <translation>el juego en la mesa {table} ha terminado; introduce los números de los jugadores que siguen</translation>
        </message>
        <message>
            <source>{name} is not seated at table {table}</source>
            <translation>{name} no está sentado en la mesa {table}</translation>
        </message>
        <message>
            <source>a vote must be yes (true) or no (false)</source>
            <translation>un voto debe ser sí (true) o no (false)</translation>
        </message>
        <message>
            <source>a correction of 0 ms changes nothing</source>
            <translation>una corrección de 0 ms no cambia nada</translation>
        </message>
        <message>
            <source>the decision kind is given twice, as {first} and {second}; give it once, as decision</source>
            <translation>el tipo de decisión se da dos veces, como {first} y {second}; dalo una vez, como decision</translation>
        </message>
        <message>
            <source>a decision needs its kind, as "decision" (a decision kind of the timer preset)</source>
            <translation>una decisión necesita su tipo, como "decision" (un tipo de decisión del preajuste de relojes)</translation>
        </message>
        <message>
            <source>Table {table}: decision done (reward +{reward})</source>
            <translation>Mesa {table}: decisión tomada (recompensa +{reward})</translation>
        </message>
        <message>
            <source>Table {table}: {player} to decide: {decision}</source>
            <translation>Mesa {table}: {player} decide: {decision}</translation>
        </message>
        <message>
            <source>Table {table}: decision done</source>
            <translation>Mesa {table}: decisión tomada</translation>
        </message>
        <message>
            <source>Table {table}: {player} starts an auction (−{cost})</source>
            <translation>Mesa {table}: {player} abre una subasta (−{cost})</translation>
        </message>
        <message>
            <source>Table {table}: {player} asks for a pause</source>
            <translation>Mesa {table}: {player} pide una pausa</translation>
        </message>
        <message>
            <source>Table {table}: {player} votes yes to pause</source>
            <translation>Mesa {table}: {player} vota sí a la pausa</translation>
        </message>
        <message>
            <source>Table {table}: {player} votes no to pause</source>
            <translation>Mesa {table}: {player} vota no a la pausa</translation>
        </message>
        <message>
            <source>Table {table}: {player} asks to resume</source>
            <translation>Mesa {table}: {player} pide reanudar</translation>
        </message>
        <message>
            <source>Table {table}: {player}'s timer corrected by {seconds} s</source>
            <translation>Mesa {table}: reloj de {player} corregido en {seconds} s</translation>
        </message>
        <message>
            <source>Table {table}: timers resumed after a restart</source>
            <translation>Mesa {table}: relojes reanudados tras un reinicio</translation>
        </message>
        <message>
            <source>a player named {name} is already registered</source>
            <translation>ya hay un jugador inscrito con el nombre {name}</translation>
        </message>
        <message>
            <source>player {number} of the list: {err}</source>
            <translation>jugador {number} de la lista: {err}</translation>
        </message>
        <message>
            <source>a player id must be non-empty text</source>
            <translation>un id de jugador debe ser un texto no vacío</translation>
        </message>
        <message>
            <source>player id {player} is already taken</source>
            <translation>el id de jugador {player} ya está en uso</translation>
        </message>
        <message>
            <source>player id {player} is another player's name</source>
            <translation>el id de jugador {player} es el nombre de otro jugador</translation>
        </message>
        <message>
            <source>players must be a non-empty list of {name, player?}</source>
            <translation>players debe ser una lista no vacía de {name, player?}</translation>
        </message>
        <message>
            <source>{where} must be an object with a name</source>
            <translation>{where} debe ser un objeto con un nombre</translation>
        </message>
        <message>
            <source>{where}: a player named {name} is already registered</source>
            <translation>{where}: ya hay un jugador inscrito llamado {name}</translation>
        </message>
        <message>
            <source>{where}: {name} is also player {other}</source>
            <translation>{where}: {name} es también el jugador {other}</translation>
        </message>
        <message>
            <source>{where}: player id {player} is also given to player {other}</source>
            <translation>{where}: el id de jugador {player} también se da al jugador {other}</translation>
        </message>
        <message>
            <source>player {number} of the list: player id {player} is the name of player {other}</source>
            <translation>jugador {number} de la lista: el id de jugador {player} es el nombre del jugador {other}</translation>
        </message>
        <message>
            <source>{name} has already been dropped</source>
            <translation>{name} ya se ha retirado</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) imported</source>
            <translation>
                <numerusform>%n jugador importado</numerusform>
                <numerusform>%n jugadores importados</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} registered</source>
            <translation>{name} inscrito</translation>
        </message>
        <message>
            <source>{old} renamed {name}</source>
            <translation>{old} renombrado como {name}</translation>
        </message>
        <message>
            <source>{name} dropped</source>
            <translation>{name} retirado</translation>
        </message>
        <message>
            <source>the name holds an invisible direction mark ({code}), which can make it read as another name; type it again without it</source>
            <translation>el nombre contiene una marca de dirección invisible ({code}), que puede hacer que se lea como otro nombre; escríbalo de nuevo sin ella</translation>
        </message>
        <message>
            <source>the name holds an invisible control character ({code}, such as a tab or a line break); type it again without it</source>
            <translation>el nombre contiene un carácter de control invisible ({code}, como un tabulador o un salto de línea); escríbalo de nuevo sin él</translation>
        </message>
        <message>
            <source>the name holds a broken character ({code}); type it again</source>
            <translation>el nombre contiene un carácter roto ({code}); escríbalo de nuevo</translation>
        </message>
        <message>
            <source>the name is empty</source>
            <translation>el nombre está vacío</translation>
        </message>
        <message>
            <source>the name is {length} characters long; a name may have at most {most}</source>
            <translation>el nombre tiene {length} caracteres; un nombre puede tener como mucho {most}</translation>
        </message>
        <message>
            <source>the reason must be text</source>
            <translation>el motivo debe ser texto</translation>
        </message>
        <message>
            <source>the reason holds an invisible or control character (such as a line break); type it again without it</source>
            <translation>el motivo contiene un carácter invisible o de control (como un salto de línea); escríbelo de nuevo sin él</translation>
        </message>
        <message>
            <source>the reason is {count} characters long; it may have at most {most}</source>
            <translation>el motivo tiene {count} caracteres; puede tener como máximo {most}</translation>
        </message>
        <message>
            <source>a constraint id must be short non-empty text</source>
            <translation>un id de restricción debe ser un texto corto no vacío</translation>
        </message>
        <message>
            <source>constraint {given} already exists</source>
            <translation>la restricción {given} ya existe</translation>
        </message>
        <message>
            <source>{name} has been dropped and is never seated again</source>
            <translation>{name} se ha retirado y no vuelve a sentarse</translation>
        </message>
        <message>
            <source>the table number must be at most {most}</source>
            <translation>el número de mesa debe ser como máximo {most}</translation>
        </message>
        <message>
            <source>keep apart needs at least two players</source>
            <translation>separar necesita al menos dos jugadores</translation>
        </message>
        <message>
            <source>{players} are already kept apart</source>
            <translation>{players} ya se mantienen separados</translation>
        </message>
        <message>
            <source>{players} are both fixed to table {number}; they cannot also be kept apart (remove one of those first)</source>
            <translation>{players} están ambos fijados a la mesa {number}; no pueden además estar separados (quita antes una de esas)</translation>
        </message>
        <message>
            <source>no table seats more than {largest} players, so there is no seat {seat}</source>
            <translation>ninguna mesa tiene más de {largest} asientos, así que no hay asiento {seat}</translation>
        </message>
        <message>
            <source>{name} is already fixed to table {table} (remove that first)</source>
            <translation>{name} ya está fijado a la mesa {table} (quita eso antes)</translation>
        </message>
        <message>
            <source>{count} players are already fixed to table {table}, and no table seats more than {largest}</source>
            <translation>ya hay {count} jugadores fijados a la mesa {table} y ninguna mesa tiene más de {largest} asientos</translation>
        </message>
        <message>
            <source>seat {seat} of table {table} is already {other}'s</source>
            <translation>el asiento {seat} de la mesa {table} ya es de {other}</translation>
        </message>
        <message>
            <source>{name} and {other} are kept apart, so they cannot both sit at table {table}</source>
            <translation>{name} y {other} se mantienen separados, así que no pueden sentarse ambos en la mesa {table}</translation>
        </message>
        <message>
            <source>table {table} is already accessible</source>
            <translation>la mesa {table} ya es accesible</translation>
        </message>
        <message>
            <source>{name} already needs an accessible table</source>
            <translation>{name} ya necesita una mesa accesible</translation>
        </message>
        <message>
            <source>there is no seating constraint {cid}</source>
            <translation>no hay ninguna restricción de asientos {cid}</translation>
        </message>
        <message>
            <source>that constraint ({constraint}) was already removed</source>
            <translation>esa restricción ({constraint}) ya se quitó</translation>
        </message>
        <message>
            <source>Seating constraint: {constraint}</source>
            <translation>Restricción de asientos: {constraint}</translation>
        </message>
        <message>
            <source>Seating constraint removed: {constraint}</source>
            <translation>Restricción de asientos quitada: {constraint}</translation>
        </message>
        <message>
            <source>the reason holds an invisible direction mark (U+{code}); type it again without it</source>
            <translation>el motivo contiene una marca de dirección invisible (U+{code}); escríbelo de nuevo sin ella</translation>
        </message>
        <message>
            <source>the reason holds an invisible control character (U+{code}); type it again without it</source>
            <translation>el motivo contiene un carácter de control invisible (U+{code}); escríbelo de nuevo sin él</translation>
        </message>
        <message>
            <source>the game at table {table} of round {round} is not over yet: a result can be corrected once its game is finished</source>
            <translation>la partida de la mesa {table} de la ronda {round} aún no ha terminado: un resultado se puede corregir cuando su partida ha acabado</translation>
        </message>
        <message>
            <source>say why the result is corrected (the reason is shown with the correction everywhere)</source>
            <translation>diga por qué se corrige el resultado (el motivo se muestra con la corrección en todas partes)</translation>
        </message>
        <message>
            <source>the reason is {count} characters long; at most {most} (a line of the history)</source>
            <translation>el motivo tiene {count} caracteres; como máximo {most} (una línea del historial)</translation>
        </message>
        <message>
            <source>the result at table {table} of round {round} is already that</source>
            <translation>el resultado de la mesa {table} de la ronda {round} ya es ese</translation>
        </message>
        <message>
            <source>give the corrected order as groups of players who left together, first out first (order: [["Dee"], ["Ben", "Cai"], ["Ana"]])</source>
            <translation>da el orden corregido como grupos de jugadores que salieron juntos, el primero en salir primero (order: [["Dee"], ["Ben", "Cai"], ["Ana"]])</translation>
        </message>
        <message>
            <source>group {number} of the corrected order names nobody</source>
            <translation>el grupo {number} del orden corregido no nombra a nadie</translation>
        </message>
        <message>
            <source>{name} did not play at table {table} of round {round}</source>
            <translation>{name} no jugó en la mesa {table} de la ronda {round}</translation>
        </message>
        <message>
            <source>{name} is listed twice in the corrected order</source>
            <translation>{name} aparece dos veces en el orden corregido</translation>
        </message>
        <message>
            <source>{players} are missing from the corrected order: every player of table {table} is listed once (the winner may be left out)</source>
            <translation>faltan {players} en el orden corregido: cada jugador de la mesa {table} aparece una vez (el ganador puede omitirse)</translation>
        </message>
        <message>
            <source>{players} all left together</source>
            <translation>{players} salieron todos juntos</translation>
        </message>
        <message>
            <source>{players} out first</source>
            <translation>{players} fuera primero</translation>
        </message>
        <message>
            <source>{order}, then {players}</source>
            <translation>{order}, luego {players}</translation>
        </message>
        <message>
            <source>{order}; {player} won</source>
            <translation>{order}; ganó {player}</translation>
        </message>
        <message>
            <source>{order} together at the end</source>
            <translation>{order} juntos al final</translation>
        </message>
        <message>
            <source>Round {round}, table {table} corrected by the judge: {order}. Reason: {reason}</source>
            <translation>Ronda {round}, mesa {table} corregida por el juez: {order}. Motivo: {reason}</translation>
        </message>
        <message>
            <source>the number of rounds may be at most {most}</source>
            <translation>el número de rondas puede ser como máximo {most}</translation>
        </message>
        <message>
            <source>round {opened} is opened already: plan at least {opened} rounds</source>
            <translation>la ronda {opened} ya está abierta: prevé al menos {opened} rondas</translation>
        </message>
        <message>
            <source>a break may last at most {most} minutes</source>
            <translation>un descanso puede durar como máximo {most} minutos</translation>
        </message>
        <message>
            <source>the event plans {planned} rounds: a break after round {after} would come after the last one</source>
            <translation>el torneo prevé {planned} rondas: un descanso tras la ronda {after} llegaría después de la última</translation>
        </message>
        <message>
            <source>Agenda: no break after round {round}</source>
            <translation>Programa: sin descanso tras la ronda {round}</translation>
        </message>
        <message>
            <source>Agenda: a break of {minutes} min after round {round}</source>
            <translation>Programa: un descanso de {minutes} min tras la ronda {round}</translation>
        </message>
        <message>
            <source>Agenda: {rounds} rounds planned</source>
            <translation>Programa: {rounds} rondas previstas</translation>
        </message>
        <message>
            <source>the announcement must be text</source>
            <translation>el aviso debe ser texto</translation>
        </message>
        <message>
            <source>there is no announcement {number} up now</source>
            <translation>no hay ningún aviso {number} publicado ahora</translation>
        </message>
        <message>
            <source>Announcement taken down: {text}</source>
            <translation>Aviso retirado: {text}</translation>
        </message>
        <message>
            <source>an announcement is taken down with Take down, which the log keeps</source>
            <translation>un aviso se retira con Retirar, que el registro guarda</translation>
        </message>
        <message>
            <source>Announcement: {text}</source>
            <translation>Aviso: {text}</translation>
        </message>
        <message>
            <source>token_hash must be the SHA-256 of the token, as 64 lowercase hex digits</source>
            <translation>token_hash debe ser el SHA-256 del token, en 64 dígitos hexadecimales en minúscula</translation>
        </message>
        <message>
            <source>that token is already in use; pair again for a new one</source>
            <translation>ese token ya está en uso; vuelve a emparejar para obtener otro</translation>
        </message>
        <message>
            <source>a device id is "d" and a number, e.g. "d3"</source>
            <translation>un id de dispositivo es "d" y un número, p. ej. "d3"</translation>
        </message>
        <message>
            <source>device {device} is already paired</source>
            <translation>el dispositivo {device} ya está emparejado</translation>
        </message>
        <message>
            <source>there is no paired device {device}</source>
            <translation>no hay ningún dispositivo emparejado {device}</translation>
        </message>
        <message>
            <source>device {device} was already revoked</source>
            <translation>el dispositivo {device} ya fue revocado</translation>
        </message>
        <message>
            <source>Device {device} revoked: it can no longer act</source>
            <translation>Dispositivo {device} revocado: ya no puede actuar</translation>
        </message>
        <message>
            <source>Device {device} (table {table}) revoked: it can no longer act</source>
            <translation>Dispositivo {device} (mesa {table}) revocado: ya no puede actuar</translation>
        </message>
        <message>
            <source>Table {table}: device {device} paired</source>
            <translation>Mesa {table}: dispositivo {device} emparejado</translation>
        </message>
        <message>
            <source>unknown timer preset {raw} (presets: {list})</source>
            <translation>preajuste de relojes desconocido {raw} (preajustes: {list})</translation>
        </message>
        <message>
            <source>timers must be a preset name or the rules themselves</source>
            <translation>timers debe ser un nombre de preajuste o las reglas mismas</translation>
        </message>
        <message>
            <source>the event already exists; event.create comes only once, first</source>
            <translation>el torneo ya existe; event.create va una sola vez, la primera</translation>
        </message>
        <message>
            <source>the event's date must look like 2026-11-22, got {date}</source>
            <translation>la fecha del torneo debe tener la forma 2026-11-22; se recibió {date}</translation>
        </message>
        <message>
            <source>table sizes must be a list such as [4, 3]</source>
            <translation>los tamaños de mesa deben ser una lista como [4, 3]</translation>
        </message>
        <message>
            <source>bye points</source>
            <translation>puntos por descanso</translation>
        </message>
        <message>
            <source>ratings must map player names to whole-number ratings</source>
            <translation>ratings debe asociar nombres de jugadores a valoraciones enteras</translation>
        </message>
        <message>
            <source>a rating must be for a named player</source>
            <translation>una valoración debe ser de un jugador con nombre</translation>
        </message>
        <message>
            <source>the rating of {name} must be a whole number of at least 0, got {rating}</source>
            <translation>la valoración de {name} debe ser un número entero de al menos 0; se recibió {rating}</translation>
        </message>
        <message>
            <source>ratings list {first} and {second}, which is the same player</source>
            <translation>las valoraciones incluyen {first} y {second}, que son el mismo jugador</translation>
        </message>
        <message>
            <source>tiebreak_seed must be non-empty text</source>
            <translation>tiebreak_seed debe ser un texto no vacío</translation>
        </message>
        <message>
            <source>round {round} table {table}: {err}</source>
            <translation>ronda {round} mesa {table}: {err}</translation>
        </message>
        <message>
            <source>the rating of {name}: {err}</source>
            <translation>la valoración de {name}: {err}</translation>
        </message>
        <message>
            <source>the ratings list {name} twice</source>
            <translation>las valoraciones incluyen a {name} dos veces</translation>
        </message>
        <message>
            <source>Event {name} created ({system})</source>
            <translation>Torneo {name} creado ({system})</translation>
        </message>
        <message>
            <source>Scoring system set to {system}</source>
            <translation>Sistema de puntuación: {system}</translation>
        </message>
        <message>
            <source>the game at table {table} is already over; its result stands</source>
            <translation>la partida de la mesa {table} ya terminó; su resultado se mantiene</translation>
        </message>
        <message>
            <source>say the game's title (game), its usual hours (hours), or both</source>
            <translation>indica el título del juego (game), sus horas habituales (hours) o ambos</translation>
        </message>
        <message>
            <source>the game's usual hours</source>
            <translation>las horas habituales del juego</translation>
        </message>
        <message>
            <source>table {table} already plays {title} ({hours})</source>
            <translation>la mesa {table} ya juega a {title} ({hours})</translation>
        </message>
        <message>
            <source>Table {table} plays {game} ({hours})</source>
            <translation>Mesa {table} juega a {game} ({hours})</translation>
        </message>
        <message>
            <source>the reason must be one of {list}</source>
            <translation>el motivo debe ser uno de {list}</translation>
        </message>
        <message>
            <source>no player timer of that run is running: there is nothing to hold</source>
            <translation>no corre ningún reloj de jugador de esa ejecución: no hay nada que detener</translation>
        </message>
        <message>
            <source>Running player timers held: {why} for {seconds} s</source>
            <translation>Relojes de jugadores en marcha detenidos: {why} durante {seconds} s</translation>
        </message>
        <message>
            <source>Running player timers held: {why}</source>
            <translation>Relojes de jugadores en marcha detenidos: {why}</translation>
        </message>
        <message>
            <source>the timers are resumed on each table (Resume timers) instead</source>
            <translation>en su lugar, los relojes se reanudan en cada mesa (Reanudar relojes)</translation>
        </message>
        <message>
            <source>the reason for calling a judge must be one of: {list}</source>
            <translation>el motivo para llamar al juez debe ser uno de: {list}</translation>
        </message>
        <message>
            <source>the note must be text</source>
            <translation>la nota debe ser texto</translation>
        </message>
        <message>
            <source>A judge is already called to table {table}</source>
            <translation>Ya se ha llamado al juez a la mesa {table}</translation>
        </message>
        <message>
            <source>Table {table}: judge called by {player} ({reason}: {note})</source>
            <translation>Mesa {table}: {player} llamó al juez ({reason}: {note})</translation>
        </message>
        <message>
            <source>Table {table}: judge called by {player} ({reason})</source>
            <translation>Mesa {table}: {player} llamó al juez ({reason})</translation>
        </message>
        <message>
            <source>Table {table}: judge called ({reason}: {note})</source>
            <translation>Mesa {table}: juez llamado ({reason}: {note})</translation>
        </message>
        <message>
            <source>Table {table}: judge called ({reason})</source>
            <translation>Mesa {table}: juez llamado ({reason})</translation>
        </message>
        <message>
            <source>there is no open judge call {number}</source>
            <translation>no hay ninguna llamada al juez abierta {number}</translation>
        </message>
        <message>
            <source>name the call, or its table's number</source>
            <translation>indica la llamada o el número de su mesa</translation>
        </message>
        <message>
            <source>no judge is called to table {table}</source>
            <translation>no se ha llamado al juez a la mesa {table}</translation>
        </message>
        <message>
            <source>the judge's name must be text</source>
            <translation>el nombre del juez debe ser texto</translation>
        </message>
        <message>
            <source>the call from table {table} was already taken by {taken_by}</source>
            <translation>la llamada de la mesa {table} ya la atendió {taken_by}</translation>
        </message>
        <message>
            <source>the desk</source>
            <translation>la mesa del juez</translation>
        </message>
        <message>
            <source>a judge call is closed with Done, which the log keeps</source>
            <translation>una llamada al juez se cierra con Hecho, que el registro guarda</translation>
        </message>
        <message>
            <source>Table {table}: judge call taken by {judge}</source>
            <translation>Mesa {table}: llamada atendida por {judge}</translation>
        </message>
        <message>
            <source>Table {table}: judge call done</source>
            <translation>Mesa {table}: llamada resuelta</translation>
        </message>
        <message>
            <source>a seed must be a whole number or non-empty text</source>
            <translation>una semilla debe ser un número entero o un texto no vacío</translation>
        </message>
        <message>
            <source>a seed must be a whole number of at least 0 or text, got {raw}</source>
            <translation>una semilla debe ser un número entero de al menos 0 o un texto; se recibió {raw}</translation>
        </message>
        <message>
            <source>round {round} has already started; its tables can no longer change</source>
            <translation>la ronda {round} ya ha empezado; sus mesas ya no pueden cambiar</translation>
        </message>
        <message>
            <source>round {round} is already seated (undo that seating, or move and swap players in Seating)</source>
            <translation>la ronda {round} ya está sentada (deshaz ese reparto, o mueve e intercambia jugadores en Asientos)</translation>
        </message>
        <message>
            <source>five must be true or false</source>
            <translation>five debe ser true o false</translation>
        </message>
        <message>
            <source>round.seat draws the tables itself from a seed; to seat tables by hand use table.seat</source>
            <translation>round.seat sortea las mesas a partir de una semilla; para sentar mesas a mano usa table.seat</translation>
        </message>
        <message>
            <source>nobody has checked in for round {round} yet</source>
            <translation>nadie se ha registrado aún para la ronda {round}</translation>
        </message>
        <message>
            <source>round {round} cannot be seated: {err}</source>
            <translation>la ronda {round} no se puede sentar: {err}</translation>
        </message>
        <message>
            <source>round {round}'s tables were drawn from the players and results as they stood then; as the event stands now the same draw gives other tables</source>
            <translation>las mesas de la ronda {round} se sortearon con los jugadores y resultados de entonces; con el torneo como está ahora, el mismo sorteo da otras mesas</translation>
        </message>
        <message>
            <source>tables must be a list of lists</source>
            <translation>tables debe ser una lista de listas</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} seated: %n table(s)</source>
            <translation>
                <numerusform>Ronda {round} sentada: %n mesa</numerusform>
                <numerusform>Ronda {round} sentada: %n mesas</numerusform>
            </translation>
        </message>
        <message>
            <source>{seated}, bye for {players}</source>
            <translation>{seated}, descanso para {players}</translation>
        </message>
        <message numerus="yes">
            <source>{seated}; %n seating constraint(s) not kept: {why}</source>
            <translation>
                <numerusform>{seated}; %n restricción de asientos no respetada: {why}</numerusform>
                <numerusform>{seated}; %n restricciones de asientos no respetadas: {why}</numerusform>
            </translation>
        </message>
        <message>
            <source>not seated</source>
            <translation>sin mesa</translation>
        </message>
        <message>
            <source>a loss</source>
            <translation>una derrota</translation>
        </message>
        <message>
            <source>dropped</source>
            <translation>retirado</translation>
        </message>
        <message>
            <source>{seated}; not checked in ({got}): {players}</source>
            <translation>{seated}; sin registrarse ({got}): {players}</translation>
        </message>
        <message>
            <source>{name} has been dropped and cannot be seated</source>
            <translation>{name} se ha retirado y no puede sentarse</translation>
        </message>
        <message>
            <source>round {round} has no table {number}</source>
            <translation>la ronda {round} no tiene mesa {number}</translation>
        </message>
        <message>
            <source>{name} already sits at table {number}</source>
            <translation>{name} ya se sienta en la mesa {number}</translation>
        </message>
        <message>
            <source>table {source} would be left with {left} player</source>
            <translation>la mesa {source} se quedaría con {left} jugador</translation>
        </message>
        <message>
            <source>Round {round}: {player} seated at table {table}</source>
            <translation>Ronda {round}: {player} sentado en la mesa {table}</translation>
        </message>
        <message>
            <source>Round {round}: {player} moved from a bye to table {table}</source>
            <translation>Ronda {round}: {player} pasa del descanso a la mesa {table}</translation>
        </message>
        <message>
            <source>Round {round}: {player} moved from table {from} to table {table}</source>
            <translation>Ronda {round}: {player} movido de la mesa {from} a la mesa {table}</translation>
        </message>
        <message>
            <source>a swap needs two different players</source>
            <translation>un intercambio necesita dos jugadores distintos</translation>
        </message>
        <message>
            <source>{name} is not seated in round {round}</source>
            <translation>{name} no está sentado en la ronda {round}</translation>
        </message>
        <message>
            <source>{a} and {b} both have a bye; nothing to swap</source>
            <translation>{a} y {b} descansan los dos; no hay nada que intercambiar</translation>
        </message>
        <message>
            <source>Round {round}: {players} swapped seats</source>
            <translation>Ronda {round}: {players} intercambiaron asientos</translation>
        </message>
        <message>
            <source>a station id is 8 to 64 letters, digits, '-' or '_'</source>
            <translation>un id de estación son de 8 a 64 letras, dígitos, '-' o '_'</translation>
        </message>
        <message>
            <source>a station's name must be text</source>
            <translation>el nombre de una estación debe ser texto</translation>
        </message>
        <message>
            <source>a station's name must be 1 to {most} characters</source>
            <translation>el nombre de una estación debe tener de 1 a {most} caracteres</translation>
        </message>
        <message>
            <source>a station's name must be printable characters (no tabs or line breaks)</source>
            <translation>el nombre de una estación debe tener caracteres imprimibles (sin tabuladores ni saltos de línea)</translation>
        </message>
        <message>
            <source>a station's url must be text: http://HOST:PORT/ or ""</source>
            <translation>la url de una estación debe ser texto: http://HOST:PORT/ o ""</translation>
        </message>
        <message>
            <source>a station's url must look like http://192.168.1.20:8765/, got {url}</source>
            <translation>la url de una estación debe tener la forma http://192.168.1.20:8765/; se recibió {url}</translation>
        </message>
        <message>
            <source>token_hash must be the SHA-256 of the station's token, as 64 lowercase hex digits</source>
            <translation>token_hash debe ser el SHA-256 del token de la estación, en 64 dígitos hexadecimales en minúscula</translation>
        </message>
        <message>
            <source>that station token is already in use; join again for a new one</source>
            <translation>ese token de estación ya está en uso; vuelve a unirte para obtener otro</translation>
        </message>
        <message>
            <source>Station {name} joined, serving on {url} if it takes over</source>
            <translation>Estación {name} unida; servirá en {url} si toma el relevo</translation>
        </message>
        <message>
            <source>Station {name} joined</source>
            <translation>Estación {name} unida</translation>
        </message>
        <message>
            <source>station {station} was revoked: it joins again before it gets a role</source>
            <translation>la estación {station} fue revocada: debe unirse de nuevo antes de recibir un papel</translation>
        </message>
        <message>
            <source>a judge's role is one of {roles}, not {role}</source>
            <translation>el papel de un juez es uno de {roles}, no {role}</translation>
        </message>
        <message>
            <source>a floor judge's tables are a list of table numbers such as [1, 2, 3]</source>
            <translation>las mesas de un juez de sala son una lista de números de mesa como [1, 2, 3]</translation>
        </message>
        <message>
            <source>only a floor judge has tables of their own</source>
            <translation>solo un juez de sala tiene mesas propias</translation>
        </message>
        <message>
            <source>a floor judge needs at least one table</source>
            <translation>un juez de sala necesita al menos una mesa</translation>
        </message>
        <message>
            <source>Station {station} is now a head judge</source>
            <translation>La estación {station} es ahora juez principal</translation>
        </message>
        <message numerus="yes">
            <source>Station {station} is now a floor judge for %n table(s): {tables}</source>
            <translation>
                <numerusform>La estación {station} es ahora juez de sala de %n mesa: {tables}</numerusform>
                <numerusform>La estación {station} es ahora juez de sala de %n mesas: {tables}</numerusform>
            </translation>
        </message>
        <message>
            <source>Station {station} is now a scorekeeper</source>
            <translation>La estación {station} es ahora anotadora de resultados</translation>
        </message>
        <message>
            <source>Station {station} is now a viewer</source>
            <translation>La estación {station} ahora solo observa</translation>
        </message>
        <message>
            <source>there is no joined station {revoked}</source>
            <translation>no hay ninguna estación unida {revoked}</translation>
        </message>
        <message>
            <source>station {name} was already revoked</source>
            <translation>la estación {name} ya fue revocada</translation>
        </message>
        <message>
            <source>Station {name} revoked: its token no longer works (it joins again only with the judge code)</source>
            <translation>Estación {name} revocada: su token ya no funciona (solo vuelve a unirse con el código de juez)</translation>
        </message>
        <message>
            <source>station {station} has not joined this event (station.join comes first)</source>
            <translation>la estación {station} no se ha unido a este torneo (station.join va primero)</translation>
        </message>
        <message>
            <source>the epoch after a takeover must be {number} (the event is at epoch {epoch}), not {epoch2}</source>
            <translation>la época tras un relevo debe ser {number} (el torneo está en la época {epoch}), no {epoch2}</translation>
        </message>
        <message>
            <source>the old server had at least the {seq} entries this copy holds, not {old}</source>
            <translation>el servidor anterior tenía al menos las {seq} entradas de esta copia, no {old}</translation>
        </message>
        <message>
            <source>old_head_hash must be 64 lowercase hex digits, or "" if unknown</source>
            <translation>old_head_hash debe ser 64 dígitos hexadecimales en minúscula, o "" si se desconoce</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}, this copy {held}: entry {first} never reached it and may need entering again</source>
            <translation>La estación {name} tomó el torneo (época {epoch}); el servidor anterior tenía la entrada {old}, esta copia la {held}: la entrada {first} nunca llegó y quizá haya que volver a introducirla</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}, this copy {held}: entries {first} to {old} never reached it and may need entering again</source>
            <translation>La estación {name} tomó el torneo (época {epoch}); el servidor anterior tenía la entrada {old}, esta copia la {held}: las entradas {first} a {old} nunca llegaron y quizá haya que volver a introducirlas</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}</source>
            <translation>La estación {name} tomó el torneo (época {epoch}); el servidor anterior tenía la entrada {old}</translation>
        </message>
        <message>
            <source>a station's joining is not taken back (join again to change its name or address)</source>
            <translation>la unión de una estación no se deshace (vuelve a unirte para cambiar su nombre o dirección)</translation>
        </message>
        <message>
            <source>a revocation is final: the station joins again with the judge code, for a new token</source>
            <translation>una revocación es definitiva: la estación vuelve a unirse con el código de juez, para un token nuevo</translation>
        </message>
        <message>
            <source>a takeover is final: the event's epoch never goes back</source>
            <translation>un relevo es definitivo: la época del torneo nunca retrocede</translation>
        </message>
        <message>
            <source>Tableside was closed</source>
            <translation>Tableside se cerró</translation>
        </message>
        <message>
            <source>the desk stopped</source>
            <translation>la mesa del juez se detuvo</translation>
        </message>
        <message>
            <source>the desk stalled</source>
            <translation>la mesa del juez se colgó</translation>
        </message>
        <message>
            <source>the computer was asleep</source>
            <translation>el ordenador estaba en reposo</translation>
        </message>
        <message>
            <source>the desk stopped; held at its last action</source>
            <translation>la mesa del juez se detuvo; detenido en su última acción</translation>
        </message>
        <message>
            <source>Keep apart: {players}</source>
            <translation>Separar: {players}</translation>
        </message>
        <message>
            <source>{player} sits at table {table}, seat {seat}</source>
            <translation>{player} se sienta en la mesa {table}, asiento {seat}</translation>
        </message>
        <message>
            <source>{player} sits at table {table}</source>
            <translation>{player} se sienta en la mesa {table}</translation>
        </message>
        <message>
            <source>Table {table} is accessible</source>
            <translation>La mesa {table} es accesible</translation>
        </message>
        <message>
            <source>{player} needs an accessible table</source>
            <translation>{player} necesita una mesa accesible</translation>
        </message>
        <message>
            <source>{constraint} ({reason})</source>
            <translation>{constraint} ({reason})</translation>
        </message>
        <message>
            <source>constraint {id}</source>
            <translation>restricción {id}</translation>
        </message>
        <message>
            <source>{player} is not in seat {seat}</source>
            <translation>{player} no está en el asiento {seat}</translation>
        </message>
        <message>
            <source>the player</source>
            <translation>el jugador</translation>
        </message>
        <message>
            <source>{who} sit together at table {table}</source>
            <translation>{who} se sientan juntos en la mesa {table}</translation>
        </message>
        <message>
            <source>{who} has a bye this round</source>
            <translation>{who} descansa esta ronda</translation>
        </message>
        <message>
            <source>{who} sits at table {table}</source>
            <translation>{who} se sienta en la mesa {table}</translation>
        </message>
        <message>
            <source>there are {apart} players to keep apart and only {count} tables this round</source>
            <translation>hay {apart} jugadores que separar y solo {count} mesas esta ronda</translation>
        </message>
        <message>
            <source>there are more players to keep apart and only {count} tables this round</source>
            <translation>hay más jugadores que separar que las {count} mesas de esta ronda</translation>
        </message>
        <message>
            <source>this round has only {count} tables</source>
            <translation>esta ronda solo tiene {count} mesas</translation>
        </message>
        <message>
            <source>more players are fixed to table {fixed_table} than its {count} seats</source>
            <translation>hay más jugadores fijados a la mesa {fixed_table} que sus {count} asientos</translation>
        </message>
        <message>
            <source>table {fixed_table} has only {count} seats this round</source>
            <translation>la mesa {fixed_table} solo tiene {count} asientos esta ronda</translation>
        </message>
        <message>
            <source>seat {seat} of table {fixed_table} is {who}'s, fixed earlier</source>
            <translation>el asiento {seat} de la mesa {fixed_table} es de {who}, fijado antes</translation>
        </message>
        <message>
            <source>no table is marked accessible</source>
            <translation>ninguna mesa está marcada como accesible</translation>
        </message>
        <message>
            <source>no accessible table is in this round (it has {count} tables)</source>
            <translation>ninguna mesa accesible está en esta ronda (tiene {count} mesas)</translation>
        </message>
        <message>
            <source>they are also fixed to table {elsewhere}, which is not accessible</source>
            <translation>también está fijado a la mesa {elsewhere}, que no es accesible</translation>
        </message>
        <message>
            <source>more players need an accessible table than the accessible tables seat ({count})</source>
            <translation>más jugadores necesitan una mesa accesible de los que caben en las mesas accesibles ({count})</translation>
        </message>
        <message>
            <source>no seating was found that keeps it together with the other constraints</source>
            <translation>no se encontró ningún reparto que la respete junto con las demás restricciones</translation>
        </message>
        <message>
            <source>the seating kept it, but a move, a swap or a constraint added since changed that</source>
            <translation>el reparto la respetaba, pero un cambio de mesa, un intercambio o una restricción añadida después lo cambió</translation>
        </message>
        <message>
            <source>{constraint} — not kept: {happened}, because {reason}.</source>
            <translation>{constraint} — no respetada: {happened}, porque {reason}.</translation>
        </message>
        <message>
            <source>{constraint} — not kept: {happened}.</source>
            <translation>{constraint} — no respetada: {happened}.</translation>
        </message>
        <message>
            <source>unknown action {kind}</source>
            <translation>acción desconocida {kind}</translation>
        </message>
        <message>
            <source>t must be a whole number of milliseconds, not {t}</source>
            <translation>t debe ser un número entero de milisegundos, no {t}</translation>
        </message>
        <message>
            <source>t must not be negative (got {t})</source>
            <translation>t no puede ser negativo (se recibió {t})</translation>
        </message>
        <message>
            <source>that action is dated before the last one in the log ({t} &lt; {last_t} ms)</source>
            <translation>esa acción tiene fecha anterior a la última del registro ({t} &lt; {last_t} ms)</translation>
        </message>
        <message>
            <source>undo needs the entry number to undo</source>
            <translation>deshacer necesita el número de la entrada</translation>
        </message>
        <message>
            <source>there is no entry {target} to undo</source>
            <translation>no hay ninguna entrada {target} que deshacer</translation>
        </message>
        <message>
            <source>that line is itself an undo; do the action again instead</source>
            <translation>esa línea ya es un deshacer; vuelve a hacer la acción en su lugar</translation>
        </message>
        <message>
            <source>t is {minutes} min ahead of this computer's clock; more than {most} min ahead is refused (a typo or a wrong clock would end rounds and time players out before their time)</source>
            <translation>t va {minutes} min por delante del reloj de este ordenador; más de {most} min por delante se rechaza (una errata o un reloj mal puesto terminaría rondas y eliminaría jugadores antes de tiempo)</translation>
        </message>
        <message>
            <source>{action} was already undone</source>
            <translation>{action} ya se deshizo</translation>
        </message>
        <message>
            <source>{action} cannot be undone: {why}</source>
            <translation>{action} no se puede deshacer: {why}</translation>
        </message>
        <message>
            <source>{action} cannot be undone</source>
            <translation>{action} no se puede deshacer</translation>
        </message>
        <message>
            <source>Undo of entry {entry}</source>
            <translation>Deshacer la entrada {entry}</translation>
        </message>
        <message>
            <source>{action} (from device {device})</source>
            <translation>{action} (desde el dispositivo {device})</translation>
        </message>
        <message>
            <source>{action} (from station {station})</source>
            <translation>{action} (desde la estación {station})</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} y {last}</translation>
        </message>
        <message>
            <source>that action</source>
            <translation>esa acción</translation>
        </message>
        <message>
            <source>“{action}”</source>
            <translation>«{action}»</translation>
        </message>
        <message>
            <source>more minutes go only with taking back a round's end (they extend that table's round); {action} is not one</source>
            <translation>los minutos extra solo acompañan a deshacer un final de ronda (alargan la ronda de esa mesa); {action} no lo es</translation>
        </message>
        <message>
            <source>{action} is the end of the round at table {table} ({players} still in then); taken back on its own, the round clock would end it again. To let the table play on, give it at least {need} more minutes (Round ▸ Extend a table…): its round then ends that much later than it did</source>
            <translation>{action} es el final de la ronda en la mesa {table} ({players} aún en juego entonces); deshecho solo, el reloj de ronda lo terminaría de nuevo. Para que la mesa siga jugando, dale al menos {need} minutos más (Ronda ▸ Alargar una mesa…): su ronda termina entonces ese tiempo más tarde</translation>
        </message>
        <message>
            <source>{action} cannot be undone: {later}, due now, depends on it ({reason})</source>
            <translation>{action} no se puede deshacer: {later}, que toca ahora, depende de ello ({reason})</translation>
        </message>
        <message>
            <source>{action} cannot be undone: a later action depends on it, {later} ({reason}); undo {later} first</source>
            <translation>{action} no se puede deshacer: una acción posterior depende de ello, {later} ({reason}); deshaz antes {later}</translation>
        </message>
        <message>
            <source>{minutes} more minute(s) are not enough for table {table}: they count from its round's end, so its round would have ended again before now; give at least {need}</source>
            <translation>{minutes} minuto(s) más no bastan para la mesa {table}: cuentan desde el final de su ronda, así que su ronda habría terminado de nuevo antes de ahora; da al menos {need}</translation>
        </message>
        <message>
            <source>{action} cannot be undone: without it the clocks would have put {players} out {why} at {when}, before actions taken since</source>
            <translation>{action} no se puede deshacer: sin ello los relojes habrían eliminado a {players} {why} a {when}, antes de acciones hechas desde entonces</translation>
        </message>
        <message>
            <source>on time</source>
            <translation>por tiempo</translation>
        </message>
        <message>
            <source>at the round's end</source>
            <translation>al final de la ronda</translation>
        </message>
        <message>
            <source>{clock} into round {round}</source>
            <translation>{clock} de la ronda {round}</translation>
        </message>
        <message>
            <source>round {round}, table {table}</source>
            <translation>ronda {round}, mesa {table}</translation>
        </message>
        <message numerus="yes">
            <source>Standings include %n correction(s) by the judge: {tables}.</source>
            <translation>
                <numerusform>La clasificación incluye %n corrección del juez: {tables}.</numerusform>
                <numerusform>La clasificación incluye %n correcciones del juez: {tables}.</numerusform>
            </translation>
        </message>
        <message>
            <source>allow a table of {five} ({tables})</source>
            <translation>permitir una mesa de {five} ({tables})</translation>
        </message>
        <message numerus="yes">
            <source>give %n player(s) a bye ({tables})</source>
            <translation>
                <numerusform>dar descanso a %n jugador ({tables})</numerusform>
                <numerusform>dar descanso a %n jugadores ({tables})</numerusform>
            </translation>
        </message>
        <message>
            <source>table sizes must list at least one size</source>
            <translation>los tamaños de mesa deben incluir al menos un tamaño</translation>
        </message>
        <message>
            <source>a table size must be a whole number of at least 2 players, got {size}</source>
            <translation>un tamaño de mesa debe ser un número entero de al menos 2 jugadores, no {size}</translation>
        </message>
        <message>
            <source>table sizes list a size twice: {sizes}</source>
            <translation>los tamaños de mesa repiten un tamaño: {sizes}</translation>
        </message>
        <message>
            <source>the number of byes must be a whole number of at least 0, got {byes}</source>
            <translation>el número de descansos debe ser un número entero de al menos 0, no {byes}</translation>
        </message>
        <message>
            <source>{byes} byes is more than the {players} players there are</source>
            <translation>{byes} descansos son más que los {players} jugadores que hay</translation>
        </message>
        <message>
            <source>1 player is too few for a table of {sizes}</source>
            <translation>1 jugador es muy poco para una mesa de {sizes}</translation>
        </message>
        <message>
            <source>{n} players are too few for a table of {sizes}</source>
            <translation>{n} jugadores son muy pocos para una mesa de {sizes}</translation>
        </message>
        <message>
            <source>{n} players cannot be split into tables of {sizes}</source>
            <translation>{n} jugadores no se pueden repartir en mesas de {sizes}</translation>
        </message>
        <message>
            <source>{options}, or {option}</source>
            <translation>{options}, o {option}</translation>
        </message>
        <message>
            <source>{problem}: {options}</source>
            <translation>{problem}: {options}</translation>
        </message>
        <message>
            <source>{first} or {last}</source>
            <translation>{first} o {last}</translation>
        </message>
        <message>
            <source>a round must last longer than 0 ms, got {length}</source>
            <translation>una ronda debe durar más de 0 ms, recibido: {length}</translation>
        </message>
        <message>
            <source>the round clock has already started</source>
            <translation>el reloj de ronda ya ha empezado</translation>
        </message>
        <message>
            <source>the round clock is not running (it is {state})</source>
            <translation>el reloj de la ronda no está en marcha (está: {state})</translation>
        </message>
        <message>
            <source>the round clock is not paused (it is {state})</source>
            <translation>el reloj de la ronda no está en pausa (está: {state})</translation>
        </message>
        <message>
            <source>an extension is a whole number of minutes, got {minutes}</source>
            <translation>una prórroga es un número entero de minutos, recibido: {minutes}</translation>
        </message>
        <message>
            <source>an extension must be at least 1 minute, got {minutes}</source>
            <translation>una prórroga debe ser de al menos 1 minuto, recibido: {minutes}</translation>
        </message>
        <message>
            <source>the round at table {table} already ended; its players have left</source>
            <translation>la ronda en la mesa {table} ya terminó; sus jugadores han salido</translation>
        </message>
        <message>
            <source>an extension must be a whole number of minutes, at least 1, got {minutes}</source>
            <translation>una prórroga debe ser un número entero de minutos, al menos 1, recibido: {minutes}</translation>
        </message>
        <message>
            <source>check_in must be like {example} or null</source>
            <translation>check_in debe ser como {example} o null</translation>
        </message>
        <message>
            <source>check-in is already off</source>
            <translation>el registro ya está desactivado</translation>
        </message>
        <message>
            <source>Check-in turned off: every player is seated</source>
            <translation>Registro desactivado: se sienta a todos los jugadores</translation>
        </message>
        <message>
            <source>Check-in on: a no-show gets {no_show}, a late arrival joins by {late}; code for phones {code}</source>
            <translation>Registro activado: quien no se presenta recibe {no_show}, quien llega tarde entra por {late}; código para móviles {code}</translation>
        </message>
        <message>
            <source>check-in is off for this event</source>
            <translation>el registro está desactivado en este evento</translation>
        </message>
        <message>
            <source>{name} has been dropped from the event</source>
            <translation>{name} ha sido retirado del evento</translation>
        </message>
        <message>
            <source>round {round} has already started: {name} can check in for round {next}</source>
            <translation>la ronda {round} ya ha empezado: {name} puede registrarse para la ronda {next}</translation>
        </message>
        <message>
            <source>round {round} is a final: its players are seated by seed, with no check-in</source>
            <translation>la ronda {round} es una final: sus jugadores se sientan por cabeza de serie, sin registro</translation>
        </message>
        <message>
            <source>{name} has already checked in for round {round}</source>
            <translation>{name} ya se ha registrado para la ronda {round}</translation>
        </message>
        <message>
            <source>round {round} is already seated: {name} can check in for round {next}</source>
            <translation>la ronda {round} ya está sentada: {name} puede registrarse para la ronda {next}</translation>
        </message>
        <message>
            <source>round {round} has no free seat: {name} can check in for round {next}</source>
            <translation>la ronda {round} no tiene asientos libres: {name} puede registrarse para la ronda {next}</translation>
        </message>
        <message>
            <source>Round {round}: {name} checked in, late, seated at table {table}</source>
            <translation>Ronda {round}: {name} registrado, tarde, sentado en la mesa {table}</translation>
        </message>
        <message>
            <source>Round {round}: {name} checked in</source>
            <translation>Ronda {round}: {name} registrado</translation>
        </message>
        <message>
            <source>{name} has not checked in for round {round}</source>
            <translation>{name} no se ha registrado para la ronda {round}</translation>
        </message>
        <message>
            <source>round {round} is already seated: move {name} in Seating, or undo the seating</source>
            <translation>la ronda {round} ya está distribuida: mueve a {name} en Distribución o deshaz la distribución</translation>
        </message>
        <message>
            <source>Round {round}: {name}'s check-in taken back</source>
            <translation>Ronda {round}: registro de {name} retirado</translation>
        </message>
        <message>
            <source>the players still in at table {table} leave together at the round's end; no numbers are entered in this event</source>
            <translation>los jugadores que siguen en la mesa {table} salen juntos al final de la ronda; en este evento no se introducen números</translation>
        </message>
        <message>
            <source>play at table {table} is not over yet; the numbers are entered once the round time is over</source>
            <translation>la partida de la mesa {table} aún no ha terminado; los números se introducen cuando acabe el tiempo de la ronda</translation>
        </message>
        <message>
            <source>play at table {table} is not over yet; the numbers are entered once its last turn is over</source>
            <translation>la partida de la mesa {table} aún no ha terminado; los números se introducen cuando acabe su último turno</translation>
        </message>
        <message>
            <source>the numbers must be given as one whole number per player still in</source>
            <translation>los números deben darse como un número entero por cada jugador que sigue</translation>
        </message>
        <message>
            <source>{name} is not still in at table {table}</source>
            <translation>{name} ya no sigue en la mesa {table}</translation>
        </message>
        <message>
            <source>{name} is given two numbers</source>
            <translation>{name} tiene dos números</translation>
        </message>
        <message>
            <source>{name}'s number must be a whole number</source>
            <translation>el número de {name} debe ser un número entero</translation>
        </message>
        <message>
            <source>every player still in needs a number: {players} too</source>
            <translation>cada jugador que sigue necesita un número: también {players}</translation>
        </message>
        <message>
            <source>Table {table}: numbers at the round's end: {numbers}</source>
            <translation>Mesa {table}: números al final de la ronda: {numbers}</translation>
        </message>
        <message>
            <source>station {station} is a viewer: it follows the event and acts on nothing</source>
            <translation>la estación {station} solo observa: sigue el evento y no actúa sobre nada</translation>
        </message>
        <message>
            <source>station {station} is a scorekeeper: it records results and corrections only, not {action}</source>
            <translation>la estación {station} es anotadora de resultados: solo registra resultados y correcciones, no {action}</translation>
        </message>
        <message>
            <source>station {station} is a floor judge: it acts on its own tables only, not on the whole round or event</source>
            <translation>la estación {station} es juez de sala: solo actúa en sus propias mesas, no en toda la ronda ni en el evento</translation>
        </message>
        <message>
            <source>station {station} is a floor judge for tables {tables}, not table {table}</source>
            <translation>la estación {station} es juez de sala de las mesas {tables}, no de la mesa {table}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>{part} is not a table number or a range such as 1-8</source>
            <translation>{part} no es un número de mesa ni un intervalo como 1-8</translation>
        </message>
        <message>
            <source>{part} is not a range of tables from the lower number to the higher</source>
            <translation>{part} no es un intervalo de mesas del número menor al mayor</translation>
        </message>
        <message>
            <source>type the floor judge's tables, such as 1-8, 12</source>
            <translation>escribe las mesas del juez de sala, como 1-8, 12</translation>
        </message>
        <message>
            <source>the moment the table acted must be a whole number of milliseconds, not {moment}</source>
            <translation>el momento en que actuó la mesa debe ser un número entero de milisegundos, no {moment}</translation>
        </message>
        <message>
            <source>there is no round being played for this action: it was not done</source>
            <translation>no se está jugando ninguna ronda para esta acción: no se ha hecho</translation>
        </message>
        <message>
            <source>table {table}'s device dates this action {ahead} after the judge's desk's clock: its clock is wrong, and the action was not done</source>
            <translation>el dispositivo de la mesa {table} fecha esta acción {ahead} después del reloj de la mesa del juez: su reloj va mal y la acción no se ha hecho</translation>
        </message>
        <message>
            <source>this action was made at table {table} before round {round} started: that round is over, and the action was not done</source>
            <translation>esta acción se hizo en la mesa {table} antes de empezar la ronda {round}: esa ronda ha terminado y la acción no se ha hecho</translation>
        </message>
        <message>
            <source>this action waited while table {table}'s device was offline, and the judge's desk recorded a change at that table {later} after it was made (a time-out, the round's end or a judge's action): it no longer applies and was not done</source>
            <translation>esta acción esperó mientras el dispositivo de la mesa {table} estaba sin conexión, y la mesa del juez registró un cambio en esa mesa {later} después de hacerse (un tiempo agotado, el final de la ronda o una acción del juez): ya no vale y no se ha hecho</translation>
        </message>
        <message>
            <source>Ignored the column {column}.</source>
            <translation>Se ignoró la columna {column}.</translation>
        </message>
        <message>
            <source>Ignored the columns {columns}.</source>
            <translation>Se ignoraron las columnas {columns}.</translation>
        </message>
        <message>
            <source>the player list</source>
            <translation>la lista de jugadores</translation>
        </message>
        <message>
            <source>column {number} (no heading)</source>
            <translation>columna {number} (sin encabezado)</translation>
        </message>
        <message>
            <source>the id {id} is already {name}'s</source>
            <translation>el id {id} ya es de {name}</translation>
        </message>
        <message>
            <source>the id {id} is the name of a registered player</source>
            <translation>el id {id} es el nombre de un jugador inscrito</translation>
        </message>
        <message>
            <source>{name} is already registered</source>
            <translation>{name} ya está inscrito</translation>
        </message>
        <message>
            <source>duplicate names are either {refuse}d or {number}ed, not {given}</source>
            <translation>los nombres repetidos se rechazan ({refuse}) o se numeran ({number}), no {given}</translation>
        </message>
        <message>
            <source>the first line names the {column} column twice</source>
            <translation>la primera línea nombra dos veces la columna {column}</translation>
        </message>
        <message>
            <source>{widths} columns where a name was expected (a name with a comma needs quotes, "Smith, Ana"; a first line naming the columns, such as name,club, takes the names from the name column and ignores the others)</source>
            <translation>{widths} columnas donde se esperaba un nombre (un nombre con coma necesita comillas, "Smith, Ana"; una primera línea que nombre las columnas, como name,club, toma los nombres de la columna name e ignora las demás)</translation>
        </message>
        <message>
            <source>{problem} (lines {lines})</source>
            <translation>{problem} (líneas {lines})</translation>
        </message>
        <message>
            <source>{cells} columns, but the first line names {columns} ({headings})</source>
            <translation>{cells} columnas, pero la primera línea nombra {columns} ({headings})</translation>
        </message>
        <message>
            <source>the id {id} is also on line {line}</source>
            <translation>el id {id} también está en la línea {line}</translation>
        </message>
        <message>
            <source>{name} is also on line {line}</source>
            <translation>{name} también está en la línea {line}</translation>
        </message>
        <message>
            <source>numbered, the name would be {length} characters long; a name may have at most {most}</source>
            <translation>numerado, el nombre tendría {length} caracteres; un nombre puede tener como mucho {most}</translation>
        </message>
        <message>
            <source>{holder} holds this event now, at epoch {epoch} ({url}); {me} was at epoch {own} and stopped serving.</source>
            <translation>{holder} lleva ahora este evento, en la época {epoch} ({url}); {me} estaba en la época {own} y dejó de servir.</translation>
        </message>
        <message>
            <source>{holder} holds this event now, at epoch {epoch} ({url}); {me} was at epoch {own} and stopped serving. Nothing was merged: {path} is left as it is.</source>
            <translation>{holder} lleva ahora este evento, en la época {epoch} ({url}); {me} estaba en la época {own} y dejó de servir. No se ha fusionado nada: {path} queda como está.</translation>
        </message>
        <message>
            <source>this server serves no log (--no-log), so it cannot read the holder's: compare the two histories by hand</source>
            <translation>este servidor no sirve registro (--no-log), así que no puede leer el de quien lleva el evento: comparad los dos historiales a mano</translation>
        </message>
        <message>
            <source>{holder} holds every result {me} has (the logs agree up to entry {shared}): nothing to re-enter</source>
            <translation>{holder} tiene todos los resultados que tiene {me} (los registros coinciden hasta la entrada {shared}): nada que volver a introducir</translation>
        </message>
        <message numerus="yes">
            <source>re-enter these %n on {holder}: {me} committed them after entry {shared}, the last entry the two logs share, and {holder} lacks them:</source>
            <translation>
                <numerusform>volved a introducir esta %n entrada en {holder}: {me} la guardó después de la entrada {shared}, la última que comparten los dos registros, y a {holder} le falta:</numerusform>
                <numerusform>volved a introducir estas %n entradas en {holder}: {me} las guardó después de la entrada {shared}, la última que comparten los dos registros, y a {holder} le faltan:</numerusform>
            </translation>
        </message>
        <message>
            <source>could not compare with {holder}'s log ({why}); compare the two histories by hand</source>
            <translation>no se pudo comparar con el registro de {holder} ({why}); comparad los dos historiales a mano</translation>
        </message>
        <message>
            <source>the seat codes' secret must be 16 to 128 characters</source>
            <translation>el secreto de los códigos de asiento debe tener de 16 a 128 caracteres</translation>
        </message>
        <message>
            <source>the tables do not report their leaves</source>
            <translation>las mesas no informan de sus salidas</translation>
        </message>
        <message>
            <source>The tables no longer report their leaves</source>
            <translation>Las mesas ya no informan de sus salidas</translation>
        </message>
        <message>
            <source>The tables report their leaves, confirmed within {seconds} s; players' phones may take part</source>
            <translation>Las mesas informan de sus salidas, confirmadas en {seconds} s; los teléfonos de los jugadores pueden participar</translation>
        </message>
        <message>
            <source>The tables report their leaves, confirmed within {seconds} s</source>
            <translation>Las mesas informan de sus salidas, confirmadas en {seconds} s</translation>
        </message>
        <message>
            <source>the tables do not report their leaves in this event: the judge enters them</source>
            <translation>en este evento las mesas no informan de sus salidas: las registra el juez</translation>
        </message>
        <message>
            <source>table {table} already has a report waiting: confirm it, or ask the judge</source>
            <translation>la mesa {table} ya tiene un informe pendiente: confirmadlo o llamad al juez</translation>
        </message>
        <message>
            <source>a report comes from one of: {list}</source>
            <translation>un informe viene de uno de: {list}</translation>
        </message>
        <message>
            <source>a phone reports for its own seat</source>
            <translation>un teléfono informa por su propio asiento</translation>
        </message>
        <message>
            <source>Table {table}: {player} reported {players} out</source>
            <translation>Mesa {table}: {player} informa de que {players} sale</translation>
        </message>
        <message>
            <source>Table {table}: {players} reported out</source>
            <translation>Mesa {table}: {players} informado fuera</translation>
        </message>
        <message>
            <source>table {table} has no report waiting</source>
            <translation>la mesa {table} no tiene ningún informe pendiente</translation>
        </message>
        <message>
            <source>that report at table {table} was already settled; look at the table again</source>
            <translation>ese informe de la mesa {table} ya se resolvió; mirad la mesa de nuevo</translation>
        </message>
        <message>
            <source>a confirmation comes from one of: {list}</source>
            <translation>una confirmación viene de uno de: {list}</translation>
        </message>
        <message>
            <source>choose who confirms: another player at table {table}</source>
            <translation>elegid quién confirma: otro jugador de la mesa {table}</translation>
        </message>
        <message>
            <source>{name} reported this: another player at table {table} confirms it</source>
            <translation>{name} lo informó: otro jugador de la mesa {table} lo confirma</translation>
        </message>
        <message>
            <source>Table {table}: {players} out (reported, confirmed by {player})</source>
            <translation>Mesa {table}: {players} fuera (informado, confirmado por {player})</translation>
        </message>
        <message>
            <source>Table {table}: {players} out (reported, confirmed by the judge)</source>
            <translation>Mesa {table}: {players} fuera (informado, confirmado por el juez)</translation>
        </message>
        <message>
            <source>say why the report is overruled</source>
            <translation>di por qué se anula el informe</translation>
        </message>
        <message>
            <source>Table {table}: report of {players} out overruled ({reason})</source>
            <translation>Mesa {table}: informe de {players} fuera anulado ({reason})</translation>
        </message>
        <message>
            <source>a report is settled by a confirmation or the judge's overrule, which the log keeps</source>
            <translation>un informe se resuelve con una confirmación o la anulación del juez, que el registro conserva</translation>
        </message>
        <message>
            <source>a check-in does not take {keys}</source>
            <translation>un registro de llegada no admite {keys}</translation>
        </message>
        <message>
            <source>each check-in needs an id made on the device (8 to 64 letters, digits, - or _)</source>
            <translation>cada registro de llegada necesita un identificador creado en el dispositivo (de 8 a 64 letras, cifras, - o _)</translation>
        </message>
        <message>
            <source>player must be the player's name</source>
            <translation>player debe ser el nombre del jugador</translation>
        </message>
        <message>
            <source>{player} did not sit at table {table}: check in at the judge's desk</source>
            <translation>{player} no estaba en la mesa {table}: regístrate en la mesa del juez</translation>
        </message>
        <message>
            <source>each check-in needs an id made on the phone (8 to 64 letters, digits, - or _)</source>
            <translation>cada registro de llegada necesita un identificador creado en el teléfono (de 8 a 64 letras, cifras, - o _)</translation>
        </message>
        <message>
            <source>type the check-in code shown on the projector</source>
            <translation>escribe el código de llegada que muestra el proyector</translation>
        </message>
        <message>
            <source>that is not the check-in code: it is on the projector and at the judge's desk</source>
            <translation>ese no es el código de llegada: está en el proyector y en la mesa del juez</translation>
        </message>
        <message>
            <source>no player {player} is registered: ask at the judge's desk</source>
            <translation>no hay ningún jugador {player} inscrito: pregunta en la mesa del juez</translation>
        </message>
        <message>
            <source>this page is not paired: scan the table's QR code on the judge's desk</source>
            <translation>esta página no está emparejada: escanea el código QR de la mesa en la mesa del juez</translation>
        </message>
        <message>
            <source>this device's pairing is unknown or was revoked: ask the judge to pair it again</source>
            <translation>el emparejamiento de este dispositivo es desconocido o fue revocado: pide al juez que lo vuelva a emparejar</translation>
        </message>
        <message>
            <source>the request is not valid JSON</source>
            <translation>la solicitud no es JSON válido</translation>
        </message>
        <message>
            <source>the request must be a JSON object</source>
            <translation>la solicitud debe ser un objeto JSON</translation>
        </message>
        <message>
            <source>table must be the table's number</source>
            <translation>table debe ser el número de la mesa</translation>
        </message>
        <message>
            <source>choose your name first</source>
            <translation>elige primero tu nombre</translation>
        </message>
        <message>
            <source>no round is open yet</source>
            <translation>todavía no hay ninguna ronda abierta</translation>
        </message>
        <message>
            <source>the request is larger than {size} KiB</source>
            <translation>la solicitud ocupa más de {size} KiB</translation>
        </message>
        <message>
            <source>this device is paired to table {table}, not table {asked}</source>
            <translation>este dispositivo está emparejado con la mesa {table}, no con la mesa {asked}</translation>
        </message>
        <message>
            <source>there is no table {table} in the round being played</source>
            <translation>no hay mesa {table} en la ronda en juego</translation>
        </message>
        <message>
            <source>unknown kind {kind}: a table device may send {kinds}</source>
            <translation>tipo desconocido {kind}: un dispositivo de mesa puede enviar {kinds}</translation>
        </message>
        <message>
            <source>each action needs an id made on the device (8 to 64 letters, digits, - or _)</source>
            <translation>cada acción necesita un identificador creado en el dispositivo (de 8 a 64 letras, cifras, - o _)</translation>
        </message>
        <message>
            <source>{kind} does not take {keys}</source>
            <translation>{kind} no admite {keys}</translation>
        </message>
        <message>
            <source>t must be the event time the table acted, in whole milliseconds</source>
            <translation>t debe ser el momento del torneo en que actuó la mesa, en milisegundos enteros</translation>
        </message>
        <message>
            <source>not saved: {error}; nothing was changed</source>
            <translation>no se guardó: {error}; no se cambió nada</translation>
        </message>
        <message>
            <source>that is not your seat's code: it is shown on your table's device</source>
            <translation>ese no es el código de tu asiento: aparece en el dispositivo de tu mesa</translation>
        </message>
        <message>
            <source>a seat's request does not take {keys}</source>
            <translation>una solicitud de asiento no admite {keys}</translation>
        </message>
        <message>
            <source>kind must be one of {kinds}</source>
            <translation>kind debe ser uno de {kinds}</translation>
        </message>
        <message>
            <source>each request needs an id made on the phone (8 to 64 letters, digits, - or _)</source>
            <translation>cada solicitud necesita un identificador creado en el teléfono (de 8 a 64 letras, cifras, - o _)</translation>
        </message>
        <message>
            <source>table must be your table's number</source>
            <translation>table debe ser el número de tu mesa</translation>
        </message>
        <message>
            <source>type your seat's code, shown on your table's device</source>
            <translation>escribe el código de tu asiento, que aparece en el dispositivo de tu mesa</translation>
        </message>
        <message>
            <source>choose who leaves</source>
            <translation>elige quién sale</translation>
        </message>
        <message>
            <source>choose why you call a judge</source>
            <translation>elige por qué llamas a un juez</translation>
        </message>
        <message>
            <source>players' phones do not take part at the tables in this event: use the table's device</source>
            <translation>los teléfonos de los jugadores no participan en las mesas en este torneo: usa el dispositivo de la mesa</translation>
        </message>
        <message>
            <source>{player}, table {table}</source>
            <translation>{player}, mesa {table}</translation>
        </message>
        <message>
            <source>this pairing code is unknown, used or expired: ask the judge to pair this device again</source>
            <translation>este código de emparejamiento es desconocido, ya se usó o caducó: pide al juez que vuelva a emparejar este dispositivo</translation>
        </message>
        <message>
            <source>the hall is full right now: this page will try again in {seconds} s</source>
            <translation>la sala está llena ahora mismo: esta página volverá a intentarlo en {seconds} s</translation>
        </message>
        <message>
            <source>too many requests from this address: wait a second and try again</source>
            <translation>demasiadas solicitudes desde esta dirección: espera un segundo y vuelve a intentarlo</translation>
        </message>
        <message>
            <source>the event is still opening: try again</source>
            <translation>el torneo todavía se está abriendo: vuelve a intentarlo</translation>
        </message>
        <message>
            <source>there is no such table</source>
            <translation>esa mesa no existe</translation>
        </message>
        <message>
            <source>the judge's desk is busy: try again</source>
            <translation>la mesa del juez está ocupada: vuelve a intentarlo</translation>
        </message>
        <message>
            <source>that is not a pairing code: scan the QR code on the judge's desk</source>
            <translation>eso no es un código de emparejamiento: escanea el código QR en la mesa del juez</translation>
        </message>
        <message>
            <source>the request must be JSON like {example} from the QR code on the judge's desk</source>
            <translation>la solicitud debe ser JSON como {example}, del código QR de la mesa del juez</translation>
        </message>
        <message>
            <source>there is nothing here</source>
            <translation>aquí no hay nada</translation>
        </message>
        <message>
            <source>that method is not allowed here (the players' page only reads)</source>
            <translation>ese método no está permitido aquí (la página de los jugadores solo lee)</translation>
        </message>
        <message>
            <source>a check-in code is 4 to 12 of the letters and digits {letters}</source>
            <translation>un código de llegada tiene de 4 a 12 de las letras y cifras {letters}</translation>
        </message>
        <message>
            <source>check-in must be like {example}</source>
            <translation>el registro de llegada debe ser como {example}</translation>
        </message>
        <message>
            <source>check-in does not take {keys}</source>
            <translation>el registro de llegada no admite {keys}</translation>
        </message>
        <message>
            <source>a no-show gets {choices}, not {given}</source>
            <translation>quien no se presenta recibe {choices}, no {given}</translation>
        </message>
        <message>
            <source>a late arrival joins by {choices}, not {given}</source>
            <translation>quien llega tarde se une por {choices}, no {given}</translation>
        </message>
        <message>
            <source>cannot listen on {address}: {why}</source>
            <translation>no se puede escuchar en {address}: {why}</translation>
        </message>
        <message>
            <source>the server did not start in time</source>
            <translation>el servidor no arrancó a tiempo</translation>
        </message>
        <message>
            <source>the server could not start: {why}</source>
            <translation>el servidor no pudo arrancar: {why}</translation>
        </message>
        <message>
            <source>only an event kept in a file, while it is served, has a judge code</source>
            <translation>solo un torneo guardado en un archivo, mientras se sirve, tiene código de juez</translation>
        </message>
        <message>
            <source>a judge station needs the judge code shown on the desk (File ▸ Serve)</source>
            <translation>una estación de juez necesita el código de juez que muestra la mesa del juez (Archivo ▸ Servir en la red local)</translation>
        </message>
        <message>
            <source>that is not a judge station's token: join again with the judge code the desk shows</source>
            <translation>ese no es el token de una estación de juez: vuelve a unirte con el código de juez que muestra la mesa</translation>
        </message>
        <message>
            <source>the judge code only lets a station join: this station must join again (File ▸ Join an event on the network…) and act with the token the desk gives it</source>
            <translation>el código de juez solo permite unirse: esta estación debe volver a unirse (Archivo ▸ Unirse a un torneo en la red…) y actuar con el token que le da la mesa</translation>
        </message>
        <message>
            <source>this station's token is unknown or was revoked: join again with the judge code the desk shows</source>
            <translation>el token de esta estación es desconocido o fue revocado: vuelve a unirte con el código de juez que muestra la mesa</translation>
        </message>
        <message>
            <source>that token was given to station {station}: a station acts in its own name</source>
            <translation>ese token se dio a la estación {station}: una estación actúa en su propio nombre</translation>
        </message>
        <message>
            <source>  entry {seq} at {at}: {what}</source>
            <translation>  entrada {seq} a las {at}: {what}</translation>
        </message>
        <message numerus="yes">
            <source>{holder} holds the event at epoch {epoch} and lacks %n entries this copy stored after entry {shared}; the copy is kept aside, unchanged, as {kept}, and a fresh copy is started. Re-enter these on {holder} if they count:</source>
            <translation>
                <numerusform>{holder} tiene el torneo en la época {epoch} y le falta %n entrada que esta copia guardó después de la entrada {shared}; la copia se aparta, sin cambios, como {kept}, y se empieza una copia nueva. Vuelve a introducirla en {holder} si cuenta:</numerusform>
                <numerusform>{holder} tiene el torneo en la época {epoch} y le faltan %n entradas que esta copia guardó después de la entrada {shared}; la copia se aparta, sin cambios, como {kept}, y se empieza una copia nueva. Vuelve a introducirlas en {holder} si cuentan:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{holder} holds the event at epoch {epoch} and lacks %n entries this copy stored after entry {shared}; the copy is kept aside, unchanged, as {kept}, and a fresh copy is started. {holder} already has every action among them: nothing to re-enter</source>
            <translation>
                <numerusform>{holder} tiene el torneo en la época {epoch} y le falta %n entrada que esta copia guardó después de la entrada {shared}; la copia se aparta, sin cambios, como {kept}, y se empieza una copia nueva. {holder} ya tiene todas esas acciones: nada que volver a introducir</numerusform>
                <numerusform>{holder} tiene el torneo en la época {epoch} y le faltan %n entradas que esta copia guardó después de la entrada {shared}; la copia se aparta, sin cambios, como {kept}, y se empieza una copia nueva. {holder} ya tiene todas esas acciones: nada que volver a introducir</numerusform>
            </translation>
        </message>
        <message>
            <source>a standby copy holds every entry (to {held}): actions wait for it again</source>
            <translation>una copia de reserva tiene todas las entradas (hasta {held}): las acciones vuelven a esperarla</translation>
        </message>
        <message>
            <source>could not ask the stations whether one took over ({error}): answering 'not known yet'</source>
            <translation>no se pudo preguntar a las estaciones si alguna tomó el torneo ({error}): se responde «aún no se sabe»</translation>
        </message>
        <message>
            <source>{holder} took the event over (epoch {epoch}, {url}): this desk answers nothing more as done and stands down</source>
            <translation>{holder} tomó el torneo (época {epoch}, {url}): esta mesa del juez ya no responde nada como hecho y se retira</translation>
        </message>
        <message>
            <source>{count} of them</source>
            <translation>{count} de ellas</translation>
        </message>
        <message>
            <source>of the {asked} stations in the log that could take the event over, some did not answer ({silent}): an action no copy stored is answered 'not known yet' until each answers (revoke a station that is gone for good)</source>
            <translation>de las {asked} estaciones del registro que podrían tomar el torneo, algunas no respondieron ({silent}): una acción que ninguna copia guardó se responde «aún no se sabe» hasta que cada una responda (revoque una estación que se haya ido para siempre)</translation>
        </message>
        <message>
            <source>no standby copy stored entry {seq} within {seconds} s: carrying on alone until one has caught up</source>
            <translation>ninguna copia de reserva guardó la entrada {seq} en {seconds} s: se sigue solo hasta que una se ponga al día</translation>
        </message>
        <message>
            <source>the event log needs the standby token that tableside serve printed</source>
            <translation>el registro del torneo necesita el token de reserva que mostró tableside serve</translation>
        </message>
        <message>
            <source>the server is still opening the event: try again</source>
            <translation>el servidor todavía está abriendo el torneo: vuelve a intentarlo</translation>
        </message>
        <message>
            <source>that is not this server's standby token, nor a joined station's own token (a revoked station's no longer works)</source>
            <translation>ese no es el token de reserva de este servidor ni el token propio de una estación unida (el de una estación revocada ya no sirve)</translation>
        </message>
        <message>
            <source>after must be a seq (0 or more), limit 1 to {limit}, wait 0 to {wait} seconds</source>
            <translation>after debe ser un número de entrada (0 o más), limit de 1 a {limit}, wait de 0 a {wait} segundos</translation>
        </message>
        <message>
            <source>reports must be like {example}</source>
            <translation>reports debe ser como {example}</translation>
        </message>
        <message>
            <source>reports do not take {keys}</source>
            <translation>los informes no admiten {keys}</translation>
        </message>
        <message>
            <source>the time to confirm a report must be {least} to {most} seconds</source>
            <translation>el tiempo para confirmar un informe debe ser de {least} a {most} segundos</translation>
        </message>
        <message>
            <source>phones must be true or false</source>
            <translation>phones debe ser true o false</translation>
        </message>
        <message>
            <source>the server's after_hash is not 64 hex digits</source>
            <translation>el after_hash del servidor no son 64 dígitos hexadecimales</translation>
        </message>
        <message>
            <source>the server's answer has no head</source>
            <translation>la respuesta del servidor no tiene head</translation>
        </message>
        <message>
            <source>the server's head hash is not 64 hex digits</source>
            <translation>el hash del head del servidor no son 64 dígitos hexadecimales</translation>
        </message>
        <message>
            <source>the server's answer has no list of entries</source>
            <translation>la respuesta del servidor no tiene una lista de entradas</translation>
        </message>
        <message>
            <source>the server sent {count} entries in one page (at most {most})</source>
            <translation>el servidor envió {count} entradas en una página (como mucho {most})</translation>
        </message>
        <message>
            <source>the server sent something that is not an entry where entry {seq} should be</source>
            <translation>el servidor envió algo que no es una entrada donde debería estar la entrada {seq}</translation>
        </message>
        <message>
            <source>could not save to {name}: an entry's data must be a JSON object, not {type}; nothing was written</source>
            <translation>no se pudo guardar en {name}: los datos de una entrada deben ser un objeto JSON, no {type}; no se escribió nada</translation>
        </message>
        <message>
            <source>could not save to {name}: the entry's data is not plain JSON ({reason}); nothing was written</source>
            <translation>no se pudo guardar en {name}: los datos de la entrada no son JSON simple ({reason}); no se escribió nada</translation>
        </message>
        <message>
            <source>an entry whose number is {seq}, not a whole number</source>
            <translation>una entrada cuyo número es {seq}, no un número entero</translation>
        </message>
        <message>
            <source>entry {seq}</source>
            <translation>entrada {seq}</translation>
        </message>
        <message>
            <source>{entry}: expected entry {next} next (entries missing, repeated or out of order)</source>
            <translation>{entry}: se esperaba la entrada {next} (faltan entradas, están repetidas o desordenadas)</translation>
        </message>
        <message>
            <source>{entry}: its id is not 32 hex digits</source>
            <translation>{entry}: su id no tiene 32 dígitos hexadecimales</translation>
        </message>
        <message>
            <source>{entry}: its kind or time is malformed</source>
            <translation>{entry}: su tipo o su hora están mal formados</translation>
        </message>
        <message>
            <source>{entry}: its {field} is not 64 hex digits</source>
            <translation>{entry}: su {field} no tiene 64 dígitos hexadecimales</translation>
        </message>
        <message>
            <source>{entry}: it is not chained to entry {last} before it (its prev_hash differs)</source>
            <translation>{entry}: no está encadenada a la entrada {last} anterior (su prev_hash es distinto)</translation>
        </message>
        <message>
            <source>{entry}: its data is not plain JSON</source>
            <translation>{entry}: sus datos no son JSON simple</translation>
        </message>
        <message>
            <source>{entry}: its hash does not match its contents (it was altered)</source>
            <translation>{entry}: su hash no coincide con su contenido (fue alterada)</translation>
        </message>
        <message>
            <source>entry {seq} ({kind} at {at})</source>
            <translation>entrada {seq} ({kind} a las {at})</translation>
        </message>
        <message>
            <source>{name} refused {problem}; nothing from it on was written</source>
            <translation>{name} rechazó {problem}; no se escribió nada a partir de ahí</translation>
        </message>
        <message>
            <source>the entry where entry {seq} should be</source>
            <translation>la entrada donde debería estar la entrada {seq}</translation>
        </message>
        <message>
            <source>{entry}: its seq is not a whole number</source>
            <translation>{entry}: su seq no es un número entero</translation>
        </message>
        <message>
            <source>{entry}: its {key} is missing or not text</source>
            <translation>{entry}: su {key} falta o no es texto</translation>
        </message>
        <message>
            <source>{entry}: its data is not a JSON object</source>
            <translation>{entry}: su data no es un objeto JSON</translation>
        </message>
        <message>
            <source>{entry}: it has fields an entry does not have ({keys})</source>
            <translation>{entry}: tiene campos que una entrada no tiene ({keys})</translation>
        </message>
        <message>
            <source>a station's action takes only {fields}, not {keys}</source>
            <translation>la acción de una estación solo admite {fields}, no {keys}</translation>
        </message>
        <message>
            <source>each action needs an id made on the station (8 to 64 letters, digits, - or _)</source>
            <translation>cada acción necesita un id creado en la estación (de 8 a 64 letras, dígitos, - o _)</translation>
        </message>
        <message>
            <source>station must be the station's id (8 to 64 letters, digits, - or _)</source>
            <translation>station debe ser el id de la estación (de 8 a 64 letras, dígitos, - o _)</translation>
        </message>
        <message>
            <source>unknown kind {kind}: a station may send any action tableside apply accepts</source>
            <translation>tipo desconocido {kind}: una estación puede enviar cualquier acción que acepte tableside apply</translation>
        </message>
        <message>
            <source>data must be a JSON object (the action's fields)</source>
            <translation>data debe ser un objeto JSON (los campos de la acción)</translation>
        </message>
        <message>
            <source>a station acts in its own name: data's station must be the sender's station id</source>
            <translation>una estación actúa en su propio nombre: el station de data debe ser el id de la estación que lo envía</translation>
        </message>
        <message>
            <source>the serving desk sets {fields} itself: leave it out</source>
            <translation>la mesa que sirve pone {fields} ella misma: omítelo</translation>
        </message>
        <message>
            <source>the serving desk sets {fields} itself: leave them out</source>
            <translation>la mesa que sirve pone {fields} ella misma: omítelos</translation>
        </message>
        <message>
            <source>the desk's answer has no ok and message</source>
            <translation>la respuesta de la mesa no tiene ok y message</translation>
        </message>
        <message>
            <source>the desk's answer names an entry that is not a whole number</source>
            <translation>la respuesta de la mesa nombra una entrada que no es un número entero</translation>
        </message>
        <message>
            <source>the desk answered done without naming the entry it committed</source>
            <translation>la mesa respondió hecho sin nombrar la entrada que guardó</translation>
        </message>
        <message>
            <source>the desk's answer holds a station token that is not one</source>
            <translation>la respuesta de la mesa contiene un token de estación que no lo es</translation>
        </message>
        <message>
            <source>the desk's answer has known or repeated that is not true or false</source>
            <translation>la respuesta de la mesa tiene known o repeated que no es true ni false</translation>
        </message>
        <message>
            <source>{shown} and {more} more</source>
            <translation>{shown} y {more} más</translation>
        </message>
        <message>
            <source>the server's answer is not valid JSON</source>
            <translation>la respuesta del servidor no es JSON válido</translation>
        </message>
        <message>
            <source>the server's answer is not a JSON object</source>
            <translation>la respuesta del servidor no es un objeto JSON</translation>
        </message>
        <message>
            <source>the server's {what} is not a whole number</source>
            <translation>el {what} del servidor no es un número entero</translation>
        </message>
        <message>
            <source>the event file took too long to open</source>
            <translation>el archivo del torneo tardó demasiado en abrirse</translation>
        </message>
        <message>
            <source>{url} is not a server address like http://192.168.1.20:8765/</source>
            <translation>{url} no es una dirección de servidor como http://192.168.1.20:8765/</translation>
        </message>
        <message>
            <source>{url} has a port that is not a number from 0 to 65535</source>
            <translation>{url} tiene un puerto que no es un número de 0 a 65535</translation>
        </message>
        <message>
            <source>{server} answered its status with something else</source>
            <translation>{server} respondió a su estado con otra cosa</translation>
        </message>
        <message>
            <source>{server} is not a Tableside desk serving judge stations ({why})</source>
            <translation>{server} no es una mesa de Tableside que sirva a estaciones de juez ({why})</translation>
        </message>
        <message>
            <source>{server} answered a join with something else</source>
            <translation>{server} respondió a una unión con otra cosa</translation>
        </message>
        <message>
            <source>{server} answered a join without a station token</source>
            <translation>{server} respondió a una unión sin token de estación</translation>
        </message>
        <message>
            <source>{server} sent an answer over {mb} MB</source>
            <translation>{server} envió una respuesta de más de {mb} MB</translation>
        </message>
        <message>
            <source>it is not a Tableside server serving its log</source>
            <translation>no es un servidor de Tableside que sirva su registro</translation>
        </message>
        <message>
            <source>{server} is busy ({status}): {why}</source>
            <translation>{server} está ocupado ({status}): {why}</translation>
        </message>
        <message>
            <source>{server} serves no event log (it is not tableside serve, or an older Tableside)</source>
            <translation>{server} no sirve ningún registro del torneo (no es tableside serve, o es un Tableside más antiguo)</translation>
        </message>
        <message>
            <source>{server} refused ({status}): {why}</source>
            <translation>{server} lo rechazó ({status}): {why}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>sin respuesta a tiempo</translation>
        </message>
        <message>
            <source>the server answered from entry {first}, not from entry {asked} as asked</source>
            <translation>el servidor respondió desde la entrada {first}, no desde la entrada {asked} como se pidió</translation>
        </message>
        <message>
            <source>the server's log has {head} entries, this copy {seq}: it is not the same event, or the server lost entries; the copy is left as it is</source>
            <translation>el registro del servidor tiene {head} entradas, esta copia {seq}: no es el mismo torneo, o el servidor perdió entradas; la copia se deja como está</translation>
        </message>
        <message>
            <source>the server's entry {seq} is not this copy's entry {seq}: it is not the same event, or an entry was changed; the copy is left as it is</source>
            <translation>la entrada {seq} del servidor no es la entrada {seq} de esta copia: no es el mismo torneo, o se cambió una entrada; la copia se deja como está</translation>
        </message>
        <message>
            <source>the standby token</source>
            <translation>el token de reserva</translation>
        </message>
        <message>
            <source>a standby token</source>
            <translation>un token de reserva</translation>
        </message>
        <message>
            <source>cannot write the standby token to {path} (another process wrote one)</source>
            <translation>no se puede escribir el token de reserva en {path} (otro proceso escribió uno)</translation>
        </message>
        <message>
            <source>cannot write {what} to {path} ({why})</source>
            <translation>no se puede escribir {what} en {path} ({why})</translation>
        </message>
        <message>
            <source>cannot read {what} in {path} ({why})</source>
            <translation>no se puede leer {what} en {path} ({why})</translation>
        </message>
        <message>
            <source>{path} does not hold {what}; delete it to make a new one</source>
            <translation>{path} no contiene {what}; bórralo para crear uno nuevo</translation>
        </message>
        <message>
            <source>this station's id</source>
            <translation>el id de esta estación</translation>
        </message>
        <message>
            <source>a station id</source>
            <translation>un id de estación</translation>
        </message>
        <message>
            <source>name this station: --as NAME (the name judges see, e.g. "Bob's laptop")</source>
            <translation>pon nombre a esta estación: --as NOMBRE (el nombre que ven los jueces, p. ej. "portátil de Bob")</translation>
        </message>
        <message>
            <source>this copy holds no event yet: it never received the event's first entry</source>
            <translation>esta copia aún no contiene ningún torneo: nunca recibió la primera entrada del torneo</translation>
        </message>
        <message>
            <source>give the desk's address (http://HOST:PORT/) or paste the join link it shows</source>
            <translation>indica la dirección de la mesa (http://HOST:PUERTO/) o pega el enlace para unirse que muestra</translation>
        </message>
        <message>
            <source>{address} is not the desk's address: it looks like http://192.168.1.20:8765/</source>
            <translation>{address} no es la dirección de la mesa: se parece a http://192.168.1.20:8765/</translation>
        </message>
        <message>
            <source>give the judge token the desk shows under File ▸ Serve (or paste the whole join link)</source>
            <translation>indica el token de juez que muestra la mesa en Archivo ▸ Servir en la red local (o pega el enlace completo para unirse)</translation>
        </message>
        <message>
            <source>that is not a judge token: copy it whole from the desk's Local network panel</source>
            <translation>eso no es un token de juez: cópialo entero del panel Red local de la mesa</translation>
        </message>
        <message>
            <source>{hash} is not an event's identity</source>
            <translation>{hash} no es la identidad de un torneo</translation>
        </message>
        <message>
            <source>the desk serves an event with no entries yet: create it first</source>
            <translation>la mesa sirve un torneo sin entradas todavía: créalo primero</translation>
        </message>
        <message>
            <source>the station has not opened its copy of the event yet</source>
            <translation>la estación aún no ha abierto su copia del torneo</translation>
        </message>
        <message>
            <source>the judge's desk at {url} cannot be reached ({why}): nothing was sent; this station shows the event as it last heard it</source>
            <translation>no se puede llegar a la mesa del juez en {url} ({why}): no se envió nada; esta estación muestra el torneo tal como lo oyó por última vez</translation>
        </message>
        <message>
            <source>this station has not joined the judge's desk at {url} yet ({why}): nothing was sent</source>
            <translation>esta estación aún no se ha unido a la mesa del juez en {url} ({why}): no se envió nada</translation>
        </message>
        <message>
            <source>the desk committed it (entry {seq}), but this station's copy does not hold it yet; it shows as soon as it arrives</source>
            <translation>la mesa lo guardó (entrada {seq}), pero la copia de esta estación aún no lo tiene; se verá en cuanto llegue</translation>
        </message>
        <message>
            <source>it may have been saved there: look at the history</source>
            <translation>puede que se guardara allí: mira el historial</translation>
        </message>
        <message>
            <source>nothing was sent</source>
            <translation>no se envió nada</translation>
        </message>
        <message>
            <source>the judge's desk at {url} cannot be reached ({why}); {lost}</source>
            <translation>no se puede llegar a la mesa del juez en {url} ({why}); {lost}</translation>
        </message>
        <message>
            <source>the judge's desk at {url} did not answer ({why}); it may have been saved there: look at the history when it is back</source>
            <translation>la mesa del juez en {url} no respondió ({why}); puede que se guardara allí: mira el historial cuando vuelva</translation>
        </message>
        <message>
            <source>{file}: {problem}</source>
            <translation>{file}: {problem}</translation>
        </message>
        <message>
            <source>{file}, line {line}: {problem}</source>
            <translation>{file}, línea {line}: {problem}</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>no se puede leer ({reason})</translation>
        </message>
        <message>
            <source>is not a text file (it must be saved as UTF-8)</source>
            <translation>no es un archivo de texto (debe guardarse como UTF-8)</translation>
        </message>
        <message>
            <source>the stored timer rules</source>
            <translation>las reglas de los relojes guardadas</translation>
        </message>
        <message>
            <source>timer rules must be a table of settings, got {data}</source>
            <translation>las reglas de los relojes deben ser una tabla de ajustes, no {data}</translation>
        </message>
        <message>
            <source>decision_order must list each decision kind once</source>
            <translation>decision_order debe nombrar cada tipo de decisión una sola vez</translation>
        </message>
        <message>
            <source>unknown setting {key} (settings: {keys})</source>
            <translation>ajuste desconocido {key} (ajustes: {keys})</translation>
        </message>
        <message>
            <source>player_timers is true but no decisions are listed</source>
            <translation>player_timers es true pero no hay decisiones en la lista</translation>
        </message>
        <message>
            <source>round_end must be "together", "finish_turn", "turns:N" or "minutes:N" with N a whole number of at least 1, got {value}</source>
            <translation>round_end debe ser "together", "finish_turn", "turns:N" o "minutes:N", con N un número entero de al menos 1, no {value}</translation>
        </message>
        <message>
            <source>survivors must be "together" or "by_number", got {value}</source>
            <translation>survivors debe ser "together" o "by_number", no {value}</translation>
        </message>
        <message>
            <source>none listed</source>
            <translation>ninguno en la lista</translation>
        </message>
        <message>
            <source>turn_decision must name one of the decision kinds ({kinds}), got {value}</source>
            <translation>turn_decision debe nombrar uno de los tipos de decisión ({kinds}), no {value}</translation>
        </message>
        <message>
            <source>{what} must be true or false, got {value}</source>
            <translation>{what} debe ser true o false, no {value}</translation>
        </message>
        <message>
            <source>{what} must be a whole number, got {value}</source>
            <translation>{what} debe ser un número entero, no {value}</translation>
        </message>
        <message>
            <source>{what} must be at least {minimum}, got {value}</source>
            <translation>{what} debe ser al menos {minimum}, no {value}</translation>
        </message>
        <message>
            <source>{what} must be a whole number of milliseconds, got {value}</source>
            <translation>{what} debe ser un número entero de milisegundos, no {value}</translation>
        </message>
        <message>
            <source>{what} is a length of time and cannot be negative, got {value}</source>
            <translation>{what} es una duración y no puede ser negativa, no {value}</translation>
        </message>
        <message>
            <source>{what} must be longer than 0 ms</source>
            <translation>{what} debe ser mayor que 0 ms</translation>
        </message>
        <message>
            <source>reward_ratio must be a number such as 0.5 or "1/2", got {value}</source>
            <translation>reward_ratio debe ser un número como 0.5 o "1/2", no {value}</translation>
        </message>
        <message>
            <source>reward_ratio must be between 0 and 1, got {value}</source>
            <translation>reward_ratio debe estar entre 0 y 1, no {value}</translation>
        </message>
        <message>
            <source>decisions must be a table of decision kinds, e.g. [decisions.roll-dice]</source>
            <translation>decisions debe ser una tabla de tipos de decisión, p. ej. [decisions.roll-dice]</translation>
        </message>
        <message>
            <source>decision {key} must be a table with label and aux_ms, got {spec}</source>
            <translation>la decisión {key} debe ser una tabla con label y aux_ms, no {spec}</translation>
        </message>
        <message>
            <source>decision {key} has unknown field {field} (fields: label, aux_ms)</source>
            <translation>la decisión {key} tiene el campo desconocido {field} (campos: label, aux_ms)</translation>
        </message>
        <message>
            <source>decision {key} needs aux_ms (its auxiliary time in milliseconds)</source>
            <translation>la decisión {key} necesita aux_ms (su tiempo auxiliar en milisegundos)</translation>
        </message>
        <message>
            <source>decision {key} needs a label in words, got {label}</source>
            <translation>la decisión {key} necesita un label con palabras, no {label}</translation>
        </message>
        <message>
            <source>{name} is open read-only; nothing can be added to it</source>
            <translation>{name} está abierto solo para lectura; no se le puede añadir nada</translation>
        </message>
        <message>
            <source>{entry}: its id is already in the log</source>
            <translation>{entry}: su id ya está en el registro</translation>
        </message>
        <message>
            <source>{name} is open read-only; its snapshot cannot be saved</source>
            <translation>{name} está abierto solo para lectura; no se puede guardar su instantánea</translation>
        </message>
        <message>
            <source>{name} is closed</source>
            <translation>{name} está cerrado</translation>
        </message>
        <message>
            <source>{name} does not exist</source>
            <translation>{name} no existe</translation>
        </message>
        <message>
            <source>{name} cannot be created (its folder {folder} does not exist)</source>
            <translation>no se puede crear {name} (su carpeta {folder} no existe)</translation>
        </message>
        <message>
            <source>entry {seq} ({kind} at {at}): the file would not take it as the next link ({reason})</source>
            <translation>entrada {seq} ({kind} a las {at}): el archivo no la aceptó como el siguiente eslabón ({reason})</translation>
        </message>
        <message>
            <source>{what} while Tableside had it open: it takes no more actions, and a copy of the event could not be written ({reason}); keep Tableside open and call for help before closing it</source>
            <translation>{what} mientras Tableside lo tenía abierto: ya no acepta acciones, y no se pudo escribir una copia del torneo ({reason}); deja Tableside abierto y pide ayuda antes de cerrarlo</translation>
        </message>
        <message>
            <source>{what} while Tableside had it open: it takes no more actions, and the whole event as it stood is now in {copy}; serve that file to go on</source>
            <translation>{what} mientras Tableside lo tenía abierto: ya no acepta acciones, y todo el torneo tal como estaba está ahora en {copy}; sirve ese archivo para continuar</translation>
        </message>
        <message>
            <source>could not save to {name}: the disk failed while saving, and what it kept cannot be read back; nothing more is saved until the event is opened again</source>
            <translation>no se pudo guardar en {name}: el disco falló al guardar, y lo que conservó no se puede volver a leer; no se guarda nada más hasta que se vuelva a abrir el torneo</translation>
        </message>
        <message>
            <source>{name}: entry {seq} cannot be read (its data is not valid JSON); run verify on this file</source>
            <translation>{name}: no se puede leer la entrada {seq} (sus datos no son JSON válido); ejecuta verify sobre este archivo</translation>
        </message>
        <message>
            <source>{name} cannot be read (permission denied on its folder)</source>
            <translation>no se puede leer {name} (permiso denegado en su carpeta)</translation>
        </message>
        <message>
            <source>{name} cannot be read ({reason})</source>
            <translation>no se puede leer {name} ({reason})</translation>
        </message>
        <message>
            <source>{name} is a folder, not a Tableside event file</source>
            <translation>{name} es una carpeta, no un archivo de torneo de Tableside</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (not a regular file)</source>
            <translation>{name} no es un archivo de torneo de Tableside (no es un archivo normal)</translation>
        </message>
        <message>
            <source>{name} cannot be read (permission denied)</source>
            <translation>no se puede leer {name} (permiso denegado)</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (it is empty)</source>
            <translation>{name} no es un archivo de torneo de Tableside (está vacío)</translation>
        </message>
        <message>
            <source>{name} is damaged: it is cut short ({size} bytes, less than an SQLite header)</source>
            <translation>{name} está dañado: está cortado ({size} bytes, menos que una cabecera de SQLite)</translation>
        </message>
        <message>
            <source>{name} is damaged: it is cut short ({size} of {whole} bytes)</source>
            <translation>{name} está dañado: está cortado ({size} de {whole} bytes)</translation>
        </message>
        <message>
            <source>{name} was written by a newer Tableside (schema {version}); this version reads up to {newest}</source>
            <translation>{name} fue escrito por un Tableside más reciente (esquema {version}); esta versión lee hasta el {newest}</translation>
        </message>
        <message>
            <source>{name} is damaged: it is marked as a Tableside event file but has no schema version</source>
            <translation>{name} está dañado: está marcado como archivo de torneo de Tableside pero no tiene versión de esquema</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing (permission denied); open it read-only to look</source>
            <translation>no se puede abrir {name} para escribir (permiso denegado); ábrelo solo para lectura para mirarlo</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing ({reason}); open it read-only to look</source>
            <translation>no se puede abrir {name} para escribir ({reason}); ábrelo solo para lectura para mirarlo</translation>
        </message>
        <message>
            <source>{name} was written by an older Tableside (schema {version}); open it for writing once to upgrade it</source>
            <translation>{name} fue escrito por un Tableside más antiguo (esquema {version}); ábrelo una vez para escribir y se actualizará</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened (its {tables} tables are missing)</source>
            <translation>{name} está dañado y no se puede abrir (faltan sus tablas {tables})</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened (its {table} table is missing)</source>
            <translation>{name} está dañado y no se puede abrir (falta su tabla {table})</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing (SQLite would not use its write-ahead log here)</source>
            <translation>no se puede abrir {name} para escribir (SQLite no pudo usar aquí su registro de escritura anticipada)</translation>
        </message>
        <message>
            <source>{name} could not be created (SQLite left its new content in {wal})</source>
            <translation>no se pudo crear {name} (SQLite dejó su nuevo contenido en {wal})</translation>
        </message>
        <message>
            <source>{name} could not be created ({reason})</source>
            <translation>no se pudo crear {name} ({reason})</translation>
        </message>
        <message>
            <source>{name} needs an upgrade from schema {version} to {newest}, but it could not be copied to {copy} first ({reason}); the file is unchanged</source>
            <translation>{name} necesita actualizarse del esquema {version} al {newest}, pero antes no se pudo copiar a {copy} ({reason}); el archivo no ha cambiado</translation>
        </message>
        <message>
            <source>{name} could not be upgraded from schema {version} to {newest} ({reason}); the file is unchanged, and a copy was kept at {copy}</source>
            <translation>no se pudo actualizar {name} del esquema {version} al {newest} ({reason}); el archivo no ha cambiado y se guardó una copia en {copy}</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>permiso denegado</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing: its lock file {lock} cannot be created ({reason}); open it read-only to look</source>
            <translation>no se puede abrir {name} para escribir: no se puede crear su archivo de bloqueo {lock} ({reason}); ábrelo solo para lectura para mirarlo</translation>
        </message>
        <message>
            <source>{name} is open in another Tableside (one writer at a time); open it read-only to look</source>
            <translation>{name} está abierto en otro Tableside (solo uno puede escribir a la vez); ábrelo solo para lectura para mirarlo</translation>
        </message>
        <message>
            <source>{name} cannot be opened ({reason})</source>
            <translation>no se puede abrir {name} ({reason})</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (not an SQLite database)</source>
            <translation>{name} no es un archivo de torneo de Tableside (no es una base de datos SQLite)</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (an SQLite database of another application)</source>
            <translation>{name} no es un archivo de torneo de Tableside (es una base de datos SQLite de otra aplicación)</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened ({problem})</source>
            <translation>{name} está dañado y no se puede abrir ({problem})</translation>
        </message>
        <message>
            <source>could not save to {name}: the disk is full; nothing was written</source>
            <translation>no se pudo guardar en {name}: el disco está lleno; no se escribió nada</translation>
        </message>
        <message>
            <source>could not save to {name}: the file cannot be written (it or its folder may be read-only); nothing was written</source>
            <translation>no se pudo guardar en {name}: no se puede escribir el archivo (quizá el archivo o su carpeta sean de solo lectura); no se escribió nada</translation>
        </message>
        <message>
            <source>could not save to {name}: another program is using the file; nothing was written</source>
            <translation>no se pudo guardar en {name}: otro programa está usando el archivo; no se escribió nada</translation>
        </message>
        <message>
            <source>could not save to {name}: {reason}; nothing was written</source>
            <translation>no se pudo guardar en {name}: {reason}; no se escribió nada</translation>
        </message>
        <message>
            <source>a shipped {kind} preset is already called {name}; rename the file to use it</source>
            <translation>ya hay una plantilla incluida ({kind}) llamada {name}; cambia el nombre del archivo para usarla</translation>
        </message>
        <message>
            <source>unknown preset kind {kind} (kinds: {kinds})</source>
            <translation>tipo de plantilla desconocido {kind} (tipos: {kinds})</translation>
        </message>
        <message>
            <source>a preset file needs a name before .toml</source>
            <translation>un archivo de plantilla necesita un nombre antes de .toml</translation>
        </message>
        <message>
            <source>unknown setting {key} (a scoring preset has: {keys})</source>
            <translation>ajuste desconocido {key} (una plantilla de puntuación tiene: {keys})</translation>
        </message>
        <message>
            <source>unknown scoring system {name} (known: {known})</source>
            <translation>sistema de puntuación desconocido {name} (conocidos: {known})</translation>
        </message>
        <message>
            <source>options must be a table, e.g. [options], got {options}</source>
            <translation>options debe ser una tabla, p. ej. [options], no {options}</translation>
        </message>
        <message>
            <source>label must be some words, got {label}</source>
            <translation>label debe tener algunas palabras, no {label}</translation>
        </message>
        <message>
            <source>description must be text, got {description}</source>
            <translation>description debe ser texto, no {description}</translation>
        </message>
        <message>
            <source>table_sizes must list whole table sizes of 2 or more, got {sizes}</source>
            <translation>table_sizes debe listar tamaños de mesa enteros de 2 o más, no {sizes}</translation>
        </message>
        <message>
            <source>a shipped {kind} preset is already called {name}; rename the file before importing it</source>
            <translation>ya hay una plantilla incluida ({kind}) llamada {name}; cambia el nombre del archivo antes de importarlo</translation>
        </message>
        <message>
            <source>you already have a {kind} preset called {name}</source>
            <translation>ya tienes una plantilla ({kind}) llamada {name}</translation>
        </message>
        <message>
            <source>options for {name} must be an object, got {options}</source>
            <translation>las opciones de {name} deben ser un objeto, no {options}</translation>
        </message>
        <message>
            <source>contribution has no percentages for {size} players (it has rows for {counts}); add a row for {size} in the event's percentages</source>
            <translation>contribution no tiene porcentajes para {size} jugadores (tiene filas para {counts}); añade una fila para {size} en los porcentajes del torneo</translation>
        </message>
        <message>
            <source>contribution option percentages must map a player count to a list</source>
            <translation>la opción percentages de contribution debe asociar a cada número de jugadores una lista</translation>
        </message>
        <message>
            <source>contribution percentages: {key} is not a player count</source>
            <translation>porcentajes de contribution: {key} no es un número de jugadores</translation>
        </message>
        <message>
            <source>contribution percentages: a game has at least 2 players, not {size}</source>
            <translation>porcentajes de contribution: una partida tiene al menos 2 jugadores, no {size}</translation>
        </message>
        <message>
            <source>contribution percentages for {size} players need {size} values, first place first</source>
            <translation>los porcentajes de contribution para {size} jugadores necesitan {size} valores, el primer puesto primero</translation>
        </message>
        <message>
            <source>contribution percentage for {size} players</source>
            <translation>porcentaje de contribution para {size} jugadores</translation>
        </message>
        <message>
            <source>contribution percentages for {size} players must be 100 or less</source>
            <translation>los porcentajes de contribution para {size} jugadores deben ser 100 o menos</translation>
        </message>
        <message>
            <source>{system} option {option}</source>
            <translation>opción {option} de {system}</translation>
        </message>
        <message>
            <source>{what} must be a finite number, got {value}</source>
            <translation>{what} debe ser un número finito, no {value}</translation>
        </message>
        <message>
            <source>{what} must be a number, got {value}</source>
            <translation>{what} debe ser un número, no {value}</translation>
        </message>
        <message>
            <source>{what} must be greater than 0, got {value}</source>
            <translation>{what} debe ser mayor que 0, no {value}</translation>
        </message>
        <message>
            <source>{system} has no option {option} (options: {allowed})</source>
            <translation>{system} no tiene la opción {option} (opciones: {allowed})</translation>
        </message>
        <message>
            <source>placement has no points for a table of {size} players (it has points for tables of {sizes}); add a list of {size} values, first place first, as "{size}" in the option points</source>
            <translation>placement no tiene puntos para una mesa de {size} jugadores (tiene puntos para mesas de {sizes}); añade una lista de {size} valores, el primer puesto primero, como "{size}" en la opción points</translation>
        </message>
        <message>
            <source>placement points</source>
            <translation>puntos de placement</translation>
        </message>
        <message>
            <source>placement points list the table size {size} twice</source>
            <translation>los puntos de placement nombran dos veces el tamaño de mesa {size}</translation>
        </message>
        <message>
            <source>placement points for {size} players</source>
            <translation>puntos de placement para {size} jugadores</translation>
        </message>
        <message>
            <source>{what} must be a list, first place first</source>
            <translation>{what} deben ser una lista, el primer puesto primero</translation>
        </message>
        <message>
            <source>placement option points must be a non-empty list, first place first (e.g. {one}), or one such list per table size (e.g. {each})</source>
            <translation>la opción points de placement debe ser una lista no vacía, el primer puesto primero (p. ej. {one}), o una lista así por tamaño de mesa (p. ej. {each})</translation>
        </message>
        <message>
            <source>placement points: {key} is not a table size</source>
            <translation>puntos de placement: {key} no es un tamaño de mesa</translation>
        </message>
        <message>
            <source>placement points: a table has at least 2 players, not {size}</source>
            <translation>puntos de placement: una mesa tiene al menos 2 jugadores, no {size}</translation>
        </message>
        <message>
            <source>{what} need {size} values, one per place, first place first; got {count}</source>
            <translation>{what} necesitan {size} valores, uno por puesto, el primer puesto primero; hay {count}</translation>
        </message>
        <message>
            <source>{what}, place {place}</source>
            <translation>{what}, puesto {place}</translation>
        </message>
        <message>
            <source>{system} needs the option x (average points per game)</source>
            <translation>{system} necesita la opción x (puntos medios por partida)</translation>
        </message>
        <message>
            <source>Could not read the settings file {path}: {reason}. Using defaults.</source>
            <translation>No se pudo leer el archivo de ajustes {path}: {reason}. Se usan los ajustes predeterminados.</translation>
        </message>
        <message>
            <source>The settings file {path} was broken ({reason}); it was kept as {aside} and Tableside started with default settings.</source>
            <translation>El archivo de ajustes {path} estaba roto ({reason}); se guardó como {aside} y Tableside arrancó con los ajustes predeterminados.</translation>
        </message>
        <message>
            <source>{what} is not UTF-8 text (byte {byte}); save it as CSV UTF-8</source>
            <translation>{what} no es texto UTF-8 (byte {byte}); guárdala como CSV UTF-8</translation>
        </message>
        <message>
            <source>line {line}: this line cannot be read as CSV ({reason})</source>
            <translation>línea {line}: esta línea no se puede leer como CSV ({reason})</translation>
        </message>
        <message>
            <source>line {line}: {problem}</source>
            <translation>línea {line}: {problem}</translation>
        </message>
        <message>
            <source>and {more} more</source>
            <translation>y {more} más</translation>
        </message>
        <message>
            <source>no ratings were read: {problems}</source>
            <translation>no se leyó ninguna valoración: {problems}</translation>
        </message>
        <message>
            <source>the ratings file</source>
            <translation>la lista de valoraciones</translation>
        </message>
        <message>
            <source>{count} column(s) where a name and a rating were expected</source>
            <translation>{count} columna(s) donde se esperaban un nombre y una valoración</translation>
        </message>
        <message>
            <source>{count} column(s) where a name and a rating (and the log head) were expected</source>
            <translation>{count} columna(s) donde se esperaban un nombre y una valoración (y la cabeza del registro)</translation>
        </message>
        <message>
            <source>the rating {rating} is not a whole number of at least 0</source>
            <translation>la valoración {rating} no es un número entero de al menos 0</translation>
        </message>
        <message>
            <source>The event file {name} was replaced by another file</source>
            <translation>El archivo de torneo {name} fue sustituido por otro archivo</translation>
        </message>
        <message>
            <source>The folder of the event file {name} is gone (unmounted, moved or deleted)</source>
            <translation>La carpeta del archivo de torneo {name} ya no está (desmontada, movida o borrada)</translation>
        </message>
        <message>
            <source>The event file {name} was deleted or moved away</source>
            <translation>El archivo de torneo {name} fue borrado o movido</translation>
        </message>
    </context>
    <context>
        <name>new_event_dialog</name>
        <message>
            <source>Table points (document 000): 6·(2M−P−J)/(M−1)</source>
            <translation>Puntos de mesa (documento 000): 6·(2M−P−J)/(M−1)</translation>
        </message>
        <message>
            <source>RPLOPS v1 (document 001)</source>
            <translation>RPLOPS v1 (documento 001)</translation>
        </message>
        <message>
            <source>RPLOPS v2 (document 001)</source>
            <translation>RPLOPS v2 (documento 001)</translation>
        </message>
        <message>
            <source>Contribution rating (document 002)</source>
            <translation>Valoración por contribución (documento 002)</translation>
        </message>
        <message>
            <source>Placement: fixed points per place</source>
            <translation>Posición: puntos fijos por puesto</translation>
        </message>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>New event</source>
            <translation>Nuevo torneo</translation>
        </message>
        <message>
            <source>e.g. Autumn Cup 2026</source>
            <translation>p. ej. Copa de Otoño 2026</translation>
        </message>
        <message>
            <source>Event name</source>
            <translation>Nombre del torneo</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>%1 (your preset)</source>
            <translation>%1 (su plantilla)</translation>
        </message>
        <message>
            <source>Scoring preset</source>
            <translation>Plantilla de puntuación</translation>
        </message>
        <message>
            <source>Scoring system</source>
            <translation>Sistema de puntuación</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opciones</translation>
        </message>
        <message>
            <source>Timer preset</source>
            <translation>Plantilla de relojes</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Round length</source>
            <translation>Duración de la ronda</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Examinar…</translation>
        </message>
        <message>
            <source>Event file</source>
            <translation>Archivo del torneo</translation>
        </message>
        <message>
            <source>Create event</source>
            <translation>Crear torneo</translation>
        </message>
        <message>
            <source>No options</source>
            <translation>Sin opciones</translation>
        </message>
        <message>
            <source>Weight by the game's usual length</source>
            <translation>Ponderar por la duración habitual de la partida</translation>
        </message>
        <message>
            <source>x (average points)</source>
            <translation>x (puntos medios)</translation>
        </message>
        <message>
            <source>Default hours</source>
            <translation>Horas por defecto</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Import ratings (CSV)…</source>
            <translation>Importar valoraciones (CSV)…</translation>
        </message>
        <message>
            <source>The ratings an earlier event exported (name,rating): its players start from them here</source>
            <translation>Las valoraciones que exportó un torneo anterior (nombre,valoración): sus jugadores parten de ellas aquí</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Borrar</translation>
        </message>
        <message>
            <source>Ratings brought in:</source>
            <translation>Valoraciones traídas:</translation>
        </message>
        <message>
            <source>Start rating</source>
            <translation>Valoración inicial</translation>
        </message>
        <message>
            <source>Bonus after playing more than</source>
            <translation>Bonificación tras jugar más de</translation>
        </message>
        <message>
            <source>One table size: 12, 8, 4, 0. A list per size: 4: 12, 8, 4, 0; 3: 12, 6, 0</source>
            <translation>Un tamaño de mesa: 12, 8, 4, 0. Una lista por tamaño: 4: 12, 8, 4, 0; 3: 12, 6, 0</translation>
        </message>
        <message>
            <source>Points, first place first</source>
            <translation>Puntos, primer puesto primero</translation>
        </message>
        <message>
            <source>Import ratings from an earlier event</source>
            <translation>Importar valoraciones de un torneo anterior</translation>
        </message>
        <message>
            <source>%1: %2. Nothing was imported.</source>
            <translation>%1: %2. No se importó nada.</translation>
        </message>
        <message>
            <source>%1 cannot be read: %2. Nothing was imported.</source>
            <translation>No se puede leer %1: %2. No se importó nada.</translation>
        </message>
        <message>
            <source>%1 has no ratings in it. Nothing was imported.</source>
            <translation>%1 no contiene valoraciones. No se importó nada.</translation>
        </message>
        <message>
            <source>None: every player starts at the start rating.</source>
            <translation>Ninguna: cada jugador parte de la valoración inicial.</translation>
        </message>
        <message numerus="yes">
            <source>%n rating(s)%1; the others start at the start rating.</source>
            <translation>
                <numerusform>%n valoración%1; los demás parten de la valoración inicial.</numerusform>
                <numerusform>%n valoraciones%1; los demás parten de la valoración inicial.</numerusform>
            </translation>
        </message>
        <message>
            <source>Tableside events (*.tableside)</source>
            <translation>Torneos de Tableside (*.tableside)</translation>
        </message>
        <message>
            <source>Give the event a name.</source>
            <translation>Dé un nombre al torneo.</translation>
        </message>
        <message>
            <source>The scoring options are not right: %1.</source>
            <translation>Las opciones de puntuación no son correctas: %1.</translation>
        </message>
        <message>
            <source>Choose where to save the event file.</source>
            <translation>Elija dónde guardar el archivo del torneo.</translation>
        </message>
        <message>
            <source>%1 already exists; choose another name or open it instead.</source>
            <translation>%1 ya existe; elija otro nombre o ábralo.</translation>
        </message>
    </context>
    <context>
        <name>numbers_dialog</name>
        <message>
            <source>Table %1: the numbers</source>
            <translation>Mesa %1: los números</translation>
        </message>
        <message>
            <source>Enter each remaining player's number (assets, victory points). The highest number ranks first; equal numbers share the place.</source>
            <translation>Introduzca el número de cada jugador que sigue en juego (patrimonio, puntos de victoria). El número más alto queda primero; los números iguales comparten el puesto.</translation>
        </message>
        <message>
            <source>%1's number must be a whole number.</source>
            <translation>El número de %1 debe ser un número entero.</translation>
        </message>
        <message>
            <source>Nothing was entered.</source>
            <translation>No se introdujo nada.</translation>
        </message>
    </context>
    <context>
        <name>panel_dialog</name>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
    </context>
    <context>
        <name>pdf_seating</name>
        <message>
            <source>could not write the PDF %1</source>
            <translation>no se pudo escribir el PDF %1</translation>
        </message>
        <message>
            <source>the round has no tables yet; seat it first</source>
            <translation>la ronda aún no tiene mesas; siéntela primero</translation>
        </message>
        <message>
            <source>Event log %1 · check the event file with: tableside verify FILE --expect %1</source>
            <translation>Registro del torneo %1 · compruebe el archivo del torneo con: tableside verify FILE --expect %1</translation>
        </message>
        <message>
            <source>%1 — round %2: seating and result slips</source>
            <translation>%1 — ronda %2: distribución y hojas de resultados</translation>
        </message>
        <message>
            <source>Round %1: find your table</source>
            <translation>Ronda %1: busca tu mesa</translation>
        </message>
        <message>
            <source>%1 · players by name%2</source>
            <translation>%1 · jugadores por nombre%2</translation>
        </message>
        <message>
            <source>Result slip — Table %1</source>
            <translation>Hoja de resultados — Mesa %1</translation>
        </message>
        <message>
            <source>Event log %1</source>
            <translation>Registro del torneo %1</translation>
        </message>
        <message numerus="yes">
            <source>Rounding remainder at this table: %n rating point(s) (losses − gains)</source>
            <translation>
                <numerusform>Resto del redondeo en esta mesa: %n punto de valoración (pérdidas − ganancias)</numerusform>
                <numerusform>Resto del redondeo en esta mesa: %n puntos de valoración (pérdidas − ganancias)</numerusform>
            </translation>
        </message>
        <message>
            <source>Judge's signature:</source>
            <translation>Firma del juez:</translation>
        </message>
    </context>
    <context>
        <name>player_row</name>
        <message>
            <source>Select for “Out together”</source>
            <translation>Marcar para «Fuera juntos»</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Fuera</translation>
        </message>
        <message>
            <source>Decide: %1</source>
            <translation>Decidir: %1</translation>
        </message>
        <message>
            <source>Decide: start a decision for %1 (Ctrl+%2)</source>
            <translation>Decidir: iniciar una decisión para %1 (Ctrl+%2)</translation>
        </message>
        <message>
            <source>Decide: start a decision for %1</source>
            <translation>Decidir: iniciar una decisión para %1</translation>
        </message>
        <message>
            <source>Pause?</source>
            <translation>¿Pausa?</translation>
        </message>
        <message>
            <source>This player asks for a pause: opens the vote</source>
            <translation>Este jugador pide una pausa: abre la votación</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Sí</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <source>if out now: &lt;b&gt;{}&lt;/b&gt;</source>
            <translation>si sale ahora: &lt;b&gt;{}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>if together: &lt;b&gt;{}&lt;/b&gt;</source>
            <translation>si juntos: &lt;b&gt;{}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Select %1</source>
            <translation>Marcar a %1</translation>
        </message>
        <message>
            <source>Points for this game</source>
            <translation>Puntos de esta partida</translation>
        </message>
        <message>
            <source>What leaving now, together with the other ticked players (Out together), would give this player</source>
            <translation>Lo que salir ahora, junto con los demás jugadores marcados (Fuera juntos), daría a este jugador</translation>
        </message>
        <message>
            <source>What leaving now, alone, would give this player</source>
            <translation>Lo que le daría a este jugador salir ahora, solo</translation>
        </message>
    </context>
    <context>
        <name>players_panel</name>
        <message>
            <source>Player lists (*.csv *.txt);;All files (*)</source>
            <translation>Listas de jugadores (*.csv *.txt);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Add a player (late entries too)</source>
            <translation>Añadir un jugador (también inscripciones tardías)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Añadir</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>Esta ronda</translation>
        </message>
        <message>
            <source>New name for the chosen player</source>
            <translation>Nuevo nombre para el jugador elegido</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renombrar</translation>
        </message>
        <message>
            <source>Drop</source>
            <translation>Retirar</translation>
        </message>
        <message>
            <source>The player keeps their results in the standings and is never seated again</source>
            <translation>El jugador conserva sus resultados en la clasificación y no vuelve a sentarse nunca</translation>
        </message>
        <message>
            <source>Import a list from a CSV file: one name per line, or a first line naming the columns (the name column is read, an id column too, the others are ignored)</source>
            <translation>Importar una lista desde un archivo CSV: un nombre por línea, o una primera línea con los nombres de las columnas (se lee la columna del nombre, también una columna id; las demás se ignoran)</translation>
        </message>
        <message>
            <source>Refuse names already taken</source>
            <translation>Rechazar nombres ya usados</translation>
        </message>
        <message>
            <source>Number them: Ana (2)</source>
            <translation>Numerarlos: Ana (2)</translation>
        </message>
        <message>
            <source>Import from CSV…</source>
            <translation>Importar desde CSV…</translation>
        </message>
        <message>
            <source>Duplicate names:</source>
            <translation>Nombres repetidos:</translation>
        </message>
        <message>
            <source>dropped</source>
            <translation>retirado</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>descanso</translation>
        </message>
        <message>
            <source>table %1</source>
            <translation>mesa %1</translation>
        </message>
        <message>
            <source>not seated</source>
            <translation>sin sentar</translation>
        </message>
        <message>
            <source>Type the player's name first.</source>
            <translation>Escriba primero el nombre del jugador.</translation>
        </message>
        <message>
            <source>move them to a table in Seating before the round starts</source>
            <translation>siéntelo en una mesa en Distribución antes de que empiece la ronda</translation>
        </message>
        <message>
            <source>they are seated from the next round on</source>
            <translation>se sienta a partir de la próxima ronda</translation>
        </message>
        <message>
            <source>%1 is registered as a late entry: %2.</source>
            <translation>%1 está inscrito como inscripción tardía: %2.</translation>
        </message>
        <message>
            <source>Choose a player in the list first.</source>
            <translation>Elija primero un jugador de la lista.</translation>
        </message>
        <message>
            <source>%1 is now %2.</source>
            <translation>%1 ahora es %2.</translation>
        </message>
        <message>
            <source>%1 is dropped: kept in the standings, never seated again (the history can undo it).</source>
            <translation>%1 se ha retirado: sigue en la clasificación, no vuelve a sentarse (el historial puede deshacerlo).</translation>
        </message>
        <message>
            <source>Import players from a CSV file</source>
            <translation>Importar jugadores desde un archivo CSV</translation>
        </message>
        <message>
            <source>Could not read %1: %2. Nothing was imported.</source>
            <translation>No se pudo leer %1: %2. No se importó nada.</translation>
        </message>
        <message>
            <source>Line %1: %2</source>
            <translation>Línea %1: %2</translation>
        </message>
        <message numerus="yes">
            <source>and %n more.</source>
            <translation>
                <numerusform>y %n más.</numerusform>
                <numerusform>y %n más.</numerusform>
            </translation>
        </message>
        <message>
            <source>
(To import repeated names as “Ana (2)”, choose “Number them” and import again.)</source>
            <translation>
(Para importar nombres repetidos como «Ana (2)», elija «Numerarlos» e importe de nuevo.)</translation>
        </message>
        <message>
            <source>Nothing was imported. Fix the file and import it again:
</source>
            <translation>No se importó nada. Corrija el archivo e impórtelo de nuevo:
</translation>
        </message>
        <message>
            <source>Nothing was imported: %1.</source>
            <translation>No se importó nada: %1.</translation>
        </message>
        <message>
            <source>The file lists no players; nothing was imported.</source>
            <translation>El archivo no tiene jugadores; no se importó nada.</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s).</source>
            <translation>
                <numerusform>%n jugador importado.</numerusform>
                <numerusform>%n jugadores importados.</numerusform>
            </translation>
        </message>
        <message>
            <source>Numbered: %1.</source>
            <translation>Numerados: %1.</translation>
        </message>
    </context>
    <context>
        <name>presets_dialog</name>
        <message>
            <source>Presets (*.toml);;All files (*)</source>
            <translation>Plantillas (*.toml);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Presets: scoring and timers</source>
            <translation>Plantillas: puntuación y relojes</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>What it is</source>
            <translation>Qué es</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Origen</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ These files could not be read and are left out:&lt;/b&gt;</source>
            <translation>&lt;b&gt;⚠ Estos archivos no se pudieron leer y se dejan fuera:&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importar…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Delete one of your own presets (shipped ones stay)</source>
            <translation>Borrar una de sus propias plantillas (las incluidas se quedan)</translation>
        </message>
        <message>
            <source>Open my presets folder</source>
            <translation>Abrir mi carpeta de plantillas</translation>
        </message>
        <message>
            <source>You already have a preset called %1. Replace it with %2?</source>
            <translation>Ya tiene una plantilla llamada %1. ¿Reemplazarla por %2?</translation>
        </message>
        <message>
            <source>Not imported: you kept your preset %1.</source>
            <translation>No importada: ha conservado su plantilla %1.</translation>
        </message>
        <message>
            <source>Not imported: %1</source>
            <translation>No importada: %1</translation>
        </message>
        <message>
            <source>Not imported: %1: %2</source>
            <translation>No importada: %1: %2</translation>
        </message>
        <message>
            <source>Imported the %1 preset %2 into %3.</source>
            <translation>Plantilla de %1 %2 importada en %3.</translation>
        </message>
        <message>
            <source>Choose a preset to export first.</source>
            <translation>Elija primero una plantilla para exportar.</translation>
        </message>
        <message>
            <source>Not exported: %1: %2</source>
            <translation>No exportada: %1: %2</translation>
        </message>
        <message>
            <source>Exported %1 to %2.</source>
            <translation>%1 exportada a %2.</translation>
        </message>
        <message>
            <source>Not removed: %1</source>
            <translation>No quitada: %1</translation>
        </message>
        <message>
            <source>Removed your %1 preset %2.</source>
            <translation>Se quitó su plantilla de %1 %2.</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>Importar una plantilla</translation>
        </message>
        <message>
            <source>Export the preset</source>
            <translation>Exportar la plantilla</translation>
        </message>
        <message>
            <source>Replace your preset?</source>
            <translation>¿Reemplazar su plantilla?</translation>
        </message>
    </context>
    <context>
        <name>projector.menu</name>
        <message>
            <source>&amp;Projector</source>
            <translation>&amp;Proyector</translation>
        </message>
        <message>
            <source>&amp;Show the projector (screen from Settings)</source>
            <translation>&amp;Mostrar el proyector (pantalla de los Ajustes)</translation>
        </message>
        <message>
            <source>Projector on screen %1: %2 (%3×%4)</source>
            <translation>Proyector en la pantalla %1: %2 (%3×%4)</translation>
        </message>
        <message>
            <source>Projector in a window (to check it here)</source>
            <translation>Proyector en una ventana (para comprobarlo aquí)</translation>
        </message>
        <message>
            <source>Hide the projector</source>
            <translation>Ocultar el proyector</translation>
        </message>
        <message>
            <source>Show: %1</source>
            <translation>Mostrar: %1</translation>
        </message>
    </context>
    <context>
        <name>projector.scene</name>
        <message>
            <source>PAUSED</source>
            <translation>EN PAUSA</translation>
        </message>
        <message>
            <source>EXTRA TIME</source>
            <translation>TIEMPO EXTRA</translation>
        </message>
        <message>
            <source>LAST TURN</source>
            <translation>ÚLTIMO TURNO</translation>
        </message>
        <message>
            <source>TIME IS UP</source>
            <translation>TIEMPO AGOTADO</translation>
        </message>
        <message>
            <source>(dropped)</source>
            <translation>(retirado)</translation>
        </message>
        <message>
            <source>(corrected %1)</source>
            <translation>(corregido %1)</translation>
        </message>
        <message>
            <source>Table %1</source>
            <translation>Mesa %1</translation>
        </message>
        <message>
            <source>FINISHED</source>
            <translation>TERMINADA</translation>
        </message>
        <message>
            <source>in</source>
            <translation>en juego</translation>
        </message>
        <message>
            <source>reported</source>
            <translation>informado</translation>
        </message>
        <message>
            <source>NOT STARTED</source>
            <translation>SIN EMPEZAR</translation>
        </message>
    </context>
    <context>
        <name>projector.window</name>
        <message>
            <source>Automatic (find your table, then tables and standings)</source>
            <translation>Automático (busca tu mesa, luego mesas y clasificación)</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Clasificación</translation>
        </message>
        <message>
            <source>Find your table</source>
            <translation>Busca tu mesa</translation>
        </message>
        <message>
            <source>Live tables</source>
            <translation>Mesas en juego</translation>
        </message>
        <message>
            <source>+%1 min · %2</source>
            <translation>+%1 min · %2</translation>
        </message>
        <message>
            <source>Tableside — projector</source>
            <translation>Tableside — proyector</translation>
        </message>
        <message>
            <source>Not checked in (%1): %2</source>
            <translation>Sin registrar (%1): %2</translation>
        </message>
        <message>
            <source>Check-in code %1 · %2</source>
            <translation>Código de registro %1 · %2</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Ronda %1</translation>
        </message>
        <message>
            <source>Table %1 %2</source>
            <translation>Mesa %1 %2</translation>
        </message>
        <message>
            <source>Estimated end %1</source>
            <translation>Fin previsto %1</translation>
        </message>
        <message>
            <source>No event is open</source>
            <translation>No hay ningún torneo abierto</translation>
        </message>
        <message>
            <source>Log %1</source>
            <translation>Registro %1</translation>
        </message>
        <message>
            <source>No players registered yet</source>
            <translation>Aún no hay jugadores inscritos</translation>
        </message>
        <message>
            <source>Find your table — %1</source>
            <translation>Busca tu mesa — %1</translation>
        </message>
        <message>
            <source>The tables are not seated yet</source>
            <translation>Las mesas aún no están sentadas</translation>
        </message>
        <message>
            <source>Tables — %1</source>
            <translation>Mesas — %1</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Mesas</translation>
        </message>
        <message>
            <source>No tables yet</source>
            <translation>Aún no hay mesas</translation>
        </message>
        <message numerus="yes">
            <source>%n result(s) corrected</source>
            <translation>
                <numerusform>%n resultado corregido</numerusform>
                <numerusform>%n resultados corregidos</numerusform>
            </translation>
        </message>
        <message>
            <source>Standings after round %1</source>
            <translation>Clasificación tras la ronda %1</translation>
        </message>
        <message>
            <source>Standings — round %1 in play</source>
            <translation>Clasificación — ronda %1 en juego</translation>
        </message>
        <message>
            <source>Live tables and standings on your phone:
%1</source>
            <translation>Mesas en juego y clasificación en tu móvil:
%1</translation>
        </message>
    </context>
    <context>
        <name>report_strip</name>
        <message>
            <source>Confirm</source>
            <translation>Confirmar</translation>
        </message>
        <message>
            <source>The judge confirms the leave as reported</source>
            <translation>El juez confirma la salida tal como se informó</translation>
        </message>
        <message>
            <source>Overrule…</source>
            <translation>Anular…</translation>
        </message>
        <message>
            <source>Refuse the report, saying why (the log keeps it)</source>
            <translation>Rechazar el informe diciendo por qué (el registro lo conserva)</translation>
        </message>
        <message>
            <source>Reported: %1 out — not confirmed in time: a judge is called</source>
            <translation>Informado: %1 fuera — sin confirmar a tiempo: se ha llamado a un juez</translation>
        </message>
        <message>
            <source>Reported: %1 out — waiting for another player to confirm</source>
            <translation>Informado: %1 fuera — esperando que otro jugador lo confirme</translation>
        </message>
        <message>
            <source>Overrule the report</source>
            <translation>Anular el informe</translation>
        </message>
        <message>
            <source>Why is the report overruled? (the history shows it)</source>
            <translation>¿Por qué se anula el informe? (el historial lo muestra)</translation>
        </message>
    </context>
    <context>
        <name>reports_dialog</name>
        <message>
            <source>Reports at the table</source>
            <translation>Informes en la mesa</translation>
        </message>
        <message>
            <source>A player or the table's device reports who leaves; another player at the table confirms it, and only then is it the leave, at the moment it was reported. The table's card shows a report waiting, to confirm or overrule.</source>
            <translation>Un jugador o el dispositivo de la mesa informa de quién sale; otro jugador de la mesa lo confirma, y solo entonces es la salida, en el momento informado. La tarjeta de la mesa muestra un informe pendiente, para confirmarlo o anularlo.</translation>
        </message>
        <message>
            <source>The tables report their own leaves</source>
            <translation>Las mesas informan de sus propias salidas</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>A judge is called if nobody confirms within:</source>
            <translation>Se llama a un juez si nadie confirma en:</translation>
        </message>
        <message>
            <source>Players' phones take part (the seat codes the table's device shows; setting this again makes new codes)</source>
            <translation>Los teléfonos de los jugadores participan (los códigos de asiento que muestra el dispositivo de la mesa; volver a fijarlo crea códigos nuevos)</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>No se cambió nada.</translation>
        </message>
    </context>
    <context>
        <name>round_bar</name>
        <message>
            <source>Extend a table's round</source>
            <translation>Prolongar la ronda de una mesa</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <source>Extra time</source>
            <translation>Tiempo extra</translation>
        </message>
        <message>
            <source>Start round</source>
            <translation>Empezar ronda</translation>
        </message>
        <message>
            <source>Start the round clock and every table's game (Ctrl+Shift+S)</source>
            <translation>Poner en marcha el reloj de la ronda y la partida de cada mesa (Ctrl+Mayús+S)</translation>
        </message>
        <message>
            <source>Pause round</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Pause or resume the round clock (Ctrl+Shift+P)</source>
            <translation>Pausar o reanudar el reloj de la ronda (Ctrl+Mayús+P)</translation>
        </message>
        <message>
            <source>Extend…</source>
            <translation>Prolongar…</translation>
        </message>
        <message>
            <source>Give one table more minutes (Ctrl+Shift+E)</source>
            <translation>Dar más minutos a una mesa (Ctrl+Mayús+E)</translation>
        </message>
        <message>
            <source>Seat round %1…</source>
            <translation>Sentar la ronda %1…</translation>
        </message>
        <message>
            <source>Every table is finished: open and seat the next round</source>
            <translation>Todas las mesas han terminado: abra y siente la siguiente ronda</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <source>%1 · no round open</source>
            <translation>%1 · ninguna ronda abierta</translation>
        </message>
        <message>
            <source>No round open</source>
            <translation>Ninguna ronda abierta</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Ronda %1</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Sin empezar</translation>
        </message>
        <message>
            <source>%1 left</source>
            <translation>quedan %1</translation>
        </message>
        <message>
            <source>%1 Time is up · last turn at %2</source>
            <translation>%1 Se acabó el tiempo · último turno en %2</translation>
        </message>
        <message>
            <source>%1 Time is up</source>
            <translation>%1 Se acabó el tiempo</translation>
        </message>
        <message>
            <source>%1 PAUSED%2</source>
            <translation>%1 EN PAUSA%2</translation>
        </message>
        <message>
            <source>%1 extra time%2</source>
            <translation>%1 tiempo extra%2</translation>
        </message>
        <message>
            <source>%1 running%2</source>
            <translation>%1 en juego%2</translation>
        </message>
        <message>
            <source>Round %1 time left: %2</source>
            <translation>Ronda %1, tiempo restante: %2</translation>
        </message>
        <message>
            <source>%1 All tables finished</source>
            <translation>%1 Todas las mesas terminadas</translation>
        </message>
        <message>
            <source>Resume round</source>
            <translation>Reanudar</translation>
        </message>
    </context>
    <context>
        <name>round_end</name>
        <message>
            <source>Play is over: enter the numbers</source>
            <translation>La partida ha terminado: introduzca los números</translation>
        </message>
        <message>
            <source>%1 of last-turn time</source>
            <translation>%1 de tiempo del último turno</translation>
        </message>
        <message numerus="yes">
            <source>%n more turn(s): end them when they are done</source>
            <translation>
                <numerusform>%n turno más: termínelo cuando se haya jugado</numerusform>
                <numerusform>%n turnos más: termínelos cuando se hayan jugado</numerusform>
            </translation>
        </message>
        <message>
            <source>Last turn: end it when the turn is done</source>
            <translation>Último turno: termínelo cuando el turno acabe</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) left</source>
            <translation>
                <numerusform>Queda %n turno</numerusform>
                <numerusform>Quedan %n turnos</numerusform>
            </translation>
        </message>
        <message>
            <source>Last turn</source>
            <translation>Último turno</translation>
        </message>
    </context>
    <context>
        <name>seating_panel</name>
        <message>
            <source>. A number such as 1.5 or 3/2.</source>
            <translation>. Un número como 1.5 o 3/2.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>The game played at every table of the round</source>
            <translation>El juego de todas las mesas de la ronda</translation>
        </message>
        <message>
            <source>Every table's usual length in hours, for RPLOPS with hours (empty: the event's default)</source>
            <translation>La duración habitual de cada mesa en horas, para RPLOPS con horas (vacío: la del torneo)</translation>
        </message>
        <message>
            <source>Open next round</source>
            <translation>Abrir la siguiente ronda</translation>
        </message>
        <message>
            <source>Seat round</source>
            <translation>Sentar la ronda</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Juego:</translation>
        </message>
        <message>
            <source>Hours:</source>
            <translation>Horas:</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>The next round's length (the round clock); the event's default to start with</source>
            <translation>La duración de la siguiente ronda (el reloj de la ronda); para empezar, la del torneo</translation>
        </message>
        <message>
            <source>Import players…</source>
            <translation>Importar jugadores…</translation>
        </message>
        <message>
            <source>Register a list of players from a CSV file (as Event ▸ Players does)</source>
            <translation>Inscribir una lista de jugadores desde un archivo CSV (como en Torneo ▸ Jugadores)</translation>
        </message>
        <message>
            <source>Length:</source>
            <translation>Duración:</translation>
        </message>
        <message>
            <source>Final of the top</source>
            <translation>Final de los mejores</translation>
        </message>
        <message>
            <source>The next round is a final: the best players of the standings play it, seated by seed, and it ranks them above everyone else</source>
            <translation>La próxima ronda es una final: la juegan los mejores de la clasificación, sentados por cabeza de serie, y los clasifica por encima de todos los demás</translation>
        </message>
        <message>
            <source>scored as the event</source>
            <translation>puntuada como el torneo</translation>
        </message>
        <message>
            <source>scored by %1</source>
            <translation>puntuada por %1</translation>
        </message>
        <message>
            <source>Swap the two chosen players</source>
            <translation>Intercambiar los dos jugadores elegidos</translation>
        </message>
        <message>
            <source>Move to table</source>
            <translation>Mover a la mesa</translation>
        </message>
        <message>
            <source>Pick two players (Ctrl+click) and Swap, or one player and a table and Move; or drag a player onto another player (swap) or onto a table (move).</source>
            <translation>Elija dos jugadores (Ctrl+clic) e Intercambiar, o un jugador y una mesa y Mover; o arrastre un jugador sobre otro (intercambiar) o sobre una mesa (mover).</translation>
        </message>
        <message>
            <source>This table's usual length in hours, for RPLOPS with hours (empty: the event's default)</source>
            <translation>La duración habitual de esta mesa en horas, para RPLOPS con horas (vacío: la del torneo)</translation>
        </message>
        <message>
            <source>Set game</source>
            <translation>Fijar juego</translation>
        </message>
        <message>
            <source>Give the chosen table this game and hours (logged; Undo takes it back)</source>
            <translation>Dar a la mesa elegida este juego y estas horas (queda registrado; Deshacer lo retira)</translation>
        </message>
        <message>
            <source>No event is open.</source>
            <translation>No hay ningún torneo abierto.</translation>
        </message>
        <message>
            <source>Open and seat round %1</source>
            <translation>Abrir y sentar la ronda %1</translation>
        </message>
        <message>
            <source>Open round %1 for check-in</source>
            <translation>Abrir la ronda %1 para el registro</translation>
        </message>
        <message>
            <source>No round is open: set its length and seat it (the round opens first).</source>
            <translation>No hay ninguna ronda abierta: fije su duración y siéntela (la ronda se abre primero).</translation>
        </message>
        <message>
            <source>Round %1 has started: its seats can no longer change.</source>
            <translation>La ronda %1 ha empezado: sus asientos ya no pueden cambiar.</translation>
        </message>
        <message>
            <source>Round %1 is seated. Move or swap players until you start it.</source>
            <translation>La ronda %1 está sentada. Mueva o intercambie jugadores hasta que la empiece.</translation>
        </message>
        <message>
            <source>Seat round %1</source>
            <translation>Sentar la ronda %1</translation>
        </message>
        <message>
            <source>Round %1 is a final: the top %2 of the standings, seated by seed.</source>
            <translation>La ronda %1 es una final: los %2 mejores de la clasificación, sentados por cabeza de serie.</translation>
        </message>
        <message>
            <source>Round %1: nobody has checked in yet (Event ▸ Check-in).</source>
            <translation>Ronda %1: nadie se ha registrado aún (Torneo ▸ Registro).</translation>
        </message>
        <message>
            <source>Round %1 cannot be seated: %2.</source>
            <translation>La ronda %1 no se puede sentar: %2.</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %2 players to seat at %n table(s) (%3).</source>
            <translation>
                <numerusform>Ronda %1: %2 jugadores que sentar en %n mesa (%3).</numerusform>
                <numerusform>Ronda %1: %2 jugadores que sentar en %n mesas (%3).</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 players checked in.</source>
            <translation>%1 de %2 jugadores registrados.</translation>
        </message>
        <message>
            <source>Round %1 cannot be seated as the event's table sizes stand.</source>
            <translation>La ronda %1 no se puede sentar con los tamaños de mesa del torneo.</translation>
        </message>
        <message>
            <source>%1. Choose how to seat this round:</source>
            <translation>%1. Elija cómo sentar esta ronda:</translation>
        </message>
        <message>
            <source>a bye leaves the rating as it is</source>
            <translation>un descanso deja la valoración como está</translation>
        </message>
        <message>
            <source>a bye is worth %1</source>
            <translation>un descanso vale %1</translation>
        </message>
        <message>
            <source>One table of 5 (%1)</source>
            <translation>Una mesa de 5 (%1)</translation>
        </message>
        <message numerus="yes">
            <source>Give %n player(s) a bye (%1; %2)</source>
            <translation>
                <numerusform>Dar descanso a %n jugador (%1; %2)</numerusform>
                <numerusform>Dar descanso a %n jugadores (%1; %2)</numerusform>
            </translation>
        </message>
        <message>
            <source>Table %1</source>
            <translation>Mesa %1</translation>
        </message>
        <message>
            <source>Not seated (%1: late entries)</source>
            <translation>Sin sentar (%1: inscripciones tardías)</translation>
        </message>
        <message>
            <source>Import players from a CSV file</source>
            <translation>Importar jugadores desde un archivo CSV</translation>
        </message>
        <message>
            <source>Choose the table whose game to set.</source>
            <translation>Elija la mesa cuyo juego quiere fijar.</translation>
        </message>
        <message>
            <source>Pick exactly two players to swap.</source>
            <translation>Elija exactamente dos jugadores para intercambiar.</translation>
        </message>
        <message>
            <source>Pick one player and the table to move them to.</source>
            <translation>Elija un jugador y la mesa a la que moverlo.</translation>
        </message>
        <message>
            <source>Drop a player on a table to move them there, or on another player to swap their seats (a bye is given by swapping with a player who has one).</source>
            <translation>Suelte un jugador sobre una mesa para moverlo allí, o sobre otro jugador para intercambiar sus asientos (un descanso se da intercambiando con un jugador que lo tenga).</translation>
        </message>
        <message>
            <source>&amp;Tables</source>
            <translation>&amp;Mesas</translation>
        </message>
        <message>
            <source>&amp;Constraints</source>
            <translation>&amp;Restricciones</translation>
        </message>
        <message>
            <source>Seating</source>
            <translation>Distribución</translation>
        </message>
    </context>
    <context>
        <name>settings_dialog</name>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>New events score with</source>
            <translation>Los torneos nuevos puntúan con</translation>
        </message>
        <message>
            <source>New events time with</source>
            <translation>Los torneos nuevos cronometran con</translation>
        </message>
        <message>
            <source>The default folder</source>
            <translation>La carpeta por defecto</translation>
        </message>
        <message>
            <source>Empty: the default folder, %1</source>
            <translation>Vacío: la carpeta por defecto, %1</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Examinar…</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>Por defecto</translation>
        </message>
        <message>
            <source>Go back to the default data folder</source>
            <translation>Volver a la carpeta de datos por defecto</translation>
        </message>
        <message>
            <source>Event files go in</source>
            <translation>Los archivos de torneo van en</translation>
        </message>
        <message>
            <source>Choose by itself (a screen other than this window's)</source>
            <translation>Elegir solo (una pantalla distinta de la de esta ventana)</translation>
        </message>
        <message>
            <source>Screen %1: %2 (%3×%4)</source>
            <translation>Pantalla %1: %2 (%3×%4)</translation>
        </message>
        <message>
            <source>Screen %1 (not connected now)</source>
            <translation>Pantalla %1 (no conectada ahora)</translation>
        </message>
        <message>
            <source>Projector screen</source>
            <translation>Pantalla del proyector</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Tamaño del texto</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>Compact shows more tables at once (one short line a player); comfortable has finger-sized buttons. Automatic: compact on a screen below %1 pixels high.</source>
            <translation>Compacta muestra más mesas a la vez (una línea corta por jugador); cómoda tiene botones del tamaño de un dedo. Automática: compacta en una pantalla de menos de %1 píxeles de alto.</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Tarjetas de mesa</translation>
        </message>
        <message>
            <source>System (%1)</source>
            <translation>Sistema (%1)</translation>
        </message>
        <message>
            <source>The window's language; it changes when Tableside starts again</source>
            <translation>El idioma de la ventana; cambia cuando Tableside vuelve a arrancar</translation>
        </message>
        <message>
            <source>(applies on restart)</source>
            <translation>(se aplica al reiniciar)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Chime</source>
            <translation>Campana</translation>
        </message>
        <message>
            <source> min before the end</source>
            <translation> min antes del final</translation>
        </message>
        <message>
            <source>no warning before the end</source>
            <translation>sin aviso antes del final</translation>
        </message>
        <message>
            <source>volume </source>
            <translation>volumen </translation>
        </message>
        <message>
            <source>A chime before the round's end, at its end, and when a table's timers are held after a restart</source>
            <translation>Una campanada antes del final de la ronda, al final, y cuando los relojes de una mesa quedan detenidos tras un reinicio</translation>
        </message>
        <message>
            <source>Sounds</source>
            <translation>Sonidos</translation>
        </message>
        <message>
            <source>Folder for event files</source>
            <translation>Carpeta para los archivos de torneo</translation>
        </message>
        <message>
            <source>Give the data folder as a full path (such as %1).</source>
            <translation>Indique la carpeta de datos como ruta completa (como %1).</translation>
        </message>
        <message>
            <source>Cannot use %1 for event files: %2.</source>
            <translation>No se puede usar %1 para los archivos de torneo: %2.</translation>
        </message>
        <message>
            <source>Automatic (by the screen)</source>
            <translation>Automática (según la pantalla)</translation>
        </message>
        <message>
            <source>Compact</source>
            <translation>Compacta</translation>
        </message>
        <message>
            <source>Comfortable</source>
            <translation>Cómoda</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>High contrast (black on white)</source>
            <translation>Alto contraste (negro sobre blanco)</translation>
        </message>
        <message>
            <source>Sounds need QtMultimedia, which comes with PySide6-Addons: pip install 'tableside[sounds]' and restart Tableside.</source>
            <translation>Los sonidos necesitan QtMultimedia, que viene con PySide6-Addons: pip install 'tableside[sounds]' y reinicie Tableside.</translation>
        </message>
    </context>
    <context>
        <name>setup_dialog</name>
        <message>
            <source>Players and tables</source>
            <translation>Jugadores y mesas</translation>
        </message>
        <message>
            <source>Register players (one name per line)</source>
            <translation>Inscribir jugadores (un nombre por línea)</translation>
        </message>
        <message>
            <source>Register</source>
            <translation>Inscribir</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Open next round</source>
            <translation>Abrir la siguiente ronda</translation>
        </message>
        <message>
            <source>Start round</source>
            <translation>Empezar ronda</translation>
        </message>
        <message>
            <source>Seat a table</source>
            <translation>Sentar una mesa</translation>
        </message>
        <message>
            <source>the event's default</source>
            <translation>la del torneo</translation>
        </message>
        <message>
            <source>The game's usual length in hours, for RPLOPS with hours (1.5 or 3/2)</source>
            <translation>La duración habitual de la partida en horas, para RPLOPS con horas (1.5 o 3/2)</translation>
        </message>
        <message>
            <source>Seat the ticked players</source>
            <translation>Sentar a los jugadores marcados</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Hours</source>
            <translation>Horas</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>No round open yet.</source>
            <translation>Aún no hay ninguna ronda abierta.</translation>
        </message>
        <message>
            <source>started</source>
            <translation>empezada</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>sin empezar</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %n table(s), %2.</source>
            <translation>
                <numerusform>Ronda %1: %n mesa, %2.</numerusform>
                <numerusform>Ronda %1: %n mesas, %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>standings_panel</name>
        <message>
            <source>%1: still in</source>
            <translation>%1: sigue en juego</translation>
        </message>
        <message>
            <source>The standings as they stood after an earlier round</source>
            <translation>La clasificación tal como estaba tras una ronda anterior</translation>
        </message>
        <message>
            <source>What if the event were scored with another system? Both side by side</source>
            <translation>¿Y si el torneo se puntuara con otro sistema? Ambos lado a lado</translation>
        </message>
        <message>
            <source>As it stood:</source>
            <translation>Estado:</translation>
        </message>
        <message>
            <source>Compare with:</source>
            <translation>Comparar con:</translation>
        </message>
        <message>
            <source>Options:</source>
            <translation>Opciones:</translation>
        </message>
        <message>
            <source>The compared system's options as JSON, e.g. {"x": 50, "use_hours": true}; Enter applies them</source>
            <translation>Las opciones del sistema comparado en JSON, p. ej. {"x": 50, "use_hours": true}; Intro las aplica</translation>
        </message>
        <message>
            <source>No event is open.</source>
            <translation>No hay ningún torneo abierto.</translation>
        </message>
        <message>
            <source>These standings cannot be shown: %1.</source>
            <translation>Esta clasificación no se puede mostrar: %1.</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ahora</translation>
        </message>
        <message>
            <source>— (only the event's system)</source>
            <translation>— (ninguno)</translation>
        </message>
        <message>
            <source>After round %1</source>
            <translation>Tras la ronda %1</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Valoración</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victorias</translation>
        </message>
        <message>
            <source>Opp. avg</source>
            <translation>Media riv.</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Byes</source>
            <translation>Descansos</translation>
        </message>
        <message>
            <source>Corrected</source>
            <translation>Corregido</translation>
        </message>
        <message>
            <source>Final</source>
            <translation>Final</translation>
        </message>
        <message>
            <source>(dropped)</source>
            <translation>(retirado)</translation>
        </message>
        <message>
            <source>now</source>
            <translation>ahora</translation>
        </message>
        <message>
            <source>after round %1</source>
            <translation>tras la ronda %1</translation>
        </message>
        <message>
            <source>Standings %1 (%2).</source>
            <translation>Clasificación %1 (%2).</translation>
        </message>
        <message>
            <source>Corrected: places the corrections moved each player (▲ gained, ▼ lost).</source>
            <translation>Corregido: puestos que las correcciones movieron a cada jugador (▲ ganados, ▼ perdidos).</translation>
        </message>
        <message>
            <source>Choose a player to see their games.</source>
            <translation>Elija un jugador para ver sus partidas.</translation>
        </message>
        <message>
            <source>(corrected by the judge)</source>
            <translation>(corregido por el juez)</translation>
        </message>
        <message>
            <source>no games yet</source>
            <translation>aún sin partidas</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Rank A</source>
            <translation>Puesto A</translation>
        </message>
        <message>
            <source>Total A</source>
            <translation>Total A</translation>
        </message>
        <message>
            <source>Rank B</source>
            <translation>Puesto B</translation>
        </message>
        <message>
            <source>Total B</source>
            <translation>Total B</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Cambios</translation>
        </message>
        <message>
            <source>What if, %1: A = %2 (the event's system), B = %3. Nothing is changed; the event keeps its own system.</source>
            <translation>¿Y si…?, %1: A = %2 (el sistema del torneo), B = %3. No se cambia nada; el torneo mantiene su propio sistema.</translation>
        </message>
        <message>
            <source>%1 counts each game by its hours: %2 of the games played have none, counted as h = %3.</source>
            <translation>%1 cuenta cada partida por sus horas: %2 de las partidas jugadas no tienen, contadas como h = %3.</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Clasificación</translation>
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
            <translation>La mesa del juez para mesas de juego. Elija un torneo.</translation>
        </message>
        <message>
            <source>Open the demo event</source>
            <translation>Abrir el torneo de demostración</translation>
        </message>
        <message>
            <source>A fresh demo: round 1 running at a 4-player and a 3-player table</source>
            <translation>Una demo nueva: ronda 1 en marcha en una mesa de 4 jugadores y otra de 3</translation>
        </message>
        <message>
            <source>New event…</source>
            <translation>Nuevo torneo…</translation>
        </message>
        <message>
            <source>Create an event: name, date, scoring system, timers (Ctrl+N)</source>
            <translation>Crear un torneo: nombre, fecha, sistema de puntuación, relojes (Ctrl+N)</translation>
        </message>
        <message>
            <source>Open an event file…</source>
            <translation>Abrir un archivo de torneo…</translation>
        </message>
        <message>
            <source>Open a .tableside event file (Ctrl+O)</source>
            <translation>Abrir un archivo de torneo .tableside (Ctrl+O)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recent events&lt;/b&gt;</source>
            <translation>&lt;b&gt;Torneos recientes&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>station.join_dialog</name>
        <message>
            <source>Join an event on the network</source>
            <translation>Unirse a un torneo en la red</translation>
        </message>
        <message>
            <source>This laptop becomes a judge station of the event another laptop serves: it keeps its own copy of the event and shows the same tables, clocks, history and standings. What you do here is done at the serving desk.</source>
            <translation>Este portátil pasa a ser una estación de juez del torneo que sirve otro portátil: guarda su propia copia del torneo y muestra las mismas mesas, relojes, historial y clasificación. Lo que haga aquí se hace en la mesa del juez que lo sirve.</translation>
        </message>
        <message>
            <source>the join link, or the desk's address</source>
            <translation>el enlace para unirse, o la dirección de la mesa del juez</translation>
        </message>
        <message>
            <source>The join link (http://192.168.1.20:8765/%1…) or the desk's address (http://192.168.1.20:8765/)</source>
            <translation>El enlace para unirse (http://192.168.1.20:8765/%1…) o la dirección de la mesa del juez (http://192.168.1.20:8765/)</translation>
        </message>
        <message>
            <source>shown on the desk</source>
            <translation>se muestra en la mesa del juez</translation>
        </message>
        <message>
            <source>Shown on the desk under File ▸ Serve on the local network</source>
            <translation>Se muestra en la mesa del juez en Archivo ▸ Servir en la red local</translation>
        </message>
        <message>
            <source>Where this laptop serves the event if it takes over (use another port than the desk's when both run on one computer)</source>
            <translation>Dónde sirve este portátil el torneo si lo toma (use otro puerto que la mesa del juez cuando ambos corren en un mismo ordenador)</translation>
        </message>
        <message>
            <source>Desk's address or join link</source>
            <translation>Dirección de la mesa o enlace</translation>
        </message>
        <message>
            <source>Judge token</source>
            <translation>Token de juez</translation>
        </message>
        <message>
            <source>This station's name</source>
            <translation>Nombre de esta estación</translation>
        </message>
        <message>
            <source>Serve on port if it takes over</source>
            <translation>Servir en el puerto si lo toma</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Unirse</translation>
        </message>
        <message>
            <source>Desks found on this network:</source>
            <translation>Mesas encontradas en esta red:</translation>
        </message>
        <message>
            <source>No desk can be found on this network from here: type the desk's address or paste its join link.</source>
            <translation>Desde aquí no se puede encontrar ninguna mesa en esta red: escriba la dirección de la mesa o pegue su enlace.</translation>
        </message>
        <message>
            <source>(no name)</source>
            <translation>(sin nombre)</translation>
        </message>
        <message>
            <source>Looking for desks… none found yet.</source>
            <translation>Buscando mesas… ninguna encontrada todavía.</translation>
        </message>
        <message>
            <source>Click a desk to fill in its address, then type its judge code.</source>
            <translation>Haga clic en una mesa para rellenar su dirección y luego escriba su código de juez.</translation>
        </message>
        <message>
            <source>give this station a name: the desk's history shows it beside its entries</source>
            <translation>dé un nombre a esta estación: el historial de la mesa del juez lo muestra junto a sus entradas</translation>
        </message>
    </context>
    <context>
        <name>station.link</name>
        <message>
            <source>the desk at %1 does not answer (%2): check the address, and that it serves (File ▸ Serve on the local network)</source>
            <translation>la mesa del juez en %1 no responde (%2): compruebe la dirección y que esté sirviendo (Archivo ▸ Servir en la red local)</translation>
        </message>
        <message>
            <source>the desk at %1 refused: %2</source>
            <translation>la mesa del juez en %1 lo rechazó: %2</translation>
        </message>
        <message>
            <source>the desk has not answered this station's join yet</source>
            <translation>la mesa del juez aún no ha respondido a la unión de esta estación</translation>
        </message>
        <message>
            <source>this station's copy of the event was refused: %1</source>
            <translation>la copia del torneo de esta estación fue rechazada: %1</translation>
        </message>
        <message>
            <source>the desk at %1 stopped answering while this station copied the event (%2); join again</source>
            <translation>la mesa del juez en %1 dejó de responder mientras esta estación copiaba el torneo (%2); vuelva a unirse</translation>
        </message>
        <message>
            <source>the desk has not taken this station's join yet (%1); it is sent again</source>
            <translation>la mesa del juez aún no ha aceptado la unión de esta estación (%1); se envía de nuevo</translation>
        </message>
        <message>
            <source>the desk refused this station's join: %1</source>
            <translation>la mesa del juez rechazó la unión de esta estación: %1</translation>
        </message>
        <message>
            <source>this laptop is not a judge station of any event</source>
            <translation>este portátil no es estación de juez de ningún torneo</translation>
        </message>
    </context>
    <context>
        <name>station.menu</name>
        <message>
            <source>&amp;Join an event on the network…</source>
            <translation>&amp;Unirse a un torneo en la red…</translation>
        </message>
        <message>
            <source>&amp;Take over the event</source>
            <translation>&amp;Tomar el torneo</translation>
        </message>
        <message>
            <source>Joined %1 as station %2: what you do here is done at the judge's desk.</source>
            <translation>Unido a %1 como estación %2: lo que haga aquí se hace en la mesa del juez.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 has not taken this station's join yet (%2); it is sent again until it lands, and clicks wait until then.</source>
            <translation>La mesa del juez en %1 aún no ha aceptado la unión de esta estación (%2); se envía de nuevo hasta que llegue, y los clics esperan hasta entonces.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 refused this station's join (%2): join again with the judge code it shows.</source>
            <translation>La mesa del juez en %1 rechazó la unión de esta estación (%2): vuelva a unirse con el código de juez que muestra.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 answers again: this station acts through it again.</source>
            <translation>La mesa del juez en %1 vuelve a responder: esta estación actúa de nuevo a través de ella.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 cannot be reached (%2). This station shows the event as it last heard it and refuses clicks until the desk is back; or take over the event (File ▸ Take over the event): this laptop then holds it and serves it.</source>
            <translation>No se puede contactar con la mesa del juez en %1 (%2). Esta estación muestra el torneo tal como lo oyó por última vez y rechaza los clics hasta que vuelva la mesa; o tome el torneo (Archivo ▸ Tomar el torneo): este portátil lo tendrá entonces y lo servirá.</translation>
        </message>
        <message>
            <source>%1 took the event over (epoch %2): this station follows it at %3, and what you do here is done there.</source>
            <translation>%1 tomó el torneo (época %2): esta estación lo sigue en %3, y lo que haga aquí se hace allí.</translation>
        </message>
        <message>
            <source>This station's copy held entries the new holder lacks: %1</source>
            <translation>La copia de esta estación tenía entradas que le faltan al nuevo titular: %1</translation>
        </message>
        <message>
            <source>This station stopped copying the event: %1</source>
            <translation>Esta estación dejó de copiar el torneo: %1</translation>
        </message>
        <message>
            <source>Take over the event</source>
            <translation>Tomar el torneo</translation>
        </message>
        <message>
            <source>Take over needs a judge station whose desk cannot be reached.</source>
            <translation>Tomar el torneo requiere una estación de juez cuya mesa del juez no responda.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 still answers: take over only once it is gone.</source>
            <translation>La mesa del juez en %1 todavía responde: tome el torneo solo cuando haya caído.</translation>
        </message>
        <message>
            <source>Could not take over the event: %1</source>
            <translation>No se pudo tomar el torneo: %1</translation>
        </message>
        <message>
            <source>This laptop took over the event (epoch %1) and serves it on %2: devices and stations reconnect to it.</source>
            <translation>Este portátil tomó el torneo (época %1) y lo sirve en %2: los dispositivos y las estaciones se reconectan a él.</translation>
        </message>
        <message>
            <source>This laptop took over the event (epoch %1) and serves it: devices and stations reconnect to it.</source>
            <translation>Este portátil tomó el torneo (época %1) y lo sirve: los dispositivos y las estaciones se reconectan a él.</translation>
        </message>
    </context>
    <context>
        <name>table_card</name>
        <message>
            <source>Table %1</source>
            <translation>Mesa %1</translation>
        </message>
        <message>
            <source>Resume timers</source>
            <translation>Reanudar relojes</translation>
        </message>
        <message>
            <source>Restart this table's clocks from where the event file stopped them</source>
            <translation>Volver a poner en marcha los relojes de esta mesa desde donde los detuvo el archivo del torneo</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Hecho</translation>
        </message>
        <message>
            <source>The decision is made (D)</source>
            <translation>La decisión está tomada (D)</translation>
        </message>
        <message>
            <source>Out together</source>
            <translation>Fuera juntos</translation>
        </message>
        <message>
            <source>Mark every selected player out at the same moment (O)</source>
            <translation>Dejar fuera a todos los jugadores marcados en el mismo momento (O)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Take back this table's last action (U)</source>
            <translation>Retirar la última acción de esta mesa (U)</translation>
        </message>
        <message>
            <source>%1: more actions</source>
            <translation>%1: más acciones</translation>
        </message>
        <message>
            <source>More for this table: auction, pair a device, move or swap players</source>
            <translation>Más para esta mesa: subasta, emparejar un dispositivo, mover o intercambiar jugadores</translation>
        </message>
        <message>
            <source>Auction for the player deciding (A)</source>
            <translation>Subasta para el jugador que decide (A)</translation>
        </message>
        <message>
            <source>Pair a device…</source>
            <translation>Emparejar un dispositivo…</translation>
        </message>
        <message>
            <source>Show a QR code that lets a tablet at this table run its clocks (File ▸ Serve on the local network must be on)</source>
            <translation>Mostrar un código QR con el que una tableta de esta mesa lleva sus relojes (Archivo ▸ Servir en la red local debe estar activo)</translation>
        </message>
        <message>
            <source>Move or swap players…</source>
            <translation>Mover o intercambiar jugadores…</translation>
        </message>
        <message>
            <source>Table %1: select the players who are out first (tick them, or press their number).</source>
            <translation>Mesa %1: marque primero a los jugadores que salen (márquelos o pulse su número).</translation>
        </message>
        <message>
            <source>Table %1: an auction is started by the player who is deciding; no decision is running (use the player's Decide menu).</source>
            <translation>Mesa %1: una subasta la inicia el jugador que está decidiendo; no hay ninguna decisión en curso (use el menú Decidir del jugador).</translation>
        </message>
        <message>
            <source>Judge called · taken</source>
            <translation>Juez llamado · atendido</translation>
        </message>
        <message>
            <source>Judge called</source>
            <translation>Juez llamado</translation>
        </message>
        <message>
            <source>Done now adds %1 to the main timer (the reward: %2 of the decision time left).</source>
            <translation>Hecho ahora suma %1 al tiempo principal (la recompensa: %2 del tiempo de decisión restante).</translation>
        </message>
        <message>
            <source>%1 for the player deciding (A)</source>
            <translation>%1 para el jugador que decide (A)</translation>
        </message>
    </context>
    <context>
        <name>view</name>
        <message>
            <source>Auction (−{time})</source>
            <translation>Subasta (−{time})</translation>
        </message>
        <message>
            <source>Start an &amp;auction (−{time})</source>
            <translation>Iniciar una &amp;subasta (−{time})</translation>
        </message>
        <message>
            <source>Main timer (stopped: the player has left)</source>
            <translation>Reloj principal (parado: el jugador ha salido)</translation>
        </message>
        <message>
            <source>{sym} 0:00 TIME</source>
            <translation>{sym} 0:00 TIEMPO</translation>
        </message>
        <message>
            <source>Main timer ran out</source>
            <translation>El reloj principal se agotó</translation>
        </message>
        <message>
            <source>Main timer: 20 s or less left</source>
            <translation>Reloj principal: quedan 20 s o menos</translation>
        </message>
        <message>
            <source>MAIN</source>
            <translation>PRINCIPAL</translation>
        </message>
        <message>
            <source>Main timer running down</source>
            <translation>El reloj principal corre</translation>
        </message>
        <message>
            <source>Main timer (not running)</source>
            <translation>Reloj principal (parado)</translation>
        </message>
        <message>
            <source>DECIDE</source>
            <translation>DECIDIR</translation>
        </message>
        <message>
            <source>Auxiliary countdown: it runs first; the main timer runs only once it reaches 0</source>
            <translation>Cuenta atrás auxiliar: corre primero; el reloj principal solo corre cuando llega a 0</translation>
        </message>
        <message>
            <source>The auxiliary countdown is over: the main timer is running</source>
            <translation>La cuenta atrás auxiliar ha terminado: corre el reloj principal</translation>
        </message>
        <message>
            <source>Take back this table's last action (entry #{entry}) (U)</source>
            <translation>Retirar la última acción de esta mesa (entrada #{entry}) (U)</translation>
        </message>
        <message numerus="yes">
            <source>Rounding remainder at this table: %n rating point(s)</source>
            <translation>
                <numerusform>Resto del redondeo en esta mesa: %n punto de valoración</numerusform>
                <numerusform>Resto del redondeo en esta mesa: %n puntos de valoración</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume timers</source>
            <translation>Reanudar relojes</translation>
        </message>
        <message>
            <source>Restart this table's clocks from where the event file stopped them</source>
            <translation>Volver a poner en marcha los relojes de esta mesa desde donde los detuvo el archivo del torneo</translation>
        </message>
        <message>
            <source>Out together</source>
            <translation>Fuera juntos</translation>
        </message>
        <message>
            <source>Mark every selected player out at the same moment (O)</source>
            <translation>Dejar fuera a todos los jugadores marcados en el mismo momento (O)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Nothing to undo at this table</source>
            <translation>Nada que deshacer en esta mesa</translation>
        </message>
        <message>
            <source>{sym} {place} (tied)</source>
            <translation>{sym} {place} (empate)</translation>
        </message>
        <message>
            <source>{sym} WINNER · {place}</source>
            <translation>{sym} GANADOR · {place}</translation>
        </message>
        <message>
            <source>{place} (tied)</source>
            <translation>{place} (empate)</translation>
        </message>
        <message>
            <source>{sym} OUT — time · {place}</source>
            <translation>{sym} FUERA — tiempo · {place}</translation>
        </message>
        <message>
            <source>{sym} OUT — round end · {place}</source>
            <translation>{sym} FUERA — fin de ronda · {place}</translation>
        </message>
        <message>
            <source>{sym} OUT · {place}</source>
            <translation>{sym} FUERA · {place}</translation>
        </message>
        <message>
            <source>{sym} deciding</source>
            <translation>{sym} decidiendo</translation>
        </message>
        <message>
            <source>{sym} in</source>
            <translation>{sym} en juego</translation>
        </message>
        <message>
            <source>rating {rating}</source>
            <translation>valoración {rating}</translation>
        </message>
        <message>
            <source>points</source>
            <translation>puntos</translation>
        </message>
        <message>
            <source>if out now: {points}</source>
            <translation>si sale ahora: {points}</translation>
        </message>
        <message>
            <source>the game is not running at this table</source>
            <translation>la partida no está en curso en esta mesa</translation>
        </message>
        <message>
            <source>{decision}  ({time})</source>
            <translation>{decision}  ({time})</translation>
        </message>
        <message>
            <source>Ask for a &amp;pause</source>
            <translation>Pedir una &amp;pausa</translation>
        </message>
        <message>
            <source>Correct main timer: +{time}</source>
            <translation>Corregir el reloj principal: +{time}</translation>
        </message>
        <message>
            <source>Correct main timer: −{time}</source>
            <translation>Corregir el reloj principal: −{time}</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Fuera</translation>
        </message>
        <message>
            <source>{player} is out (alone)</source>
            <translation>{player} sale (solo)</translation>
        </message>
        <message>
            <source>Decide ▾</source>
            <translation>Decidir ▾</translation>
        </message>
        <message>
            <source>Pause?</source>
            <translation>¿Pausa?</translation>
        </message>
        <message>
            <source>This player asks for a pause: opens the vote</source>
            <translation>Este jugador pide una pausa: abre la votación</translation>
        </message>
        <message>
            <source>✓ Yes</source>
            <translation>✓ Sí</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Sí</translation>
        </message>
        <message>
            <source>{player} has voted yes</source>
            <translation>{player} ha votado sí</translation>
        </message>
        <message>
            <source>{player} votes yes to pause</source>
            <translation>{player} vota sí a la pausa</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>{player} votes no: the pause is denied</source>
            <translation>{player} vota no: la pausa se deniega</translation>
        </message>
        <message>
            <source>✓ Asked</source>
            <translation>✓ Pedido</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <source>{player} asks to resume play</source>
            <translation>{player} pide reanudar la partida</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Sin empezar</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminada</translation>
        </message>
        <message>
            <source>Judge time: clocks stopped</source>
            <translation>Tiempo de árbitro: relojes parados</translation>
        </message>
        <message>
            <source>Timers held</source>
            <translation>Relojes detenidos</translation>
        </message>
        <message>
            <source>Round paused</source>
            <translation>Ronda en pausa</translation>
        </message>
        <message>
            <source>PAUSED</source>
            <translation>EN PAUSA</translation>
        </message>
        <message>
            <source>Pause pending</source>
            <translation>Pausa pendiente</translation>
        </message>
        <message>
            <source>Pause vote</source>
            <translation>Votación de pausa</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>En juego</translation>
        </message>
        <message>
            <source>{sym} Timers held since {since} ({why}): {length}; check the time with the players.</source>
            <translation>{sym} Relojes detenidos desde las {since} ({why}): {length}; comprobad el tiempo con los jugadores.</translation>
        </message>
        <message>
            <source>{sym} Timers held ({why}): {length}; check the time with the players.</source>
            <translation>{sym} Relojes detenidos ({why}): {length}; comprobad el tiempo con los jugadores.</translation>
        </message>
        <message>
            <source>{sym} Timers held since {since} ({why}): {length}; nobody was charged for it.</source>
            <translation>{sym} Relojes detenidos desde las {since} ({why}): {length}; no se ha descontado a nadie.</translation>
        </message>
        <message>
            <source>{sym} Timers held ({why}): {length}; nobody was charged for it.</source>
            <translation>{sym} Relojes detenidos ({why}): {length}; no se ha descontado a nadie.</translation>
        </message>
        <message>
            <source>DECIDE {time}</source>
            <translation>DECIDIR {time}</translation>
        </message>
        <message>
            <source>aux over</source>
            <translation>tiempo auxiliar agotado</translation>
        </message>
        <message>
            <source>{player} was deciding ({decision}): {left}, MAIN {time}.</source>
            <translation>{player} estaba decidiendo ({decision}): {left}, PRINCIPAL {time}.</translation>
        </message>
        <message>
            <source>? PAUSE VOTE · {time} left · {yes} of {needed} yes</source>
            <translation>? VOTACIÓN DE PAUSA · quedan {time} · {yes} de {needed} sí</translation>
        </message>
        <message>
            <source>Asked by {player}. Yes: {yes}. Waiting for: {waiting}. Any “No”, or the time running out, denies the pause.</source>
            <translation>Pedida por {player}. Sí: {yes}. Faltan: {waiting}. Un «No», o que se acabe el tiempo, deniega la pausa.</translation>
        </message>
        <message>
            <source>{sym} PAUSE PENDING — play on</source>
            <translation>{sym} PAUSA PENDIENTE — seguid jugando</translation>
        </message>
        <message>
            <source>The pause was accepted; it starts when {player} completes the decision in progress (Done).</source>
            <translation>La pausa fue aceptada; empieza cuando {player} termine la decisión en curso (Hecho).</translation>
        </message>
        <message>
            <source>The pause was accepted; it starts when the player completes the decision in progress (Done).</source>
            <translation>La pausa fue aceptada; empieza cuando el jugador termine la decisión en curso (Hecho).</translation>
        </message>
        <message>
            <source>{sym} PAUSED · {time} of pause left</source>
            <translation>{sym} EN PAUSA · quedan {time} de pausa</translation>
        </message>
        <message>
            <source>The pause time is over: any one player's Resume restarts play.</source>
            <translation>El tiempo de pausa ha terminado: un «Reanudar» de cualquier jugador reanuda la partida.</translation>
        </message>
        <message>
            <source>Play resumes when every player still in asks (Resume). Asked: {players}.</source>
            <translation>La partida se reanuda cuando lo pide cada jugador que sigue en ella (Reanudar). Lo han pedido: {players}.</translation>
        </message>
        <message>
            <source>Play resumes when every player still in asks (Resume). Asked: nobody yet.</source>
            <translation>La partida se reanuda cuando lo pide cada jugador que sigue en ella (Reanudar). Lo han pedido: nadie todavía.</translation>
        </message>
        <message>
            <source>Pause denied</source>
            <translation>Pausa denegada</translation>
        </message>
        <message>
            <source>{player} said no.</source>
            <translation>{player} dijo que no.</translation>
        </message>
        <message>
            <source>Not enough players said yes within {time}.</source>
            <translation>Demasiado pocos jugadores dijeron que sí en {time}.</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Hecho</translation>
        </message>
        <message>
            <source>The decision is made (D)</source>
            <translation>La decisión está tomada (D)</translation>
        </message>
        <message>
            <source>Auxiliary countdown (runs first)</source>
            <translation>Cuenta atrás auxiliar (corre primero)</translation>
        </message>
        <message>
            <source>{sym} MAIN {time}</source>
            <translation>{sym} PRINCIPAL {time}</translation>
        </message>
        <message>
            <source>MAIN {time}</source>
            <translation>PRINCIPAL {time}</translation>
        </message>
        <message>
            <source>The auxiliary countdown is over; the main timer is running</source>
            <translation>La cuenta atrás auxiliar ha terminado; corre el reloj principal</translation>
        </message>
        <message>
            <source>{sym} {player} decides: {decision}</source>
            <translation>{sym} {player} decide: {decision}</translation>
        </message>
        <message>
            <source>Not allowed: {reason}</source>
            <translation>No permitido: {reason}</translation>
        </message>
        <message>
            <source>+{minutes} min · {time} left</source>
            <translation>+{minutes} min · quedan {time}</translation>
        </message>
        <message>
            <source>Rules question</source>
            <translation>Duda de reglas</translation>
        </message>
        <message>
            <source>Dispute</source>
            <translation>Disputa</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Otro</translation>
        </message>
        <message>
            <source>Report not confirmed</source>
            <translation>Informe sin confirmar</translation>
        </message>
        <message>
            <source>not heard since serving began</source>
            <translation>sin noticias desde que empezó a servir</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>conectado</translation>
        </message>
        <message>
            <source>last heard %1 s ago</source>
            <translation>última noticia hace %1 s</translation>
        </message>
        <message>
            <source>last heard %1 min ago</source>
            <translation>última noticia hace %1 min</translation>
        </message>
        <message>
            <source>Last turn</source>
            <translation>Último turno</translation>
        </message>
        <message>
            <source>Last turn: end it when the turn is done</source>
            <translation>Último turno: termínelo cuando el turno acabe</translation>
        </message>
        <message>
            <source>Play is over: enter the numbers</source>
            <translation>La partida ha terminado: introduzca los números</translation>
        </message>
        <message>
            <source>End the last turn</source>
            <translation>Terminar el último turno</translation>
        </message>
        <message>
            <source>Enter the numbers</source>
            <translation>Introducir los números</translation>
        </message>
        <message>
            <source>roll dice</source>
            <translation>tirar los dados</translation>
        </message>
        <message>
            <source>auction or pass</source>
            <translation>subastar o pasar</translation>
        </message>
        <message>
            <source>fortune with choice</source>
            <translation>suerte con elección</translation>
        </message>
        <message>
            <source>sell houses to pay bills</source>
            <translation>vender casas para pagar</translation>
        </message>
        <message>
            <source>choose character (first player)</source>
            <translation>elegir personaje (primer jugador)</translation>
        </message>
        <message>
            <source>choose character (other players)</source>
            <translation>elegir personaje (otros jugadores)</translation>
        </message>
    </context>
</TS>