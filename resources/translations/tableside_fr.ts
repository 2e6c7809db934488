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
            <source>Revoke</source>
            <translation>Révoquer</translation>
        </message>
        <message>
            <source>%1 (station %2)</source>
            <translation>%1 (poste %2)</translation>
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
            <source>start File ▸ Serve on the local network first</source>
            <translation>lancez d’abord Fichier ▸ Servir sur le réseau local</translation>
        </message>
        <message>
            <source>only an event kept in a file, while it is served, has a judge code</source>
            <translation>seul un tournoi enregistré dans un fichier, pendant qu’il est servi, a un code d’arbitre</translation>
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
            <source>the event has not been created yet (event.create comes first)</source>
            <translation>le tournoi n’a pas encore été créé (event.create vient d’abord)</translation>
        </message>
        <message>
            <source>no player {name} is registered</source>
            <translation>aucun joueur {name} n’est inscrit</translation>
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
            <source>round {round} has not started yet</source>
            <translation>la ronde {round} n’a pas encore commencé</translation>
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
            <source>the game at table {table} is already over</source>
            <translation>la partie de la table {table} est déjà terminée</translation>
        </message>
        <message>
            <source>a player named {name} is already registered</source>
            <translation>un joueur nommé {name} est déjà inscrit</translation>
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
            <source>table {table} is already accessible</source>
            <translation>la table {table} est déjà accessible</translation>
        </message>
        <message>
            <source>{name} already needs an accessible table</source>
            <translation>{name} a déjà besoin d’une table accessible</translation>
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
            <source>the result at table {table} of round {round} is already that</source>
            <translation>le résultat de la table {table} de la ronde {round} est déjà celui-là</translation>
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
            <source>(dropped)</source>
            <translation>(retiré)</translation>
        </message>
        <message>
            <source>(corrected %1)</source>
            <translation>(corrigé %1)</translation>
        </message>
        <message>
            <source>FINISHED</source>
            <translation>TERMINÉE</translation>
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
            <source>Tableside — projector</source>
            <translation>Tableside — projecteur</translation>
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
            <source>MAIN</source>
            <translation>PRINC.</translation>
        </message>
        <message>
            <source>DECIDE</source>
            <translation>DÉCIDE</translation>
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
            <source>Ask for a &amp;pause</source>
            <translation>Demander une &amp;pause</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Éliminé</translation>
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
            <source>No</source>
            <translation>Non</translation>
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
            <source>Not started</source>
            <translation>Pas commencée</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminée</translation>
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
            <source>Done</source>
            <translation>Fait</translation>
        </message>
        <message>
            <source>The decision is made (D)</source>
            <translation>La décision est prise (D)</translation>
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
    </context>
</TS>