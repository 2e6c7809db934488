<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>about_dialog</name>
        <message>
            <source>MIT License (the full text, %1, could not be read: %2)</source>
            <translation>Licence MIT (le texte complet, %1, n’a pas pu être lu : %2)</translation>
        </message>
        <message>
            <source>The third-party notices (%1) could not be read: %2. Tableside uses Qt and PySide6 (LGPL-3.0), platformdirs and tomli-w (MIT), Starlette, Uvicorn and segno (BSD-3-Clause).</source>
            <translation>Les mentions des tiers (%1) n’ont pas pu être lues : %2. Tableside utilise Qt et PySide6 (LGPL-3.0), platformdirs et tomli-w (MIT), Starlette, Uvicorn et segno (BSD-3-Clause).</translation>
        </message>
        <message>
            <source> (installed bundle)</source>
            <translation> (paquet installé)</translation>
        </message>
        <message>
            <source>About Tableside</source>
            <translation>À propos de Tableside</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>Mentions des tiers</translation>
        </message>
    </context>
    <context>
        <name>agenda_dialog</name>
        <message>
            <source>Agenda</source>
            <translation>Programme</translation>
        </message>
        <message>
            <source>The estimated end counts, for each round still to come, the round's length, a changeover of %1 minutes and the break planned before it. The projector and the players' page show it.</source>
            <translation>La fin prévue compte, pour chaque ronde à venir, sa durée, un changement de %1 minutes et la pause prévue avant elle. Le projecteur et la page des joueurs l’affichent.</translation>
        </message>
        <message>
            <source>Set &amp;rounds</source>
            <translation>Fixer les &amp;rondes</translation>
        </message>
        <message>
            <source>Rounds planned:</source>
            <translation>Rondes prévues :</translation>
        </message>
        <message>
            <source>after round </source>
            <translation>après la ronde </translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>no break</source>
            <translation>pas de pause</translation>
        </message>
        <message>
            <source>Set &amp;break</source>
            <translation>Fixer la &amp;pause</translation>
        </message>
        <message>
            <source>A break:</source>
            <translation>Une pause :</translation>
        </message>
        <message>
            <source>%1 min after round %2</source>
            <translation>%1 min après la ronde %2</translation>
        </message>
        <message>
            <source>Breaks: %1</source>
            <translation>Pauses : %1</translation>
        </message>
        <message>
            <source>No break planned.</source>
            <translation>Aucune pause prévue.</translation>
        </message>
        <message>
            <source>No estimated end: plan the rounds first.</source>
            <translation>Pas de fin prévue : fixez d’abord les rondes.</translation>
        </message>
        <message>
            <source>Estimated end %1</source>
            <translation>Fin prévue %1</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Rien n’a été modifié.</translation>
        </message>
    </context>
    <context>
        <name>announce_dialog</name>
        <message>
            <source>Announce</source>
            <translation>Annonce</translation>
        </message>
        <message>
            <source>A short announcement goes to every table device and phone, and stays there until each reader taps OK. The projector shows the newest one.</source>
            <translation>Une courte annonce est envoyée à chaque appareil de table et à chaque téléphone, et y reste jusqu’à ce que chaque lecteur touche OK. Le projecteur montre la plus récente.</translation>
        </message>
        <message>
            <source>e.g. Round 3 starts at 14:00</source>
            <translation>p. ex. La ronde 3 commence à 14 h 00</translation>
        </message>
        <message>
            <source>&amp;Send</source>
            <translation>&amp;Envoyer</translation>
        </message>
        <message>
            <source>Shown now (newest first):</source>
            <translation>Affichées maintenant (la plus récente d’abord) :</translation>
        </message>
        <message>
            <source>&amp;Take down</source>
            <translation>&amp;Retirer</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Nothing was sent.</source>
            <translation>Rien n’a été envoyé.</translation>
        </message>
    </context>
    <context>
        <name>app</name>
        <message>
            <source>These presets could not be read and were left out (the others work):
</source>
            <translation>Ces modèles n’ont pas pu être lus et ont été écartés (les autres fonctionnent) :
</translation>
        </message>
    </context>
    <context>
        <name>checkin_dialog</name>
        <message>
            <source>Check-in</source>
            <translation>Pointage</translation>
        </message>
        <message>
            <source>With check-in on, seating a round seats only the players checked in for it. Check-in opens when you open the round and closes when it starts; the projector and the players' page list who has not checked in.</source>
            <translation>Avec le pointage, placer une ronde ne place que les joueurs pointés pour elle. Le pointage s'ouvre quand vous ouvrez la ronde et se ferme quand elle commence ; le projecteur et la page des joueurs listent qui n'a pas pointé.</translation>
        </message>
        <message>
            <source>Check-in off: everyone is seated</source>
            <translation>Pointage désactivé : tout le monde est placé</translation>
        </message>
        <message>
            <source>Not seated this round</source>
            <translation>Pas placé à cette ronde</translation>
        </message>
        <message>
            <source>A game lost: 0 points for the round</source>
            <translation>Une partie perdue : 0 point pour la ronde</translation>
        </message>
        <message>
            <source>Dropped from the event</source>
            <translation>Retiré de l’événement</translation>
        </message>
        <message>
            <source>A no-show is:</source>
            <translation>Un absent est :</translation>
        </message>
        <message>
            <source>Joins from the next round</source>
            <translation>Rejoint à la ronde suivante</translation>
        </message>
        <message>
            <source>Takes a free seat before the round starts</source>
            <translation>Prend une place libre avant le début de la ronde</translation>
        </message>
        <message>
            <source>A late arrival:</source>
            <translation>Un retardataire :</translation>
        </message>
        <message>
            <source>Set &amp;rule</source>
            <translation>Appliquer la &amp;règle</translation>
        </message>
        <message>
            <source>Type a name, then Enter to check them in</source>
            <translation>Tapez un nom, puis Entrée pour le pointer</translation>
        </message>
        <message>
            <source>Code for phones: %1 (on the projector too; players check in on the players' page with it; Set rule again for a new code).</source>
            <translation>Code pour les téléphones : %1 (aussi au projecteur ; les joueurs pointent avec lui sur la page des joueurs ; appliquez à nouveau la règle pour un nouveau code).</translation>
        </message>
        <message>
            <source>Check-in is off: every player is seated.</source>
            <translation>Le pointage est désactivé : tous les joueurs sont placés.</translation>
        </message>
        <message>
            <source>Open the next round to check players in for it.</source>
            <translation>Ouvrez la ronde suivante pour y pointer les joueurs.</translation>
        </message>
        <message>
            <source>Round %1: %2 of %3 players checked in.</source>
            <translation>Ronde %1 : %2 joueurs sur %3 pointés.</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Rien n’a été modifié.</translation>
        </message>
    </context>
    <context>
        <name>constraints_panel</name>
        <message>
            <source>Every seating (round 1 and the Swiss rounds) keeps these. When they cannot all hold, the seating still goes ahead and says which one it broke and why.</source>
            <translation>Chaque placement (ronde 1 et rondes suisses) les respecte. Si elles ne peuvent pas toutes tenir, le placement se fait quand même et dit laquelle il n’a pas tenue, et pourquoi.</translation>
        </message>
        <message>
            <source>Seating constraints</source>
            <translation>Contraintes de placement</translation>
        </message>
        <message>
            <source>&amp;Remove the chosen one</source>
            <translation>&amp;Retirer celle choisie</translation>
        </message>
        <message>
            <source>Add: tick players (Space), then choose</source>
            <translation>Ajouter : cochez des joueurs (Espace), puis choisissez</translation>
        </message>
        <message>
            <source>Players (Space ticks)</source>
            <translation>Joueurs (Espace coche)</translation>
        </message>
        <message>
            <source>siblings, wheelchair, …</source>
            <translation>frères et sœurs, fauteuil, …</translation>
        </message>
        <message>
            <source>Why, in a few words (shown with the constraint; optional)</source>
            <translation>Pourquoi, en quelques mots (affiché avec la contrainte ; facultatif)</translation>
        </message>
        <message>
            <source>Reason:</source>
            <translation>Motif :</translation>
        </message>
        <message>
            <source>&amp;Keep apart</source>
            <translation>&amp;Séparer</translation>
        </message>
        <message>
            <source>No two of the ticked players at one table</source>
            <translation>Jamais deux des joueurs cochés à la même table</translation>
        </message>
        <message>
            <source>&amp;Needs an accessible table</source>
            <translation>&amp;Besoin d’une table accessible</translation>
        </message>
        <message>
            <source>Each ticked player sits at a table marked accessible</source>
            <translation>Chaque joueur coché est placé à une table marquée accessible</translation>
        </message>
        <message>
            <source>table </source>
            <translation>table </translation>
        </message>
        <message>
            <source>any seat</source>
            <translation>toute place</translation>
        </message>
        <message>
            <source>seat </source>
            <translation>place </translation>
        </message>
        <message>
            <source>&amp;Fix to</source>
            <translation>&amp;Fixer à</translation>
        </message>
        <message>
            <source>The ticked player sits at this table (and seat) every round</source>
            <translation>Le joueur coché est placé à cette table (et cette place) à chaque ronde</translation>
        </message>
        <message>
            <source>&amp;Mark accessible</source>
            <translation>&amp;Marquer accessible</translation>
        </message>
        <message>
            <source>kept in round %1</source>
            <translation>tenue en ronde %1</translation>
        </message>
        <message>
            <source>No seating constraint yet.</source>
            <translation>Aucune contrainte de placement pour l’instant.</translation>
        </message>
        <message>
            <source>Tick two or more players to keep apart.</source>
            <translation>Cochez au moins deux joueurs à séparer.</translation>
        </message>
        <message>
            <source>Tick exactly one player to fix to a table.</source>
            <translation>Cochez exactement un joueur à fixer à une table.</translation>
        </message>
        <message>
            <source>Tick the players who need an accessible table.</source>
            <translation>Cochez les joueurs qui ont besoin d’une table accessible.</translation>
        </message>
        <message>
            <source>Choose the constraint to remove in the list.</source>
            <translation>Choisissez dans la liste la contrainte à retirer.</translation>
        </message>
    </context>
    <context>
        <name>controller</name>
        <message>
            <source>no event is open</source>
            <translation>aucun tournoi n’est ouvert</translation>
        </message>
        <message>
            <source>no event is open at the judge's desk</source>
            <translation>aucun tournoi n’est ouvert à la table d’arbitrage</translation>
        </message>
        <message>
            <source>The copy of the event could not be read (%1).</source>
            <translation>La copie du tournoi n’a pas pu être lue (%1).</translation>
        </message>
        <message>
            <source>No event is open: open or create an event first.</source>
            <translation>Aucun tournoi n’est ouvert : ouvrez ou créez d’abord un tournoi.</translation>
        </message>
        <message>
            <source>Not saved: the event file could not be written (%1). Nothing was changed.</source>
            <translation>Non enregistré : le fichier du tournoi n’a pas pu être écrit (%1). Rien n’a été modifié.</translation>
        </message>
        <message>
            <source>That action was refused.</source>
            <translation>Cette action a été refusée.</translation>
        </message>
        <message>
            <source>Not saved: %1 Nothing was changed; check the disk, then try again.</source>
            <translation>Non enregistré : %1 Rien n’a été modifié ; vérifiez le disque, puis réessayez.</translation>
        </message>
    </context>
    <context>
        <name>correction_dialog</name>
        <message>
            <source>Correct a past result</source>
            <translation>Corriger un résultat passé</translation>
        </message>
        <message>
            <source>Choose a finished game, give each player their right place (1 = the winner; players who left together share a place) and say why. Scores, ratings and standings are recomputed; later rounds keep their seating.</source>
            <translation>Choisissez une partie terminée, donnez à chaque joueur sa vraie place (1 = le gagnant ; les joueurs sortis ensemble partagent une place) et dites pourquoi. Scores, classements Elo et classement sont recalculés ; les rondes suivantes gardent leur placement.</translation>
        </message>
        <message>
            <source>A finished game of any round</source>
            <translation>Une partie terminée de n’importe quelle ronde</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Partie :</translation>
        </message>
        <message>
            <source>Why: e.g. the wrong player was marked out</source>
            <translation>Pourquoi : p. ex. le mauvais joueur a été marqué sorti</translation>
        </message>
        <message>
            <source>&amp;Reason:</source>
            <translation>&amp;Motif :</translation>
        </message>
        <message>
            <source>&amp;Correct the result</source>
            <translation>&amp;Corriger le résultat</translation>
        </message>
        <message>
            <source>Round %1, table %2 — %3</source>
            <translation>Ronde %1, table %2 — %3</translation>
        </message>
        <message>
            <source>(corrected)</source>
            <translation>(corrigée)</translation>
        </message>
        <message>
            <source>The result was not corrected.</source>
            <translation>Le résultat n’a pas été corrigé.</translation>
        </message>
        <message>
            <source>No game is finished yet: a result can be corrected once its game is over.</source>
            <translation>Aucune partie n’est encore terminée : un résultat peut être corrigé une fois sa partie finie.</translation>
        </message>
        <message>
            <source>Result now (already corrected): %1.</source>
            <translation>Résultat actuel (déjà corrigé) : %1.</translation>
        </message>
        <message>
            <source>Result now: %1.</source>
            <translation>Résultat actuel : %1.</translation>
        </message>
        <message>
            <source>Corrected: %1.</source>
            <translation>Corrigé : %1.</translation>
        </message>
    </context>
    <context>
        <name>crash_report</name>
        <message>
            <source>Tableside: unexpected problem</source>
            <translation>Tableside : problème inattendu</translation>
        </message>
    </context>
    <context>
        <name>event_view</name>
        <message>
            <source>Resume all timers</source>
            <translation>Reprendre toutes les pendules</translation>
        </message>
        <message>
            <source>Resume the timers of every held table (Ctrl+Shift+R)</source>
            <translation>Reprendre les pendules de toutes les tables arrêtées (Ctrl+Maj+R)</translation>
        </message>
        <message>
            <source>%1 Tableside stopped while a decision was running (closed, crashed, stalled or asleep). The timers of table %2 are held where it stopped (it says since when). Check with the players, then press “Resume timers” on the table.</source>
            <translation>%1 Tableside s’est arrêté pendant une décision (fermé, planté, bloqué ou en veille). Les pendules de la table %2 sont arrêtées là où il s’est arrêté (elle indique depuis quand). Vérifiez avec les joueurs, puis appuyez sur « Reprendre les pendules » sur la table.</translation>
        </message>
        <message>
            <source>%1 Tableside stopped while a decision was running (closed, crashed, stalled or asleep). The timers of tables %2 are held where it stopped (each table says since when). Check with the players, then press “Resume timers” on the tables.</source>
            <translation>%1 Tableside s’est arrêté pendant une décision (fermé, planté, bloqué ou en veille). Les pendules des tables %2 sont arrêtées là où il s’est arrêté (chaque table indique depuis quand). Vérifiez avec les joueurs, puis appuyez sur « Reprendre les pendules » sur les tables.</translation>
        </message>
        <message>
            <source>No round is open yet.
Use Event ▸ Players and tables… to register players, open a round and seat the tables.</source>
            <translation>Aucune ronde n’est encore ouverte.
Utilisez Tournoi ▸ Joueurs et tables… pour inscrire les joueurs, ouvrir une ronde et placer les tables.</translation>
        </message>
        <message>
            <source>Round %1 has no tables yet.
Use Event ▸ Players and tables… to seat them.</source>
            <translation>La ronde %1 n’a pas encore de tables.
Utilisez Tournoi ▸ Joueurs et tables… pour les placer.</translation>
        </message>
    </context>
    <context>
        <name>exports</name>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>PDF files (*.pdf);;All files (*)</source>
            <translation>Fichiers PDF (*.pdf);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>E&amp;xport</source>
            <translation>E&amp;xporter</translation>
        </message>
        <message>
            <source>&amp;Standings (CSV)…</source>
            <translation>&amp;Classement (CSV)…</translation>
        </message>
        <message>
            <source>&amp;Results (CSV)…</source>
            <translation>&amp;Résultats (CSV)…</translation>
        </message>
        <message>
            <source>R&amp;atings for the next event (CSV)…</source>
            <translation>C&amp;otes pour le prochain tournoi (CSV)…</translation>
        </message>
        <message>
            <source>Seating and result &amp;slips (PDF)…</source>
            <translation>Placement et &amp;fiches de résultats (PDF)…</translation>
        </message>
        <message>
            <source>Export the standings</source>
            <translation>Exporter le classement</translation>
        </message>
        <message>
            <source>Export the results</source>
            <translation>Exporter les résultats</translation>
        </message>
        <message>
            <source>Ratings exist only under the contribution system; this event uses %1. Nothing was exported.</source>
            <translation>Les cotes n’existent qu’avec le système de contribution ; ce tournoi utilise %1. Rien n’a été exporté.</translation>
        </message>
        <message>
            <source>Export the ratings for the next event</source>
            <translation>Exporter les cotes pour le prochain tournoi</translation>
        </message>
        <message>
            <source>Print the seating and result slips</source>
            <translation>Imprimer le placement et les fiches de résultats</translation>
        </message>
        <message>
            <source>Nothing was exported: %1.</source>
            <translation>Rien n’a été exporté : %1.</translation>
        </message>
        <message>
            <source>Could not write %1: %2.</source>
            <translation>Impossible d’écrire %1 : %2.</translation>
        </message>
        <message>
            <source>Wrote %1: %2 page(s) of seating and %3 page(s) of result slips.</source>
            <translation>%1 écrit : %2 page(s) de placement et %3 page(s) de fiches de résultats.</translation>
        </message>
        <message>
            <source>No event is open: open an event first.</source>
            <translation>Aucun tournoi n’est ouvert : ouvrez d’abord un tournoi.</translation>
        </message>
        <message>
            <source>Could not write %1: %2. Nothing was exported.</source>
            <translation>Impossible d’écrire %1 : %2. Rien n’a été exporté.</translation>
        </message>
        <message>
            <source>Exported the %1 to %2.</source>
            <translation>Exporté : %1 vers %2.</translation>
        </message>
    </context>
    <context>
        <name>final_text</name>
        <message>
            <source>(final: playing)</source>
            <translation>(finale : en cours)</translation>
        </message>
        <message>
            <source>(final: place %1)</source>
            <translation>(finale : place %1)</translation>
        </message>
        <message>
            <source>(cut: place %1)</source>
            <translation>(qualifs : place %1)</translation>
        </message>
    </context>
    <context>
        <name>guide_window</name>
        <message>
            <source>Tableside: the judge's guide</source>
            <translation>Tableside : le guide de l’arbitre</translation>
        </message>
        <message>
            <source>Find in the guide (Ctrl+F)</source>
            <translation>Chercher dans le guide (Ctrl+F)</translation>
        </message>
        <message>
            <source>▲ Previous</source>
            <translation>▲ Précédent</translation>
        </message>
        <message>
            <source>▼ Next</source>
            <translation>▼ Suivant</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Retour</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Sommaire</translation>
        </message>
        <message>
            <source>The guide is missing from this installation (looked for %1).</source>
            <translation>Le guide manque dans cette installation (cherché dans %1).</translation>
        </message>
        <message>
            <source>The guide file is missing: reinstall Tableside.</source>
            <translation>Le fichier du guide manque : réinstallez Tableside.</translation>
        </message>
        <message>
            <source>Opened %1 in the web browser.</source>
            <translation>%1 ouvert dans le navigateur web.</translation>
        </message>
        <message>
            <source>%1 is a page of Tableside's source, not part of the installed app.</source>
            <translation>%1 est une page des sources de Tableside, pas de l’application installée.</translation>
        </message>
        <message>
            <source>No heading called “%1” on this page.</source>
            <translation>Aucun titre « %1 » sur cette page.</translation>
        </message>
        <message>
            <source>“%1” is not in this page.</source>
            <translation>« %1 » n’est pas sur cette page.</translation>
        </message>
        <message>
            <source>Type a word to find.</source>
            <translation>Tapez un mot à chercher.</translation>
        </message>
        <message>
            <source>Match %1 of %2 for “%3”.</source>
            <translation>Résultat %1 sur %2 pour « %3 ».</translation>
        </message>
    </context>
    <context>
        <name>hall.menu</name>
        <message>
            <source>Ser&amp;ve on the local network</source>
            <translation>Ser&amp;vir sur le réseau local</translation>
        </message>
        <message>
            <source>Local network</source>
            <translation>Réseau local</translation>
        </message>
        <message>
            <source>This laptop is a judge station: the desk it joined serves the event.</source>
            <translation>Ce portable est un poste d’arbitre : la table d’arbitrage qu’il a rejointe sert le tournoi.</translation>
        </message>
        <message>
            <source>Could not serve on the local network: %1</source>
            <translation>Impossible de servir sur le réseau local : %1</translation>
        </message>
        <message>
            <source>Serving on the local network: players open %1</source>
            <translation>Service sur le réseau local : les joueurs ouvrent %1</translation>
        </message>
        <message>
            <source>Standby: %1.</source>
            <translation>Secours : %1.</translation>
        </message>
        <message>
            <source>A judge station pairs no devices: pair them at the desk that serves the event.</source>
            <translation>Un poste d’arbitre n’appaire aucun appareil : appairez-les à la table d’arbitrage qui sert le tournoi.</translation>
        </message>
        <message>
            <source>Start File ▸ Serve on the local network first, then pair the table's device.</source>
            <translation>Lancez d’abord Fichier ▸ Servir sur le réseau local, puis appairez l’appareil de la table.</translation>
        </message>
    </context>
    <context>
        <name>hall.pair_dialog</name>
        <message>
            <source>Replace the device of table %1</source>
            <translation>Remplacer l’appareil de la table %1</translation>
        </message>
        <message>
            <source>Pair a device to table %1</source>
            <translation>Appairer un appareil à la table %1</translation>
        </message>
        <message>
            <source>Pair another device</source>
            <translation>Appairer un autre appareil</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>The pairing was refused; see the message in the window.</source>
            <translation>L’appairage a été refusé ; voir le message dans la fenêtre.</translation>
        </message>
        <message>
            <source>Scan this code with the tablet or phone for table %1 (on the hall's Wi-Fi). It becomes device %2 and can act on table %1 only, until you revoke it. The code works once, within ten minutes.</source>
            <translation>Scannez ce code avec la tablette ou le téléphone de la table %1 (sur le wifi de la salle). Il devient l’appareil %2 et ne peut agir que sur la table %1, jusqu’à ce que vous le révoquiez. Le code fonctionne une fois, dans les dix minutes.</translation>
        </message>
        <message>
            <source>Device %1</source>
            <translation>Appareil %1</translation>
        </message>
        <message>
            <source>Device %1 was revoked: its code and token no longer work.</source>
            <translation>L’appareil %1 a été révoqué : son code et son jeton ne fonctionnent plus.</translation>
        </message>
    </context>
    <context>
        <name>hall.panel</name>
        <message>
            <source>Judge stations and standby copies</source>
            <translation>Postes d’arbitre et copies de secours</translation>
        </message>
        <message>
            <source>A second laptop joins as a judge station with the judge code. Anyone who has the code can join and act as a judge: show it only to pair a station.</source>
            <translation>Un second portable rejoint comme poste d’arbitre avec le code d’arbitre. Quiconque a le code peut rejoindre et agir en arbitre : ne le montrez que pour appairer un poste.</translation>
        </message>
        <message>
            <source>Show the judge code</source>
            <translation>Montrer le code d’arbitre</translation>
        </message>
        <message>
            <source>Make a new judge code</source>
            <translation>Créer un nouveau code d’arbitre</translation>
        </message>
        <message>
            <source>The old code stops working for new stations and standby copies; stations that joined keep working</source>
            <translation>L’ancien code ne fonctionne plus pour les nouveaux postes et copies de secours ; les postes déjà connectés continuent de fonctionner</translation>
        </message>
        <message>
            <source>Joined judge stations</source>
            <translation>Postes d’arbitre connectés</translation>
        </message>
        <message>
            <source>Paired table devices</source>
            <translation>Appareils de table appairés</translation>
        </message>
        <message>
            <source>Could not serve on the local network: %1</source>
            <translation>Impossible de servir sur le réseau local : %1</translation>
        </message>
        <message>
            <source>Serving on the local network. Players open this page on their phones (same Wi-Fi); pair a table's device from its card (“Pair a device”).</source>
            <translation>Service sur le réseau local. Les joueurs ouvrent cette page sur leur téléphone (même wifi) ; appairez l’appareil d’une table depuis sa carte (« Appairer un appareil »).</translation>
        </message>
        <message>
            <source>Stop serving</source>
            <translation>Arrêter le service</translation>
        </message>
        <message>
            <source>Not serving. Start it to give every player the live tables and standings on their phone, and to run a table's clocks from a tablet at the table.</source>
            <translation>Pas de service. Lancez-le pour donner à chaque joueur les tables en cours et le classement sur son téléphone, et pour gérer les pendules d’une table depuis une tablette à la table.</translation>
        </message>
        <message>
            <source>Serve on the local network</source>
            <translation>Servir sur le réseau local</translation>
        </message>
        <message>
            <source>Could not make a new judge code: %1</source>
            <translation>Impossible de créer un nouveau code d’arbitre : %1</translation>
        </message>
        <message>
            <source>Hide the judge code</source>
            <translation>Cacher le code d’arbitre</translation>
        </message>
        <message>
            <source>On the second laptop, File ▸ Join an event on the network…: paste this join link or scan the code.
%1
Judge code: %2
A standby copy with no window: TABLESIDE_STANDBY_TOKEN=%2 tableside replicate %3 COPY.tableside
This hides again by itself in %4 seconds.</source>
            <translation>Sur le second portable, Fichier ▸ Rejoindre un tournoi sur le réseau… : collez ce lien ou scannez le code.
%1
Code d’arbitre : %2
Une copie de secours sans fenêtre : TABLESIDE_STANDBY_TOKEN=%2 tableside replicate %3 COPY.tableside
Ceci se cache tout seul dans %4 secondes.</translation>
        </message>
        <message>
            <source>Table %1: device %2</source>
            <translation>Table %1 : appareil %2</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Remplacer</translation>
        </message>
        <message>
            <source>Revoke this device and show a QR code to pair the table's new one</source>
            <translation>Révoquer cet appareil et montrer un code QR pour appairer le nouvel appareil de la table</translation>
        </message>
        <message>
            <source>%1 (station %2) · %3</source>
            <translation>%1 (station %2) · %3</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rôle</translation>
        </message>
        <message>
            <source>What this judge station may do: everything, its own tables, results only, or nothing</source>
            <translation>Ce que cette station d'arbitre peut faire : tout, ses propres tables, les résultats seulement, ou rien</translation>
        </message>
        <message>
            <source>Floor judge</source>
            <translation>Arbitre de salle</translation>
        </message>
        <message>
            <source>Their tables (such as 1-8, 12):</source>
            <translation>Ses tables (par exemple 1-8, 12) :</translation>
        </message>
        <message>
            <source>floor judge for tables %1</source>
            <translation>arbitre de salle des tables %1</translation>
        </message>
        <message>
            <source>head judge</source>
            <translation>arbitre principal</translation>
        </message>
        <message>
            <source>scorekeeper</source>
            <translation>saisie des résultats</translation>
        </message>
        <message>
            <source>viewer</source>
            <translation>observateur</translation>
        </message>
        <message>
            <source>Revoke</source>
            <translation>Révoquer</translation>
        </message>
        <message>
            <source>it would not serve the event if it took over</source>
            <translation>il ne servirait pas le tournoi s’il le reprenait</translation>
        </message>
        <message>
            <source>Its token stops working at once. To keep it from joining again, also make a new judge code.</source>
            <translation>Son jeton cesse de fonctionner aussitôt. Pour l’empêcher de rejoindre à nouveau, créez aussi un nouveau code d’arbitre.</translation>
        </message>
    </context>
    <context>
        <name>hall.serving</name>
        <message>
            <source>could not serve the event just opened: %1</source>
            <translation>impossible de servir le tournoi qui vient d’être ouvert : %1</translation>
        </message>
        <message>
            <source>another station holds this event now: it is served there, not here</source>
            <translation>un autre poste détient maintenant ce tournoi : il est servi là-bas, pas ici</translation>
        </message>
        <message>
            <source>this desk</source>
            <translation>cette table d’arbitrage</translation>
        </message>
        <message>
            <source>Other desks cannot find this event on the network, nor this desk theirs: the event is served all the same; players and stations use its address or QR code.</source>
            <translation>Les autres tables d’arbitre ne trouvent pas cet événement sur le réseau, ni cette table les leurs : l’événement est servi quand même ; joueurs et stations utilisent son adresse ou son code QR.</translation>
        </message>
        <message>
            <source>start File ▸ Serve on the local network first</source>
            <translation>lancez d’abord Fichier ▸ Servir sur le réseau local</translation>
        </message>
    </context>
    <context>
        <name>help_overlay</name>
        <message>
            <source>Anywhere</source>
            <translation>Partout</translation>
        </message>
        <message>
            <source>Show / hide this help</source>
            <translation>Afficher / cacher cette aide</translation>
        </message>
        <message>
            <source>Go to the next / previous table</source>
            <translation>Aller à la table suivante / précédente</translation>
        </message>
        <message>
            <source>Move between buttons; Space or Enter presses</source>
            <translation>Passer d’un bouton à l’autre ; Espace ou Entrée appuie</translation>
        </message>
        <message>
            <source>Start the round</source>
            <translation>Démarrer la ronde</translation>
        </message>
        <message>
            <source>Pause / resume the round clock</source>
            <translation>Mettre en pause / reprendre la pendule de ronde</translation>
        </message>
        <message>
            <source>Extend one table's round</source>
            <translation>Prolonger la ronde d’une table</translation>
        </message>
        <message>
            <source>Resume the timers of every held table</source>
            <translation>Reprendre les pendules de toutes les tables arrêtées</translation>
        </message>
        <message>
            <source>Redo: the table action Undo just took back, again</source>
            <translation>Rétablir : l’action de table qu’Annuler vient de reprendre</translation>
        </message>
        <message>
            <source>Correct a past result (a finished game of any round)</source>
            <translation>Corriger un résultat passé (une partie terminée de n’importe quelle ronde)</translation>
        </message>
        <message>
            <source>Show / hide the history</source>
            <translation>Afficher / cacher l’historique</translation>
        </message>
        <message>
            <source>Show / hide the standings</source>
            <translation>Afficher / cacher le classement</translation>
        </message>
        <message>
            <source>New event / open an event file</source>
            <translation>Nouveau tournoi / ouvrir un fichier de tournoi</translation>
        </message>
        <message>
            <source>Close the event (back to the start screen)</source>
            <translation>Fermer le tournoi (retour à l’écran d’accueil)</translation>
        </message>
        <message>
            <source>Quit Tableside</source>
            <translation>Quitter Tableside</translation>
        </message>
        <message>
            <source>Hide the message or this help</source>
            <translation>Cacher le message ou cette aide</translation>
        </message>
        <message>
            <source>On the framed table (F6 / Shift+F6 or a click)</source>
            <translation>Sur la table encadrée (F6 / Maj+F6 ou un clic)</translation>
        </message>
        <message>
            <source>Select / unselect player 1 … 9</source>
            <translation>Cocher / décocher le joueur 1 … 9</translation>
        </message>
        <message>
            <source>Out together: the selected players leave at the same moment</source>
            <translation>Éliminer : les joueurs cochés sortent au même moment</translation>
        </message>
        <message>
            <source>Player's Decide menu (decision kinds, auction, pause)</source>
            <translation>Menu Décider du joueur (types de décision, enchère, pause)</translation>
        </message>
        <message>
            <source>Done: the decision in progress is made</source>
            <translation>Fait : la décision en cours est prise</translation>
        </message>
        <message>
            <source>Auction (−20 s) for the deciding player</source>
            <translation>Enchère (−20 s) pour le joueur qui décide</translation>
        </message>
        <message>
            <source>Undo the table's last action (the message says which)</source>
            <translation>Annuler la dernière action de la table (le message dit laquelle)</translation>
        </message>
        <message>
            <source>Resume timers held by a restart</source>
            <translation>Reprendre les pendules arrêtées par un redémarrage</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <source>Everything else, from the first table to a crash: Help ▸ The judge's guide (searchable, works offline).</source>
            <translation>Tout le reste, de la première table au plantage : Aide ▸ Le guide de l’arbitre (avec recherche, fonctionne hors ligne).</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Fermer (Échap)</translation>
        </message>
    </context>
    <context>
        <name>history_panel</name>
        <message>
            <source>Time</source>
            <translation>Heure</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>This action was taken back by entry #%1</source>
            <translation>Cette action a été reprise par l’entrée n° %1</translation>
        </message>
        <message>
            <source>%1  — undone by #%2</source>
            <translation>%1  — annulée par n° %2</translation>
        </message>
        <message>
            <source>↶ Undo of #%1</source>
            <translation>↶ Annulation du n° %1</translation>
        </message>
        <message>
            <source>Select an action to take it back.</source>
            <translation>Choisissez une action pour la reprendre.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Take back the selected action (it is logged too; the rules may refuse)</source>
            <translation>Reprendre l’action choisie (c’est aussi consigné ; les règles peuvent refuser)</translation>
        </message>
        <message>
            <source>Choose an action in the history first.</source>
            <translation>Choisissez d’abord une action dans l’historique.</translation>
        </message>
        <message>
            <source>Undo #%1</source>
            <translation>Annuler n° %1</translation>
        </message>
        <message>
            <source>Undo entry #%1</source>
            <translation>Annuler l’entrée n° %1</translation>
        </message>
    </context>
    <context>
        <name>judge_calls_panel</name>
        <message>
            <source>Table %1 · %2</source>
            <translation>Table %1 · %2</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>Prendre</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fait</translation>
        </message>
        <message>
            <source>%1 ago · taken by %2</source>
            <translation>il y a %1 · prise par %2</translation>
        </message>
        <message>
            <source>%1 ago · waiting</source>
            <translation>il y a %1 · en attente</translation>
        </message>
        <message>
            <source>No table is calling a judge.</source>
            <translation>Aucune table n’appelle l’arbitre.</translation>
        </message>
        <message>
            <source>Judge calls</source>
            <translation>Appels à l’arbitre</translation>
        </message>
    </context>
    <context>
        <name>long_work</name>
        <message>
            <source>Exporting the results… %1%</source>
            <translation>Export des résultats… %1 %</translation>
        </message>
        <message>
            <source>Writing the seating and result slips… %1%</source>
            <translation>Écriture du placement et des fiches de résultats… %1 %</translation>
        </message>
        <message>
            <source>Nothing was exported: cancelled.</source>
            <translation>Rien n’a été exporté : annulé.</translation>
        </message>
        <message>
            <source>Tableside</source>
            <translation>Tableside</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Opening the event… %1%</source>
            <translation>Ouverture du tournoi… %1 %</translation>
        </message>
        <message>
            <source>Did not open %1: cancelled. Nothing changed.</source>
            <translation>%1 n’a pas été ouvert : annulé. Rien n’a été modifié.</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Tableside events (*.tableside);;All files (*)</source>
            <translation>Tournois Tableside (*.tableside);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Tableside</source>
            <translation>Tableside</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;New event…</source>
            <translation>&amp;Nouveau tournoi…</translation>
        </message>
        <message>
            <source>&amp;Open event file…</source>
            <translation>&amp;Ouvrir un fichier de tournoi…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Ouvrir un fichier &amp;récent</translation>
        </message>
        <message>
            <source>Open the &amp;demo event</source>
            <translation>Ouvrir le tournoi de &amp;démonstration</translation>
        </message>
        <message>
            <source>&amp;Close event</source>
            <translation>&amp;Fermer le tournoi</translation>
        </message>
        <message>
            <source>Pre&amp;sets: scoring and timers…</source>
            <translation>&amp;Modèles : score et pendules…</translation>
        </message>
        <message>
            <source>&amp;Event</source>
            <translation>&amp;Tournoi</translation>
        </message>
        <message>
            <source>&amp;Players and tables…</source>
            <translation>&amp;Joueurs et tables…</translation>
        </message>
        <message>
            <source>&amp;Seating: seat the round, move, swap…</source>
            <translation>&amp;Placement : placer la ronde, déplacer, échanger…</translation>
        </message>
        <message>
            <source>&amp;Correct a past result…</source>
            <translation>&amp;Corriger un résultat passé…</translation>
        </message>
        <message>
            <source>&amp;Announce…</source>
            <translation>&amp;Annonce…</translation>
        </message>
        <message>
            <source>A&amp;genda and estimated end…</source>
            <translation>Pro&amp;gramme et fin prévue…</translation>
        </message>
        <message>
            <source>Check-&amp;in: who is here…</source>
            <translation>Po&amp;intage : qui est là…</translation>
        </message>
        <message>
            <source>&amp;Reports at the table…</source>
            <translation>&amp;Signalements à la table…</translation>
        </message>
        <message>
            <source>&amp;Round</source>
            <translation>&amp;Ronde</translation>
        </message>
        <message>
            <source>&amp;Start round</source>
            <translation>&amp;Démarrer la ronde</translation>
        </message>
        <message>
            <source>&amp;Pause / resume round clock</source>
            <translation>&amp;Pause / reprise de la pendule de ronde</translation>
        </message>
        <message>
            <source>&amp;Extend a table…</source>
            <translation>&amp;Prolonger une table…</translation>
        </message>
        <message>
            <source>&amp;Resume all held timers</source>
            <translation>Reprendre &amp;toutes les pendules arrêtées</translation>
        </message>
        <message>
            <source>Re&amp;do the table action just undone</source>
            <translation>Ré&amp;tablir l’action de table qui vient d’être annulée</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;Historique</translation>
        </message>
        <message>
            <source>&amp;Standings</source>
            <translation>&amp;Classement</translation>
        </message>
        <message>
            <source>&amp;Judge calls</source>
            <translation>&amp;Appels à l’arbitre</translation>
        </message>
        <message>
            <source>&amp;Next table</source>
            <translation>Table &amp;suivante</translation>
        </message>
        <message>
            <source>&amp;Previous table</source>
            <translation>Table p&amp;récédente</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;ide</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <source>The judge's &amp;guide (searchable)</source>
            <translation>Le &amp;guide de l’arbitre (avec recherche)</translation>
        </message>
        <message>
            <source>Open the &amp;log folder</source>
            <translation>Ouvrir le dossier des &amp;journaux</translation>
        </message>
        <message>
            <source>&amp;About Tableside</source>
            <translation>À &amp;propos de Tableside</translation>
        </message>
        <message>
            <source>Table &amp;cards</source>
            <translation>&amp;Cartes des tables</translation>
        </message>
        <message>
            <source>Done again: %1.</source>
            <translation>Rétabli : %1.</translation>
        </message>
        <message>
            <source>Undid: %1. Redo (Ctrl+Shift+Z) does it again, now.</source>
            <translation>Annulé : %1. Rétablir (Ctrl+Maj+Z) le refait, maintenant.</translation>
        </message>
        <message>
            <source>Nothing to redo: Redo does again the table action Undo has just taken back, while its message shows.</source>
            <translation>Rien à rétablir : Rétablir refait l’action de table qu’Annuler vient de reprendre, tant que son message est affiché.</translation>
        </message>
        <message>
            <source>(none yet)</source>
            <translation>(aucun pour l’instant)</translation>
        </message>
        <message>
            <source> — judge station of %1</source>
            <translation> — poste d’arbitre de %1</translation>
        </message>
        <message>
            <source>%1%2 — Tableside</source>
            <translation>%1%2 — Tableside</translation>
        </message>
        <message>
            <source>Could not open %1: %2</source>
            <translation>Impossible d’ouvrir %1 : %2</translation>
        </message>
        <message>
            <source>Could not build the demo event: %1</source>
            <translation>Impossible de créer le tournoi de démonstration : %1</translation>
        </message>
        <message>
            <source>Open an event file</source>
            <translation>Ouvrir un fichier de tournoi</translation>
        </message>
        <message>
            <source>The log folder could not be opened here; it is %1</source>
            <translation>Le dossier des journaux n’a pas pu être ouvert ici ; il se trouve dans %1</translation>
        </message>
        <message>
            <source>Could not save the settings (%1); the event is not affected.</source>
            <translation>Impossible d’enregistrer les réglages (%1) ; le tournoi n’est pas touché.</translation>
        </message>
        <message>
            <source>Quit Tableside</source>
            <translation>Quitter Tableside</translation>
        </message>
        <message>
            <source>Quit and hold every running timer at this moment?</source>
            <translation>Quitter et arrêter maintenant toutes les pendules en marche ?</translation>
        </message>
        <message>
            <source>Players are deciding against their timers. They are held now, and stay held when Tableside starts again, so nobody gains or loses time; then resume them on each table.</source>
            <translation>Des joueurs décident contre leur pendule. Les pendules sont arrêtées maintenant et le restent quand Tableside redémarre, pour que personne ne gagne ni ne perde de temps ; reprenez-les ensuite à chaque table.</translation>
        </message>
        <message>
            <source>Hold timers and quit</source>
            <translation>Arrêter les pendules et quitter</translation>
        </message>
    </context>
    <context>
        <name>message_bar</name>
        <message>
            <source>Not done:</source>
            <translation>Non fait :</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Hide this message (Esc)</source>
            <translation>Cacher ce message (Échap)</translation>
        </message>
    </context>
    <context>
        <name>messages</name>
        <message>
            <source>{what} must be non-empty text</source>
            <translation>{what} doit être un texte non vide</translation>
        </message>
        <message>
            <source>{what} must be a whole number</source>
            <translation>{what} doit être un nombre entier</translation>
        </message>
        <message>
            <source>{what} must be at least {minimum}</source>
            <translation>{what} doit valoir au moins {minimum}</translation>
        </message>
        <message>
            <source>the event has not been created yet (event.create comes first)</source>
            <translation>le tournoi n’a pas encore été créé (event.create vient d’abord)</translation>
        </message>
        <message>
            <source>a player must be named by id or name, got {ref}</source>
            <translation>un joueur se désigne par son id ou son nom ; reçu : {ref}</translation>
        </message>
        <message>
            <source>no player {name} is registered</source>
            <translation>aucun joueur {name} n’est inscrit</translation>
        </message>
        <message>
            <source>{what} must be a non-empty list of players</source>
            <translation>{what} doit être une liste de joueurs non vide</translation>
        </message>
        <message>
            <source>{name} is listed twice</source>
            <translation>{name} figure deux fois</translation>
        </message>
        <message>
            <source>there is no round {round}</source>
            <translation>il n’y a pas de ronde {round}</translation>
        </message>
        <message>
            <source>round {round} has no table {table}</source>
            <translation>la ronde {round} n’a pas de table {table}</translation>
        </message>
        <message>
            <source>table {table}: {reason}</source>
            <translation>table {table} : {reason}</translation>
        </message>
        <message>
            <source>Table {table}: {players} out</source>
            <translation>Table {table} : {players} éliminé(s)</translation>
        </message>
        <message>
            <source>Table {table}: {players} out on time</source>
            <translation>Table {table} : {players} éliminé(s) au temps</translation>
        </message>
        <message>
            <source>Table {table}: {players} out at the round's end</source>
            <translation>Table {table} : {players} éliminé(s) à la fin de la ronde</translation>
        </message>
        <message>
            <source>round {round} has not started yet</source>
            <translation>la ronde {round} n’a pas encore commencé</translation>
        </message>
        <message>
            <source>round {round} still has games in progress at table(s) {list}</source>
            <translation>la ronde {round} a encore des parties en cours à la/aux table(s) {list}</translation>
        </message>
        <message>
            <source>the next round is round {number}</source>
            <translation>la ronde suivante est la ronde {number}</translation>
        </message>
        <message>
            <source>round {round} already has a table {number}</source>
            <translation>la ronde {round} a déjà une table {number}</translation>
        </message>
        <message>
            <source>the round is paused: every clock stands still until the judge resumes the round</source>
            <translation>la ronde est en pause : toutes les pendules sont arrêtées jusqu’à ce que l’arbitre la reprenne</translation>
        </message>
        <message>
            <source>a judge is called to this table: its clocks stand still until the call is done</source>
            <translation>un arbitre est appelé à cette table : ses horloges sont arrêtées jusqu’à la fin de l’appel</translation>
        </message>
        <message>
            <source>a table needs at least 2 players</source>
            <translation>une table a besoin d’au moins 2 joueurs</translation>
        </message>
        <message>
            <source>every player needs a name, got {name}</source>
            <translation>chaque joueur a besoin d’un nom, reçu : {name}</translation>
        </message>
        <message>
            <source>{0} is seated twice at this table</source>
            <translation>{0} est placé deux fois à cette table</translation>
        </message>
        <message>
            <source>the table is paused; no decision can start until it resumes</source>
            <translation>la table est en pause ; aucune décision ne peut commencer avant la reprise</translation>
        </message>
        <message>
            <source>a pause is about to start; no new decision until the table resumes</source>
            <translation>une pause va commencer ; pas de nouvelle décision avant la reprise de la table</translation>
        </message>
        <message>
            <source>{kind} is not a decision of these timer rules (decisions: {kinds})</source>
            <translation>{kind} n’est pas une décision de ces règles de pendule (décisions : {kinds})</translation>
        </message>
        <message>
            <source>{0} is still deciding ({label}); one decision at a time, until it completes</source>
            <translation>{0} décide encore ({label}) ; une décision à la fois, jusqu’à ce qu’elle se termine</translation>
        </message>
        <message>
            <source>no decision is running at this table</source>
            <translation>aucune décision n’est en cours à cette table</translation>
        </message>
        <message>
            <source>a pause vote is already open (asked by {0})</source>
            <translation>un vote de pause est déjà ouvert (demandé par {0})</translation>
        </message>
        <message>
            <source>a pause has already been agreed; it starts when the current decision completes</source>
            <translation>une pause a déjà été acceptée ; elle commence quand la décision en cours se termine</translation>
        </message>
        <message>
            <source>the table is already paused</source>
            <translation>la table est déjà en pause</translation>
        </message>
        <message>
            <source>there is no pause vote open</source>
            <translation>aucun vote de pause n’est ouvert</translation>
        </message>
        <message>
            <source>{0} has already voted</source>
            <translation>{0} a déjà voté</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks; only the judge can restart them</source>
            <translation>l’arbitre a arrêté les pendules de cette table ; seul l’arbitre peut les relancer</translation>
        </message>
        <message>
            <source>the pause has not started yet</source>
            <translation>la pause n’a pas encore commencé</translation>
        </message>
        <message>
            <source>the table is not paused</source>
            <translation>la table n’est pas en pause</translation>
        </message>
        <message>
            <source>{0} has already asked to resume; waiting for {1}</source>
            <translation>{0} a déjà demandé la reprise ; on attend {1}</translation>
        </message>
        <message>
            <source>name at least one player who left</source>
            <translation>nommez au moins un joueur sorti</translation>
        </message>
        <message>
            <source>{0} ran out of time before this; record {0} leaving at that moment first</source>
            <translation>{0} a épuisé son temps avant cela ; enregistrez d’abord la sortie de {0} à ce moment</translation>
        </message>
        <message>
            <source>{0} has already left the game</source>
            <translation>{0} a déjà quitté la partie</translation>
        </message>
        <message>
            <source>{0} is named twice</source>
            <translation>{0} est nommé deux fois</translation>
        </message>
        <message>
            <source>{0} has {left} left; taking {off} off would leave less than nothing</source>
            <translation>il reste {left} à {0} ; retirer {off} laisserait moins que rien</translation>
        </message>
        <message>
            <source>the judge has already stopped this table's clocks</source>
            <translation>l’arbitre a déjà arrêté les pendules de cette table</translation>
        </message>
        <message>
            <source>this table's clocks are not stopped by the judge</source>
            <translation>les pendules de cette table ne sont pas arrêtées par l’arbitre</translation>
        </message>
        <message>
            <source>a judge is already called to this table</source>
            <translation>un arbitre est déjà appelé à cette table</translation>
        </message>
        <message>
            <source>no judge is called to this table</source>
            <translation>aucun arbitre n’est appelé à cette table</translation>
        </message>
        <message>
            <source>the round is already paused at this table</source>
            <translation>la ronde est déjà en pause à cette table</translation>
        </message>
        <message>
            <source>the round is not paused at this table</source>
            <translation>la ronde n’est pas en pause à cette table</translation>
        </message>
        <message>
            <source>{0} ran out of time; record {0} leaving first</source>
            <translation>{0} a épuisé son temps ; enregistrez d’abord la sortie de {0}</translation>
        </message>
        <message>
            <source>there is no player {who} at this table</source>
            <translation>il n’y a pas de joueur {who} à cette table</translation>
        </message>
        <message>
            <source>{0} is deciding; only {0} can start an auction now</source>
            <translation>{0} est en train de décider ; seul {0} peut lancer une enchère maintenant</translation>
        </message>
        <message>
            <source>{0}'s auction needs more than {cost} on the clock; {0} has {have}</source>
            <translation>pour une enchère, {0} doit avoir plus de {cost} à la pendule ; {0} a {have}</translation>
        </message>
        <message>
            <source>starting an auction takes {cost} off {0}'s clock</source>
            <translation>lancer une enchère retire {cost} à la pendule de {0}</translation>
        </message>
        <message>
            <source>the game at this table is over</source>
            <translation>la partie de cette table est finie</translation>
        </message>
        <message>
            <source>{0} has left the game</source>
            <translation>{0} a quitté la partie</translation>
        </message>
        <message>
            <source>this table plays without player timers</source>
            <translation>cette table joue sans pendules des joueurs</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks; wait until they are restarted</source>
            <translation>l’arbitre a arrêté les pendules de cette table ; attendez qu’elles soient relancées</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was accepted: {0} said yes</source>
            <translation>aucun vote de pause n’est ouvert ; le dernier a été accepté : {0} a dit oui</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was denied: {0} said no</source>
            <translation>aucun vote de pause n’est ouvert ; le dernier a été refusé : {0} a dit non</translation>
        </message>
        <message>
            <source>there is no pause vote open; the last one was denied: not enough players said yes within {time}</source>
            <translation>aucun vote de pause n’est ouvert ; le dernier a été refusé : pas assez de joueurs ont dit oui en {time}</translation>
        </message>
        <message>
            <source>the judge has stopped this table's clocks</source>
            <translation>l’arbitre a arrêté les pendules de cette table</translation>
        </message>
        <message>
            <source>the table is paused</source>
            <translation>la table est en pause</translation>
        </message>
        <message>
            <source>{name} is already seated at table {table}</source>
            <translation>{name} est déjà placé à la table {table}</translation>
        </message>
        <message>
            <source>{name} has a bye in round {round} (table.move seats them)</source>
            <translation>{name} est exempt à la ronde {round} (table.move le place)</translation>
        </message>
        <message>
            <source>round {round} has already started</source>
            <translation>la ronde {round} a déjà commencé</translation>
        </message>
        <message>
            <source>round {round} has no tables seated yet</source>
            <translation>la ronde {round} n’a encore aucune table placée</translation>
        </message>
        <message>
            <source>{name} has already left the game at table {table}</source>
            <translation>{name} a déjà quitté la partie de la table {table}</translation>
        </message>
        <message>
            <source>reason must be one of {list}</source>
            <translation>la raison doit être l’une de {list}</translation>
        </message>
        <message>
            <source>{name}'s main timer did not run out at that moment (only the player timers put a player out on time; the judge's Out gives the reason judge)</source>
            <translation>la pendule principale de {name} n’était pas épuisée à ce moment (seules les pendules des joueurs éliminent un joueur au temps ; le Éliminer de l’arbitre donne la raison judge)</translation>
        </message>
        <message>
            <source>the players still in at table {table} are ranked by the numbers the table enters at the round's end; enter their numbers</source>
            <translation>les joueurs encore en jeu à la table {table} sont classés selon les nombres que la table saisit à la fin de la ronde ; saisissez leurs nombres</translation>
        </message>
        <message>
            <source>the round time at table {table} is not up yet</source>
            <translation>le temps de ronde à la table {table} n'est pas encore écoulé</translation>
        </message>
        <message>
            <source>the round at table {table} does not end at that moment (a leave at the round's end is the round clock's own; the judge's Out gives the reason judge)</source>
            <translation>la ronde de la table {table} ne finit pas à ce moment (une sortie en fin de ronde est le fait de la pendule de ronde ; le Éliminer de l’arbitre donne la raison judge)</translation>
        </message>
        <message>
            <source>everyone still in leaves at the round's end: {players} too</source>
            <translation>en fin de ronde, tous ceux encore en jeu sortent : {players} aussi</translation>
        </message>
        <message>
            <source>Round {round} opened ({minutes} min)</source>
            <translation>Ronde {round} ouverte ({minutes} min)</translation>
        </message>
        <message>
            <source>only a final has a scoring system of its own; give the final's size too</source>
            <translation>seule une finale a son propre système de points ; donnez aussi la taille de la finale</translation>
        </message>
        <message>
            <source>a final is at most {most} players; seat a Swiss round for more</source>
            <translation>une finale compte au plus {most} joueurs ; pour plus, placez une ronde suisse</translation>
        </message>
        <message>
            <source>a final needs the standings of at least one round played first</source>
            <translation>une finale demande d’abord le classement d’au moins une ronde jouée</translation>
        </message>
        <message>
            <source>a final of {size} needs {size} players still in the event; there are {active}</source>
            <translation>une finale de {size} demande {size} joueurs encore dans l’événement ; il y en a {active}</translation>
        </message>
        <message>
            <source>a final of {size} players cannot be split into tables of {sizes}; choose another size</source>
            <translation>une finale de {size} joueurs ne se répartit pas en tables de {sizes} ; choisissez une autre taille</translation>
        </message>
        <message>
            <source>Round {round} opened as a final of the top {cut} ({minutes} min, scored by {system})</source>
            <translation>Ronde {round} ouverte en finale des {cut} meilleurs ({minutes} min, comptée selon {system})</translation>
        </message>
        <message>
            <source>Round {round} opened as a final of the top {cut} ({minutes} min)</source>
            <translation>Ronde {round} ouverte en finale des {cut} meilleurs ({minutes} min)</translation>
        </message>
        <message>
            <source>{players} did not make round {round}'s final (the top {cut})</source>
            <translation>{players} ne s’est pas qualifié pour la finale de la ronde {round} (les {cut} premiers)</translation>
        </message>
        <message>
            <source>Table {table} seated: {players} ({game})</source>
            <translation>Table {table} placée : {players} ({game})</translation>
        </message>
        <message>
            <source>Round {round} started</source>
            <translation>Ronde {round} commencée</translation>
        </message>
        <message>
            <source>Round {round} paused: every clock stopped</source>
            <translation>Ronde {round} en pause : toutes les pendules arrêtées</translation>
        </message>
        <message>
            <source>Round {round} resumed: every clock continues</source>
            <translation>Ronde {round} reprise : toutes les pendules repartent</translation>
        </message>
        <message numerus="yes">
            <source>Table {table} given %n more minute(s)</source>
            <translation>
                <numerusform>Table {table} : %n minute de plus</numerusform>
                <numerusform>Table {table} : %n minutes de plus</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to undo at table {table}: no action of its game is left to take back.</source>
            <translation>Rien à annuler à la table {table} : il ne reste aucune action de sa partie à reprendre.</translation>
        </message>
        <message>
            <source>Table {table}'s round is over, so Undo cannot bring its players back by itself. To let the table play on, give it more time: Round ▸ Extend a table…</source>
            <translation>La ronde de la table {table} est terminée, Annuler ne peut donc pas faire revenir ses joueurs tout seul. Pour que la table continue, donnez-lui plus de temps : Ronde ▸ Prolonger une table…</translation>
        </message>
        <message>
            <source>table {table} runs no player timers</source>
            <translation>la table {table} n’a pas de pendules des joueurs</translation>
        </message>
        <message>
            <source>the game at table {table} is already over</source>
            <translation>la partie de la table {table} est déjà terminée</translation>
        </message>
        <message>
            <source>play at table {table} is over; enter the numbers of the players still in</source>
            <translation>le jeu à la table {table} est fini ; saisissez les nombres des joueurs encore en lice</translation>
        </message>
        <message>
            <source>{name} is not seated at table {table}</source>
            <translation>{name} n’est pas placé à la table {table}</translation>
        </message>
        <message>
            <source>a vote must be yes (true) or no (false)</source>
            <translation>un vote doit être oui (true) ou non (false)</translation>
        </message>
        <message>
            <source>a correction of 0 ms changes nothing</source>
            <translation>une correction de 0 ms ne change rien</translation>
        </message>
        <message>
            <source>the decision kind is given twice, as {first} and {second}; give it once, as decision</source>
            <translation>le type de décision est donné deux fois, comme {first} et {second} ; donnez-le une fois, comme decision</translation>
        </message>
        <message>
            <source>a decision needs its kind, as "decision" (a decision kind of the timer preset)</source>
            <translation>une décision a besoin de son type, comme "decision" (un type de décision du préréglage des pendules)</translation>
        </message>
        <message>
            <source>Table {table}: decision done (reward +{reward})</source>
            <translation>Table {table} : décision prise (récompense +{reward})</translation>
        </message>
        <message>
            <source>Table {table}: {player} to decide: {decision}</source>
            <translation>Table {table} : {player} décide : {decision}</translation>
        </message>
        <message>
            <source>Table {table}: decision done</source>
            <translation>Table {table} : décision prise</translation>
        </message>
        <message>
            <source>Table {table}: {player} starts an auction (−{cost})</source>
            <translation>Table {table} : {player} lance une enchère (−{cost})</translation>
        </message>
        <message>
            <source>Table {table}: {player} asks for a pause</source>
            <translation>Table {table} : {player} demande une pause</translation>
        </message>
        <message>
            <source>Table {table}: {player} votes yes to pause</source>
            <translation>Table {table} : {player} vote pour la pause</translation>
        </message>
        <message>
            <source>Table {table}: {player} votes no to pause</source>
            <translation>Table {table} : {player} vote contre la pause</translation>
        </message>
        <message>
            <source>Table {table}: {player} asks to resume</source>
            <translation>Table {table} : {player} demande la reprise</translation>
        </message>
        <message>
            <source>Table {table}: {player}'s timer corrected by {seconds} s</source>
            <translation>Table {table} : pendule de {player} corrigée de {seconds} s</translation>
        </message>
        <message>
            <source>Table {table}: timers resumed after a restart</source>
            <translation>Table {table} : pendules reprises après un redémarrage</translation>
        </message>
        <message>
            <source>a player named {name} is already registered</source>
            <translation>un joueur nommé {name} est déjà inscrit</translation>
        </message>
        <message>
            <source>player {number} of the list: {err}</source>
            <translation>joueur {number} de la liste : {err}</translation>
        </message>
        <message>
            <source>a player id must be non-empty text</source>
            <translation>un id de joueur doit être un texte non vide</translation>
        </message>
        <message>
            <source>player id {player} is already taken</source>
            <translation>l’id de joueur {player} est déjà pris</translation>
        </message>
        <message>
            <source>player id {player} is another player's name</source>
            <translation>l’id de joueur {player} est le nom d’un autre joueur</translation>
        </message>
        <message>
            <source>players must be a non-empty list of {name, player?}</source>
            <translation>players doit être une liste non vide de {name, player?}</translation>
        </message>
        <message>
            <source>{where} must be an object with a name</source>
            <translation>{where} doit être un objet avec un nom</translation>
        </message>
        <message>
            <source>{where}: a player named {name} is already registered</source>
            <translation>{where} : un joueur nommé {name} est déjà inscrit</translation>
        </message>
        <message>
            <source>{where}: {name} is also player {other}</source>
            <translation>{where} : {name} est aussi le joueur {other}</translation>
        </message>
        <message>
            <source>{where}: player id {player} is also given to player {other}</source>
            <translation>{where} : l’id de joueur {player} est aussi donné au joueur {other}</translation>
        </message>
        <message>
            <source>player {number} of the list: player id {player} is the name of player {other}</source>
            <translation>joueur {number} de la liste : l’id de joueur {player} est le nom du joueur {other}</translation>
        </message>
        <message>
            <source>{name} has already been dropped</source>
            <translation>{name} est déjà retiré</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) imported</source>
            <translation>
                <numerusform>%n joueur importé</numerusform>
                <numerusform>%n joueurs importés</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} registered</source>
            <translation>{name} inscrit</translation>
        </message>
        <message>
            <source>{old} renamed {name}</source>
            <translation>{old} renommé {name}</translation>
        </message>
        <message>
            <source>{name} dropped</source>
            <translation>{name} retiré</translation>
        </message>
        <message>
            <source>the name holds an invisible direction mark ({code}), which can make it read as another name; type it again without it</source>
            <translation>le nom contient une marque de direction invisible ({code}), qui peut le faire lire comme un autre nom ; retapez-le sans elle</translation>
        </message>
        <message>
            <source>the name holds an invisible control character ({code}, such as a tab or a line break); type it again without it</source>
            <translation>le nom contient un caractère de contrôle invisible ({code}, comme une tabulation ou un saut de ligne) ; retapez-le sans lui</translation>
        </message>
        <message>
            <source>the name holds a broken character ({code}); type it again</source>
            <translation>le nom contient un caractère cassé ({code}) ; retapez-le</translation>
        </message>
        <message>
            <source>the name is empty</source>
            <translation>le nom est vide</translation>
        </message>
        <message>
            <source>the name is {length} characters long; a name may have at most {most}</source>
            <translation>le nom fait {length} caractères ; un nom peut en avoir au plus {most}</translation>
        </message>
        <message>
            <source>the reason must be text</source>
            <translation>la raison doit être du texte</translation>
        </message>
        <message>
            <source>the reason holds an invisible or control character (such as a line break); type it again without it</source>
            <translation>la raison contient un caractère invisible ou de contrôle (comme un saut de ligne) ; retapez-la sans lui</translation>
        </message>
        <message>
            <source>the reason is {count} characters long; it may have at most {most}</source>
            <translation>la raison fait {count} caractères ; elle peut en avoir au plus {most}</translation>
        </message>
        <message>
            <source>a constraint id must be short non-empty text</source>
            <translation>un id de contrainte doit être un texte court non vide</translation>
        </message>
        <message>
            <source>constraint {given} already exists</source>
            <translation>la contrainte {given} existe déjà</translation>
        </message>
        <message>
            <source>{name} has been dropped and is never seated again</source>
            <translation>{name} est retiré et n’est plus jamais placé</translation>
        </message>
        <message>
            <source>the table number must be at most {most}</source>
            <translation>le numéro de table doit valoir au plus {most}</translation>
        </message>
        <message>
            <source>keep apart needs at least two players</source>
            <translation>séparer demande au moins deux joueurs</translation>
        </message>
        <message>
            <source>{players} are already kept apart</source>
            <translation>{players} sont déjà séparés</translation>
        </message>
        <message>
            <source>{players} are both fixed to table {number}; they cannot also be kept apart (remove one of those first)</source>
            <translation>{players} sont tous deux fixés à la table {number} ; ils ne peuvent pas aussi être séparés (retirez d’abord l’une d’elles)</translation>
        </message>
        <message>
            <source>no table seats more than {largest} players, so there is no seat {seat}</source>
            <translation>aucune table n’a plus de {largest} places, il n’y a donc pas de place {seat}</translation>
        </message>
        <message>
            <source>{name} is already fixed to table {table} (remove that first)</source>
            <translation>{name} est déjà fixé à la table {table} (retirez cela d’abord)</translation>
        </message>
        <message>
            <source>{count} players are already fixed to table {table}, and no table seats more than {largest}</source>
            <translation>{count} joueurs sont déjà fixés à la table {table}, et aucune table n’a plus de {largest} places</translation>
        </message>
        <message>
            <source>seat {seat} of table {table} is already {other}'s</source>
            <translation>la place {seat} de la table {table} est déjà celle de {other}</translation>
        </message>
        <message>
            <source>{name} and {other} are kept apart, so they cannot both sit at table {table}</source>
            <translation>{name} et {other} sont séparés, ils ne peuvent donc pas être tous deux à la table {table}</translation>
        </message>
        <message>
            <source>table {table} is already accessible</source>
            <translation>la table {table} est déjà accessible</translation>
        </message>
        <message>
            <source>{name} already needs an accessible table</source>
            <translation>{name} a déjà besoin d’une table accessible</translation>
        </message>
        <message>
            <source>there is no seating constraint {cid}</source>
            <translation>il n’y a pas de contrainte de placement {cid}</translation>
        </message>
        <message>
            <source>that constraint ({constraint}) was already removed</source>
            <translation>cette contrainte ({constraint}) a déjà été retirée</translation>
        </message>
        <message>
            <source>Seating constraint: {constraint}</source>
            <translation>Contrainte de placement : {constraint}</translation>
        </message>
        <message>
            <source>Seating constraint removed: {constraint}</source>
            <translation>Contrainte de placement retirée : {constraint}</translation>
        </message>
        <message>
            <source>the reason holds an invisible direction mark (U+{code}); type it again without it</source>
            <translation>la raison contient une marque de direction invisible (U+{code}) ; retapez-la sans elle</translation>
        </message>
        <message>
            <source>the reason holds an invisible control character (U+{code}); type it again without it</source>
            <translation>la raison contient un caractère de contrôle invisible (U+{code}) ; retapez-la sans lui</translation>
        </message>
        <message>
            <source>the game at table {table} of round {round} is not over yet: a result can be corrected once its game is finished</source>
            <translation>la partie de la table {table} de la ronde {round} n’est pas encore finie : un résultat peut être corrigé une fois sa partie terminée</translation>
        </message>
        <message>
            <source>say why the result is corrected (the reason is shown with the correction everywhere)</source>
            <translation>dites pourquoi le résultat est corrigé (le motif est affiché partout avec la correction)</translation>
        </message>
        <message>
            <source>the reason is {count} characters long; at most {most} (a line of the history)</source>
            <translation>la raison fait {count} caractères ; au plus {most} (une ligne de l’historique)</translation>
        </message>
        <message>
            <source>the result at table {table} of round {round} is already that</source>
            <translation>le résultat de la table {table} de la ronde {round} est déjà celui-là</translation>
        </message>
        <message>
            <source>give the corrected order as groups of players who left together, first out first (order: [["Dee"], ["Ben", "Cai"], ["Ana"]])</source>
            <translation>donnez l’ordre corrigé en groupes de joueurs sortis ensemble, les premiers sortis d’abord (order: [["Dee"], ["Ben", "Cai"], ["Ana"]])</translation>
        </message>
        <message>
            <source>group {number} of the corrected order names nobody</source>
            <translation>le groupe {number} de l’ordre corrigé ne nomme personne</translation>
        </message>
        <message>
            <source>{name} did not play at table {table} of round {round}</source>
            <translation>{name} n’a pas joué à la table {table} de la ronde {round}</translation>
        </message>
        <message>
            <source>{name} is listed twice in the corrected order</source>
            <translation>{name} figure deux fois dans l’ordre corrigé</translation>
        </message>
        <message>
            <source>{players} are missing from the corrected order: every player of table {table} is listed once (the winner may be left out)</source>
            <translation>{players} manquent dans l’ordre corrigé : chaque joueur de la table {table} y figure une fois (le gagnant peut être omis)</translation>
        </message>
        <message>
            <source>{players} all left together</source>
            <translation>{players} sont tous sortis ensemble</translation>
        </message>
        <message>
            <source>{players} out first</source>
            <translation>{players} sorti(s) en premier</translation>
        </message>
        <message>
            <source>{order}, then {players}</source>
            <translation>{order}, puis {players}</translation>
        </message>
        <message>
            <source>{order}; {player} won</source>
            <translation>{order} ; {player} a gagné</translation>
        </message>
        <message>
            <source>{order} together at the end</source>
            <translation>{order} ensemble à la fin</translation>
        </message>
        <message>
            <source>Round {round}, table {table} corrected by the judge: {order}. Reason: {reason}</source>
            <translation>Ronde {round}, table {table} corrigée par l’arbitre : {order}. Raison : {reason}</translation>
        </message>
        <message>
            <source>the number of rounds may be at most {most}</source>
            <translation>le nombre de rondes peut valoir au plus {most}</translation>
        </message>
        <message>
            <source>round {opened} is opened already: plan at least {opened} rounds</source>
            <translation>la ronde {opened} est déjà ouverte : prévoyez au moins {opened} rondes</translation>
        </message>
        <message>
            <source>a break may last at most {most} minutes</source>
            <translation>une pause peut durer au plus {most} minutes</translation>
        </message>
        <message>
            <source>the event plans {planned} rounds: a break after round {after} would come after the last one</source>
            <translation>le tournoi prévoit {planned} rondes : une pause après la ronde {after} viendrait après la dernière</translation>
        </message>
        <message>
            <source>Agenda: no break after round {round}</source>
            <translation>Programme : pas de pause après la ronde {round}</translation>
        </message>
        <message>
            <source>Agenda: a break of {minutes} min after round {round}</source>
            <translation>Programme : une pause de {minutes} min après la ronde {round}</translation>
        </message>
        <message>
            <source>Agenda: {rounds} rounds planned</source>
            <translation>Programme : {rounds} rondes prévues</translation>
        </message>
        <message>
            <source>the announcement must be text</source>
            <translation>l’annonce doit être du texte</translation>
        </message>
        <message>
            <source>there is no announcement {number} up now</source>
            <translation>il n’y a pas d’annonce {number} affichée en ce moment</translation>
        </message>
        <message>
            <source>Announcement taken down: {text}</source>
            <translation>Annonce retirée : {text}</translation>
        </message>
        <message>
            <source>an announcement is taken down with Take down, which the log keeps</source>
            <translation>une annonce se retire avec Retirer, que le journal garde</translation>
        </message>
        <message>
            <source>Announcement: {text}</source>
            <translation>Annonce : {text}</translation>
        </message>
        <message>
            <source>token_hash must be the SHA-256 of the token, as 64 lowercase hex digits</source>
            <translation>token_hash doit être le SHA-256 du jeton, en 64 chiffres hexadécimaux minuscules</translation>
        </message>
        <message>
            <source>that token is already in use; pair again for a new one</source>
            <translation>ce jeton est déjà utilisé ; appairez à nouveau pour en avoir un autre</translation>
        </message>
        <message>
            <source>a device id is "d" and a number, e.g. "d3"</source>
            <translation>un id d’appareil est "d" suivi d’un nombre, p. ex. "d3"</translation>
        </message>
        <message>
            <source>device {device} is already paired</source>
            <translation>l’appareil {device} est déjà appairé</translation>
        </message>
        <message>
            <source>there is no paired device {device}</source>
            <translation>il n’y a pas d’appareil appairé {device}</translation>
        </message>
        <message>
            <source>device {device} was already revoked</source>
            <translation>l’appareil {device} a déjà été révoqué</translation>
        </message>
        <message>
            <source>Device {device} revoked: it can no longer act</source>
            <translation>Appareil {device} révoqué : il ne peut plus agir</translation>
        </message>
        <message>
            <source>Device {device} (table {table}) revoked: it can no longer act</source>
            <translation>Appareil {device} (table {table}) révoqué : il ne peut plus agir</translation>
        </message>
        <message>
            <source>Table {table}: device {device} paired</source>
            <translation>Table {table} : appareil {device} appairé</translation>
        </message>
        <message>
            <source>unknown timer preset {raw} (presets: {list})</source>
            <translation>préréglage de pendules inconnu {raw} (préréglages : {list})</translation>
        </message>
        <message>
            <source>timers must be a preset name or the rules themselves</source>
            <translation>timers doit être un nom de préréglage ou les règles elles-mêmes</translation>
        </message>
        <message>
            <source>the event already exists; event.create comes only once, first</source>
            <translation>le tournoi existe déjà ; event.create ne vient qu’une fois, en premier</translation>
        </message>
        <message>
            <source>the event's date must look like 2026-11-22, got {date}</source>
            <translation>la date du tournoi doit ressembler à 2026-11-22 ; reçu : {date}</translation>
        </message>
        <message>
            <source>table sizes must be a list such as [4, 3]</source>
            <translation>les tailles de table doivent être une liste comme [4, 3]</translation>
        </message>
        <message>
            <source>bye points</source>
            <translation>points d’exemption</translation>
        </message>
        <message>
            <source>ratings must map player names to whole-number ratings</source>
            <translation>ratings doit associer des noms de joueurs à des cotes entières</translation>
        </message>
        <message>
            <source>a rating must be for a named player</source>
            <translation>une cote doit être celle d’un joueur nommé</translation>
        </message>
        <message>
            <source>the rating of {name} must be a whole number of at least 0, got {rating}</source>
            <translation>la cote de {name} doit être un nombre entier d’au moins 0 ; reçu : {rating}</translation>
        </message>
        <message>
            <source>ratings list {first} and {second}, which is the same player</source>
            <translation>les cotes citent {first} et {second}, qui sont le même joueur</translation>
        </message>
        <message>
            <source>tiebreak_seed must be non-empty text</source>
            <translation>tiebreak_seed doit être un texte non vide</translation>
        </message>
        <message>
            <source>round {round} table {table}: {err}</source>
            <translation>ronde {round} table {table} : {err}</translation>
        </message>
        <message>
            <source>the rating of {name}: {err}</source>
            <translation>la cote de {name} : {err}</translation>
        </message>
        <message>
            <source>the ratings list {name} twice</source>
            <translation>les cotes citent {name} deux fois</translation>
        </message>
        <message>
            <source>Event {name} created ({system})</source>
            <translation>Tournoi {name} créé ({system})</translation>
        </message>
        <message>
            <source>Scoring system set to {system}</source>
            <translation>Système de score réglé sur {system}</translation>
        </message>
        <message>
            <source>the game at table {table} is already over; its result stands</source>
            <translation>la partie de la table {table} est déjà finie ; son résultat tient</translation>
        </message>
        <message>
            <source>say the game's title (game), its usual hours (hours), or both</source>
            <translation>donnez le titre du jeu (game), sa durée habituelle en heures (hours), ou les deux</translation>
        </message>
        <message>
            <source>the game's usual hours</source>
            <translation>la durée habituelle du jeu en heures</translation>
        </message>
        <message>
            <source>table {table} already plays {title} ({hours})</source>
            <translation>la table {table} joue déjà à {title} ({hours})</translation>
        </message>
        <message>
            <source>Table {table} plays {game} ({hours})</source>
            <translation>Table {table} joue à {game} ({hours})</translation>
        </message>
        <message>
            <source>the reason must be one of {list}</source>
            <translation>la raison doit être l’une de {list}</translation>
        </message>
        <message>
            <source>no player timer of that run is running: there is nothing to hold</source>
            <translation>aucune pendule de joueur de cette exécution ne tourne : il n’y a rien à arrêter</translation>
        </message>
        <message>
            <source>Running player timers held: {why} for {seconds} s</source>
            <translation>Pendules des joueurs en marche arrêtées : {why} pendant {seconds} s</translation>
        </message>
        <message>
            <source>Running player timers held: {why}</source>
            <translation>Pendules des joueurs en marche arrêtées : {why}</translation>
        </message>
        <message>
            <source>the timers are resumed on each table (Resume timers) instead</source>
            <translation>les pendules sont plutôt reprises à chaque table (Reprendre les pendules)</translation>
        </message>
        <message>
            <source>the reason for calling a judge must be one of: {list}</source>
            <translation>la raison d’appeler un arbitre doit être l’une de : {list}</translation>
        </message>
        <message>
            <source>the note must be text</source>
            <translation>la note doit être du texte</translation>
        </message>
        <message>
            <source>A judge is already called to table {table}</source>
            <translation>Un arbitre est déjà appelé à la table {table}</translation>
        </message>
        <message>
            <source>Table {table}: judge called by {player} ({reason}: {note})</source>
            <translation>Table {table} : arbitre appelé par {player} ({reason} : {note})</translation>
        </message>
        <message>
            <source>Table {table}: judge called by {player} ({reason})</source>
            <translation>Table {table} : arbitre appelé par {player} ({reason})</translation>
        </message>
        <message>
            <source>Table {table}: judge called ({reason}: {note})</source>
            <translation>Table {table} : arbitre appelé ({reason} : {note})</translation>
        </message>
        <message>
            <source>Table {table}: judge called ({reason})</source>
            <translation>Table {table} : arbitre appelé ({reason})</translation>
        </message>
        <message>
            <source>there is no open judge call {number}</source>
            <translation>il n’y a pas d’appel d’arbitre ouvert {number}</translation>
        </message>
        <message>
            <source>name the call, or its table's number</source>
            <translation>nommez l’appel, ou le numéro de sa table</translation>
        </message>
        <message>
            <source>no judge is called to table {table}</source>
            <translation>aucun arbitre n’est appelé à la table {table}</translation>
        </message>
        <message>
            <source>the judge's name must be text</source>
            <translation>le nom de l’arbitre doit être du texte</translation>
        </message>
        <message>
            <source>the call from table {table} was already taken by {taken_by}</source>
            <translation>l’appel de la table {table} a déjà été pris par {taken_by}</translation>
        </message>
        <message>
            <source>the desk</source>
            <translation>la table d’arbitrage</translation>
        </message>
        <message>
            <source>a judge call is closed with Done, which the log keeps</source>
            <translation>un appel d’arbitre se ferme avec Terminé, que le journal garde</translation>
        </message>
        <message>
            <source>Table {table}: judge call taken by {judge}</source>
            <translation>Table {table} : appel pris par {judge}</translation>
        </message>
        <message>
            <source>Table {table}: judge call done</source>
            <translation>Table {table} : appel terminé</translation>
        </message>
        <message>
            <source>a seed must be a whole number or non-empty text</source>
            <translation>une graine doit être un nombre entier ou un texte non vide</translation>
        </message>
        <message>
            <source>a seed must be a whole number of at least 0 or text, got {raw}</source>
            <translation>une graine doit être un nombre entier d’au moins 0 ou un texte ; reçu : {raw}</translation>
        </message>
        <message>
            <source>round {round} has already started; its tables can no longer change</source>
            <translation>la ronde {round} a déjà commencé ; ses tables ne peuvent plus changer</translation>
        </message>
        <message>
            <source>round {round} is already seated (undo that seating, or move and swap players in Seating)</source>
            <translation>la ronde {round} est déjà placée (annulez ce placement, ou déplacez et échangez des joueurs dans Placement)</translation>
        </message>
        <message>
            <source>five must be true or false</source>
            <translation>five doit être true ou false</translation>
        </message>
        <message>
            <source>round.seat draws the tables itself from a seed; to seat tables by hand use table.seat</source>
            <translation>round.seat tire lui-même les tables à partir d’une graine ; pour placer des tables à la main, utilisez table.seat</translation>
        </message>
        <message>
            <source>nobody has checked in for round {round} yet</source>
            <translation>personne n’a encore pointé pour la ronde {round}</translation>
        </message>
        <message>
            <source>round {round} cannot be seated: {err}</source>
            <translation>la ronde {round} ne peut pas être placée : {err}</translation>
        </message>
        <message>
            <source>round {round}'s tables were drawn from the players and results as they stood then; as the event stands now the same draw gives other tables</source>
            <translation>les tables de la ronde {round} ont été tirées d’après les joueurs et résultats d’alors ; avec le tournoi tel qu’il est maintenant, le même tirage donne d’autres tables</translation>
        </message>
        <message>
            <source>tables must be a list of lists</source>
            <translation>tables doit être une liste de listes</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} seated: %n table(s)</source>
            <translation>
                <numerusform>Ronde {round} placée : %n table</numerusform>
                <numerusform>Ronde {round} placée : %n tables</numerusform>
            </translation>
        </message>
        <message>
            <source>{seated}, bye for {players}</source>
            <translation>{seated}, exempt : {players}</translation>
        </message>
        <message numerus="yes">
            <source>{seated}; %n seating constraint(s) not kept: {why}</source>
            <translation>
                <numerusform>{seated} ; %n contrainte de placement non respectée : {why}</numerusform>
                <numerusform>{seated} ; %n contraintes de placement non respectées : {why}</numerusform>
            </translation>
        </message>
        <message>
            <source>not seated</source>
            <translation>non placé</translation>
        </message>
        <message>
            <source>a loss</source>
            <translation>une défaite</translation>
        </message>
        <message>
            <source>dropped</source>
            <translation>retiré</translation>
        </message>
        <message>
            <source>{seated}; not checked in ({got}): {players}</source>
            <translation>{seated} ; non pointés ({got}) : {players}</translation>
        </message>
        <message>
            <source>{name} has been dropped and cannot be seated</source>
            <translation>{name} est retiré et ne peut pas être placé</translation>
        </message>
        <message>
            <source>round {round} has no table {number}</source>
            <translation>la ronde {round} n’a pas de table {number}</translation>
        </message>
        <message>
            <source>{name} already sits at table {number}</source>
            <translation>{name} est déjà à la table {number}</translation>
        </message>
        <message>
            <source>table {source} would be left with {left} player</source>
            <translation>la table {source} n’aurait plus que {left} joueur</translation>
        </message>
        <message>
            <source>Round {round}: {player} seated at table {table}</source>
            <translation>Ronde {round} : {player} placé à la table {table}</translation>
        </message>
        <message>
            <source>Round {round}: {player} moved from a bye to table {table}</source>
            <translation>Ronde {round} : {player} passe d’exempt à la table {table}</translation>
        </message>
        <message>
            <source>Round {round}: {player} moved from table {from} to table {table}</source>
            <translation>Ronde {round} : {player} déplacé de la table {from} à la table {table}</translation>
        </message>
        <message>
            <source>a swap needs two different players</source>
            <translation>un échange demande deux joueurs différents</translation>
        </message>
        <message>
            <source>{name} is not seated in round {round}</source>
            <translation>{name} n’est pas placé à la ronde {round}</translation>
        </message>
        <message>
            <source>{a} and {b} both have a bye; nothing to swap</source>
            <translation>{a} et {b} sont tous deux exempts ; rien à échanger</translation>
        </message>
        <message>
            <source>Round {round}: {players} swapped seats</source>
            <translation>Ronde {round} : {players} ont échangé leurs places</translation>
        </message>
        <message>
            <source>a station id is 8 to 64 letters, digits, '-' or '_'</source>
            <translation>un id de poste fait 8 à 64 lettres, chiffres, '-' ou '_'</translation>
        </message>
        <message>
            <source>a station's name must be text</source>
            <translation>le nom d’un poste doit être du texte</translation>
        </message>
        <message>
            <source>a station's name must be 1 to {most} characters</source>
            <translation>le nom d’un poste doit faire 1 à {most} caractères</translation>
        </message>
        <message>
            <source>a station's name must be printable characters (no tabs or line breaks)</source>
            <translation>le nom d’un poste doit être fait de caractères imprimables (ni tabulations ni sauts de ligne)</translation>
        </message>
        <message>
            <source>a station's url must be text: http://HOST:PORT/ or ""</source>
            <translation>l’url d’un poste doit être du texte : http://HOST:PORT/ ou ""</translation>
        </message>
        <message>
            <source>a station's url must look like http://192.168.1.20:8765/, got {url}</source>
            <translation>l’url d’un poste doit ressembler à http://192.168.1.20:8765/ ; reçu : {url}</translation>
        </message>
        <message>
            <source>token_hash must be the SHA-256 of the station's token, as 64 lowercase hex digits</source>
            <translation>token_hash doit être le SHA-256 du jeton du poste, en 64 chiffres hexadécimaux minuscules</translation>
        </message>
        <message>
            <source>that station token is already in use; join again for a new one</source>
            <translation>ce jeton de poste est déjà utilisé ; rejoignez à nouveau pour en avoir un autre</translation>
        </message>
        <message>
            <source>Station {name} joined, serving on {url} if it takes over</source>
            <translation>Poste {name} rejoint ; servira sur {url} s’il reprend</translation>
        </message>
        <message>
            <source>Station {name} joined</source>
            <translation>Poste {name} rejoint</translation>
        </message>
        <message>
            <source>station {station} was revoked: it joins again before it gets a role</source>
            <translation>la station {station} a été révoquée : elle doit rejoindre à nouveau avant de recevoir un rôle</translation>
        </message>
        <message>
            <source>a judge's role is one of {roles}, not {role}</source>
            <translation>le rôle d’un arbitre est l’un de {roles}, pas {role}</translation>
        </message>
        <message>
            <source>a floor judge's tables are a list of table numbers such as [1, 2, 3]</source>
            <translation>les tables d’un arbitre de salle sont une liste de numéros de table comme [1, 2, 3]</translation>
        </message>
        <message>
            <source>only a floor judge has tables of their own</source>
            <translation>seul un arbitre de salle a ses propres tables</translation>
        </message>
        <message>
            <source>a floor judge needs at least one table</source>
            <translation>un arbitre de salle a besoin d’au moins une table</translation>
        </message>
        <message>
            <source>Station {station} is now a head judge</source>
            <translation>La station {station} est maintenant arbitre principal</translation>
        </message>
        <message numerus="yes">
            <source>Station {station} is now a floor judge for %n table(s): {tables}</source>
            <translation>
                <numerusform>La station {station} est maintenant arbitre de salle pour %n table : {tables}</numerusform>
                <numerusform>La station {station} est maintenant arbitre de salle pour %n tables : {tables}</numerusform>
            </translation>
        </message>
        <message>
            <source>Station {station} is now a scorekeeper</source>
            <translation>La station {station} saisit maintenant les résultats</translation>
        </message>
        <message>
            <source>Station {station} is now a viewer</source>
            <translation>La station {station} ne fait maintenant qu'observer</translation>
        </message>
        <message>
            <source>there is no joined station {revoked}</source>
            <translation>il n’y a pas de poste rejoint {revoked}</translation>
        </message>
        <message>
            <source>station {name} was already revoked</source>
            <translation>le poste {name} a déjà été révoqué</translation>
        </message>
        <message>
            <source>Station {name} revoked: its token no longer works (it joins again only with the judge code)</source>
            <translation>Poste {name} révoqué : son jeton ne fonctionne plus (il ne rejoint à nouveau qu’avec le code d’arbitre)</translation>
        </message>
        <message>
            <source>station {station} has not joined this event (station.join comes first)</source>
            <translation>le poste {station} n’a pas rejoint ce tournoi (station.join vient d’abord)</translation>
        </message>
        <message>
            <source>the epoch after a takeover must be {number} (the event is at epoch {epoch}), not {epoch2}</source>
            <translation>l’époque après une reprise doit être {number} (le tournoi est à l’époque {epoch}), pas {epoch2}</translation>
        </message>
        <message>
            <source>the old server had at least the {seq} entries this copy holds, not {old}</source>
            <translation>l’ancien serveur avait au moins les {seq} entrées de cette copie, pas {old}</translation>
        </message>
        <message>
            <source>old_head_hash must be 64 lowercase hex digits, or "" if unknown</source>
            <translation>old_head_hash doit faire 64 chiffres hexadécimaux minuscules, ou "" s’il est inconnu</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}, this copy {held}: entry {first} never reached it and may need entering again</source>
            <translation>Le poste {name} a repris le tournoi (époque {epoch}) ; l’ancien serveur avait l’entrée {old}, cette copie la {held} : l’entrée {first} n’est jamais arrivée et devra peut-être être ressaisie</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}, this copy {held}: entries {first} to {old} never reached it and may need entering again</source>
            <translation>Le poste {name} a repris le tournoi (époque {epoch}) ; l’ancien serveur avait l’entrée {old}, cette copie la {held} : les entrées {first} à {old} ne sont jamais arrivées et devront peut-être être ressaisies</translation>
        </message>
        <message>
            <source>Station {name} took over the event (epoch {epoch}); the old server had entry {old}</source>
            <translation>Le poste {name} a repris le tournoi (époque {epoch}) ; l’ancien serveur avait l’entrée {old}</translation>
        </message>
        <message>
            <source>a station's joining is not taken back (join again to change its name or address)</source>
            <translation>l’arrivée d’un poste ne s’annule pas (rejoignez à nouveau pour changer son nom ou son adresse)</translation>
        </message>
        <message>
            <source>a revocation is final: the station joins again with the judge code, for a new token</source>
            <translation>une révocation est définitive : le poste rejoint à nouveau avec le code d’arbitre, pour un nouveau jeton</translation>
        </message>
        <message>
            <source>a takeover is final: the event's epoch never goes back</source>
            <translation>une reprise est définitive : l’époque du tournoi ne recule jamais</translation>
        </message>
        <message>
            <source>Tableside was closed</source>
            <translation>Tableside a été fermé</translation>
        </message>
        <message>
            <source>the desk stopped</source>
            <translation>la table d’arbitrage s’est arrêtée</translation>
        </message>
        <message>
            <source>the desk stalled</source>
            <translation>la table d’arbitrage s’est figée</translation>
        </message>
        <message>
            <source>the computer was asleep</source>
            <translation>l’ordinateur était en veille</translation>
        </message>
        <message>
            <source>the desk stopped; held at its last action</source>
            <translation>la table d’arbitrage s’est arrêtée ; arrêtée à sa dernière action</translation>
        </message>
        <message>
            <source>Keep apart: {players}</source>
            <translation>Séparer : {players}</translation>
        </message>
        <message>
            <source>{player} sits at table {table}, seat {seat}</source>
            <translation>{player} est à la table {table}, place {seat}</translation>
        </message>
        <message>
            <source>{player} sits at table {table}</source>
            <translation>{player} est à la table {table}</translation>
        </message>
        <message>
            <source>Table {table} is accessible</source>
            <translation>La table {table} est accessible</translation>
        </message>
        <message>
            <source>{player} needs an accessible table</source>
            <translation>{player} a besoin d’une table accessible</translation>
        </message>
        <message>
            <source>{constraint} ({reason})</source>
            <translation>{constraint} ({reason})</translation>
        </message>
        <message>
            <source>constraint {id}</source>
            <translation>contrainte {id}</translation>
        </message>
        <message>
            <source>{player} is not in seat {seat}</source>
            <translation>{player} n’est pas à la place {seat}</translation>
        </message>
        <message>
            <source>the player</source>
            <translation>le joueur</translation>
        </message>
        <message>
            <source>{who} sit together at table {table}</source>
            <translation>{who} sont ensemble à la table {table}</translation>
        </message>
        <message>
            <source>{who} has a bye this round</source>
            <translation>{who} est exempt à cette ronde</translation>
        </message>
        <message>
            <source>{who} sits at table {table}</source>
            <translation>{who} est à la table {table}</translation>
        </message>
        <message>
            <source>there are {apart} players to keep apart and only {count} tables this round</source>
            <translation>il y a {apart} joueurs à séparer et seulement {count} tables à cette ronde</translation>
        </message>
        <message>
            <source>there are more players to keep apart and only {count} tables this round</source>
            <translation>il y a plus de joueurs à séparer que les {count} tables de cette ronde</translation>
        </message>
        <message>
            <source>this round has only {count} tables</source>
            <translation>cette ronde n’a que {count} tables</translation>
        </message>
        <message>
            <source>more players are fixed to table {fixed_table} than its {count} seats</source>
            <translation>plus de joueurs sont fixés à la table {fixed_table} que ses {count} places</translation>
        </message>
        <message>
            <source>table {fixed_table} has only {count} seats this round</source>
            <translation>la table {fixed_table} n’a que {count} places à cette ronde</translation>
        </message>
        <message>
            <source>seat {seat} of table {fixed_table} is {who}'s, fixed earlier</source>
            <translation>la place {seat} de la table {fixed_table} est celle de {who}, fixée plus tôt</translation>
        </message>
        <message>
            <source>no table is marked accessible</source>
            <translation>aucune table n’est marquée accessible</translation>
        </message>
        <message>
            <source>no accessible table is in this round (it has {count} tables)</source>
            <translation>aucune table accessible n’est dans cette ronde (elle a {count} tables)</translation>
        </message>
        <message>
            <source>they are also fixed to table {elsewhere}, which is not accessible</source>
            <translation>il est aussi fixé à la table {elsewhere}, qui n’est pas accessible</translation>
        </message>
        <message>
            <source>more players need an accessible table than the accessible tables seat ({count})</source>
            <translation>plus de joueurs ont besoin d’une table accessible que les tables accessibles n’ont de places ({count})</translation>
        </message>
        <message>
            <source>no seating was found that keeps it together with the other constraints</source>
            <translation>aucun placement trouvé ne la respecte en même temps que les autres contraintes</translation>
        </message>
        <message>
            <source>the seating kept it, but a move, a swap or a constraint added since changed that</source>
            <translation>le placement la respectait, mais un déplacement, un échange ou une contrainte ajoutée depuis l’a changé</translation>
        </message>
        <message>
            <source>{constraint} — not kept: {happened}, because {reason}.</source>
            <translation>{constraint} — non respectée : {happened}, car {reason}.</translation>
        </message>
        <message>
            <source>{constraint} — not kept: {happened}.</source>
            <translation>{constraint} — non respectée : {happened}.</translation>
        </message>
        <message>
            <source>unknown action {kind}</source>
            <translation>action inconnue {kind}</translation>
        </message>
        <message>
            <source>t must be a whole number of milliseconds, not {t}</source>
            <translation>t doit être un nombre entier de millisecondes, pas {t}</translation>
        </message>
        <message>
            <source>t must not be negative (got {t})</source>
            <translation>t ne doit pas être négatif (reçu : {t})</translation>
        </message>
        <message>
            <source>that action is dated before the last one in the log ({t} &lt; {last_t} ms)</source>
            <translation>cette action est datée d’avant la dernière du journal ({t} &lt; {last_t} ms)</translation>
        </message>
        <message>
            <source>undo needs the entry number to undo</source>
            <translation>annuler demande le numéro de l’entrée</translation>
        </message>
        <message>
            <source>there is no entry {target} to undo</source>
            <translation>il n’y a pas d’entrée {target} à annuler</translation>
        </message>
        <message>
            <source>that line is itself an undo; do the action again instead</source>
            <translation>cette ligne est elle-même une annulation ; refaites plutôt l’action</translation>
        </message>
        <message>
            <source>t is {minutes} min ahead of this computer's clock; more than {most} min ahead is refused (a typo or a wrong clock would end rounds and time players out before their time)</source>
            <translation>t a {minutes} min d’avance sur l’horloge de cet ordinateur ; plus de {most} min d’avance est refusé (une faute de frappe ou une horloge fausse finirait des rondes et éliminerait des joueurs avant l’heure)</translation>
        </message>
        <message>
            <source>{action} was already undone</source>
            <translation>{action} a déjà été annulé</translation>
        </message>
        <message>
            <source>{action} cannot be undone: {why}</source>
            <translation>{action} ne peut pas être annulé : {why}</translation>
        </message>
        <message>
            <source>{action} cannot be undone</source>
            <translation>{action} ne peut pas être annulé</translation>
        </message>
        <message>
            <source>Undo of entry {entry}</source>
            <translation>Annulation de l’entrée {entry}</translation>
        </message>
        <message>
            <source>{action} (from device {device})</source>
            <translation>{action} (depuis l’appareil {device})</translation>
        </message>
        <message>
            <source>{action} (from station {station})</source>
            <translation>{action} (depuis le poste {station})</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} et {last}</translation>
        </message>
        <message>
            <source>that action</source>
            <translation>cette action</translation>
        </message>
        <message>
            <source>“{action}”</source>
            <translation>« {action} »</translation>
        </message>
        <message>
            <source>more minutes go only with taking back a round's end (they extend that table's round); {action} is not one</source>
            <translation>des minutes en plus ne vont qu’avec l’annulation d’une fin de ronde (elles prolongent la ronde de cette table) ; {action} n’en est pas une</translation>
        </message>
        <message>
            <source>{action} is the end of the round at table {table} ({players} still in then); taken back on its own, the round clock would end it again. To let the table play on, give it at least {need} more minutes (Round ▸ Extend a table…): its round then ends that much later than it did</source>
            <translation>{action} est la fin de ronde à la table {table} ({players} encore en jeu alors) ; annulée seule, la pendule de ronde la terminerait à nouveau. Pour que la table continue, donnez-lui au moins {need} minutes de plus (Ronde ▸ Prolonger une table…) : sa ronde finit alors d’autant plus tard</translation>
        </message>
        <message>
            <source>{action} cannot be undone: {later}, due now, depends on it ({reason})</source>
            <translation>{action} ne peut pas être annulé : {later}, dû maintenant, en dépend ({reason})</translation>
        </message>
        <message>
            <source>{action} cannot be undone: a later action depends on it, {later} ({reason}); undo {later} first</source>
            <translation>{action} ne peut pas être annulé : une action plus récente en dépend, {later} ({reason}) ; annulez d’abord {later}</translation>
        </message>
        <message>
            <source>{minutes} more minute(s) are not enough for table {table}: they count from its round's end, so its round would have ended again before now; give at least {need}</source>
            <translation>{minutes} minute(s) de plus ne suffisent pas pour la table {table} : elles comptent depuis la fin de sa ronde, qui aurait donc fini à nouveau avant maintenant ; donnez-en au moins {need}</translation>
        </message>
        <message>
            <source>{action} cannot be undone: without it the clocks would have put {players} out {why} at {when}, before actions taken since</source>
            <translation>{action} ne peut pas être annulé : sans elle les pendules auraient éliminé {players} {why} à {when}, avant des actions faites depuis</translation>
        </message>
        <message>
            <source>on time</source>
            <translation>au temps</translation>
        </message>
        <message>
            <source>at the round's end</source>
            <translation>en fin de ronde</translation>
        </message>
        <message>
            <source>{clock} into round {round}</source>
            <translation>{clock} après le début de la ronde {round}</translation>
        </message>
        <message>
            <source>round {round}, table {table}</source>
            <translation>ronde {round}, table {table}</translation>
        </message>
        <message numerus="yes">
            <source>Standings include %n correction(s) by the judge: {tables}.</source>
            <translation>
                <numerusform>Le classement inclut %n correction de l’arbitre : {tables}.</numerusform>
                <numerusform>Le classement inclut %n corrections de l’arbitre : {tables}.</numerusform>
            </translation>
        </message>
        <message>
            <source>allow a table of {five} ({tables})</source>
            <translation>autoriser une table de {five} ({tables})</translation>
        </message>
        <message numerus="yes">
            <source>give %n player(s) a bye ({tables})</source>
            <translation>
                <numerusform>exempter %n joueur ({tables})</numerusform>
                <numerusform>exempter %n joueurs ({tables})</numerusform>
            </translation>
        </message>
        <message>
            <source>table sizes must list at least one size</source>
            <translation>les tailles de table doivent comporter au moins une taille</translation>
        </message>
        <message>
            <source>a table size must be a whole number of at least 2 players, got {size}</source>
            <translation>une taille de table doit être un nombre entier d’au moins 2 joueurs, pas {size}</translation>
        </message>
        <message>
            <source>table sizes list a size twice: {sizes}</source>
            <translation>les tailles de table citent une taille deux fois : {sizes}</translation>
        </message>
        <message>
            <source>the number of byes must be a whole number of at least 0, got {byes}</source>
            <translation>le nombre d’exemptés doit être un nombre entier d’au moins 0, pas {byes}</translation>
        </message>
        <message>
            <source>{byes} byes is more than the {players} players there are</source>
            <translation>{byes} exemptés, c’est plus que les {players} joueurs présents</translation>
        </message>
        <message>
            <source>1 player is too few for a table of {sizes}</source>
            <translation>1 joueur, c’est trop peu pour une table de {sizes}</translation>
        </message>
        <message>
            <source>{n} players are too few for a table of {sizes}</source>
            <translation>{n} joueurs, c’est trop peu pour une table de {sizes}</translation>
        </message>
        <message>
            <source>{n} players cannot be split into tables of {sizes}</source>
            <translation>{n} joueurs ne peuvent pas être répartis en tables de {sizes}</translation>
        </message>
        <message>
            <source>{options}, or {option}</source>
            <translation>{options}, ou {option}</translation>
        </message>
        <message>
            <source>{problem}: {options}</source>
            <translation>{problem} : {options}</translation>
        </message>
        <message>
            <source>{first} or {last}</source>
            <translation>{first} ou {last}</translation>
        </message>
        <message>
            <source>a round must last longer than 0 ms, got {length}</source>
            <translation>une ronde doit durer plus de 0 ms, reçu : {length}</translation>
        </message>
        <message>
            <source>the round clock has already started</source>
            <translation>la pendule de ronde a déjà démarré</translation>
        </message>
        <message>
            <source>the round clock is not running (it is {state})</source>
            <translation>l’horloge de la ronde ne tourne pas (elle est : {state})</translation>
        </message>
        <message>
            <source>the round clock is not paused (it is {state})</source>
            <translation>l’horloge de la ronde n’est pas en pause (elle est : {state})</translation>
        </message>
        <message>
            <source>an extension is a whole number of minutes, got {minutes}</source>
            <translation>une prolongation est un nombre entier de minutes, reçu : {minutes}</translation>
        </message>
        <message>
            <source>an extension must be at least 1 minute, got {minutes}</source>
            <translation>une prolongation doit durer au moins 1 minute, reçu : {minutes}</translation>
        </message>
        <message>
            <source>the round at table {table} already ended; its players have left</source>
            <translation>la ronde à la table {table} est déjà finie ; ses joueurs sont sortis</translation>
        </message>
        <message>
            <source>an extension must be a whole number of minutes, at least 1, got {minutes}</source>
            <translation>une prolongation doit être un nombre entier de minutes, au moins 1, reçu : {minutes}</translation>
        </message>
        <message>
            <source>check_in must be like {example} or null</source>
            <translation>check_in doit être comme {example} ou null</translation>
        </message>
        <message>
            <source>check-in is already off</source>
            <translation>le pointage est déjà désactivé</translation>
        </message>
        <message>
            <source>Check-in turned off: every player is seated</source>
            <translation>Pointage désactivé : chaque joueur est placé</translation>
        </message>
        <message>
            <source>Check-in on: a no-show gets {no_show}, a late arrival joins by {late}; code for phones {code}</source>
            <translation>Pointage activé : un absent reçoit {no_show}, un retardataire entre par {late} ; code pour les téléphones {code}</translation>
        </message>
        <message>
            <source>check-in is off for this event</source>
            <translation>le pointage est désactivé pour cet événement</translation>
        </message>
        <message>
            <source>{name} has been dropped from the event</source>
            <translation>{name} a été retiré de l’événement</translation>
        </message>
        <message>
            <source>round {round} has already started: {name} can check in for round {next}</source>
            <translation>la ronde {round} a déjà commencé : {name} peut pointer pour la ronde {next}</translation>
        </message>
        <message>
            <source>round {round} is a final: its players are seated by seed, with no check-in</source>
            <translation>la ronde {round} est une finale : ses joueurs sont placés par tête de série, sans pointage</translation>
        </message>
        <message>
            <source>{name} has already checked in for round {round}</source>
            <translation>{name} a déjà pointé pour la ronde {round}</translation>
        </message>
        <message>
            <source>round {round} is already seated: {name} can check in for round {next}</source>
            <translation>la ronde {round} est déjà placée : {name} peut pointer pour la ronde {next}</translation>
        </message>
        <message>
            <source>round {round} has no free seat: {name} can check in for round {next}</source>
            <translation>la ronde {round} n’a plus de place libre : {name} peut pointer pour la ronde {next}</translation>
        </message>
        <message>
            <source>Round {round}: {name} checked in, late, seated at table {table}</source>
            <translation>Ronde {round} : {name} pointé, en retard, placé à la table {table}</translation>
        </message>
        <message>
            <source>Round {round}: {name} checked in</source>
            <translation>Ronde {round} : {name} pointé</translation>
        </message>
        <message>
            <source>{name} has not checked in for round {round}</source>
            <translation>{name} n’a pas pointé pour la ronde {round}</translation>
        </message>
        <message>
            <source>round {round} is already seated: move {name} in Seating, or undo the seating</source>
            <translation>la ronde {round} est déjà placée : déplacez {name} dans Placement, ou annulez le placement</translation>
        </message>
        <message>
            <source>Round {round}: {name}'s check-in taken back</source>
            <translation>Ronde {round} : pointage de {name} annulé</translation>
        </message>
        <message>
            <source>the players still in at table {table} leave together at the round's end; no numbers are entered in this event</source>
            <translation>les joueurs encore en jeu à la table {table} sortent ensemble à la fin de la ronde ; aucun nombre n’est saisi dans cet événement</translation>
        </message>
        <message>
            <source>play at table {table} is not over yet; the numbers are entered once the round time is over</source>
            <translation>la partie à la table {table} n’est pas encore finie ; les nombres sont saisis une fois le temps de la ronde écoulé</translation>
        </message>
        <message>
            <source>play at table {table} is not over yet; the numbers are entered once its last turn is over</source>
            <translation>la partie à la table {table} n’est pas encore finie ; les nombres sont saisis une fois son dernier tour joué</translation>
        </message>
        <message>
            <source>the numbers must be given as one whole number per player still in</source>
            <translation>les nombres se donnent comme un nombre entier par joueur encore en jeu</translation>
        </message>
        <message>
            <source>{name} is not still in at table {table}</source>
            <translation>{name} n’est plus en jeu à la table {table}</translation>
        </message>
        <message>
            <source>{name} is given two numbers</source>
            <translation>{name} a reçu deux nombres</translation>
        </message>
        <message>
            <source>{name}'s number must be a whole number</source>
            <translation>le nombre de {name} doit être un nombre entier</translation>
        </message>
        <message>
            <source>every player still in needs a number: {players} too</source>
            <translation>chaque joueur encore en jeu a besoin d’un nombre : {players} aussi</translation>
        </message>
        <message>
            <source>Table {table}: numbers at the round's end: {numbers}</source>
            <translation>Table {table} : nombres en fin de ronde : {numbers}</translation>
        </message>
        <message>
            <source>station {station} is a viewer: it follows the event and acts on nothing</source>
            <translation>la station {station} ne fait qu’observer : elle suit l’événement et n’agit sur rien</translation>
        </message>
        <message>
            <source>station {station} is a scorekeeper: it records results and corrections only, not {action}</source>
            <translation>la station {station} saisit les résultats : seulement les résultats et les corrections, pas {action}</translation>
        </message>
        <message>
            <source>station {station} is a floor judge: it acts on its own tables only, not on the whole round or event</source>
            <translation>la station {station} est arbitre de salle : elle n’agit que sur ses propres tables, pas sur toute la ronde ou l’événement</translation>
        </message>
        <message>
            <source>station {station} is a floor judge for tables {tables}, not table {table}</source>
            <translation>la station {station} est arbitre de salle pour les tables {tables}, pas la table {table}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>{part} is not a table number or a range such as 1-8</source>
            <translation>{part} n’est ni un numéro de table ni une plage comme 1-8</translation>
        </message>
        <message>
            <source>{part} is not a range of tables from the lower number to the higher</source>
            <translation>{part} n’est pas une plage de tables du plus petit numéro au plus grand</translation>
        </message>
        <message>
            <source>type the floor judge's tables, such as 1-8, 12</source>
            <translation>tapez les tables de l’arbitre de salle, comme 1-8, 12</translation>
        </message>
        <message>
            <source>the moment the table acted must be a whole number of milliseconds, not {moment}</source>
            <translation>le moment de l’action de la table doit être un nombre entier de millisecondes, pas {moment}</translation>
        </message>
        <message>
            <source>there is no round being played for this action: it was not done</source>
            <translation>aucune ronde n’est en cours pour cette action : elle n’a pas été faite</translation>
        </message>
        <message>
            <source>table {table}'s device dates this action {ahead} after the judge's desk's clock: its clock is wrong, and the action was not done</source>
            <translation>l’appareil de la table {table} date cette action {ahead} après l’horloge de la table d’arbitrage : son horloge est fausse, et l’action n’a pas été faite</translation>
        </message>
        <message>
            <source>this action was made at table {table} before round {round} started: that round is over, and the action was not done</source>
            <translation>cette action a été faite à la table {table} avant le début de la ronde {round} : cette ronde est finie, et l’action n’a pas été faite</translation>
        </message>
        <message>
            <source>this action waited while table {table}'s device was offline, and the judge's desk recorded a change at that table {later} after it was made (a time-out, the round's end or a judge's action): it no longer applies and was not done</source>
            <translation>cette action a attendu pendant que l’appareil de la table {table} était hors ligne, et la table d’arbitrage a enregistré un changement à cette table {later} après (un temps écoulé, la fin de la ronde ou une action de l’arbitre) : elle ne s’applique plus et n’a pas été faite</translation>
        </message>
        <message>
            <source>Ignored the column {column}.</source>
            <translation>La colonne {column} a été ignorée.</translation>
        </message>
        <message>
            <source>Ignored the columns {columns}.</source>
            <translation>Les colonnes {columns} ont été ignorées.</translation>
        </message>
        <message>
            <source>the player list</source>
            <translation>la liste des joueurs</translation>
        </message>
        <message>
            <source>column {number} (no heading)</source>
            <translation>colonne {number} (sans en-tête)</translation>
        </message>
        <message>
            <source>the id {id} is already {name}'s</source>
            <translation>l’identifiant {id} est déjà celui de {name}</translation>
        </message>
        <message>
            <source>the id {id} is the name of a registered player</source>
            <translation>l’identifiant {id} est le nom d’un joueur inscrit</translation>
        </message>
        <message>
            <source>{name} is already registered</source>
            <translation>{name} est déjà inscrit</translation>
        </message>
        <message>
            <source>duplicate names are either {refuse}d or {number}ed, not {given}</source>
            <translation>les noms en double sont soit refusés ({refuse}), soit numérotés ({number}), pas {given}</translation>
        </message>
        <message>
            <source>the first line names the {column} column twice</source>
            <translation>la première ligne nomme deux fois la colonne {column}</translation>
        </message>
        <message>
            <source>{widths} columns where a name was expected (a name with a comma needs quotes, "Smith, Ana"; a first line naming the columns, such as name,club, takes the names from the name column and ignores the others)</source>
            <translation>{widths} colonnes là où un nom était attendu (un nom avec une virgule doit être entre guillemets, "Smith, Ana" ; une première ligne qui nomme les colonnes, comme name,club, prend les noms dans la colonne name et ignore les autres)</translation>
        </message>
        <message>
            <source>{problem} (lines {lines})</source>
            <translation>{problem} (lignes {lines})</translation>
        </message>
        <message>
            <source>{cells} columns, but the first line names {columns} ({headings})</source>
            <translation>{cells} colonnes, mais la première ligne en nomme {columns} ({headings})</translation>
        </message>
        <message>
            <source>the id {id} is also on line {line}</source>
            <translation>l’identifiant {id} est aussi à la ligne {line}</translation>
        </message>
        <message>
            <source>{name} is also on line {line}</source>
            <translation>{name} est aussi à la ligne {line}</translation>
        </message>
        <message>
            <source>numbered, the name would be {length} characters long; a name may have at most {most}</source>
            <translation>numéroté, le nom aurait {length} caractères ; un nom en a au plus {most}</translation>
        </message>
        <message>
            <source>{holder} holds this event now, at epoch {epoch} ({url}); {me} was at epoch {own} and stopped serving.</source>
            <translation>{holder} tient maintenant cet événement, à l’époque {epoch} ({url}) ; {me} était à l’époque {own} et a cessé de servir.</translation>
        </message>
        <message>
            <source>{holder} holds this event now, at epoch {epoch} ({url}); {me} was at epoch {own} and stopped serving. Nothing was merged: {path} is left as it is.</source>
            <translation>{holder} tient maintenant cet événement, à l’époque {epoch} ({url}) ; {me} était à l’époque {own} et a cessé de servir. Rien n’a été fusionné : {path} reste tel quel.</translation>
        </message>
        <message>
            <source>this server serves no log (--no-log), so it cannot read the holder's: compare the two histories by hand</source>
            <translation>ce serveur ne sert pas de journal (--no-log), il ne peut donc pas lire celui du détenteur : comparez les deux historiques à la main</translation>
        </message>
        <message>
            <source>{holder} holds every result {me} has (the logs agree up to entry {shared}): nothing to re-enter</source>
            <translation>{holder} a tous les résultats de {me} (les journaux concordent jusqu’à l’entrée {shared}) : rien à ressaisir</translation>
        </message>
        <message numerus="yes">
            <source>re-enter these %n on {holder}: {me} committed them after entry {shared}, the last entry the two logs share, and {holder} lacks them:</source>
            <translation>
                <numerusform>ressaisissez cette %n entrée sur {holder} : {me} l’a enregistrée après l’entrée {shared}, la dernière que partagent les deux journaux, et {holder} ne l’a pas :</numerusform>
                <numerusform>ressaisissez ces %n entrées sur {holder} : {me} les a enregistrées après l’entrée {shared}, la dernière que partagent les deux journaux, et {holder} ne les a pas :</numerusform>
            </translation>
        </message>
        <message>
            <source>could not compare with {holder}'s log ({why}); compare the two histories by hand</source>
            <translation>impossible de comparer avec le journal de {holder} ({why}) ; comparez les deux historiques à la main</translation>
        </message>
        <message>
            <source>the seat codes' secret must be 16 to 128 characters</source>
            <translation>le secret des codes de place doit faire de 16 à 128 caractères</translation>
        </message>
        <message>
            <source>the tables do not report their leaves</source>
            <translation>les tables ne signalent pas leurs sorties</translation>
        </message>
        <message>
            <source>The tables no longer report their leaves</source>
            <translation>Les tables ne signalent plus leurs sorties</translation>
        </message>
        <message>
            <source>The tables report their leaves, confirmed within {seconds} s; players' phones may take part</source>
            <translation>Les tables signalent leurs sorties, confirmées sous {seconds} s ; les téléphones des joueurs peuvent participer</translation>
        </message>
        <message>
            <source>The tables report their leaves, confirmed within {seconds} s</source>
            <translation>Les tables signalent leurs sorties, confirmées sous {seconds} s</translation>
        </message>
        <message>
            <source>the tables do not report their leaves in this event: the judge enters them</source>
            <translation>dans cet événement les tables ne signalent pas leurs sorties : l'arbitre les saisit</translation>
        </message>
        <message>
            <source>table {table} already has a report waiting: confirm it, or ask the judge</source>
            <translation>la table {table} a déjà un signalement en attente : confirmez-le ou demandez l'arbitre</translation>
        </message>
        <message>
            <source>a report comes from one of: {list}</source>
            <translation>un signalement vient de l'un de : {list}</translation>
        </message>
        <message>
            <source>a phone reports for its own seat</source>
            <translation>un téléphone signale pour sa propre place</translation>
        </message>
        <message>
            <source>Table {table}: {player} reported {players} out</source>
            <translation>Table {table} : {player} signale {players} sorti</translation>
        </message>
        <message>
            <source>Table {table}: {players} reported out</source>
            <translation>Table {table} : {players} signalé sorti</translation>
        </message>
        <message>
            <source>table {table} has no report waiting</source>
            <translation>la table {table} n'a aucun signalement en attente</translation>
        </message>
        <message>
            <source>that report at table {table} was already settled; look at the table again</source>
            <translation>ce signalement à la table {table} est déjà réglé ; regardez la table à nouveau</translation>
        </message>
        <message>
            <source>a confirmation comes from one of: {list}</source>
            <translation>une confirmation vient de l'un de : {list}</translation>
        </message>
        <message>
            <source>choose who confirms: another player at table {table}</source>
            <translation>choisissez qui confirme : un autre joueur de la table {table}</translation>
        </message>
        <message>
            <source>{name} reported this: another player at table {table} confirms it</source>
            <translation>{name} l'a signalé : un autre joueur de la table {table} le confirme</translation>
        </message>
        <message>
            <source>Table {table}: {players} out (reported, confirmed by {player})</source>
            <translation>Table {table} : {players} sorti (signalé, confirmé par {player})</translation>
        </message>
        <message>
            <source>Table {table}: {players} out (reported, confirmed by the judge)</source>
            <translation>Table {table} : {players} sorti (signalé, confirmé par l'arbitre)</translation>
        </message>
        <message>
            <source>say why the report is overruled</source>
            <translation>dites pourquoi le signalement est rejeté</translation>
        </message>
        <message>
            <source>Table {table}: report of {players} out overruled ({reason})</source>
            <translation>Table {table} : signalement de {players} sorti rejeté ({reason})</translation>
        </message>
        <message>
            <source>a report is settled by a confirmation or the judge's overrule, which the log keeps</source>
            <translation>un signalement se règle par une confirmation ou le rejet de l'arbitre, que le journal garde</translation>
        </message>
        <message>
            <source>a check-in does not take {keys}</source>
            <translation>un pointage n’accepte pas {keys}</translation>
        </message>
        <message>
            <source>each check-in needs an id made on the device (8 to 64 letters, digits, - or _)</source>
            <translation>chaque pointage a besoin d’un identifiant créé sur l’appareil (8 à 64 lettres, chiffres, - ou _)</translation>
        </message>
        <message>
            <source>player must be the player's name</source>
            <translation>player doit être le nom du joueur</translation>
        </message>
        <message>
            <source>{player} did not sit at table {table}: check in at the judge's desk</source>
            <translation>{player} n’était pas à la table {table} : pointez à la table d’arbitrage</translation>
        </message>
        <message>
            <source>each check-in needs an id made on the phone (8 to 64 letters, digits, - or _)</source>
            <translation>chaque pointage a besoin d’un identifiant créé sur le téléphone (8 à 64 lettres, chiffres, - ou _)</translation>
        </message>
        <message>
            <source>type the check-in code shown on the projector</source>
            <translation>tapez le code de pointage affiché au projecteur</translation>
        </message>
        <message>
            <source>that is not the check-in code: it is on the projector and at the judge's desk</source>
            <translation>ce n’est pas le code de pointage : il est au projecteur et à la table d’arbitrage</translation>
        </message>
        <message>
            <source>no player {player} is registered: ask at the judge's desk</source>
            <translation>aucun joueur {player} n’est inscrit : demandez à la table d’arbitrage</translation>
        </message>
        <message>
            <source>this page is not paired: scan the table's QR code on the judge's desk</source>
            <translation>cette page n’est pas appairée : scannez le code QR de la table à la table d’arbitrage</translation>
        </message>
        <message>
            <source>this device's pairing is unknown or was revoked: ask the judge to pair it again</source>
            <translation>l’appairage de cet appareil est inconnu ou a été révoqué : demandez à l’arbitre de l’appairer à nouveau</translation>
        </message>
        <message>
            <source>the request is not valid JSON</source>
            <translation>la requête n’est pas du JSON valide</translation>
        </message>
        <message>
            <source>the request must be a JSON object</source>
            <translation>la requête doit être un objet JSON</translation>
        </message>
        <message>
            <source>table must be the table's number</source>
            <translation>table doit être le numéro de la table</translation>
        </message>
        <message>
            <source>choose your name first</source>
            <translation>choisissez d’abord votre nom</translation>
        </message>
        <message>
            <source>no round is open yet</source>
            <translation>aucune ronde n’est encore ouverte</translation>
        </message>
        <message>
            <source>the request is larger than {size} KiB</source>
            <translation>la requête dépasse {size} Kio</translation>
        </message>
        <message>
            <source>this device is paired to table {table}, not table {asked}</source>
            <translation>cet appareil est appairé à la table {table}, pas à la table {asked}</translation>
        </message>
        <message>
            <source>there is no table {table} in the round being played</source>
            <translation>il n’y a pas de table {table} dans la ronde en cours</translation>
        </message>
        <message>
            <source>unknown kind {kind}: a table device may send {kinds}</source>
            <translation>type inconnu {kind} : un appareil de table peut envoyer {kinds}</translation>
        </message>
        <message>
            <source>each action needs an id made on the device (8 to 64 letters, digits, - or _)</source>
            <translation>chaque action a besoin d’un identifiant créé sur l’appareil (8 à 64 lettres, chiffres, - ou _)</translation>
        </message>
        <message>
            <source>{kind} does not take {keys}</source>
            <translation>{kind} n’accepte pas {keys}</translation>
        </message>
        <message>
            <source>t must be the event time the table acted, in whole milliseconds</source>
            <translation>t doit être l’heure du tournoi où la table a agi, en millisecondes entières</translation>
        </message>
        <message>
            <source>not saved: {error}; nothing was changed</source>
            <translation>non enregistré : {error} ; rien n’a été modifié</translation>
        </message>
        <message>
            <source>that is not your seat's code: it is shown on your table's device</source>
            <translation>ce n’est pas le code de votre place : il est affiché sur l’appareil de votre table</translation>
        </message>
        <message>
            <source>a seat's request does not take {keys}</source>
            <translation>une demande de place n’accepte pas {keys}</translation>
        </message>
        <message>
            <source>kind must be one of {kinds}</source>
            <translation>kind doit être l’un de {kinds}</translation>
        </message>
        <message>
            <source>each request needs an id made on the phone (8 to 64 letters, digits, - or _)</source>
            <translation>chaque demande a besoin d’un identifiant créé sur le téléphone (8 à 64 lettres, chiffres, - ou _)</translation>
        </message>
        <message>
            <source>table must be your table's number</source>
            <translation>table doit être le numéro de votre table</translation>
        </message>
        <message>
            <source>type your seat's code, shown on your table's device</source>
            <translation>tapez le code de votre place, affiché sur l’appareil de votre table</translation>
        </message>
        <message>
            <source>choose who leaves</source>
            <translation>choisissez qui sort</translation>
        </message>
        <message>
            <source>choose why you call a judge</source>
            <translation>choisissez pourquoi vous appelez un arbitre</translation>
        </message>
        <message>
            <source>players' phones do not take part at the tables in this event: use the table's device</source>
            <translation>les téléphones des joueurs ne participent pas aux tables dans ce tournoi : utilisez l’appareil de la table</translation>
        </message>
        <message>
            <source>{player}, table {table}</source>
            <translation>{player}, table {table}</translation>
        </message>
        <message>
            <source>this pairing code is unknown, used or expired: ask the judge to pair this device again</source>
            <translation>ce code d’appairage est inconnu, déjà utilisé ou expiré : demandez à l’arbitre d’appairer à nouveau cet appareil</translation>
        </message>
        <message>
            <source>the hall is full right now: this page will try again in {seconds} s</source>
            <translation>la salle est pleine pour le moment : cette page réessaiera dans {seconds} s</translation>
        </message>
        <message>
            <source>too many requests from this address: wait a second and try again</source>
            <translation>trop de requêtes depuis cette adresse : attendez une seconde et réessayez</translation>
        </message>
        <message>
            <source>the event is still opening: try again</source>
            <translation>le tournoi est encore en cours d’ouverture : réessayez</translation>
        </message>
        <message>
            <source>there is no such table</source>
            <translation>cette table n’existe pas</translation>
        </message>
        <message>
            <source>the judge's desk is busy: try again</source>
            <translation>la table d’arbitrage est occupée : réessayez</translation>
        </message>
        <message>
            <source>that is not a pairing code: scan the QR code on the judge's desk</source>
            <translation>ce n’est pas un code d’appairage : scannez le code QR à la table d’arbitrage</translation>
        </message>
        <message>
            <source>the request must be JSON like {example} from the QR code on the judge's desk</source>
            <translation>la requête doit être du JSON comme {example}, issu du code QR de la table d’arbitrage</translation>
        </message>
        <message>
            <source>there is nothing here</source>
            <translation>il n’y a rien ici</translation>
        </message>
        <message>
            <source>that method is not allowed here (the players' page only reads)</source>
            <translation>cette méthode n’est pas autorisée ici (la page des joueurs ne fait que lire)</translation>
        </message>
        <message>
            <source>a check-in code is 4 to 12 of the letters and digits {letters}</source>
            <translation>un code de pointage compte 4 à 12 des lettres et chiffres {letters}</translation>
        </message>
        <message>
            <source>check-in must be like {example}</source>
            <translation>le pointage doit être comme {example}</translation>
        </message>
        <message>
            <source>check-in does not take {keys}</source>
            <translation>le pointage n’accepte pas {keys}</translation>
        </message>
        <message>
            <source>a no-show gets {choices}, not {given}</source>
            <translation>un absent reçoit {choices}, pas {given}</translation>
        </message>
        <message>
            <source>a late arrival joins by {choices}, not {given}</source>
            <translation>un retardataire rejoint par {choices}, pas {given}</translation>
        </message>
        <message>
            <source>cannot listen on {address}: {why}</source>
            <translation>impossible d’écouter sur {address} : {why}</translation>
        </message>
        <message>
            <source>the server did not start in time</source>
            <translation>le serveur n’a pas démarré à temps</translation>
        </message>
        <message>
            <source>the server could not start: {why}</source>
            <translation>le serveur n’a pas pu démarrer : {why}</translation>
        </message>
        <message>
            <source>only an event kept in a file, while it is served, has a judge code</source>
            <translation>seul un tournoi enregistré dans un fichier, tant qu’il est servi, a un code d’arbitre</translation>
        </message>
        <message>
            <source>a judge station needs the judge code shown on the desk (File ▸ Serve)</source>
            <translation>une station d’arbitre a besoin du code d’arbitre affiché à la table d’arbitrage (Fichier ▸ Servir sur le réseau local)</translation>
        </message>
        <message>
            <source>that is not a judge station's token: join again with the judge code the desk shows</source>
            <translation>ce n’est pas le jeton d’une station d’arbitre : rejoignez à nouveau avec le code d’arbitre affiché à la table d’arbitrage</translation>
        </message>
        <message>
            <source>the judge code only lets a station join: this station must join again (File ▸ Join an event on the network…) and act with the token the desk gives it</source>
            <translation>le code d’arbitre ne permet que de rejoindre : cette station doit rejoindre à nouveau (Fichier ▸ Rejoindre un tournoi sur le réseau…) et agir avec le jeton que la table d’arbitrage lui donne</translation>
        </message>
        <message>
            <source>this station's token is unknown or was revoked: join again with the judge code the desk shows</source>
            <translation>le jeton de cette station est inconnu ou a été révoqué : rejoignez à nouveau avec le code d’arbitre affiché à la table d’arbitrage</translation>
        </message>
        <message>
            <source>that token was given to station {station}: a station acts in its own name</source>
            <translation>ce jeton a été donné à la station {station} : une station agit en son propre nom</translation>
        </message>
        <message>
            <source>  entry {seq} at {at}: {what}</source>
            <translation>  entrée {seq} à {at} : {what}</translation>
        </message>
        <message numerus="yes">
            <source>{holder} holds the event at epoch {epoch} and lacks %n entries this copy stored after entry {shared}; the copy is kept aside, unchanged, as {kept}, and a fresh copy is started. Re-enter these on {holder} if they count:</source>
            <translation>
                <numerusform>{holder} détient le tournoi à l’époque {epoch} et il lui manque %n entrée que cette copie a enregistrée après l’entrée {shared} ; la copie est mise de côté, inchangée, sous {kept}, et une nouvelle copie commence. Saisissez-la à nouveau sur {holder} si elle compte :</numerusform>
                <numerusform>{holder} détient le tournoi à l’époque {epoch} et il lui manque %n entrées que cette copie a enregistrées après l’entrée {shared} ; la copie est mise de côté, inchangée, sous {kept}, et une nouvelle copie commence. Saisissez-les à nouveau sur {holder} si elles comptent :</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{holder} holds the event at epoch {epoch} and lacks %n entries this copy stored after entry {shared}; the copy is kept aside, unchanged, as {kept}, and a fresh copy is started. {holder} already has every action among them: nothing to re-enter</source>
            <translation>
                <numerusform>{holder} détient le tournoi à l’époque {epoch} et il lui manque %n entrée que cette copie a enregistrée après l’entrée {shared} ; la copie est mise de côté, inchangée, sous {kept}, et une nouvelle copie commence. {holder} a déjà chacune de ces actions : rien à saisir à nouveau</numerusform>
                <numerusform>{holder} détient le tournoi à l’époque {epoch} et il lui manque %n entrées que cette copie a enregistrées après l’entrée {shared} ; la copie est mise de côté, inchangée, sous {kept}, et une nouvelle copie commence. {holder} a déjà chacune de ces actions : rien à saisir à nouveau</numerusform>
            </translation>
        </message>
        <message>
            <source>a standby copy holds every entry (to {held}): actions wait for it again</source>
            <translation>une copie de secours a toutes les entrées (jusqu’à {held}) : les actions l’attendent de nouveau</translation>
        </message>
        <message>
            <source>could not ask the stations whether one took over ({error}): answering 'not known yet'</source>
            <translation>impossible de demander aux postes si l’un d’eux a repris le tournoi ({error}) : réponse « pas encore connu »</translation>
        </message>
        <message>
            <source>{holder} took the event over (epoch {epoch}, {url}): this desk answers nothing more as done and stands down</source>
            <translation>{holder} a repris le tournoi (époque {epoch}, {url}) : cette table d’arbitrage ne répond plus rien comme fait et se retire</translation>
        </message>
        <message>
            <source>{count} of them</source>
            <translation>{count} d’entre eux</translation>
        </message>
        <message>
            <source>of the {asked} stations in the log that could take the event over, some did not answer ({silent}): an action no copy stored is answered 'not known yet' until each answers (revoke a station that is gone for good)</source>
            <translation>sur les {asked} postes du journal qui pourraient reprendre le tournoi, certains n’ont pas répondu ({silent}) : une action qu’aucune copie n’a enregistrée reçoit « pas encore connu » jusqu’à ce que chacun réponde (révoquez un poste parti pour de bon)</translation>
        </message>
        <message>
            <source>no standby copy stored entry {seq} within {seconds} s: carrying on alone until one has caught up</source>
            <translation>aucune copie de secours n’a enregistré l’entrée {seq} en {seconds} s : on continue seul jusqu’à ce qu’une copie ait rattrapé son retard</translation>
        </message>
        <message>
            <source>the event log needs the standby token that tableside serve printed</source>
            <translation>le journal du tournoi a besoin du jeton de secours affiché par tableside serve</translation>
        </message>
        <message>
            <source>the server is still opening the event: try again</source>
            <translation>le serveur ouvre encore le tournoi : réessayez</translation>
        </message>
        <message>
            <source>that is not this server's standby token, nor a joined station's own token (a revoked station's no longer works)</source>
            <translation>ce n’est ni le jeton de secours de ce serveur, ni le jeton propre d’une station qui a rejoint (celui d’une station révoquée ne marche plus)</translation>
        </message>
        <message>
            <source>after must be a seq (0 or more), limit 1 to {limit}, wait 0 to {wait} seconds</source>
            <translation>after doit être un numéro d’entrée (0 ou plus), limit de 1 à {limit}, wait de 0 à {wait} secondes</translation>
        </message>
        <message>
            <source>reports must be like {example}</source>
            <translation>reports doit être comme {example}</translation>
        </message>
        <message>
            <source>reports do not take {keys}</source>
            <translation>les signalements n’acceptent pas {keys}</translation>
        </message>
        <message>
            <source>the time to confirm a report must be {least} to {most} seconds</source>
            <translation>le délai pour confirmer un signalement doit être de {least} à {most} secondes</translation>
        </message>
        <message>
            <source>phones must be true or false</source>
            <translation>phones doit être true ou false</translation>
        </message>
        <message>
            <source>the server's after_hash is not 64 hex digits</source>
            <translation>l’after_hash du serveur n’est pas fait de 64 chiffres hexadécimaux</translation>
        </message>
        <message>
            <source>the server's answer has no head</source>
            <translation>la réponse du serveur n’a pas de head</translation>
        </message>
        <message>
            <source>the server's head hash is not 64 hex digits</source>
            <translation>le hash du head du serveur n’est pas fait de 64 chiffres hexadécimaux</translation>
        </message>
        <message>
            <source>the server's answer has no list of entries</source>
            <translation>la réponse du serveur n’a pas de liste d’entrées</translation>
        </message>
        <message>
            <source>the server sent {count} entries in one page (at most {most})</source>
            <translation>le serveur a envoyé {count} entrées sur une page (au plus {most})</translation>
        </message>
        <message>
            <source>the server sent something that is not an entry where entry {seq} should be</source>
            <translation>le serveur a envoyé quelque chose qui n’est pas une entrée là où devrait être l’entrée {seq}</translation>
        </message>
        <message>
            <source>could not save to {name}: an entry's data must be a JSON object, not {type}; nothing was written</source>
            <translation>impossible d’enregistrer dans {name} : les données d’une entrée doivent être un objet JSON, pas {type} ; rien n’a été écrit</translation>
        </message>
        <message>
            <source>could not save to {name}: the entry's data is not plain JSON ({reason}); nothing was written</source>
            <translation>impossible d’enregistrer dans {name} : les données de l’entrée ne sont pas du JSON simple ({reason}) ; rien n’a été écrit</translation>
        </message>
        <message>
            <source>an entry whose number is {seq}, not a whole number</source>
            <translation>une entrée dont le numéro est {seq}, pas un nombre entier</translation>
        </message>
        <message>
            <source>entry {seq}</source>
            <translation>entrée {seq}</translation>
        </message>
        <message>
            <source>{entry}: expected entry {next} next (entries missing, repeated or out of order)</source>
            <translation>{entry} : l’entrée {next} était attendue (entrées manquantes, répétées ou dans le désordre)</translation>
        </message>
        <message>
            <source>{entry}: its id is not 32 hex digits</source>
            <translation>{entry} : son id n’est pas composé de 32 chiffres hexadécimaux</translation>
        </message>
        <message>
            <source>{entry}: its kind or time is malformed</source>
            <translation>{entry} : son type ou son heure est mal formé</translation>
        </message>
        <message>
            <source>{entry}: its {field} is not 64 hex digits</source>
            <translation>{entry} : son {field} n’est pas composé de 64 chiffres hexadécimaux</translation>
        </message>
        <message>
            <source>{entry}: it is not chained to entry {last} before it (its prev_hash differs)</source>
            <translation>{entry} : elle n’est pas chaînée à l’entrée {last} qui la précède (son prev_hash diffère)</translation>
        </message>
        <message>
            <source>{entry}: its data is not plain JSON</source>
            <translation>{entry} : ses données ne sont pas du JSON simple</translation>
        </message>
        <message>
            <source>{entry}: its hash does not match its contents (it was altered)</source>
            <translation>{entry} : son hash ne correspond pas à son contenu (elle a été modifiée)</translation>
        </message>
        <message>
            <source>entry {seq} ({kind} at {at})</source>
            <translation>entrée {seq} ({kind} à {at})</translation>
        </message>
        <message>
            <source>{name} refused {problem}; nothing from it on was written</source>
            <translation>{name} a refusé {problem} ; rien n’a été écrit à partir de là</translation>
        </message>
        <message>
            <source>the entry where entry {seq} should be</source>
            <translation>l’entrée là où devrait être l’entrée {seq}</translation>
        </message>
        <message>
            <source>{entry}: its seq is not a whole number</source>
            <translation>{entry} : son seq n’est pas un nombre entier</translation>
        </message>
        <message>
            <source>{entry}: its {key} is missing or not text</source>
            <translation>{entry} : son {key} manque ou n’est pas du texte</translation>
        </message>
        <message>
            <source>{entry}: its data is not a JSON object</source>
            <translation>{entry} : ses data ne sont pas un objet JSON</translation>
        </message>
        <message>
            <source>{entry}: it has fields an entry does not have ({keys})</source>
            <translation>{entry} : elle a des champs qu’une entrée n’a pas ({keys})</translation>
        </message>
        <message>
            <source>a station's action takes only {fields}, not {keys}</source>
            <translation>l’action d’une station ne prend que {fields}, pas {keys}</translation>
        </message>
        <message>
            <source>each action needs an id made on the station (8 to 64 letters, digits, - or _)</source>
            <translation>chaque action a besoin d’un id créé sur la station (8 à 64 lettres, chiffres, - ou _)</translation>
        </message>
        <message>
            <source>station must be the station's id (8 to 64 letters, digits, - or _)</source>
            <translation>station doit être l’id de la station (8 à 64 lettres, chiffres, - ou _)</translation>
        </message>
        <message>
            <source>unknown kind {kind}: a station may send any action tableside apply accepts</source>
            <translation>type inconnu {kind} : une station peut envoyer toute action que tableside apply accepte</translation>
        </message>
        <message>
            <source>data must be a JSON object (the action's fields)</source>
            <translation>data doit être un objet JSON (les champs de l’action)</translation>
        </message>
        <message>
            <source>a station acts in its own name: data's station must be the sender's station id</source>
            <translation>une station agit en son propre nom : le station de data doit être l’id de la station qui l’envoie</translation>
        </message>
        <message>
            <source>the serving desk sets {fields} itself: leave it out</source>
            <translation>la table d’arbitrage qui sert fixe {fields} elle-même : laissez-le de côté</translation>
        </message>
        <message>
            <source>the serving desk sets {fields} itself: leave them out</source>
            <translation>la table d’arbitrage qui sert fixe {fields} elle-même : laissez-les de côté</translation>
        </message>
        <message>
            <source>the desk's answer has no ok and message</source>
            <translation>la réponse de la table d’arbitrage n’a pas de ok et de message</translation>
        </message>
        <message>
            <source>the desk's answer names an entry that is not a whole number</source>
            <translation>la réponse de la table d’arbitrage nomme une entrée qui n’est pas un nombre entier</translation>
        </message>
        <message>
            <source>the desk answered done without naming the entry it committed</source>
            <translation>la table d’arbitrage a répondu fait sans nommer l’entrée qu’elle a écrite</translation>
        </message>
        <message>
            <source>the desk's answer holds a station token that is not one</source>
            <translation>la réponse de la table d’arbitrage contient un jeton de station qui n’en est pas un</translation>
        </message>
        <message>
            <source>the desk's answer has known or repeated that is not true or false</source>
            <translation>la réponse de la table d’arbitrage a known ou repeated qui n’est ni true ni false</translation>
        </message>
        <message>
            <source>{shown} and {more} more</source>
            <translation>{shown} et {more} de plus</translation>
        </message>
        <message>
            <source>the server's answer is not valid JSON</source>
            <translation>la réponse du serveur n’est pas du JSON valide</translation>
        </message>
        <message>
            <source>the server's answer is not a JSON object</source>
            <translation>la réponse du serveur n’est pas un objet JSON</translation>
        </message>
        <message>
            <source>the server's {what} is not a whole number</source>
            <translation>le {what} du serveur n’est pas un nombre entier</translation>
        </message>
        <message>
            <source>the event file took too long to open</source>
            <translation>le fichier du tournoi a mis trop de temps à s’ouvrir</translation>
        </message>
        <message>
            <source>{url} is not a server address like http://192.168.1.20:8765/</source>
            <translation>{url} n’est pas une adresse de serveur comme http://192.168.1.20:8765/</translation>
        </message>
        <message>
            <source>{url} has a port that is not a number from 0 to 65535</source>
            <translation>{url} a un port qui n’est pas un nombre de 0 à 65535</translation>
        </message>
        <message>
            <source>{server} answered its status with something else</source>
            <translation>{server} a répondu à son état par autre chose</translation>
        </message>
        <message>
            <source>{server} is not a Tableside desk serving judge stations ({why})</source>
            <translation>{server} n’est pas une table d’arbitrage Tableside qui sert des stations d’arbitre ({why})</translation>
        </message>
        <message>
            <source>{server} answered a join with something else</source>
            <translation>{server} a répondu à une demande pour rejoindre par autre chose</translation>
        </message>
        <message>
            <source>{server} answered a join without a station token</source>
            <translation>{server} a répondu à une demande pour rejoindre sans jeton de station</translation>
        </message>
        <message>
            <source>{server} sent an answer over {mb} MB</source>
            <translation>{server} a envoyé une réponse de plus de {mb} Mo</translation>
        </message>
        <message>
            <source>it is not a Tableside server serving its log</source>
            <translation>ce n’est pas un serveur Tableside qui sert son journal</translation>
        </message>
        <message>
            <source>{server} is busy ({status}): {why}</source>
            <translation>{server} est occupé ({status}) : {why}</translation>
        </message>
        <message>
            <source>{server} serves no event log (it is not tableside serve, or an older Tableside)</source>
            <translation>{server} ne sert aucun journal de tournoi (ce n’est pas tableside serve, ou un Tableside plus ancien)</translation>
        </message>
        <message>
            <source>{server} refused ({status}): {why}</source>
            <translation>{server} a refusé ({status}) : {why}</translation>
        </message>
        <message>
            <source>no answer in time</source>
            <translation>pas de réponse à temps</translation>
        </message>
        <message>
            <source>the server answered from entry {first}, not from entry {asked} as asked</source>
            <translation>le serveur a répondu à partir de l’entrée {first}, pas de l’entrée {asked} comme demandé</translation>
        </message>
        <message>
            <source>the server's log has {head} entries, this copy {seq}: it is not the same event, or the server lost entries; the copy is left as it is</source>
            <translation>le journal du serveur a {head} entrées, cette copie {seq} : ce n’est pas le même tournoi, ou le serveur a perdu des entrées ; la copie est laissée telle quelle</translation>
        </message>
        <message>
            <source>the server's entry {seq} is not this copy's entry {seq}: it is not the same event, or an entry was changed; the copy is left as it is</source>
            <translation>l’entrée {seq} du serveur n’est pas l’entrée {seq} de cette copie : ce n’est pas le même tournoi, ou une entrée a été modifiée ; la copie est laissée telle quelle</translation>
        </message>
        <message>
            <source>the standby token</source>
            <translation>le jeton de secours</translation>
        </message>
        <message>
            <source>a standby token</source>
            <translation>un jeton de secours</translation>
        </message>
        <message>
            <source>cannot write the standby token to {path} (another process wrote one)</source>
            <translation>impossible d’écrire le jeton de secours dans {path} (un autre processus en a écrit un)</translation>
        </message>
        <message>
            <source>cannot write {what} to {path} ({why})</source>
            <translation>impossible d’écrire {what} dans {path} ({why})</translation>
        </message>
        <message>
            <source>cannot read {what} in {path} ({why})</source>
            <translation>impossible de lire {what} dans {path} ({why})</translation>
        </message>
        <message>
            <source>{path} does not hold {what}; delete it to make a new one</source>
            <translation>{path} ne contient pas {what} ; supprimez-le pour en créer un nouveau</translation>
        </message>
        <message>
            <source>this station's id</source>
            <translation>l’id de cette station</translation>
        </message>
        <message>
            <source>a station id</source>
            <translation>un id de station</translation>
        </message>
        <message>
            <source>name this station: --as NAME (the name judges see, e.g. "Bob's laptop")</source>
            <translation>nommez cette station : --as NOM (le nom que voient les arbitres, p. ex. "portable de Bob")</translation>
        </message>
        <message>
            <source>this copy holds no event yet: it never received the event's first entry</source>
            <translation>cette copie ne contient encore aucun tournoi : elle n’a jamais reçu la première entrée du tournoi</translation>
        </message>
        <message>
            <source>give the desk's address (http://HOST:PORT/) or paste the join link it shows</source>
            <translation>indiquez l’adresse de la table d’arbitrage (http://HÔTE:PORT/) ou collez le lien pour rejoindre qu’elle affiche</translation>
        </message>
        <message>
            <source>{address} is not the desk's address: it looks like http://192.168.1.20:8765/</source>
            <translation>{address} n’est pas l’adresse de la table d’arbitrage : elle ressemble à http://192.168.1.20:8765/</translation>
        </message>
        <message>
            <source>give the judge token the desk shows under File ▸ Serve (or paste the whole join link)</source>
            <translation>indiquez le jeton d’arbitre que la table d’arbitrage affiche sous Fichier ▸ Servir sur le réseau local (ou collez le lien complet pour rejoindre)</translation>
        </message>
        <message>
            <source>that is not a judge token: copy it whole from the desk's Local network panel</source>
            <translation>ce n’est pas un jeton d’arbitre : copiez-le en entier depuis le panneau Réseau local de la table d’arbitrage</translation>
        </message>
        <message>
            <source>{hash} is not an event's identity</source>
            <translation>{hash} n’est pas l’identité d’un tournoi</translation>
        </message>
        <message>
            <source>the desk serves an event with no entries yet: create it first</source>
            <translation>la table d’arbitrage sert un tournoi sans entrées pour l’instant : créez-le d’abord</translation>
        </message>
        <message>
            <source>the station has not opened its copy of the event yet</source>
            <translation>la station n’a pas encore ouvert sa copie du tournoi</translation>
        </message>
        <message>
            <source>the judge's desk at {url} cannot be reached ({why}): nothing was sent; this station shows the event as it last heard it</source>
            <translation>la table d’arbitrage à {url} est injoignable ({why}) : rien n’a été envoyé ; cette station montre le tournoi tel qu’elle l’a entendu en dernier</translation>
        </message>
        <message>
            <source>this station has not joined the judge's desk at {url} yet ({why}): nothing was sent</source>
            <translation>cette station n’a pas encore rejoint la table d’arbitrage à {url} ({why}) : rien n’a été envoyé</translation>
        </message>
        <message>
            <source>the desk committed it (entry {seq}), but this station's copy does not hold it yet; it shows as soon as it arrives</source>
            <translation>la table d’arbitrage l’a écrit (entrée {seq}), mais la copie de cette station ne l’a pas encore ; il s’affiche dès qu’il arrive</translation>
        </message>
        <message>
            <source>it may have been saved there: look at the history</source>
            <translation>il a peut-être été enregistré là-bas : regardez l’historique</translation>
        </message>
        <message>
            <source>nothing was sent</source>
            <translation>rien n’a été envoyé</translation>
        </message>
        <message>
            <source>the judge's desk at {url} cannot be reached ({why}); {lost}</source>
            <translation>la table d’arbitrage à {url} est injoignable ({why}) ; {lost}</translation>
        </message>
        <message>
            <source>the judge's desk at {url} did not answer ({why}); it may have been saved there: look at the history when it is back</source>
            <translation>la table d’arbitrage à {url} n’a pas répondu ({why}) ; il a peut-être été enregistré là-bas : regardez l’historique quand elle sera de retour</translation>
        </message>
        <message>
            <source>{file}: {problem}</source>
            <translation>{file} : {problem}</translation>
        </message>
        <message>
            <source>{file}, line {line}: {problem}</source>
            <translation>{file}, ligne {line} : {problem}</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>ne peut pas être lu ({reason})</translation>
        </message>
        <message>
            <source>is not a text file (it must be saved as UTF-8)</source>
            <translation>n’est pas un fichier texte (il doit être enregistré en UTF-8)</translation>
        </message>
        <message>
            <source>the stored timer rules</source>
            <translation>les règles des pendules enregistrées</translation>
        </message>
        <message>
            <source>timer rules must be a table of settings, got {data}</source>
            <translation>les règles des pendules doivent être une table de réglages, pas {data}</translation>
        </message>
        <message>
            <source>decision_order must list each decision kind once</source>
            <translation>decision_order doit citer chaque type de décision une seule fois</translation>
        </message>
        <message>
            <source>unknown setting {key} (settings: {keys})</source>
            <translation>réglage inconnu {key} (réglages : {keys})</translation>
        </message>
        <message>
            <source>player_timers is true but no decisions are listed</source>
            <translation>player_timers vaut true mais aucune décision n’est listée</translation>
        </message>
        <message>
            <source>round_end must be "together", "finish_turn", "turns:N" or "minutes:N" with N a whole number of at least 1, got {value}</source>
            <translation>round_end doit valoir "together", "finish_turn", "turns:N" ou "minutes:N", avec N un nombre entier d'au moins 1, pas {value}</translation>
        </message>
        <message>
            <source>survivors must be "together" or "by_number", got {value}</source>
            <translation>survivors doit valoir "together" ou "by_number", pas {value}</translation>
        </message>
        <message>
            <source>none listed</source>
            <translation>aucun listé</translation>
        </message>
        <message>
            <source>turn_decision must name one of the decision kinds ({kinds}), got {value}</source>
            <translation>turn_decision doit nommer un des types de décision ({kinds}), pas {value}</translation>
        </message>
        <message>
            <source>{what} must be true or false, got {value}</source>
            <translation>{what} doit valoir true ou false, pas {value}</translation>
        </message>
        <message>
            <source>{what} must be a whole number, got {value}</source>
            <translation>{what} doit être un nombre entier, pas {value}</translation>
        </message>
        <message>
            <source>{what} must be at least {minimum}, got {value}</source>
            <translation>{what} doit valoir au moins {minimum}, pas {value}</translation>
        </message>
        <message>
            <source>{what} must be a whole number of milliseconds, got {value}</source>
            <translation>{what} doit être un nombre entier de millisecondes, pas {value}</translation>
        </message>
        <message>
            <source>{what} is a length of time and cannot be negative, got {value}</source>
            <translation>{what} est une durée et ne peut pas être négative, pas {value}</translation>
        </message>
        <message>
            <source>{what} must be longer than 0 ms</source>
            <translation>{what} doit être plus long que 0 ms</translation>
        </message>
        <message>
            <source>reward_ratio must be a number such as 0.5 or "1/2", got {value}</source>
            <translation>reward_ratio doit être un nombre comme 0.5 ou "1/2", pas {value}</translation>
        </message>
        <message>
            <source>reward_ratio must be between 0 and 1, got {value}</source>
            <translation>reward_ratio doit être entre 0 et 1, pas {value}</translation>
        </message>
        <message>
            <source>decisions must be a table of decision kinds, e.g. [decisions.roll-dice]</source>
            <translation>decisions doit être une table de types de décision, p. ex. [decisions.roll-dice]</translation>
        </message>
        <message>
            <source>decision {key} must be a table with label and aux_ms, got {spec}</source>
            <translation>la décision {key} doit être une table avec label et aux_ms, pas {spec}</translation>
        </message>
        <message>
            <source>decision {key} has unknown field {field} (fields: label, aux_ms)</source>
            <translation>la décision {key} a un champ inconnu {field} (champs : label, aux_ms)</translation>
        </message>
        <message>
            <source>decision {key} needs aux_ms (its auxiliary time in milliseconds)</source>
            <translation>la décision {key} a besoin de aux_ms (son temps auxiliaire en millisecondes)</translation>
        </message>
        <message>
            <source>decision {key} needs a label in words, got {label}</source>
            <translation>la décision {key} a besoin d’un label en mots, pas {label}</translation>
        </message>
        <message>
            <source>{name} is open read-only; nothing can be added to it</source>
            <translation>{name} est ouvert en lecture seule ; rien ne peut y être ajouté</translation>
        </message>
        <message>
            <source>{entry}: its id is already in the log</source>
            <translation>{entry} : son id est déjà dans le journal</translation>
        </message>
        <message>
            <source>{name} is open read-only; its snapshot cannot be saved</source>
            <translation>{name} est ouvert en lecture seule ; son instantané ne peut pas être enregistré</translation>
        </message>
        <message>
            <source>{name} is closed</source>
            <translation>{name} est fermé</translation>
        </message>
        <message>
            <source>{name} does not exist</source>
            <translation>{name} n’existe pas</translation>
        </message>
        <message>
            <source>{name} cannot be created (its folder {folder} does not exist)</source>
            <translation>{name} ne peut pas être créé (son dossier {folder} n’existe pas)</translation>
        </message>
        <message>
            <source>entry {seq} ({kind} at {at}): the file would not take it as the next link ({reason})</source>
            <translation>entrée {seq} ({kind} à {at}) : le fichier ne l’a pas acceptée comme maillon suivant ({reason})</translation>
        </message>
        <message>
            <source>{what} while Tableside had it open: it takes no more actions, and a copy of the event could not be written ({reason}); keep Tableside open and call for help before closing it</source>
            <translation>{what} pendant que Tableside l’avait ouvert : il n’accepte plus d’actions, et une copie du tournoi n’a pas pu être écrite ({reason}) ; laissez Tableside ouvert et appelez de l’aide avant de le fermer</translation>
        </message>
        <message>
            <source>{what} while Tableside had it open: it takes no more actions, and the whole event as it stood is now in {copy}; serve that file to go on</source>
            <translation>{what} pendant que Tableside l’avait ouvert : il n’accepte plus d’actions, et tout le tournoi tel qu’il était se trouve maintenant dans {copy} ; servez ce fichier pour continuer</translation>
        </message>
        <message>
            <source>could not save to {name}: the disk failed while saving, and what it kept cannot be read back; nothing more is saved until the event is opened again</source>
            <translation>impossible d’enregistrer dans {name} : le disque a failli pendant l’enregistrement, et ce qu’il a gardé ne peut pas être relu ; plus rien n’est enregistré jusqu’à ce que le tournoi soit rouvert</translation>
        </message>
        <message>
            <source>{name}: entry {seq} cannot be read (its data is not valid JSON); run verify on this file</source>
            <translation>{name} : l’entrée {seq} ne peut pas être lue (ses données ne sont pas du JSON valide) ; lancez verify sur ce fichier</translation>
        </message>
        <message>
            <source>{name} cannot be read (permission denied on its folder)</source>
            <translation>{name} ne peut pas être lu (accès refusé à son dossier)</translation>
        </message>
        <message>
            <source>{name} cannot be read ({reason})</source>
            <translation>{name} ne peut pas être lu ({reason})</translation>
        </message>
        <message>
            <source>{name} is a folder, not a Tableside event file</source>
            <translation>{name} est un dossier, pas un fichier de tournoi Tableside</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (not a regular file)</source>
            <translation>{name} n’est pas un fichier de tournoi Tableside (pas un fichier ordinaire)</translation>
        </message>
        <message>
            <source>{name} cannot be read (permission denied)</source>
            <translation>{name} ne peut pas être lu (accès refusé)</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (it is empty)</source>
            <translation>{name} n’est pas un fichier de tournoi Tableside (il est vide)</translation>
        </message>
        <message>
            <source>{name} is damaged: it is cut short ({size} bytes, less than an SQLite header)</source>
            <translation>{name} est endommagé : il est tronqué ({size} octets, moins qu’un en-tête SQLite)</translation>
        </message>
        <message>
            <source>{name} is damaged: it is cut short ({size} of {whole} bytes)</source>
            <translation>{name} est endommagé : il est tronqué ({size} octets sur {whole})</translation>
        </message>
        <message>
            <source>{name} was written by a newer Tableside (schema {version}); this version reads up to {newest}</source>
            <translation>{name} a été écrit par un Tableside plus récent (schéma {version}) ; cette version lit jusqu’au schéma {newest}</translation>
        </message>
        <message>
            <source>{name} is damaged: it is marked as a Tableside event file but has no schema version</source>
            <translation>{name} est endommagé : il est marqué comme fichier de tournoi Tableside mais n’a pas de version de schéma</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing (permission denied); open it read-only to look</source>
            <translation>{name} ne peut pas être ouvert en écriture (accès refusé) ; ouvrez-le en lecture seule pour le consulter</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing ({reason}); open it read-only to look</source>
            <translation>{name} ne peut pas être ouvert en écriture ({reason}) ; ouvrez-le en lecture seule pour le consulter</translation>
        </message>
        <message>
            <source>{name} was written by an older Tableside (schema {version}); open it for writing once to upgrade it</source>
            <translation>{name} a été écrit par un Tableside plus ancien (schéma {version}) ; ouvrez-le une fois en écriture pour le mettre à jour</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened (its {tables} tables are missing)</source>
            <translation>{name} est endommagé et ne peut pas être ouvert (ses tables {tables} manquent)</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened (its {table} table is missing)</source>
            <translation>{name} est endommagé et ne peut pas être ouvert (sa table {table} manque)</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing (SQLite would not use its write-ahead log here)</source>
            <translation>{name} ne peut pas être ouvert en écriture (SQLite n’a pas pu utiliser ici son journal d’écriture anticipée)</translation>
        </message>
        <message>
            <source>{name} could not be created (SQLite left its new content in {wal})</source>
            <translation>{name} n’a pas pu être créé (SQLite a laissé son nouveau contenu dans {wal})</translation>
        </message>
        <message>
            <source>{name} could not be created ({reason})</source>
            <translation>{name} n’a pas pu être créé ({reason})</translation>
        </message>
        <message>
            <source>{name} needs an upgrade from schema {version} to {newest}, but it could not be copied to {copy} first ({reason}); the file is unchanged</source>
            <translation>{name} doit être mis à jour du schéma {version} au schéma {newest}, mais il n’a pas pu être copié d’abord vers {copy} ({reason}) ; le fichier est inchangé</translation>
        </message>
        <message>
            <source>{name} could not be upgraded from schema {version} to {newest} ({reason}); the file is unchanged, and a copy was kept at {copy}</source>
            <translation>{name} n’a pas pu être mis à jour du schéma {version} au schéma {newest} ({reason}) ; le fichier est inchangé, et une copie a été gardée dans {copy}</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>accès refusé</translation>
        </message>
        <message>
            <source>{name} cannot be opened for writing: its lock file {lock} cannot be created ({reason}); open it read-only to look</source>
            <translation>{name} ne peut pas être ouvert en écriture : son fichier de verrou {lock} ne peut pas être créé ({reason}) ; ouvrez-le en lecture seule pour le consulter</translation>
        </message>
        <message>
            <source>{name} is open in another Tableside (one writer at a time); open it read-only to look</source>
            <translation>{name} est ouvert dans un autre Tableside (un seul peut écrire à la fois) ; ouvrez-le en lecture seule pour le consulter</translation>
        </message>
        <message>
            <source>{name} cannot be opened ({reason})</source>
            <translation>{name} ne peut pas être ouvert ({reason})</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (not an SQLite database)</source>
            <translation>{name} n’est pas un fichier de tournoi Tableside (pas une base de données SQLite)</translation>
        </message>
        <message>
            <source>{name} is not a Tableside event file (an SQLite database of another application)</source>
            <translation>{name} n’est pas un fichier de tournoi Tableside (une base de données SQLite d’une autre application)</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be opened ({problem})</source>
            <translation>{name} est endommagé et ne peut pas être ouvert ({problem})</translation>
        </message>
        <message>
            <source>could not save to {name}: the disk is full; nothing was written</source>
            <translation>impossible d’enregistrer dans {name} : le disque est plein ; rien n’a été écrit</translation>
        </message>
        <message>
            <source>could not save to {name}: the file cannot be written (it or its folder may be read-only); nothing was written</source>
            <translation>impossible d’enregistrer dans {name} : le fichier ne peut pas être écrit (lui ou son dossier est peut-être en lecture seule) ; rien n’a été écrit</translation>
        </message>
        <message>
            <source>could not save to {name}: another program is using the file; nothing was written</source>
            <translation>impossible d’enregistrer dans {name} : un autre programme utilise le fichier ; rien n’a été écrit</translation>
        </message>
        <message>
            <source>could not save to {name}: {reason}; nothing was written</source>
            <translation>impossible d’enregistrer dans {name} : {reason} ; rien n’a été écrit</translation>
        </message>
        <message>
            <source>a shipped {kind} preset is already called {name}; rename the file to use it</source>
            <translation>un modèle fourni ({kind}) s’appelle déjà {name} ; renommez le fichier pour l’utiliser</translation>
        </message>
        <message>
            <source>unknown preset kind {kind} (kinds: {kinds})</source>
            <translation>type de modèle inconnu {kind} (types : {kinds})</translation>
        </message>
        <message>
            <source>a preset file needs a name before .toml</source>
            <translation>un fichier de modèle a besoin d’un nom avant .toml</translation>
        </message>
        <message>
            <source>unknown setting {key} (a scoring preset has: {keys})</source>
            <translation>réglage inconnu {key} (un modèle de points a : {keys})</translation>
        </message>
        <message>
            <source>unknown scoring system {name} (known: {known})</source>
            <translation>système de points inconnu {name} (connus : {known})</translation>
        </message>
        <message>
            <source>options must be a table, e.g. [options], got {options}</source>
            <translation>options doit être une table, p. ex. [options], pas {options}</translation>
        </message>
        <message>
            <source>label must be some words, got {label}</source>
            <translation>label doit contenir quelques mots, pas {label}</translation>
        </message>
        <message>
            <source>description must be text, got {description}</source>
            <translation>description doit être du texte, pas {description}</translation>
        </message>
        <message>
            <source>table_sizes must list whole table sizes of 2 or more, got {sizes}</source>
            <translation>table_sizes doit lister des tailles de table entières de 2 ou plus, pas {sizes}</translation>
        </message>
        <message>
            <source>a shipped {kind} preset is already called {name}; rename the file before importing it</source>
            <translation>un modèle fourni ({kind}) s’appelle déjà {name} ; renommez le fichier avant de l’importer</translation>
        </message>
        <message>
            <source>you already have a {kind} preset called {name}</source>
            <translation>vous avez déjà un modèle ({kind}) appelé {name}</translation>
        </message>
        <message>
            <source>options for {name} must be an object, got {options}</source>
            <translation>les options de {name} doivent être un objet, pas {options}</translation>
        </message>
        <message>
            <source>contribution has no percentages for {size} players (it has rows for {counts}); add a row for {size} in the event's percentages</source>
            <translation>contribution n’a pas de pourcentages pour {size} joueurs (il a des lignes pour {counts}) ; ajoutez une ligne pour {size} dans les pourcentages du tournoi</translation>
        </message>
        <message>
            <source>contribution option percentages must map a player count to a list</source>
            <translation>l’option percentages de contribution doit associer une liste à chaque nombre de joueurs</translation>
        </message>
        <message>
            <source>contribution percentages: {key} is not a player count</source>
            <translation>pourcentages de contribution : {key} n’est pas un nombre de joueurs</translation>
        </message>
        <message>
            <source>contribution percentages: a game has at least 2 players, not {size}</source>
            <translation>pourcentages de contribution : une partie a au moins 2 joueurs, pas {size}</translation>
        </message>
        <message>
            <source>contribution percentages for {size} players need {size} values, first place first</source>
            <translation>les pourcentages de contribution pour {size} joueurs demandent {size} valeurs, la première place d’abord</translation>
        </message>
        <message>
            <source>contribution percentage for {size} players</source>
            <translation>pourcentage de contribution pour {size} joueurs</translation>
        </message>
        <message>
            <source>contribution percentages for {size} players must be 100 or less</source>
            <translation>les pourcentages de contribution pour {size} joueurs doivent valoir 100 ou moins</translation>
        </message>
        <message>
            <source>{system} option {option}</source>
            <translation>option {option} de {system}</translation>
        </message>
        <message>
            <source>{what} must be a finite number, got {value}</source>
            <translation>{what} doit être un nombre fini, pas {value}</translation>
        </message>
        <message>
            <source>{what} must be a number, got {value}</source>
            <translation>{what} doit être un nombre, pas {value}</translation>
        </message>
        <message>
            <source>{what} must be greater than 0, got {value}</source>
            <translation>{what} doit être supérieur à 0, pas {value}</translation>
        </message>
        <message>
            <source>{system} has no option {option} (options: {allowed})</source>
            <translation>{system} n’a pas d’option {option} (options : {allowed})</translation>
        </message>
        <message>
            <source>placement has no points for a table of {size} players (it has points for tables of {sizes}); add a list of {size} values, first place first, as "{size}" in the option points</source>
            <translation>placement n’a pas de points pour une table de {size} joueurs (il a des points pour des tables de {sizes}) ; ajoutez une liste de {size} valeurs, la première place d’abord, comme "{size}" dans l’option points</translation>
        </message>
        <message>
            <source>placement points</source>
            <translation>points de placement</translation>
        </message>
        <message>
            <source>placement points list the table size {size} twice</source>
            <translation>les points de placement citent deux fois la taille de table {size}</translation>
        </message>
        <message>
            <source>placement points for {size} players</source>
            <translation>points de placement pour {size} joueurs</translation>
        </message>
        <message>
            <source>{what} must be a list, first place first</source>
            <translation>{what} doivent être une liste, la première place d’abord</translation>
        </message>
        <message>
            <source>placement option points must be a non-empty list, first place first (e.g. {one}), or one such list per table size (e.g. {each})</source>
            <translation>l’option points de placement doit être une liste non vide, la première place d’abord (p. ex. {one}), ou une telle liste par taille de table (p. ex. {each})</translation>
        </message>
        <message>
            <source>placement points: {key} is not a table size</source>
            <translation>points de placement : {key} n’est pas une taille de table</translation>
        </message>
        <message>
            <source>placement points: a table has at least 2 players, not {size}</source>
            <translation>points de placement : une table a au moins 2 joueurs, pas {size}</translation>
        </message>
        <message>
            <source>{what} need {size} values, one per place, first place first; got {count}</source>
            <translation>{what} demandent {size} valeurs, une par place, la première place d’abord ; il y en a {count}</translation>
        </message>
        <message>
            <source>{what}, place {place}</source>
            <translation>{what}, place {place}</translation>
        </message>
        <message>
            <source>{system} needs the option x (average points per game)</source>
            <translation>{system} a besoin de l’option x (points moyens par partie)</translation>
        </message>
        <message>
            <source>Could not read the settings file {path}: {reason}. Using defaults.</source>
            <translation>Le fichier de réglages {path} n’a pas pu être lu : {reason}. Les réglages par défaut sont utilisés.</translation>
        </message>
        <message>
            <source>The settings file {path} was broken ({reason}); it was kept as {aside} and Tableside started with default settings.</source>
            <translation>Le fichier de réglages {path} était abîmé ({reason}) ; il a été gardé sous le nom {aside} et Tableside a démarré avec les réglages par défaut.</translation>
        </message>
        <message>
            <source>{what} is not UTF-8 text (byte {byte}); save it as CSV UTF-8</source>
            <translation>{what} n’est pas du texte UTF-8 (octet {byte}) ; enregistrez-la en CSV UTF-8</translation>
        </message>
        <message>
            <source>line {line}: this line cannot be read as CSV ({reason})</source>
            <translation>ligne {line} : cette ligne ne peut pas être lue comme du CSV ({reason})</translation>
        </message>
        <message>
            <source>line {line}: {problem}</source>
            <translation>ligne {line} : {problem}</translation>
        </message>
        <message>
            <source>and {more} more</source>
            <translation>et {more} autres</translation>
        </message>
        <message>
            <source>no ratings were read: {problems}</source>
            <translation>aucune cote n’a été lue : {problems}</translation>
        </message>
        <message>
            <source>the ratings file</source>
            <translation>la liste des cotes</translation>
        </message>
        <message>
            <source>{count} column(s) where a name and a rating were expected</source>
            <translation>{count} colonne(s) là où un nom et une cote étaient attendus</translation>
        </message>
        <message>
            <source>{count} column(s) where a name and a rating (and the log head) were expected</source>
            <translation>{count} colonne(s) là où un nom et une cote (et la tête du journal) étaient attendus</translation>
        </message>
        <message>
            <source>the rating {rating} is not a whole number of at least 0</source>
            <translation>la cote {rating} n’est pas un nombre entier d’au moins 0</translation>
        </message>
        <message>
            <source>The event file {name} was replaced by another file</source>
            <translation>Le fichier de tournoi {name} a été remplacé par un autre fichier</translation>
        </message>
        <message>
            <source>The folder of the event file {name} is gone (unmounted, moved or deleted)</source>
            <translation>Le dossier du fichier de tournoi {name} a disparu (démonté, déplacé ou supprimé)</translation>
        </message>
        <message>
            <source>The event file {name} was deleted or moved away</source>
            <translation>Le fichier de tournoi {name} a été supprimé ou déplacé</translation>
        </message>
    </context>
    <context>
        <name>new_event_dialog</name>
        <message>
            <source>Table points (document 000): 6·(2M−P−J)/(M−1)</source>
            <translation>Points de table (document 000) : 6·(2M−P−J)/(M−1)</translation>
        </message>
        <message>
            <source>RPLOPS v1 (document 001)</source>
            <translation>RPLOPS v1 (document 001)</translation>
        </message>
        <message>
            <source>RPLOPS v2 (document 001)</source>
            <translation>RPLOPS v2 (document 001)</translation>
        </message>
        <message>
            <source>Contribution rating (document 002)</source>
            <translation>Cote de contribution (document 002)</translation>
        </message>
        <message>
            <source>Placement: fixed points per place</source>
            <translation>Classement : points fixes par place</translation>
        </message>
        <message>
            <source>CSV files (*.csv);;All files (*)</source>
            <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>New event</source>
            <translation>Nouveau tournoi</translation>
        </message>
        <message>
            <source>e.g. Autumn Cup 2026</source>
            <translation>p. ex. Coupe d’automne 2026</translation>
        </message>
        <message>
            <source>Event name</source>
            <translation>Nom du tournoi</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>%1 (your preset)</source>
            <translation>%1 (votre modèle)</translation>
        </message>
        <message>
            <source>Scoring preset</source>
            <translation>Modèle de score</translation>
        </message>
        <message>
            <source>Scoring system</source>
            <translation>Système de score</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Timer preset</source>
            <translation>Modèle de pendules</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Round length</source>
            <translation>Durée de la ronde</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Parcourir…</translation>
        </message>
        <message>
            <source>Event file</source>
            <translation>Fichier du tournoi</translation>
        </message>
        <message>
            <source>Create event</source>
            <translation>Créer le tournoi</translation>
        </message>
        <message>
            <source>No options</source>
            <translation>Aucune option</translation>
        </message>
        <message>
            <source>Weight by the game's usual length</source>
            <translation>Pondérer par la durée habituelle du jeu</translation>
        </message>
        <message>
            <source>x (average points)</source>
            <translation>x (points moyens)</translation>
        </message>
        <message>
            <source>Default hours</source>
            <translation>Heures par défaut</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Import ratings (CSV)…</source>
            <translation>Importer des cotes (CSV)…</translation>
        </message>
        <message>
            <source>The ratings an earlier event exported (name,rating): its players start from them here</source>
            <translation>Les cotes qu’un tournoi précédent a exportées (nom,cote) : ses joueurs en partent ici</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Effacer</translation>
        </message>
        <message>
            <source>Ratings brought in:</source>
            <translation>Cotes reprises :</translation>
        </message>
        <message>
            <source>Start rating</source>
            <translation>Cote de départ</translation>
        </message>
        <message>
            <source>Bonus after playing more than</source>
            <translation>Bonus après avoir joué plus de</translation>
        </message>
        <message>
            <source>One table size: 12, 8, 4, 0. A list per size: 4: 12, 8, 4, 0; 3: 12, 6, 0</source>
            <translation>Une taille de table : 12, 8, 4, 0. Une liste par taille : 4: 12, 8, 4, 0; 3: 12, 6, 0</translation>
        </message>
        <message>
            <source>Points, first place first</source>
            <translation>Points, première place d’abord</translation>
        </message>
        <message>
            <source>Import ratings from an earlier event</source>
            <translation>Importer les cotes d’un tournoi précédent</translation>
        </message>
        <message>
            <source>%1: %2. Nothing was imported.</source>
            <translation>%1 : %2. Rien n’a été importé.</translation>
        </message>
        <message>
            <source>%1 cannot be read: %2. Nothing was imported.</source>
            <translation>%1 ne peut pas être lu : %2. Rien n’a été importé.</translation>
        </message>
        <message>
            <source>%1 has no ratings in it. Nothing was imported.</source>
            <translation>%1 ne contient aucune cote. Rien n’a été importé.</translation>
        </message>
        <message>
            <source>None: every player starts at the start rating.</source>
            <translation>Aucune : chaque joueur part de la cote de départ.</translation>
        </message>
        <message numerus="yes">
            <source>%n rating(s)%1; the others start at the start rating.</source>
            <translation>
                <numerusform>%n cote%1 ; les autres partent de la cote de départ.</numerusform>
                <numerusform>%n cotes%1 ; les autres partent de la cote de départ.</numerusform>
            </translation>
        </message>
        <message>
            <source>Tableside events (*.tableside)</source>
            <translation>Tournois Tableside (*.tableside)</translation>
        </message>
        <message>
            <source>Give the event a name.</source>
            <translation>Donnez un nom au tournoi.</translation>
        </message>
        <message>
            <source>The scoring options are not right: %1.</source>
            <translation>Les options de score ne conviennent pas : %1.</translation>
        </message>
        <message>
            <source>Choose where to save the event file.</source>
            <translation>Choisissez où enregistrer le fichier du tournoi.</translation>
        </message>
        <message>
            <source>%1 already exists; choose another name or open it instead.</source>
            <translation>%1 existe déjà ; choisissez un autre nom ou ouvrez-le.</translation>
        </message>
    </context>
    <context>
        <name>numbers_dialog</name>
        <message>
            <source>Table %1: the numbers</source>
            <translation>Table %1 : les nombres</translation>
        </message>
        <message>
            <source>Enter each remaining player's number (assets, victory points). The highest number ranks first; equal numbers share the place.</source>
            <translation>Saisissez le nombre de chaque joueur encore en jeu (patrimoine, points de victoire). Le plus grand nombre est classé premier ; des nombres égaux partagent la place.</translation>
        </message>
        <message>
            <source>%1's number must be a whole number.</source>
            <translation>Le nombre de %1 doit être un nombre entier.</translation>
        </message>
        <message>
            <source>Nothing was entered.</source>
            <translation>Rien n'a été saisi.</translation>
        </message>
    </context>
    <context>
        <name>panel_dialog</name>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
    </context>
    <context>
        <name>pdf_seating</name>
        <message>
            <source>could not write the PDF %1</source>
            <translation>impossible d’écrire le PDF %1</translation>
        </message>
        <message>
            <source>the round has no tables yet; seat it first</source>
            <translation>la ronde n’a pas encore de tables ; placez-la d’abord</translation>
        </message>
        <message>
            <source>Event log %1 · check the event file with: tableside verify FILE --expect %1</source>
            <translation>Journal du tournoi %1 · vérifier le fichier du tournoi avec : tableside verify FILE --expect %1</translation>
        </message>
        <message>
            <source>%1 — round %2: seating and result slips</source>
            <translation>%1 — ronde %2 : placement et fiches de résultats</translation>
        </message>
        <message>
            <source>Round %1: find your table</source>
            <translation>Ronde %1 : trouvez votre table</translation>
        </message>
        <message>
            <source>%1 · players by name%2</source>
            <translation>%1 · joueurs par nom%2</translation>
        </message>
        <message>
            <source>Result slip — Table %1</source>
            <translation>Fiche de résultats — Table %1</translation>
        </message>
        <message>
            <source>Event log %1</source>
            <translation>Journal du tournoi %1</translation>
        </message>
        <message numerus="yes">
            <source>Rounding remainder at this table: %n rating point(s) (losses − gains)</source>
            <translation>
                <numerusform>Reste d’arrondi à cette table : %n point de cote (pertes − gains)</numerusform>
                <numerusform>Reste d’arrondi à cette table : %n points de cote (pertes − gains)</numerusform>
            </translation>
        </message>
        <message>
            <source>Judge's signature:</source>
            <translation>Signature de l’arbitre :</translation>
        </message>
    </context>
    <context>
        <name>player_row</name>
        <message>
            <source>Select for “Out together”</source>
            <translation>Cocher pour « Éliminer »</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Éliminé</translation>
        </message>
        <message>
            <source>Decide: %1</source>
            <translation>Décider : %1</translation>
        </message>
        <message>
            <source>Decide: start a decision for %1 (Ctrl+%2)</source>
            <translation>Décider : lancer une décision pour %1 (Ctrl+%2)</translation>
        </message>
        <message>
            <source>Decide: start a decision for %1</source>
            <translation>Décider : lancer une décision pour %1</translation>
        </message>
        <message>
            <source>Pause?</source>
            <translation>Pause ?</translation>
        </message>
        <message>
            <source>This player asks for a pause: opens the vote</source>
            <translation>Ce joueur demande une pause : ouvre le vote</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>if out now: &lt;b&gt;{}&lt;/b&gt;</source>
            <translation>si éliminé maintenant : &lt;b&gt;{}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>if together: &lt;b&gt;{}&lt;/b&gt;</source>
            <translation>si ensemble : &lt;b&gt;{}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Select %1</source>
            <translation>Cocher %1</translation>
        </message>
        <message>
            <source>Points for this game</source>
            <translation>Points pour cette partie</translation>
        </message>
        <message>
            <source>What leaving now, together with the other ticked players (Out together), would give this player</source>
            <translation>Ce que sortir maintenant, avec les autres joueurs cochés (Éliminer ensemble), donnerait à ce joueur</translation>
        </message>
        <message>
            <source>What leaving now, alone, would give this player</source>
            <translation>Ce que sortir maintenant, seul, rapporterait à ce joueur</translation>
        </message>
    </context>
    <context>
        <name>players_panel</name>
        <message>
            <source>Player lists (*.csv *.txt);;All files (*)</source>
            <translation>Listes de joueurs (*.csv *.txt);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Add a player (late entries too)</source>
            <translation>Ajouter un joueur (inscriptions tardives aussi)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>Cette ronde</translation>
        </message>
        <message>
            <source>New name for the chosen player</source>
            <translation>Nouveau nom pour le joueur choisi</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renommer</translation>
        </message>
        <message>
            <source>Drop</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <source>The player keeps their results in the standings and is never seated again</source>
            <translation>Le joueur garde ses résultats au classement et n’est plus jamais placé</translation>
        </message>
        <message>
            <source>Import a list from a CSV file: one name per line, or a first line naming the columns (the name column is read, an id column too, the others are ignored)</source>
            <translation>Importer une liste depuis un fichier CSV : un nom par ligne, ou une première ligne qui nomme les colonnes (la colonne du nom est lue, une colonne id aussi, les autres sont ignorées)</translation>
        </message>
        <message>
            <source>Refuse names already taken</source>
            <translation>Refuser les noms déjà pris</translation>
        </message>
        <message>
            <source>Number them: Ana (2)</source>
            <translation>Les numéroter : Ana (2)</translation>
        </message>
        <message>
            <source>Import from CSV…</source>
            <translation>Importer un CSV…</translation>
        </message>
        <message>
            <source>Duplicate names:</source>
            <translation>Noms en double :</translation>
        </message>
        <message>
            <source>dropped</source>
            <translation>retiré</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>exempt</translation>
        </message>
        <message>
            <source>table %1</source>
            <translation>table %1</translation>
        </message>
        <message>
            <source>not seated</source>
            <translation>non placé</translation>
        </message>
        <message>
            <source>Type the player's name first.</source>
            <translation>Tapez d’abord le nom du joueur.</translation>
        </message>
        <message>
            <source>move them to a table in Seating before the round starts</source>
            <translation>placez-le à une table dans Placement avant le début de la ronde</translation>
        </message>
        <message>
            <source>they are seated from the next round on</source>
            <translation>il est placé à partir de la prochaine ronde</translation>
        </message>
        <message>
            <source>%1 is registered as a late entry: %2.</source>
            <translation>%1 est inscrit en retard : %2.</translation>
        </message>
        <message>
            <source>Choose a player in the list first.</source>
            <translation>Choisissez d’abord un joueur dans la liste.</translation>
        </message>
        <message>
            <source>%1 is now %2.</source>
            <translation>%1 s’appelle maintenant %2.</translation>
        </message>
        <message>
            <source>%1 is dropped: kept in the standings, never seated again (the history can undo it).</source>
            <translation>%1 est retiré : il reste au classement et n’est plus jamais placé (l’historique peut l’annuler).</translation>
        </message>
        <message>
            <source>Import players from a CSV file</source>
            <translation>Importer des joueurs depuis un fichier CSV</translation>
        </message>
        <message>
            <source>Could not read %1: %2. Nothing was imported.</source>
            <translation>Impossible de lire %1 : %2. Rien n’a été importé.</translation>
        </message>
        <message>
            <source>Line %1: %2</source>
            <translation>Ligne %1 : %2</translation>
        </message>
        <message numerus="yes">
            <source>and %n more.</source>
            <translation>
                <numerusform>et %n de plus.</numerusform>
                <numerusform>et %n de plus.</numerusform>
            </translation>
        </message>
        <message>
            <source>
(To import repeated names as “Ana (2)”, choose “Number them” and import again.)</source>
            <translation>
(Pour importer les noms répétés sous la forme « Ana (2) », choisissez « Les numéroter » et importez à nouveau.)</translation>
        </message>
        <message>
            <source>Nothing was imported. Fix the file and import it again:
</source>
            <translation>Rien n’a été importé. Corrigez le fichier et importez-le à nouveau :
</translation>
        </message>
        <message>
            <source>Nothing was imported: %1.</source>
            <translation>Rien n’a été importé : %1.</translation>
        </message>
        <message>
            <source>The file lists no players; nothing was imported.</source>
            <translation>Le fichier ne contient aucun joueur ; rien n’a été importé.</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s).</source>
            <translation>
                <numerusform>%n joueur importé.</numerusform>
                <numerusform>%n joueurs importés.</numerusform>
            </translation>
        </message>
        <message>
            <source>Numbered: %1.</source>
            <translation>Numérotés : %1.</translation>
        </message>
    </context>
    <context>
        <name>presets_dialog</name>
        <message>
            <source>Presets (*.toml);;All files (*)</source>
            <translation>Modèles (*.toml);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Presets: scoring and timers</source>
            <translation>Modèles : score et pendules</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>What it is</source>
            <translation>Ce que c’est</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Origine</translation>
        </message>
        <message>
            <source>&lt;b&gt;⚠ These files could not be read and are left out:&lt;/b&gt;</source>
            <translation>&lt;b&gt;⚠ Ces fichiers n’ont pas pu être lus et sont écartés :&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importer…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Delete one of your own presets (shipped ones stay)</source>
            <translation>Supprimer un de vos propres modèles (ceux fournis restent)</translation>
        </message>
        <message>
            <source>Open my presets folder</source>
            <translation>Ouvrir mon dossier de modèles</translation>
        </message>
        <message>
            <source>You already have a preset called %1. Replace it with %2?</source>
            <translation>Vous avez déjà un modèle nommé %1. Le remplacer par %2 ?</translation>
        </message>
        <message>
            <source>Not imported: you kept your preset %1.</source>
            <translation>Non importé : vous avez gardé votre modèle %1.</translation>
        </message>
        <message>
            <source>Not imported: %1</source>
            <translation>Non importé : %1</translation>
        </message>
        <message>
            <source>Not imported: %1: %2</source>
            <translation>Non importé : %1 : %2</translation>
        </message>
        <message>
            <source>Imported the %1 preset %2 into %3.</source>
            <translation>Modèle %1 %2 importé dans %3.</translation>
        </message>
        <message>
            <source>Choose a preset to export first.</source>
            <translation>Choisissez d’abord un modèle à exporter.</translation>
        </message>
        <message>
            <source>Not exported: %1: %2</source>
            <translation>Non exporté : %1 : %2</translation>
        </message>
        <message>
            <source>Exported %1 to %2.</source>
            <translation>%1 exporté vers %2.</translation>
        </message>
        <message>
            <source>Not removed: %1</source>
            <translation>Non supprimé : %1</translation>
        </message>
        <message>
            <source>Removed your %1 preset %2.</source>
            <translation>Votre modèle %1 %2 a été supprimé.</translation>
        </message>
        <message>
            <source>Import a preset</source>
            <translation>Importer un modèle</translation>
        </message>
        <message>
            <source>Export the preset</source>
            <translation>Exporter le modèle</translation>
        </message>
        <message>
            <source>Replace your preset?</source>
            <translation>Remplacer votre modèle ?</translation>
        </message>
    </context>
    <context>
        <name>projector.menu</name>
        <message>
            <source>&amp;Projector</source>
            <translation>&amp;Projecteur</translation>
        </message>
        <message>
            <source>&amp;Show the projector (screen from Settings)</source>
            <translation>&amp;Afficher le projecteur (écran des réglages)</translation>
        </message>
        <message>
            <source>Projector on screen %1: %2 (%3×%4)</source>
            <translation>Projecteur sur l’écran %1 : %2 (%3×%4)</translation>
        </message>
        <message>
            <source>Projector in a window (to check it here)</source>
            <translation>Projecteur dans une fenêtre (pour le vérifier ici)</translation>
        </message>
        <message>
            <source>Hide the projector</source>
            <translation>Cacher le projecteur</translation>
        </message>
        <message>
            <source>Show: %1</source>
            <translation>Afficher : %1</translation>
        </message>
    </context>
    <context>
        <name>projector.scene</name>
        <message>
            <source>PAUSED</source>
            <translation>EN PAUSE</translation>
        </message>
        <message>
            <source>EXTRA TIME</source>
            <translation>TEMPS SUPPLÉMENTAIRE</translation>
        </message>
        <message>
            <source>LAST TURN</source>
            <translation>DERNIER TOUR</translation>
        </message>
        <message>
            <source>TIME IS UP</source>
            <translation>TEMPS ÉCOULÉ</translation>
        </message>
        <message>
            <source>(dropped)</source>
            <translation>(retiré)</translation>
        </message>
        <message>
            <source>(corrected %1)</source>
            <translation>(corrigé %1)</translation>
        </message>
        <message>
            <source>Table %1</source>
            <translation>Table %1</translation>
        </message>
        <message>
            <source>FINISHED</source>
            <translation>TERMINÉE</translation>
        </message>
        <message>
            <source>in</source>
            <translation>en jeu</translation>
        </message>
        <message>
            <source>reported</source>
            <translation>signalé</translation>
        </message>
        <message>
            <source>NOT STARTED</source>
            <translation>PAS COMMENCÉE</translation>
        </message>
    </context>
    <context>
        <name>projector.window</name>
        <message>
            <source>Automatic (find your table, then tables and standings)</source>
            <translation>Automatique (trouvez votre table, puis tables et classement)</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
        </message>
        <message>
            <source>Find your table</source>
            <translation>Trouvez votre table</translation>
        </message>
        <message>
            <source>Live tables</source>
            <translation>Tables en cours</translation>
        </message>
        <message>
            <source>+%1 min · %2</source>
            <translation>+%1 min · %2</translation>
        </message>
        <message>
            <source>Tableside — projector</source>
            <translation>Tableside — projecteur</translation>
        </message>
        <message>
            <source>Not checked in (%1): %2</source>
            <translation>Pas pointés (%1) : %2</translation>
        </message>
        <message>
            <source>Check-in code %1 · %2</source>
            <translation>Code de pointage %1 · %2</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Ronde %1</translation>
        </message>
        <message>
            <source>Table %1 %2</source>
            <translation>Table %1 %2</translation>
        </message>
        <message>
            <source>Estimated end %1</source>
            <translation>Fin prévue %1</translation>
        </message>
        <message>
            <source>No event is open</source>
            <translation>Aucun tournoi n’est ouvert</translation>
        </message>
        <message>
            <source>Log %1</source>
            <translation>Journal %1</translation>
        </message>
        <message>
            <source>No players registered yet</source>
            <translation>Aucun joueur inscrit pour l’instant</translation>
        </message>
        <message>
            <source>Find your table — %1</source>
            <translation>Trouvez votre table — %1</translation>
        </message>
        <message>
            <source>The tables are not seated yet</source>
            <translation>Les tables ne sont pas encore placées</translation>
        </message>
        <message>
            <source>Tables — %1</source>
            <translation>Tables — %1</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tables</translation>
        </message>
        <message>
            <source>No tables yet</source>
            <translation>Pas encore de tables</translation>
        </message>
        <message numerus="yes">
            <source>%n result(s) corrected</source>
            <translation>
                <numerusform>%n résultat corrigé</numerusform>
                <numerusform>%n résultats corrigés</numerusform>
            </translation>
        </message>
        <message>
            <source>Standings after round %1</source>
            <translation>Classement après la ronde %1</translation>
        </message>
        <message>
            <source>Standings — round %1 in play</source>
            <translation>Classement — ronde %1 en cours</translation>
        </message>
        <message>
            <source>Live tables and standings on your phone:
%1</source>
            <translation>Tables en cours et classement sur votre téléphone :
%1</translation>
        </message>
    </context>
    <context>
        <name>report_strip</name>
        <message>
            <source>Confirm</source>
            <translation>Confirmer</translation>
        </message>
        <message>
            <source>The judge confirms the leave as reported</source>
            <translation>L'arbitre confirme la sortie telle que signalée</translation>
        </message>
        <message>
            <source>Overrule…</source>
            <translation>Rejeter…</translation>
        </message>
        <message>
            <source>Refuse the report, saying why (the log keeps it)</source>
            <translation>Refuser le signalement en disant pourquoi (le journal le garde)</translation>
        </message>
        <message>
            <source>Reported: %1 out — not confirmed in time: a judge is called</source>
            <translation>Signalé : %1 sorti — non confirmé à temps : un arbitre est appelé</translation>
        </message>
        <message>
            <source>Reported: %1 out — waiting for another player to confirm</source>
            <translation>Signalé : %1 sorti — en attente de la confirmation d'un autre joueur</translation>
        </message>
        <message>
            <source>Overrule the report</source>
            <translation>Rejeter le signalement</translation>
        </message>
        <message>
            <source>Why is the report overruled? (the history shows it)</source>
            <translation>Pourquoi le signalement est-il rejeté ? (l'historique le montre)</translation>
        </message>
    </context>
    <context>
        <name>reports_dialog</name>
        <message>
            <source>Reports at the table</source>
            <translation>Signalements à la table</translation>
        </message>
        <message>
            <source>A player or the table's device reports who leaves; another player at the table confirms it, and only then is it the leave, at the moment it was reported. The table's card shows a report waiting, to confirm or overrule.</source>
            <translation>Un joueur ou l'appareil de la table signale qui sort ; un autre joueur de la table le confirme, et alors seulement c'est la sortie, au moment signalé. La carte de la table montre un signalement en attente, à confirmer ou rejeter.</translation>
        </message>
        <message>
            <source>The tables report their own leaves</source>
            <translation>Les tables signalent elles-mêmes leurs sorties</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>A judge is called if nobody confirms within:</source>
            <translation>Un arbitre est appelé si personne ne confirme sous :</translation>
        </message>
        <message>
            <source>Players' phones take part (the seat codes the table's device shows; setting this again makes new codes)</source>
            <translation>Les téléphones des joueurs participent (les codes de place que montre l'appareil de la table ; le régler à nouveau crée de nouveaux codes)</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Rien n’a été modifié.</translation>
        </message>
    </context>
    <context>
        <name>round_bar</name>
        <message>
            <source>Extend a table's round</source>
            <translation>Prolonger la ronde d’une table</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Extra time</source>
            <translation>Temps supplémentaire</translation>
        </message>
        <message>
            <source>Start round</source>
            <translation>Démarrer la ronde</translation>
        </message>
        <message>
            <source>Start the round clock and every table's game (Ctrl+Shift+S)</source>
            <translation>Lancer la pendule de ronde et la partie de chaque table (Ctrl+Maj+S)</translation>
        </message>
        <message>
            <source>Pause round</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Pause or resume the round clock (Ctrl+Shift+P)</source>
            <translation>Mettre en pause ou reprendre la pendule de ronde (Ctrl+Maj+P)</translation>
        </message>
        <message>
            <source>Extend…</source>
            <translation>Prolonger…</translation>
        </message>
        <message>
            <source>Give one table more minutes (Ctrl+Shift+E)</source>
            <translation>Donner plus de minutes à une table (Ctrl+Maj+E)</translation>
        </message>
        <message>
            <source>Seat round %1…</source>
            <translation>Placer la ronde %1…</translation>
        </message>
        <message>
            <source>Every table is finished: open and seat the next round</source>
            <translation>Toutes les tables ont fini : ouvrir et placer la ronde suivante</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>%1 · no round open</source>
            <translation>%1 · aucune ronde ouverte</translation>
        </message>
        <message>
            <source>No round open</source>
            <translation>Aucune ronde ouverte</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Ronde %1</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Pas commencée</translation>
        </message>
        <message>
            <source>%1 left</source>
            <translation>reste %1</translation>
        </message>
        <message>
            <source>%1 Time is up · last turn at %2</source>
            <translation>%1 Temps écoulé · dernier tour à %2</translation>
        </message>
        <message>
            <source>%1 Time is up</source>
            <translation>%1 Temps écoulé</translation>
        </message>
        <message>
            <source>%1 PAUSED%2</source>
            <translation>%1 EN PAUSE%2</translation>
        </message>
        <message>
            <source>%1 extra time%2</source>
            <translation>%1 temps supplémentaire%2</translation>
        </message>
        <message>
            <source>%1 running%2</source>
            <translation>%1 en jeu%2</translation>
        </message>
        <message>
            <source>Round %1 time left: %2</source>
            <translation>Ronde %1, temps restant : %2</translation>
        </message>
        <message>
            <source>%1 All tables finished</source>
            <translation>%1 Toutes les tables ont fini</translation>
        </message>
        <message>
            <source>Resume round</source>
            <translation>Reprendre</translation>
        </message>
    </context>
    <context>
        <name>round_end</name>
        <message>
            <source>Play is over: enter the numbers</source>
            <translation>La partie est terminée : saisissez les nombres</translation>
        </message>
        <message>
            <source>%1 of last-turn time</source>
            <translation>%1 de temps du dernier tour</translation>
        </message>
        <message numerus="yes">
            <source>%n more turn(s): end them when they are done</source>
            <translation>
                <numerusform>Encore %n tour : terminez-le quand il est joué</numerusform>
                <numerusform>Encore %n tours : terminez-les quand ils sont joués</numerusform>
            </translation>
        </message>
        <message>
            <source>Last turn: end it when the turn is done</source>
            <translation>Dernier tour : terminez-le quand le tour est fini</translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) left</source>
            <translation>
                <numerusform>Encore %n tour</numerusform>
                <numerusform>Encore %n tours</numerusform>
            </translation>
        </message>
        <message>
            <source>Last turn</source>
            <translation>Dernier tour</translation>
        </message>
    </context>
    <context>
        <name>seating_panel</name>
        <message>
            <source>. A number such as 1.5 or 3/2.</source>
            <translation>. Un nombre comme 1.5 ou 3/2.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>The game played at every table of the round</source>
            <translation>Le jeu joué à chaque table de la ronde</translation>
        </message>
        <message>
            <source>Every table's usual length in hours, for RPLOPS with hours (empty: the event's default)</source>
            <translation>La durée habituelle de chaque table en heures, pour RPLOPS avec heures (vide : celle du tournoi)</translation>
        </message>
        <message>
            <source>Open next round</source>
            <translation>Ouvrir la ronde suivante</translation>
        </message>
        <message>
            <source>Seat round</source>
            <translation>Placer la ronde</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Jeu :</translation>
        </message>
        <message>
            <source>Hours:</source>
            <translation>Heures :</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>The next round's length (the round clock); the event's default to start with</source>
            <translation>La durée de la prochaine ronde (la pendule de ronde) ; au départ, celle du tournoi</translation>
        </message>
        <message>
            <source>Import players…</source>
            <translation>Importer des joueurs…</translation>
        </message>
        <message>
            <source>Register a list of players from a CSV file (as Event ▸ Players does)</source>
            <translation>Inscrire une liste de joueurs depuis un fichier CSV (comme Tournoi ▸ Joueurs)</translation>
        </message>
        <message>
            <source>Length:</source>
            <translation>Durée :</translation>
        </message>
        <message>
            <source>Final of the top</source>
            <translation>Finale des meilleurs</translation>
        </message>
        <message>
            <source>The next round is a final: the best players of the standings play it, seated by seed, and it ranks them above everyone else</source>
            <translation>La prochaine ronde est une finale : les meilleurs du classement la jouent, placés selon leur rang, et elle les classe devant tous les autres</translation>
        </message>
        <message>
            <source>scored as the event</source>
            <translation>comptée comme le tournoi</translation>
        </message>
        <message>
            <source>scored by %1</source>
            <translation>comptée selon %1</translation>
        </message>
        <message>
            <source>Swap the two chosen players</source>
            <translation>Échanger les deux joueurs choisis</translation>
        </message>
        <message>
            <source>Move to table</source>
            <translation>Déplacer à la table</translation>
        </message>
        <message>
            <source>Pick two players (Ctrl+click) and Swap, or one player and a table and Move; or drag a player onto another player (swap) or onto a table (move).</source>
            <translation>Choisissez deux joueurs (Ctrl+clic) et Échanger, ou un joueur et une table et Déplacer ; ou faites glisser un joueur sur un autre (échange) ou sur une table (déplacement).</translation>
        </message>
        <message>
            <source>This table's usual length in hours, for RPLOPS with hours (empty: the event's default)</source>
            <translation>La durée habituelle de cette table en heures, pour RPLOPS avec heures (vide : celle du tournoi)</translation>
        </message>
        <message>
            <source>Set game</source>
            <translation>Fixer le jeu</translation>
        </message>
        <message>
            <source>Give the chosen table this game and hours (logged; Undo takes it back)</source>
            <translation>Donner à la table choisie ce jeu et ces heures (consigné ; Annuler le reprend)</translation>
        </message>
        <message>
            <source>No event is open.</source>
            <translation>Aucun tournoi n’est ouvert.</translation>
        </message>
        <message>
            <source>Open and seat round %1</source>
            <translation>Ouvrir et placer la ronde %1</translation>
        </message>
        <message>
            <source>Open round %1 for check-in</source>
            <translation>Ouvrir la ronde %1 au pointage</translation>
        </message>
        <message>
            <source>No round is open: set its length and seat it (the round opens first).</source>
            <translation>Aucune ronde n’est ouverte : fixez sa durée et placez-la (la ronde s’ouvre d’abord).</translation>
        </message>
        <message>
            <source>Round %1 has started: its seats can no longer change.</source>
            <translation>La ronde %1 a commencé : ses places ne peuvent plus changer.</translation>
        </message>
        <message>
            <source>Round %1 is seated. Move or swap players until you start it.</source>
            <translation>La ronde %1 est placée. Déplacez ou échangez des joueurs jusqu’à son démarrage.</translation>
        </message>
        <message>
            <source>Seat round %1</source>
            <translation>Placer la ronde %1</translation>
        </message>
        <message>
            <source>Round %1 is a final: the top %2 of the standings, seated by seed.</source>
            <translation>La ronde %1 est une finale : les %2 meilleurs du classement, placés selon leur rang.</translation>
        </message>
        <message>
            <source>Round %1: nobody has checked in yet (Event ▸ Check-in).</source>
            <translation>Ronde %1 : personne n’a encore pointé (Tournoi ▸ Pointage).</translation>
        </message>
        <message>
            <source>Round %1 cannot be seated: %2.</source>
            <translation>La ronde %1 ne peut pas être placée : %2.</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %2 players to seat at %n table(s) (%3).</source>
            <translation>
                <numerusform>Ronde %1 : %2 joueurs à placer à %n table (%3).</numerusform>
                <numerusform>Ronde %1 : %2 joueurs à placer à %n tables (%3).</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 players checked in.</source>
            <translation>%1 joueurs sur %2 pointés.</translation>
        </message>
        <message>
            <source>Round %1 cannot be seated as the event's table sizes stand.</source>
            <translation>La ronde %1 ne peut pas être placée avec les tailles de table du tournoi.</translation>
        </message>
        <message>
            <source>%1. Choose how to seat this round:</source>
            <translation>%1. Choisissez comment placer cette ronde :</translation>
        </message>
        <message>
            <source>a bye leaves the rating as it is</source>
            <translation>une exemption laisse la cote telle quelle</translation>
        </message>
        <message>
            <source>a bye is worth %1</source>
            <translation>une exemption vaut %1</translation>
        </message>
        <message>
            <source>One table of 5 (%1)</source>
            <translation>Une table de 5 (%1)</translation>
        </message>
        <message numerus="yes">
            <source>Give %n player(s) a bye (%1; %2)</source>
            <translation>
                <numerusform>Exempter %n joueur (%1 ; %2)</numerusform>
                <numerusform>Exempter %n joueurs (%1 ; %2)</numerusform>
            </translation>
        </message>
        <message>
            <source>Table %1</source>
            <translation>Table %1</translation>
        </message>
        <message>
            <source>Not seated (%1: late entries)</source>
            <translation>Non placés (%1 : inscriptions tardives)</translation>
        </message>
        <message>
            <source>Import players from a CSV file</source>
            <translation>Importer des joueurs depuis un fichier CSV</translation>
        </message>
        <message>
            <source>Choose the table whose game to set.</source>
            <translation>Choisissez la table dont fixer le jeu.</translation>
        </message>
        <message>
            <source>Pick exactly two players to swap.</source>
            <translation>Choisissez exactement deux joueurs à échanger.</translation>
        </message>
        <message>
            <source>Pick one player and the table to move them to.</source>
            <translation>Choisissez un joueur et la table où le déplacer.</translation>
        </message>
        <message>
            <source>Drop a player on a table to move them there, or on another player to swap their seats (a bye is given by swapping with a player who has one).</source>
            <translation>Déposez un joueur sur une table pour l’y déplacer, ou sur un autre joueur pour échanger leurs places (on donne une exemption en échangeant avec un joueur qui en a une).</translation>
        </message>
        <message>
            <source>&amp;Tables</source>
            <translation>&amp;Tables</translation>
        </message>
        <message>
            <source>&amp;Constraints</source>
            <translation>&amp;Contraintes</translation>
        </message>
        <message>
            <source>Seating</source>
            <translation>Placement</translation>
        </message>
    </context>
    <context>
        <name>settings_dialog</name>
        <message>
            <source>Settings</source>
            <translation>Réglages</translation>
        </message>
        <message>
            <source>New events score with</source>
            <translation>Les nouveaux tournois comptent avec</translation>
        </message>
        <message>
            <source>New events time with</source>
            <translation>Les nouveaux tournois chronomètrent avec</translation>
        </message>
        <message>
            <source>The default folder</source>
            <translation>Le dossier par défaut</translation>
        </message>
        <message>
            <source>Empty: the default folder, %1</source>
            <translation>Vide : le dossier par défaut, %1</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Parcourir…</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>Par défaut</translation>
        </message>
        <message>
            <source>Go back to the default data folder</source>
            <translation>Revenir au dossier de données par défaut</translation>
        </message>
        <message>
            <source>Event files go in</source>
            <translation>Les fichiers de tournoi vont dans</translation>
        </message>
        <message>
            <source>Choose by itself (a screen other than this window's)</source>
            <translation>Choisir seul (un autre écran que celui de cette fenêtre)</translation>
        </message>
        <message>
            <source>Screen %1: %2 (%3×%4)</source>
            <translation>Écran %1 : %2 (%3×%4)</translation>
        </message>
        <message>
            <source>Screen %1 (not connected now)</source>
            <translation>Écran %1 (non connecté pour l’instant)</translation>
        </message>
        <message>
            <source>Projector screen</source>
            <translation>Écran du projecteur</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Taille du texte</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Thème</translation>
        </message>
        <message>
            <source>Compact shows more tables at once (one short line a player); comfortable has finger-sized buttons. Automatic: compact on a screen below %1 pixels high.</source>
            <translation>Compact montre plus de tables à la fois (une ligne courte par joueur) ; confortable a des boutons à la taille du doigt. Automatique : compact sur un écran de moins de %1 pixels de haut.</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Cartes des tables</translation>
        </message>
        <message>
            <source>System (%1)</source>
            <translation>Système (%1)</translation>
        </message>
        <message>
            <source>The window's language; it changes when Tableside starts again</source>
            <translation>La langue de la fenêtre ; elle change au prochain démarrage de Tableside</translation>
        </message>
        <message>
            <source>(applies on restart)</source>
            <translation>(s’applique au redémarrage)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>Chime</source>
            <translation>Carillon</translation>
        </message>
        <message>
            <source> min before the end</source>
            <translation> min avant la fin</translation>
        </message>
        <message>
            <source>no warning before the end</source>
            <translation>pas d’avertissement avant la fin</translation>
        </message>
        <message>
            <source>volume </source>
            <translation>volume </translation>
        </message>
        <message>
            <source>A chime before the round's end, at its end, and when a table's timers are held after a restart</source>
            <translation>Un carillon avant la fin de la ronde, à la fin, et quand les pendules d’une table sont arrêtées après un redémarrage</translation>
        </message>
        <message>
            <source>Sounds</source>
            <translation>Sons</translation>
        </message>
        <message>
            <source>Folder for event files</source>
            <translation>Dossier des fichiers de tournoi</translation>
        </message>
        <message>
            <source>Give the data folder as a full path (such as %1).</source>
            <translation>Indiquez le dossier de données par un chemin complet (comme %1).</translation>
        </message>
        <message>
            <source>Cannot use %1 for event files: %2.</source>
            <translation>Impossible d’utiliser %1 pour les fichiers de tournoi : %2.</translation>
        </message>
        <message>
            <source>Automatic (by the screen)</source>
            <translation>Automatique (selon l’écran)</translation>
        </message>
        <message>
            <source>Compact</source>
            <translation>Compact</translation>
        </message>
        <message>
            <source>Comfortable</source>
            <translation>Confortable</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>High contrast (black on white)</source>
            <translation>Contraste élevé (noir sur blanc)</translation>
        </message>
        <message>
            <source>Sounds need QtMultimedia, which comes with PySide6-Addons: pip install 'tableside[sounds]' and restart Tableside.</source>
            <translation>Les sons nécessitent QtMultimedia, fourni avec PySide6-Addons : pip install 'tableside[sounds]' puis redémarrez Tableside.</translation>
        </message>
    </context>
    <context>
        <name>setup_dialog</name>
        <message>
            <source>Players and tables</source>
            <translation>Joueurs et tables</translation>
        </message>
        <message>
            <source>Register players (one name per line)</source>
            <translation>Inscrire des joueurs (un nom par ligne)</translation>
        </message>
        <message>
            <source>Register</source>
            <translation>Inscrire</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Open next round</source>
            <translation>Ouvrir la ronde suivante</translation>
        </message>
        <message>
            <source>Start round</source>
            <translation>Démarrer la ronde</translation>
        </message>
        <message>
            <source>Seat a table</source>
            <translation>Placer une table</translation>
        </message>
        <message>
            <source>the event's default</source>
            <translation>celle du tournoi</translation>
        </message>
        <message>
            <source>The game's usual length in hours, for RPLOPS with hours (1.5 or 3/2)</source>
            <translation>La durée habituelle du jeu en heures, pour RPLOPS avec heures (1.5 ou 3/2)</translation>
        </message>
        <message>
            <source>Seat the ticked players</source>
            <translation>Placer les joueurs cochés</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Hours</source>
            <translation>Heures</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>No round open yet.</source>
            <translation>Aucune ronde ouverte pour l’instant.</translation>
        </message>
        <message>
            <source>started</source>
            <translation>commencée</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>pas commencée</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %n table(s), %2.</source>
            <translation>
                <numerusform>Ronde %1 : %n table, %2.</numerusform>
                <numerusform>Ronde %1 : %n tables, %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>standings_panel</name>
        <message>
            <source>%1: still in</source>
            <translation>%1 : encore en jeu</translation>
        </message>
        <message>
            <source>The standings as they stood after an earlier round</source>
            <translation>Le classement tel qu’il était après une ronde précédente</translation>
        </message>
        <message>
            <source>What if the event were scored with another system? Both side by side</source>
            <translation>Et si le tournoi était compté avec un autre système ? Les deux côte à côte</translation>
        </message>
        <message>
            <source>As it stood:</source>
            <translation>État :</translation>
        </message>
        <message>
            <source>Compare with:</source>
            <translation>Comparer :</translation>
        </message>
        <message>
            <source>Options:</source>
            <translation>Options :</translation>
        </message>
        <message>
            <source>The compared system's options as JSON, e.g. {"x": 50, "use_hours": true}; Enter applies them</source>
            <translation>Les options du système comparé en JSON, p. ex. {"x": 50, "use_hours": true} ; Entrée les applique</translation>
        </message>
        <message>
            <source>No event is open.</source>
            <translation>Aucun tournoi n’est ouvert.</translation>
        </message>
        <message>
            <source>These standings cannot be shown: %1.</source>
            <translation>Ce classement ne peut pas être affiché : %1.</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Maintenant</translation>
        </message>
        <message>
            <source>— (only the event's system)</source>
            <translation>— (aucune)</translation>
        </message>
        <message>
            <source>After round %1</source>
            <translation>Après la ronde %1</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Cote</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>Opp. avg</source>
            <translation>Moy. adv.</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Byes</source>
            <translation>Exemptions</translation>
        </message>
        <message>
            <source>Corrected</source>
            <translation>Corrigé</translation>
        </message>
        <message>
            <source>Final</source>
            <translation>Finale</translation>
        </message>
        <message>
            <source>(dropped)</source>
            <translation>(retiré)</translation>
        </message>
        <message>
            <source>now</source>
            <translation>maintenant</translation>
        </message>
        <message>
            <source>after round %1</source>
            <translation>après la ronde %1</translation>
        </message>
        <message>
            <source>Standings %1 (%2).</source>
            <translation>Classement %1 (%2).</translation>
        </message>
        <message>
            <source>Corrected: places the corrections moved each player (▲ gained, ▼ lost).</source>
            <translation>Corrigé : places que les corrections ont fait gagner ou perdre à chaque joueur (▲ gagnées, ▼ perdues).</translation>
        </message>
        <message>
            <source>Choose a player to see their games.</source>
            <translation>Choisissez un joueur pour voir ses parties.</translation>
        </message>
        <message>
            <source>(corrected by the judge)</source>
            <translation>(corrigé par l’arbitre)</translation>
        </message>
        <message>
            <source>no games yet</source>
            <translation>pas encore de parties</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Rank A</source>
            <translation>Rang A</translation>
        </message>
        <message>
            <source>Total A</source>
            <translation>Total A</translation>
        </message>
        <message>
            <source>Rank B</source>
            <translation>Rang B</translation>
        </message>
        <message>
            <source>Total B</source>
            <translation>Total B</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Écarts</translation>
        </message>
        <message>
            <source>What if, %1: A = %2 (the event's system), B = %3. Nothing is changed; the event keeps its own system.</source>
            <translation>Et si, %1 : A = %2 (le système du tournoi), B = %3. Rien n’est modifié ; le tournoi garde son propre système.</translation>
        </message>
        <message>
            <source>%1 counts each game by its hours: %2 of the games played have none, counted as h = %3.</source>
            <translation>%1 compte chaque partie selon ses heures : %2 des parties jouées n’en ont pas, comptées comme h = %3.</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
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
            <translation>La table d’arbitrage pour tables de jeu. Choisissez un tournoi.</translation>
        </message>
        <message>
            <source>Open the demo event</source>
            <translation>Ouvrir le tournoi de démonstration</translation>
        </message>
        <message>
            <source>A fresh demo: round 1 running at a 4-player and a 3-player table</source>
            <translation>Une démo toute neuve : ronde 1 en cours à une table de 4 joueurs et une de 3</translation>
        </message>
        <message>
            <source>New event…</source>
            <translation>Nouveau tournoi…</translation>
        </message>
        <message>
            <source>Create an event: name, date, scoring system, timers (Ctrl+N)</source>
            <translation>Créer un tournoi : nom, date, système de score, pendules (Ctrl+N)</translation>
        </message>
        <message>
            <source>Open an event file…</source>
            <translation>Ouvrir un fichier de tournoi…</translation>
        </message>
        <message>
            <source>Open a .tableside event file (Ctrl+O)</source>
            <translation>Ouvrir un fichier de tournoi .tableside (Ctrl+O)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recent events&lt;/b&gt;</source>
            <translation>&lt;b&gt;Tournois récents&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>station.join_dialog</name>
        <message>
            <source>Join an event on the network</source>
            <translation>Rejoindre un tournoi sur le réseau</translation>
        </message>
        <message>
            <source>This laptop becomes a judge station of the event another laptop serves: it keeps its own copy of the event and shows the same tables, clocks, history and standings. What you do here is done at the serving desk.</source>
            <translation>Ce portable devient un poste d’arbitre du tournoi qu’un autre portable sert : il garde sa propre copie du tournoi et montre les mêmes tables, pendules, historique et classement. Ce que vous faites ici est fait à la table d’arbitrage qui le sert.</translation>
        </message>
        <message>
            <source>the join link, or the desk's address</source>
            <translation>le lien pour rejoindre, ou l’adresse de la table d’arbitrage</translation>
        </message>
        <message>
            <source>The join link (http://192.168.1.20:8765/%1…) or the desk's address (http://192.168.1.20:8765/)</source>
            <translation>Le lien pour rejoindre (http://192.168.1.20:8765/%1…) ou l’adresse de la table d’arbitrage (http://192.168.1.20:8765/)</translation>
        </message>
        <message>
            <source>shown on the desk</source>
            <translation>affiché à la table d’arbitrage</translation>
        </message>
        <message>
            <source>Shown on the desk under File ▸ Serve on the local network</source>
            <translation>Affiché à la table d’arbitrage sous Fichier ▸ Servir sur le réseau local</translation>
        </message>
        <message>
            <source>Where this laptop serves the event if it takes over (use another port than the desk's when both run on one computer)</source>
            <translation>Où ce portable sert le tournoi s’il le reprend (utilisez un autre port que la table d’arbitrage quand les deux tournent sur un même ordinateur)</translation>
        </message>
        <message>
            <source>Desk's address or join link</source>
            <translation>Adresse de la table ou lien</translation>
        </message>
        <message>
            <source>Judge token</source>
            <translation>Jeton d’arbitre</translation>
        </message>
        <message>
            <source>This station's name</source>
            <translation>Nom de ce poste</translation>
        </message>
        <message>
            <source>Serve on port if it takes over</source>
            <translation>Servir sur le port en cas de reprise</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Rejoindre</translation>
        </message>
        <message>
            <source>Desks found on this network:</source>
            <translation>Tables trouvées sur ce réseau :</translation>
        </message>
        <message>
            <source>No desk can be found on this network from here: type the desk's address or paste its join link.</source>
            <translation>Aucune table ne peut être trouvée sur ce réseau d’ici : tapez l’adresse de la table ou collez son lien.</translation>
        </message>
        <message>
            <source>(no name)</source>
            <translation>(sans nom)</translation>
        </message>
        <message>
            <source>Looking for desks… none found yet.</source>
            <translation>Recherche des tables… aucune trouvée pour l’instant.</translation>
        </message>
        <message>
            <source>Click a desk to fill in its address, then type its judge code.</source>
            <translation>Cliquez sur une table pour remplir son adresse, puis tapez son code d’arbitre.</translation>
        </message>
        <message>
            <source>give this station a name: the desk's history shows it beside its entries</source>
            <translation>donnez un nom à ce poste : l’historique de la table d’arbitrage l’affiche à côté de ses entrées</translation>
        </message>
    </context>
    <context>
        <name>station.link</name>
        <message>
            <source>the desk at %1 does not answer (%2): check the address, and that it serves (File ▸ Serve on the local network)</source>
            <translation>la table d’arbitrage à %1 ne répond pas (%2) : vérifiez l’adresse, et qu’elle sert (Fichier ▸ Servir sur le réseau local)</translation>
        </message>
        <message>
            <source>the desk at %1 refused: %2</source>
            <translation>la table d’arbitrage à %1 a refusé : %2</translation>
        </message>
        <message>
            <source>the desk has not answered this station's join yet</source>
            <translation>la table d’arbitrage n’a pas encore répondu à la demande de ce poste</translation>
        </message>
        <message>
            <source>this station's copy of the event was refused: %1</source>
            <translation>la copie du tournoi de ce poste a été refusée : %1</translation>
        </message>
        <message>
            <source>the desk at %1 stopped answering while this station copied the event (%2); join again</source>
            <translation>la table d’arbitrage à %1 a cessé de répondre pendant que ce poste copiait le tournoi (%2) ; rejoignez à nouveau</translation>
        </message>
        <message>
            <source>the desk has not taken this station's join yet (%1); it is sent again</source>
            <translation>la table d’arbitrage n’a pas encore accepté la demande de ce poste (%1) ; elle est renvoyée</translation>
        </message>
        <message>
            <source>the desk refused this station's join: %1</source>
            <translation>la table d’arbitrage a refusé la demande de ce poste : %1</translation>
        </message>
        <message>
            <source>this laptop is not a judge station of any event</source>
            <translation>ce portable n’est le poste d’arbitre d’aucun tournoi</translation>
        </message>
    </context>
    <context>
        <name>station.menu</name>
        <message>
            <source>&amp;Join an event on the network…</source>
            <translation>&amp;Rejoindre un tournoi sur le réseau…</translation>
        </message>
        <message>
            <source>&amp;Take over the event</source>
            <translation>Re&amp;prendre le tournoi</translation>
        </message>
        <message>
            <source>Joined %1 as station %2: what you do here is done at the judge's desk.</source>
            <translation>%1 rejoint comme poste %2 : ce que vous faites ici est fait à la table d’arbitrage.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 has not taken this station's join yet (%2); it is sent again until it lands, and clicks wait until then.</source>
            <translation>La table d’arbitrage à %1 n’a pas encore accepté la demande de ce poste (%2) ; elle est renvoyée jusqu’à ce qu’elle arrive, et les clics attendent jusque-là.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 refused this station's join (%2): join again with the judge code it shows.</source>
            <translation>La table d’arbitrage à %1 a refusé la demande de ce poste (%2) : rejoignez à nouveau avec le code d’arbitre qu’elle affiche.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 answers again: this station acts through it again.</source>
            <translation>La table d’arbitrage à %1 répond à nouveau : ce poste agit de nouveau par elle.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 cannot be reached (%2). This station shows the event as it last heard it and refuses clicks until the desk is back; or take over the event (File ▸ Take over the event): this laptop then holds it and serves it.</source>
            <translation>La table d’arbitrage à %1 est injoignable (%2). Ce poste montre le tournoi tel qu’il l’a entendu en dernier et refuse les clics jusqu’au retour de la table ; ou reprenez le tournoi (Fichier ▸ Reprendre le tournoi) : ce portable le détient alors et le sert.</translation>
        </message>
        <message>
            <source>%1 took the event over (epoch %2): this station follows it at %3, and what you do here is done there.</source>
            <translation>%1 a repris le tournoi (époque %2) : ce poste le suit à %3, et ce que vous faites ici est fait là-bas.</translation>
        </message>
        <message>
            <source>This station's copy held entries the new holder lacks: %1</source>
            <translation>La copie de ce poste contenait des entrées qui manquent au nouveau détenteur : %1</translation>
        </message>
        <message>
            <source>This station stopped copying the event: %1</source>
            <translation>Ce poste a cessé de copier le tournoi : %1</translation>
        </message>
        <message>
            <source>Take over the event</source>
            <translation>Reprendre le tournoi</translation>
        </message>
        <message>
            <source>Take over needs a judge station whose desk cannot be reached.</source>
            <translation>La reprise demande un poste d’arbitre dont la table d’arbitrage est injoignable.</translation>
        </message>
        <message>
            <source>The judge's desk at %1 still answers: take over only once it is gone.</source>
            <translation>La table d’arbitrage à %1 répond encore : ne reprenez le tournoi qu’une fois qu’elle est tombée.</translation>
        </message>
        <message>
            <source>Could not take over the event: %1</source>
            <translation>Impossible de reprendre le tournoi : %1</translation>
        </message>
        <message>
            <source>This laptop took over the event (epoch %1) and serves it on %2: devices and stations reconnect to it.</source>
            <translation>Ce portable a repris le tournoi (époque %1) et le sert à %2 : les appareils et les postes s’y reconnectent.</translation>
        </message>
        <message>
            <source>This laptop took over the event (epoch %1) and serves it: devices and stations reconnect to it.</source>
            <translation>Ce portable a repris le tournoi (époque %1) et le sert : les appareils et les postes s’y reconnectent.</translation>
        </message>
    </context>
    <context>
        <name>table_card</name>
        <message>
            <source>Table %1</source>
            <translation>Table %1</translation>
        </message>
        <message>
            <source>Resume timers</source>
            <translation>Reprendre les pendules</translation>
        </message>
        <message>
            <source>Restart this table's clocks from where the event file stopped them</source>
            <translation>Relancer les pendules de cette table là où le fichier du tournoi les a arrêtées</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fait</translation>
        </message>
        <message>
            <source>The decision is made (D)</source>
            <translation>La décision est prise (D)</translation>
        </message>
        <message>
            <source>Out together</source>
            <translation>Éliminer</translation>
        </message>
        <message>
            <source>Mark every selected player out at the same moment (O)</source>
            <translation>Éliminer tous les joueurs cochés au même moment (O)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Take back this table's last action (U)</source>
            <translation>Reprendre la dernière action de cette table (U)</translation>
        </message>
        <message>
            <source>%1: more actions</source>
            <translation>%1 : plus d’actions</translation>
        </message>
        <message>
            <source>More for this table: auction, pair a device, move or swap players</source>
            <translation>Plus pour cette table : enchère, appairer un appareil, déplacer ou échanger des joueurs</translation>
        </message>
        <message>
            <source>Auction for the player deciding (A)</source>
            <translation>Enchère pour le joueur qui décide (A)</translation>
        </message>
        <message>
            <source>Pair a device…</source>
            <translation>Appairer un appareil…</translation>
        </message>
        <message>
            <source>Show a QR code that lets a tablet at this table run its clocks (File ▸ Serve on the local network must be on)</source>
            <translation>Afficher un code QR qui permet à une tablette de cette table de gérer ses pendules (Fichier ▸ Servir sur le réseau local doit être actif)</translation>
        </message>
        <message>
            <source>Move or swap players…</source>
            <translation>Déplacer ou échanger des joueurs…</translation>
        </message>
        <message>
            <source>Table %1: select the players who are out first (tick them, or press their number).</source>
            <translation>Table %1 : cochez d’abord les joueurs éliminés (cochez-les ou appuyez sur leur numéro).</translation>
        </message>
        <message>
            <source>Table %1: an auction is started by the player who is deciding; no decision is running (use the player's Decide menu).</source>
            <translation>Table %1 : une enchère est lancée par le joueur qui décide ; aucune décision n’est en cours (utilisez le menu Décider du joueur).</translation>
        </message>
        <message>
            <source>Judge called · taken</source>
            <translation>Arbitre appelé · pris</translation>
        </message>
        <message>
            <source>Judge called</source>
            <translation>Arbitre appelé</translation>
        </message>
        <message>
            <source>Done now adds %1 to the main timer (the reward: %2 of the decision time left).</source>
            <translation>Fait maintenant ajoute %1 au temps principal (la récompense : %2 du temps de décision restant).</translation>
        </message>
        <message>
            <source>%1 for the player deciding (A)</source>
            <translation>%1 pour le joueur qui décide (A)</translation>
        </message>
    </context>
    <context>
        <name>view</name>
        <message>
            <source>Auction (−{time})</source>
            <translation>Enchère (−{time})</translation>
        </message>
        <message>
            <source>Start an &amp;auction (−{time})</source>
            <translation>Lancer une &amp;enchère (−{time})</translation>
        </message>
        <message>
            <source>Main timer (stopped: the player has left)</source>
            <translation>Pendule principale (arrêtée : le joueur est sorti)</translation>
        </message>
        <message>
            <source>{sym} 0:00 TIME</source>
            <translation>{sym} 0:00 TEMPS</translation>
        </message>
        <message>
            <source>Main timer ran out</source>
            <translation>Pendule principale écoulée</translation>
        </message>
        <message>
            <source>Main timer: 20 s or less left</source>
            <translation>Pendule principale : 20 s ou moins restantes</translation>
        </message>
        <message>
            <source>MAIN</source>
            <translation>PRINC.</translation>
        </message>
        <message>
            <source>Main timer running down</source>
            <translation>La pendule principale tourne</translation>
        </message>
        <message>
            <source>Main timer (not running)</source>
            <translation>Pendule principale (à l’arrêt)</translation>
        </message>
        <message>
            <source>DECIDE</source>
            <translation>DÉCIDE</translation>
        </message>
        <message>
            <source>Auxiliary countdown: it runs first; the main timer runs only once it reaches 0</source>
            <translation>Compte à rebours auxiliaire : il s’écoule d’abord ; la pendule principale ne tourne qu’une fois à 0</translation>
        </message>
        <message>
            <source>The auxiliary countdown is over: the main timer is running</source>
            <translation>Le compte à rebours auxiliaire est terminé : la pendule principale tourne</translation>
        </message>
        <message>
            <source>Take back this table's last action (entry #{entry}) (U)</source>
            <translation>Annuler la dernière action de cette table (entrée #{entry}) (U)</translation>
        </message>
        <message numerus="yes">
            <source>Rounding remainder at this table: %n rating point(s)</source>
            <translation>
                <numerusform>Reste de l’arrondi à cette table : %n point de cote</numerusform>
                <numerusform>Reste de l’arrondi à cette table : %n points de cote</numerusform>
            </translation>
        </message>
        <message>
            <source>Resume timers</source>
            <translation>Reprendre les pendules</translation>
        </message>
        <message>
            <source>Restart this table's clocks from where the event file stopped them</source>
            <translation>Relancer les pendules de cette table là où le fichier du tournoi les a arrêtées</translation>
        </message>
        <message>
            <source>Out together</source>
            <translation>Éliminer</translation>
        </message>
        <message>
            <source>Mark every selected player out at the same moment (O)</source>
            <translation>Éliminer tous les joueurs cochés au même moment (O)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Nothing to undo at this table</source>
            <translation>Rien à annuler à cette table</translation>
        </message>
        <message>
            <source>{sym} {place} (tied)</source>
            <translation>{sym} {place} (ex æquo)</translation>
        </message>
        <message>
            <source>{sym} WINNER · {place}</source>
            <translation>{sym} GAGNANT · {place}</translation>
        </message>
        <message>
            <source>{place} (tied)</source>
            <translation>{place} (ex æquo)</translation>
        </message>
        <message>
            <source>{sym} OUT — time · {place}</source>
            <translation>{sym} ÉLIMINÉ — temps · {place}</translation>
        </message>
        <message>
            <source>{sym} OUT — round end · {place}</source>
            <translation>{sym} ÉLIMINÉ — fin de ronde · {place}</translation>
        </message>
        <message>
            <source>{sym} OUT · {place}</source>
            <translation>{sym} ÉLIMINÉ · {place}</translation>
        </message>
        <message>
            <source>{sym} deciding</source>
            <translation>{sym} décide</translation>
        </message>
        <message>
            <source>{sym} in</source>
            <translation>{sym} en jeu</translation>
        </message>
        <message>
            <source>rating {rating}</source>
            <translation>cote {rating}</translation>
        </message>
        <message>
            <source>points</source>
            <translation>points</translation>
        </message>
        <message>
            <source>if out now: {points}</source>
            <translation>si éliminé maintenant : {points}</translation>
        </message>
        <message>
            <source>the game is not running at this table</source>
            <translation>la partie n’est pas en cours à cette table</translation>
        </message>
        <message>
            <source>{decision}  ({time})</source>
            <translation>{decision}  ({time})</translation>
        </message>
        <message>
            <source>Ask for a &amp;pause</source>
            <translation>Demander une &amp;pause</translation>
        </message>
        <message>
            <source>Correct main timer: +{time}</source>
            <translation>Corriger la pendule principale : +{time}</translation>
        </message>
        <message>
            <source>Correct main timer: −{time}</source>
            <translation>Corriger la pendule principale : −{time}</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Éliminé</translation>
        </message>
        <message>
            <source>{player} is out (alone)</source>
            <translation>{player} est éliminé (seul)</translation>
        </message>
        <message>
            <source>Decide ▾</source>
            <translation>Décider ▾</translation>
        </message>
        <message>
            <source>Pause?</source>
            <translation>Pause ?</translation>
        </message>
        <message>
            <source>This player asks for a pause: opens the vote</source>
            <translation>Ce joueur demande une pause : ouvre le vote</translation>
        </message>
        <message>
            <source>✓ Yes</source>
            <translation>✓ Oui</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>{player} has voted yes</source>
            <translation>{player} a voté oui</translation>
        </message>
        <message>
            <source>{player} votes yes to pause</source>
            <translation>{player} vote oui pour la pause</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <source>{player} votes no: the pause is denied</source>
            <translation>{player} vote non : la pause est refusée</translation>
        </message>
        <message>
            <source>✓ Asked</source>
            <translation>✓ Demandé</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>{player} asks to resume play</source>
            <translation>{player} demande à reprendre la partie</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Pas commencée</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminée</translation>
        </message>
        <message>
            <source>Judge time: clocks stopped</source>
            <translation>Temps d’arbitrage : horloges arrêtées</translation>
        </message>
        <message>
            <source>Timers held</source>
            <translation>Pendules arrêtées</translation>
        </message>
        <message>
            <source>Round paused</source>
            <translation>Ronde en pause</translation>
        </message>
        <message>
            <source>PAUSED</source>
            <translation>EN PAUSE</translation>
        </message>
        <message>
            <source>Pause pending</source>
            <translation>Pause en attente</translation>
        </message>
        <message>
            <source>Pause vote</source>
            <translation>Vote de pause</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>En jeu</translation>
        </message>
        <message>
            <source>{sym} Timers held since {since} ({why}): {length}; check the time with the players.</source>
            <translation>{sym} Pendules arrêtées depuis {since} ({why}) : {length} ; vérifiez le temps avec les joueurs.</translation>
        </message>
        <message>
            <source>{sym} Timers held ({why}): {length}; check the time with the players.</source>
            <translation>{sym} Pendules arrêtées ({why}) : {length} ; vérifiez le temps avec les joueurs.</translation>
        </message>
        <message>
            <source>{sym} Timers held since {since} ({why}): {length}; nobody was charged for it.</source>
            <translation>{sym} Pendules arrêtées depuis {since} ({why}) : {length} ; décompté à personne.</translation>
        </message>
        <message>
            <source>{sym} Timers held ({why}): {length}; nobody was charged for it.</source>
            <translation>{sym} Pendules arrêtées ({why}) : {length} ; décompté à personne.</translation>
        </message>
        <message>
            <source>DECIDE {time}</source>
            <translation>DÉCIDE {time}</translation>
        </message>
        <message>
            <source>aux over</source>
            <translation>temps auxiliaire écoulé</translation>
        </message>
        <message>
            <source>{player} was deciding ({decision}): {left}, MAIN {time}.</source>
            <translation>{player} décidait ({decision}) : {left}, PRINC. {time}.</translation>
        </message>
        <message>
            <source>? PAUSE VOTE · {time} left · {yes} of {needed} yes</source>
            <translation>? VOTE DE PAUSE · {time} restant · {yes} oui sur {needed}</translation>
        </message>
        <message>
            <source>Asked by {player}. Yes: {yes}. Waiting for: {waiting}. Any “No”, or the time running out, denies the pause.</source>
            <translation>Demandée par {player}. Oui : {yes}. En attente : {waiting}. Un « Non », ou la fin du temps, refuse la pause.</translation>
        </message>
        <message>
            <source>{sym} PAUSE PENDING — play on</source>
            <translation>{sym} PAUSE EN ATTENTE — jouez</translation>
        </message>
        <message>
            <source>The pause was accepted; it starts when {player} completes the decision in progress (Done).</source>
            <translation>La pause est acceptée ; elle commence quand {player} termine la décision en cours (Fait).</translation>
        </message>
        <message>
            <source>The pause was accepted; it starts when the player completes the decision in progress (Done).</source>
            <translation>La pause est acceptée ; elle commence quand le joueur termine la décision en cours (Fait).</translation>
        </message>
        <message>
            <source>{sym} PAUSED · {time} of pause left</source>
            <translation>{sym} EN PAUSE · {time} de pause restant</translation>
        </message>
        <message>
            <source>The pause time is over: any one player's Resume restarts play.</source>
            <translation>Le temps de pause est écoulé : un seul « Reprendre » d’un joueur relance la partie.</translation>
        </message>
        <message>
            <source>Play resumes when every player still in asks (Resume). Asked: {players}.</source>
            <translation>La partie reprend quand chaque joueur encore en jeu le demande (Reprendre). Demandé : {players}.</translation>
        </message>
        <message>
            <source>Play resumes when every player still in asks (Resume). Asked: nobody yet.</source>
            <translation>La partie reprend quand chaque joueur encore en jeu le demande (Reprendre). Demandé : personne encore.</translation>
        </message>
        <message>
            <source>Pause denied</source>
            <translation>Pause refusée</translation>
        </message>
        <message>
            <source>{player} said no.</source>
            <translation>{player} a dit non.</translation>
        </message>
        <message>
            <source>Not enough players said yes within {time}.</source>
            <translation>Trop peu de joueurs ont dit oui en {time}.</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fait</translation>
        </message>
        <message>
            <source>The decision is made (D)</source>
            <translation>La décision est prise (D)</translation>
        </message>
        <message>
            <source>Auxiliary countdown (runs first)</source>
            <translation>Compte à rebours auxiliaire (s’écoule en premier)</translation>
        </message>
        <message>
            <source>{sym} MAIN {time}</source>
            <translation>{sym} PRINC. {time}</translation>
        </message>
        <message>
            <source>MAIN {time}</source>
            <translation>PRINC. {time}</translation>
        </message>
        <message>
            <source>The auxiliary countdown is over; the main timer is running</source>
            <translation>Le compte à rebours auxiliaire est terminé ; la pendule principale tourne</translation>
        </message>
        <message>
            <source>{sym} {player} decides: {decision}</source>
            <translation>{sym} {player} décide : {decision}</translation>
        </message>
        <message>
            <source>Not allowed: {reason}</source>
            <translation>Non autorisé : {reason}</translation>
        </message>
        <message>
            <source>+{minutes} min · {time} left</source>
            <translation>+{minutes} min · {time} restant</translation>
        </message>
        <message>
            <source>Rules question</source>
            <translation>Question de règles</translation>
        </message>
        <message>
            <source>Dispute</source>
            <translation>Litige</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Temps</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Autre</translation>
        </message>
        <message>
            <source>Report not confirmed</source>
            <translation>Signalement non confirmé</translation>
        </message>
        <message>
            <source>not heard since serving began</source>
            <translation>pas de nouvelles depuis le début du service</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>connecté</translation>
        </message>
        <message>
            <source>last heard %1 s ago</source>
            <translation>dernières nouvelles il y a %1 s</translation>
        </message>
        <message>
            <source>last heard %1 min ago</source>
            <translation>dernières nouvelles il y a %1 min</translation>
        </message>
        <message>
            <source>Last turn</source>
            <translation>Dernier tour</translation>
        </message>
        <message>
            <source>Last turn: end it when the turn is done</source>
            <translation>Dernier tour : terminez-le quand le tour est fini</translation>
        </message>
        <message>
            <source>Play is over: enter the numbers</source>
            <translation>La partie est terminée : saisissez les nombres</translation>
        </message>
        <message>
            <source>End the last turn</source>
            <translation>Terminer le dernier tour</translation>
        </message>
        <message>
            <source>Enter the numbers</source>
            <translation>Saisir les nombres</translation>
        </message>
        <message>
            <source>roll dice</source>
            <translation>lancer les dés</translation>
        </message>
        <message>
            <source>auction or pass</source>
            <translation>enchère ou passer</translation>
        </message>
        <message>
            <source>fortune with choice</source>
            <translation>chance avec choix</translation>
        </message>
        <message>
            <source>sell houses to pay bills</source>
            <translation>vendre des maisons pour payer</translation>
        </message>
        <message>
            <source>choose character (first player)</source>
            <translation>choisir un personnage (premier joueur)</translation>
        </message>
        <message>
            <source>choose character (other players)</source>
            <translation>choisir un personnage (autres joueurs)</translation>
        </message>
    </context>
</TS>