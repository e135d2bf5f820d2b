<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>aisb::AllowlistModel</name>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="71"/>
        <source>The host name is empty.</source>
        <translation>Der Hostname ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="80"/>
        <source>%1 is listed twice; remove one of them.</source>
        <translation>%1 steht doppelt in der Liste; entfernen Sie einen Eintrag.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="108"/>
        <source>%1 and subdomains</source>
        <translation>%1 und Subdomains</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="108"/>
        <source>only %1</source>
        <translation>nur %1</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="113"/>
        <source>A leading dot allows %1 and every name below it, like www.%1.</source>
        <translation>Ein führender Punkt erlaubt %1 und jeden Namen darunter, etwa www.%1.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="114"/>
        <source>Exactly %1; write .%1 to allow its subdomains too.</source>
        <translation>Genau %1; schreiben Sie .%1, um auch die Subdomains zu erlauben.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="140"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="142"/>
        <source>Allows</source>
        <translation>Erlaubt</translation>
    </message>
</context>
<context>
    <name>aisb::BuildPane</name>
    <message>
        <location filename="../ui/buildpane.cpp" line="32"/>
        <source>No build yet.</source>
        <translation>Noch kein Build.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="38"/>
        <source>Step %v of %m</source>
        <translation>Schritt %v von %m</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="41"/>
        <source>Cancel Build</source>
        <translation>Build abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="43"/>
        <source>Stop the running image build (Ctrl+.)</source>
        <translation>Den laufenden Image-Build abbrechen (Strg+.)</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="47"/>
        <source>Hide the build log</source>
        <translation>Build-Protokoll ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="60"/>
        <source>The output of the image build appears here.</source>
        <translation>Hier erscheint die Ausgabe des Image-Builds.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="61"/>
        <source>Build log</source>
        <translation>Build-Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="76"/>
        <source>Building the image…</source>
        <translation>Image wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="76"/>
        <source>Building %1…</source>
        <translation>%1 wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="110"/>
        <source>The image was built.</source>
        <translation>Das Image wurde gebaut.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="116"/>
        <source>The build failed.</source>
        <translation>Der Build ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="118"/>
        <source>Step %1 failed: %2</source>
        <translation>Schritt %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>aisb::EnvModel</name>
    <message>
        <location filename="../ui/envmodel.cpp" line="98"/>
        <source>Pass from host</source>
        <translation>Vom Host übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="100"/>
        <source>Set to value</source>
        <translation>Auf Wert setzen</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="102"/>
        <source>Secret from host</source>
        <translation>Geheimnis vom Host</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="118"/>
        <source>The variable name is empty.</source>
        <translation>Der Variablenname ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="125"/>
        <source>%1 is listed twice; remove one of them.</source>
        <translation>%1 steht doppelt in der Liste; entfernen Sie einen Eintrag.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="135"/>
        <source>•••••• (hidden)</source>
        <translation>•••••• (verborgen)</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="136"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="143"/>
        <source>matches nothing on this host</source>
        <translation>passt auf keine Variable dieses Rechners</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="144"/>
        <source>matches %1</source>
        <translation>passt auf %1</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="147"/>
        <source>set on this host</source>
        <translation>auf diesem Rechner gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="147"/>
        <source>not set on this host</source>
        <translation>auf diesem Rechner nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="196"/>
        <source>Copied from the environment ai-sandbox was started in.</source>
        <translation>Wird aus der Umgebung übernommen, in der ai-sandbox gestartet wurde.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="198"/>
        <source>Copied from the host and never shown in logs, previews or the saved session.</source>
        <translation>Wird vom Host übernommen und nie in Protokollen, Vorschauen oder der gespeicherten Sitzung gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="200"/>
        <source>Set to this value inside the sandbox.</source>
        <translation>Wird in der Sandbox auf diesen Wert gesetzt.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="227"/>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="229"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="231"/>
        <source>Value / on this host</source>
        <translation>Wert / auf diesem Rechner</translation>
    </message>
</context>
<context>
    <name>aisb::FieldOrigin</name>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="32"/>
        <source>Use the inherited value (remove it from the project file)</source>
        <translation>Geerbten Wert verwenden (aus der Projektdatei entfernen)</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="33"/>
        <source>Reset to inherited value</source>
        <translation>Auf geerbten Wert zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="43"/>
        <source>Default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="45"/>
        <source>User file</source>
        <translation>Benutzerdatei</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="47"/>
        <source>Project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="49"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="51"/>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="74"/>
        <source>The built-in default: neither your user file nor the project sets it.</source>
        <translation>Eingebaute Vorgabe: weder Ihre Benutzerdatei noch das Projekt setzt den Wert.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="77"/>
        <source>Inherited from your user file %1.</source>
        <translation>Geerbt aus Ihrer Benutzerdatei %1.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="80"/>
        <source>Set in this project&apos;s .ai-sandbox.toml.</source>
        <translation>In der .ai-sandbox.toml dieses Projekts gesetzt.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="83"/>
        <source>Overridden by the environment variable %1 ai-sandbox was started with; the project&apos;s value is not used.</source>
        <translation>Überschrieben durch die Umgebungsvariable %1, mit der ai-sandbox gestartet wurde; der Wert des Projekts wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="87"/>
        <source>Overridden on the command line; the project&apos;s value is not used.</source>
        <translation>Auf der Befehlszeile überschrieben; der Wert des Projekts wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="101"/>
        <source>Remove the project&apos;s value and use the inherited one</source>
        <translation>Den Wert des Projekts entfernen und den geerbten verwenden</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="102"/>
        <source>The project does not set this value</source>
        <translation>Das Projekt setzt diesen Wert nicht</translation>
    </message>
</context>
<context>
    <name>aisb::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="62"/>
        <location filename="../ui/mainwindow.cpp" line="619"/>
        <source>AI Sandbox</source>
        <translation>KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="97"/>
        <source>No project selected</source>
        <translation>Kein Projekt ausgewählt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="98"/>
        <source>Add a project folder with “Add Project…” (Ctrl+O) or drop a folder onto this window. The sandbox will see only that folder.</source>
        <translation>Fügen Sie einen Projektordner mit „Projekt hinzufügen …“ (Strg+O) hinzu oder ziehen Sie einen Ordner auf dieses Fenster. Die Sandbox sieht nur diesen Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="108"/>
        <source>This project&apos;s folder is gone</source>
        <translation>Der Ordner dieses Projekts ist verschwunden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="117"/>
        <source>Remove from List</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="181"/>
        <source>&amp;Add Project…</source>
        <translation>Projekt &amp;hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="183"/>
        <source>&amp;Save Policy</source>
        <translation>Richtlinie &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="185"/>
        <source>Re&amp;load Policy from Disk</source>
        <translation>Richtlinie von der Platte neu &amp;laden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="191"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="195"/>
        <source>&amp;Build Image</source>
        <translation>Image &amp;bauen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="197"/>
        <source>&amp;Rebuild Image from Scratch</source>
        <translation>Image von Grund auf &amp;neu bauen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="200"/>
        <source>&amp;Cancel Build</source>
        <translation>Build &amp;abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="203"/>
        <source>&amp;Launch Session</source>
        <translation>Sitzung &amp;starten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="206"/>
        <location filename="../ui/mainwindow.cpp" line="611"/>
        <source>&amp;Pin to Top</source>
        <translation>Oben &amp;anheften</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="208"/>
        <source>Re&amp;move from List</source>
        <translation>Aus der Liste &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="211"/>
        <source>&amp;Open Folder</source>
        <translation>Ordner ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="217"/>
        <source>Go to &amp;Projects</source>
        <translation>Zu den &amp;Projekten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="220"/>
        <source>&amp;Policy</source>
        <translation>&amp;Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="220"/>
        <source>&amp;Sessions</source>
        <translation>&amp;Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="220"/>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="227"/>
        <source>Show &amp;Build Log</source>
        <translation>&amp;Build-Protokoll anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="231"/>
        <source>&amp;About AI Sandbox</source>
        <translation>Ü&amp;ber KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="232"/>
        <source>About AI Sandbox</source>
        <translation>Über KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="233"/>
        <source>&lt;h3&gt;AI Sandbox %1&lt;/h3&gt;&lt;p&gt;Runs AI coding agents in podman containers that see only the project folder, reach only allowed hosts and get only the environment variables you name.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later&lt;/p&gt;</source>
        <translation>&lt;h3&gt;KI-Sandbox %1&lt;/h3&gt;&lt;p&gt;Führt KI-Programmieragenten in podman-Containern aus, die nur den Projektordner sehen, nur erlaubte Hosts erreichen und nur die Umgebungsvariablen erhalten, die Sie nennen.&lt;/p&gt;&lt;p&gt;Lizenz: GPL-3.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="242"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="250"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="256"/>
        <source>&amp;Project</source>
        <translation>&amp;Projekt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="267"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="276"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="286"/>
        <location filename="../ui/mainwindow.cpp" line="299"/>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="303"/>
        <source>Drop a folder here to add it.</source>
        <translation>Ziehen Sie einen Ordner hierher, um ihn hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="309"/>
        <location filename="../ui/mainwindow.cpp" line="342"/>
        <source>Add Project…</source>
        <translation>Projekt hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="311"/>
        <source>Pick a project folder (Ctrl+O)</source>
        <translation>Einen Projektordner wählen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="374"/>
        <source>Policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="392"/>
        <source>No sessions yet</source>
        <translation>Noch keine Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="393"/>
        <source>Running and past sessions of this project will be listed here, each with its terminal, state and exit code.</source>
        <translation>Hier werden laufende und vergangene Sitzungen dieses Projekts aufgeführt, jeweils mit Terminal, Zustand und Exit-Code.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="395"/>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="396"/>
        <source>No session log yet</source>
        <translation>Noch kein Sitzungsprotokoll</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="397"/>
        <source>The live session log will show lifecycle events and every request the egress gate allowed or denied; a denied host can be allowed from there.</source>
        <translation>Das Live-Sitzungsprotokoll zeigt Lebenszyklus-Ereignisse und jede Anfrage, die das Ausgangs-Gate erlaubt oder abgelehnt hat; ein abgelehnter Host lässt sich dort freigeben.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="399"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="452"/>
        <source>%1 does not exist any more. Restore the folder, or remove the project from the list.</source>
        <translation>%1 existiert nicht mehr. Stellen Sie den Ordner wieder her oder entfernen Sie das Projekt aus der Liste.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="476"/>
        <source>Unsaved Policy Changes</source>
        <translation>Ungespeicherte Änderungen an der Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="477"/>
        <source>The policy of %1 has changes that are not saved.</source>
        <translation>Die Richtlinie von %1 hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="486"/>
        <source>Add Project Folder</source>
        <translation>Projektordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="533"/>
        <source>&lt;b&gt;The container engine cannot be used.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Die Container-Engine kann nicht verwendet werden.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="573"/>
        <source>The image was built.</source>
        <translation>Das Image wurde gebaut.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="573"/>
        <source>The image build failed.</source>
        <translation>Der Image-Build ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="610"/>
        <source>Un&amp;pin</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="623"/>
        <source>%1[*] — AI Sandbox</source>
        <translation>%1[*] — KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="651"/>
        <source>Removed %1 from the list; its folder was not touched.</source>
        <translation>%1 wurde aus der Liste entfernt; der Ordner selbst blieb unberührt.</translation>
    </message>
</context>
<context>
    <name>aisb::PathListEdit</name>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="32"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="34"/>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="38"/>
        <source>Folder in the Project…</source>
        <translation>Ordner im Projekt …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="39"/>
        <source>File in the Project…</source>
        <translation>Datei im Projekt …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="41"/>
        <source>Pick a folder or file inside the project</source>
        <translation>Einen Ordner oder eine Datei im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="45"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="78"/>
        <source>A folder in the project</source>
        <translation>Ein Ordner im Projekt</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="78"/>
        <source>A file in the project</source>
        <translation>Eine Datei im Projekt</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="79"/>
        <source>Does not exist in the project yet</source>
        <translation>Existiert im Projekt noch nicht</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="100"/>
        <source>%1 is not inside the project folder %2. Pick a file or folder inside the project.</source>
        <translation>%1 liegt nicht im Projektordner %2. Wählen Sie eine Datei oder einen Ordner im Projekt.</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="110"/>
        <source>Pick a Folder in the Project</source>
        <translation>Ordner im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="111"/>
        <source>Pick a File in the Project</source>
        <translation>Datei im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="117"/>
        <source>Outside the Project</source>
        <translation>Außerhalb des Projekts</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyDocument</name>
    <message numerus="yes">
        <location filename="../ui/policydocument.cpp" line="154"/>
        <source>The policy was not saved because it has %n problem(s):</source>
        <translation>
            <numerusform>Die Richtlinie wurde nicht gespeichert, weil sie %n Problem hat:</numerusform>
            <numerusform>Die Richtlinie wurde nicht gespeichert, weil sie %n Probleme hat:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policydocument.cpp" line="161"/>
        <source>Could not write %1: %2. Check that the folder is writable.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../ui/policydocument.cpp" line="171"/>
        <source>The policy was saved, but it could not be approved for launches: %1</source>
        <translation>Die Richtlinie wurde gespeichert, konnte aber nicht für Starts freigegeben werden: %1</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyEditor</name>
    <message>
        <location filename="../ui/policyeditor.cpp" line="92"/>
        <source>read-only</source>
        <translation>nur lesen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="92"/>
        <source>read-write</source>
        <translation>lesen und schreiben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="102"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="105"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="120"/>
        <source>The policy file was changed on disk by another program — possibly the agent. Reload it, or keep your version and overwrite it when you save.</source>
        <translation>Die Richtliniendatei wurde von einem anderen Programm geändert – möglicherweise vom Agenten. Laden Sie sie neu, oder behalten Sie Ihre Fassung und überschreiben Sie die Datei beim Speichern.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="122"/>
        <source>Show Differences…</source>
        <translation>Unterschiede anzeigen …</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="124"/>
        <location filename="../ui/policyeditor.cpp" line="1176"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="126"/>
        <location filename="../ui/policyeditor.cpp" line="1177"/>
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="144"/>
        <source>Review and Approve…</source>
        <translation>Prüfen und freigeben …</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="182"/>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="183"/>
        <source>Discard the unsaved changes and read the file again</source>
        <translation>Die ungespeicherten Änderungen verwerfen und die Datei neu lesen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="184"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="186"/>
        <source>Save the project policy and approve it for sessions (Ctrl+S)</source>
        <translation>Die Projektrichtlinie speichern und für Sitzungen freigeben (Strg+S)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="346"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="346"/>
        <source>What the sandbox may reach over the network.</source>
        <translation>Was die Sandbox über das Netzwerk erreichen darf.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="362"/>
        <source>Allowed hosts only (recommended)</source>
        <translation>Nur erlaubte Hosts (empfohlen)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="363"/>
        <source>Connections go through a filtering gate that lets through only the hosts listed below. Everything else is refused and shows up in the session log.</source>
        <translation>Verbindungen laufen über ein filterndes Gate, das nur die unten aufgeführten Hosts durchlässt. Alles andere wird abgelehnt und erscheint im Sitzungsprotokoll.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="365"/>
        <source>No network</source>
        <translation>Kein Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="366"/>
        <source>The sandbox has no network at all. The safest choice when the agent needs nothing from the internet.</source>
        <translation>Die Sandbox hat überhaupt kein Netzwerk. Die sicherste Wahl, wenn der Agent nichts aus dem Internet braucht.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="367"/>
        <source>Open network (not isolated)</source>
        <translation>Offenes Netzwerk (nicht isoliert)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="368"/>
        <source>Warning: the sandbox can reach every address, including your local network and services on this computer. Use only for work you trust.</source>
        <translation>Warnung: Die Sandbox kann jede Adresse erreichen, auch Ihr lokales Netz und Dienste auf diesem Rechner. Nur für vertrauenswürdige Arbeit verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="375"/>
        <source>Change network mode</source>
        <translation>Netzwerkmodus ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="381"/>
        <source>Allowed Hosts</source>
        <translation>Erlaubte Hosts</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="382"/>
        <source>Host names the sandbox may connect to. An entry starting with a dot, like .github.com, allows that domain and all its subdomains.</source>
        <translation>Hostnamen, zu denen die Sandbox verbinden darf. Ein Eintrag mit führendem Punkt wie .github.com erlaubt die Domain und alle ihre Subdomains.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="388"/>
        <source>Only used in the “Allowed hosts only” network mode.</source>
        <translation>Nur im Netzwerkmodus „Nur erlaubte Hosts“ verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="395"/>
        <source>example.com or .example.com — paste several at once</source>
        <translation>example.com oder .example.com – auch mehrere auf einmal einfügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="397"/>
        <source>Host to add</source>
        <translation>Hinzuzufügender Host</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="398"/>
        <location filename="../ui/policyeditor.cpp" line="504"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="400"/>
        <source>Paste List</source>
        <translation>Liste einfügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="401"/>
        <source>Add every host from the clipboard, one per line</source>
        <translation>Alle Hosts aus der Zwischenablage hinzufügen, einer pro Zeile</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="423"/>
        <source>Click to sort the list</source>
        <translation>Klicken, um die Liste zu sortieren</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="430"/>
        <source>Allowed hosts</source>
        <translation>Erlaubte Hosts</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="434"/>
        <location filename="../ui/policyeditor.cpp" line="533"/>
        <location filename="../ui/policyeditor.cpp" line="691"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="436"/>
        <source>Remove the selected hosts (Delete)</source>
        <translation>Die ausgewählten Hosts entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="438"/>
        <source>Sort</source>
        <translation>Sortieren</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="439"/>
        <source>Sort the hosts alphabetically</source>
        <translation>Hosts alphabetisch sortieren</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="453"/>
        <source>Add These</source>
        <translation>Diese hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="479"/>
        <source>Edit allowed hosts</source>
        <translation>Erlaubte Hosts bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="485"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="486"/>
        <source>Only the variables named here exist in the sandbox. Values passed from this computer are never shown; secrets are also kept out of every log.</source>
        <translation>Nur die hier genannten Variablen existieren in der Sandbox. Von diesem Rechner übernommene Werte werden nie angezeigt; Geheimnisse bleiben zudem aus jedem Protokoll heraus.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="495"/>
        <source>NAME or PREFIX_*</source>
        <translation>NAME oder PRÄFIX_*</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="496"/>
        <source>Variable name</source>
        <translation>Variablenname</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="501"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="503"/>
        <source>Variable value</source>
        <translation>Variablenwert</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="530"/>
        <source>Environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="546"/>
        <source>Add as Secrets</source>
        <translation>Als Geheimnisse hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="561"/>
        <source>Add the agent&apos;s variables</source>
        <translation>Variablen des Agenten hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="577"/>
        <source>Edit environment</source>
        <translation>Umgebung bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="583"/>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="583"/>
        <source>Resources one session may use.</source>
        <translation>Ressourcen, die eine Sitzung nutzen darf.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="586"/>
        <location filename="../ui/policyeditor.cpp" line="597"/>
        <location filename="../ui/policyeditor.cpp" line="608"/>
        <source>No limit</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="587"/>
        <source>&amp;Memory:</source>
        <translation>&amp;Speicher:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="589"/>
        <source>Change memory limit</source>
        <translation>Speichergrenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="598"/>
        <source> cores</source>
        <translation> Kerne</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="600"/>
        <source>&amp;CPUs:</source>
        <translation>&amp;CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="602"/>
        <source>Change CPU limit</source>
        <translation>CPU-Grenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="610"/>
        <source>&amp;Processes:</source>
        <translation>&amp;Prozesse:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="612"/>
        <source>Change process limit</source>
        <translation>Prozessgrenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="617"/>
        <source>Default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="618"/>
        <source>/&amp;tmp size:</source>
        <translation>/&amp;tmp-Größe:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="620"/>
        <source>Change /tmp size</source>
        <translation>/tmp-Größe ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="626"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="627"/>
        <source>No timeout</source>
        <translation>Kein Zeitlimit</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="629"/>
        <source>E&amp;xec timeout:</source>
        <translation>E&amp;xec-Zeitlimit:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="630"/>
        <source>How long one command run through the exec agent may take.</source>
        <translation>Wie lange ein über den Exec-Agenten ausgeführter Befehl dauern darf.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="633"/>
        <source>Change exec timeout</source>
        <translation>Exec-Zeitlimit ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="639"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="640"/>
        <source>The project folder is the only part of this computer the sandbox sees, at /project.</source>
        <translation>Der Projektordner ist der einzige Teil dieses Rechners, den die Sandbox sieht, unter /project.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="644"/>
        <location filename="../ui/policyeditor.cpp" line="1286"/>
        <source>Read and write</source>
        <translation>Lesen und schreiben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="645"/>
        <location filename="../ui/policyeditor.cpp" line="1286"/>
        <source>Read only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="652"/>
        <source>Project:</source>
        <translation>Projekt:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="655"/>
        <source>Change project access</source>
        <translation>Projektzugriff ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="660"/>
        <source>.env or secrets/</source>
        <translation>.env oder secrets/</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="661"/>
        <source>Hidden:</source>
        <translation>Verborgen:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="662"/>
        <source>Paths inside the project the sandbox cannot see, such as files with credentials.</source>
        <translation>Pfade im Projekt, die die Sandbox nicht sieht, etwa Dateien mit Zugangsdaten.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="664"/>
        <source>Edit hidden paths</source>
        <translation>Verborgene Pfade bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="669"/>
        <source>.git/hooks</source>
        <translation>.git/hooks</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="670"/>
        <source>Read-only:</source>
        <translation>Nur lesen:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="671"/>
        <source>Paths inside the project the sandbox can read but not change.</source>
        <translation>Pfade im Projekt, die die Sandbox lesen, aber nicht ändern kann.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="674"/>
        <source>Edit read-only paths</source>
        <translation>Schreibgeschützte Pfade bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="677"/>
        <source>Keep a home folder between sessions</source>
        <translation>Einen Home-Ordner zwischen Sitzungen behalten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="678"/>
        <source>A podman volume per project holds /home/sandbox (shell history, caches, logins).</source>
        <translation>Ein podman-Volume pro Projekt enthält /home/sandbox (Shell-Verlauf, Caches, Anmeldungen).</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="679"/>
        <source>Home:</source>
        <translation>Home:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="682"/>
        <source>Toggle home volume</source>
        <translation>Home-Volume umschalten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="690"/>
        <source>Add…</source>
        <translation>Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="700"/>
        <source>Extra folders:</source>
        <translation>Weitere Ordner:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="701"/>
        <source>Other folders of this computer to show in the sandbox. Each one widens what the agent can touch.</source>
        <translation>Weitere Ordner dieses Rechners, die in der Sandbox sichtbar sind. Jeder erweitert, was der Agent anfassen kann.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="708"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="709"/>
        <source>What the container image contains. Changes here need a rebuild (the image tag in the preview changes).</source>
        <translation>Was das Container-Image enthält. Änderungen hier erfordern einen neuen Build (das Image-Tag in der Vorschau ändert sich).</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="725"/>
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="728"/>
        <source>Change agent</source>
        <translation>Agent ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="734"/>
        <source>&amp;Base image:</source>
        <translation>&amp;Basis-Image:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="736"/>
        <source>Change base image</source>
        <translation>Basis-Image ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="742"/>
        <source>Debian packages separated by spaces, e.g. ripgrep jq</source>
        <translation>Debian-Pakete, durch Leerzeichen getrennt, z. B. ripgrep jq</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="743"/>
        <source>&amp;Packages:</source>
        <translation>&amp;Pakete:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="746"/>
        <source>Change packages</source>
        <translation>Pakete ändern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="807"/>
        <source>This project&apos;s policy file has not been approved on this computer, so sessions do not use it yet. Review it and approve it, or save your own version.</source>
        <translation>Die Richtliniendatei dieses Projekts wurde auf diesem Rechner noch nicht freigegeben, daher verwenden Sitzungen sie noch nicht. Prüfen und geben Sie sie frei, oder speichern Sie Ihre eigene Fassung.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="811"/>
        <source>This project&apos;s policy file changed since you approved it — possibly by the agent — so sessions do not use it. Review the changes before approving them.</source>
        <translation>Die Richtliniendatei dieses Projekts hat sich seit Ihrer Freigabe geändert – möglicherweise durch den Agenten –, daher verwenden Sitzungen sie nicht. Prüfen Sie die Änderungen, bevor Sie sie freigeben.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="826"/>
        <source>Review the Project Policy</source>
        <translation>Projektrichtlinie prüfen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="829"/>
        <source>Changes since you last approved %1:</source>
        <translation>Änderungen seit Ihrer letzten Freigabe von %1:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="830"/>
        <source>Content of %1:</source>
        <translation>Inhalt von %1:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="839"/>
        <source>Approve</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="849"/>
        <source>Not Approved</source>
        <translation>Nicht freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="853"/>
        <source>Approved the project policy.</source>
        <translation>Die Projektrichtlinie wurde freigegeben.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="901"/>
        <source>Reset %1 to the inherited value</source>
        <translation>%1 auf den geerbten Wert zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="962"/>
        <source>Unknown agent preset.</source>
        <translation>Unbekannte Agent-Vorlage.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="981"/>
        <source>Parts of the project file could not be read and will be dropped when you save:
%1</source>
        <translation>Teile der Projektdatei konnten nicht gelesen werden und gehen beim Speichern verloren:
%1</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1040"/>
        <source>%1 usually needs: %2</source>
        <translation>%1 braucht üblicherweise: %2</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1044"/>
        <source>%1 usually reads: %2</source>
        <translation>%1 liest üblicherweise: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="1055"/>
        <source>%n problem(s) to fix before saving</source>
        <translation>
            <numerusform>%n Problem vor dem Speichern zu beheben</numerusform>
            <numerusform>%n Probleme vor dem Speichern zu beheben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1057"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1059"/>
        <source>Saved in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1061"/>
        <source>No project file yet: every value is inherited</source>
        <translation>Noch keine Projektdatei: alle Werte sind geerbt</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1091"/>
        <source>The policy was not saved.</source>
        <translation>Die Richtlinie wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1102"/>
        <source>Saved and approved %1</source>
        <translation>%1 gespeichert und freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1122"/>
        <source>Reloaded the policy from disk.</source>
        <translation>Die Richtlinie wurde neu von der Platte geladen.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1156"/>
        <source>The policy file changed on disk.</source>
        <translation>Die Richtliniendatei wurde auf der Platte geändert.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1163"/>
        <source>your version</source>
        <translation>Ihre Fassung</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1163"/>
        <source>on disk</source>
        <translation>auf der Platte</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1165"/>
        <source>Changes Made on Disk</source>
        <translation>Änderungen auf der Platte</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1167"/>
        <source>Lines starting with + were added on disk, lines with - are only in your version.</source>
        <translation>Zeilen mit + wurden auf der Platte hinzugefügt, Zeilen mit - gibt es nur in Ihrer Fassung.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1172"/>
        <source>(no differences in content)</source>
        <translation>(keine inhaltlichen Unterschiede)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1206"/>
        <source>Your version is kept; saving will overwrite the file on disk.</source>
        <translation>Ihre Fassung bleibt erhalten; beim Speichern wird die Datei auf der Platte überschrieben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="1226"/>
        <source>Added %n host(s) from the clipboard.</source>
        <translation>
            <numerusform>%n Host aus der Zwischenablage hinzugefügt.</numerusform>
            <numerusform>%n Hosts aus der Zwischenablage hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="1243"/>
        <source>Remove %n host(s)</source>
        <translation>
            <numerusform>%n Host entfernen</numerusform>
            <numerusform>%n Hosts entfernen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1257"/>
        <source>%1 is already listed.</source>
        <translation>%1 ist bereits aufgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1277"/>
        <source>Folder to Show in the Sandbox</source>
        <translation>In der Sandbox sichtbarer Ordner</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1281"/>
        <source>Path in the Sandbox</source>
        <translation>Pfad in der Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1282"/>
        <source>Where the folder appears inside the sandbox:</source>
        <translation>Wo der Ordner in der Sandbox erscheint:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1287"/>
        <source>Access</source>
        <translation>Zugriff</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1287"/>
        <source>The sandbox may:</source>
        <translation>Die Sandbox darf:</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1291"/>
        <source>Add extra folder</source>
        <translation>Weiteren Ordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="1302"/>
        <source>Remove extra folder</source>
        <translation>Weiteren Ordner entfernen</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyPreview</name>
    <message>
        <location filename="../ui/policypreview.cpp" line="93"/>
        <source>Image:</source>
        <translation>Image:</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="100"/>
        <source>The image tag is a hash of everything that goes into the image. It changes exactly when a change needs a rebuild.</source>
        <translation>Das Image-Tag ist ein Hash über alles, was ins Image eingeht. Es ändert sich genau dann, wenn eine Änderung einen neuen Build erfordert.</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="105"/>
        <source>Copy the shown artifact to the clipboard</source>
        <translation>Das angezeigte Artefakt in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="122"/>
        <source>Containerfile</source>
        <translation>Containerfile</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="122"/>
        <source>Entrypoint</source>
        <translation>Entrypoint</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="122"/>
        <source>Firewall</source>
        <translation>Firewall</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="122"/>
        <source>Gate</source>
        <translation>Gate</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="123"/>
        <source>podman run</source>
        <translation>podman run</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="123"/>
        <source>Effective</source>
        <translation>Wirksam</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="124"/>
        <source>The Containerfile the image is built from</source>
        <translation>Das Containerfile, aus dem das Image gebaut wird</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="125"/>
        <source>entrypoint.sh: loads the firewall, then drops privileges and starts the harness</source>
        <translation>entrypoint.sh: lädt die Firewall, gibt dann Rechte ab und startet den Agenten</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="126"/>
        <source>nftables ruleset loaded inside the sandbox: only the gate may be reached</source>
        <translation>nftables-Regelwerk in der Sandbox: nur das Gate ist erreichbar</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="127"/>
        <source>squid configuration of the egress gate: the allowlist</source>
        <translation>squid-Konfiguration des Ausgangs-Gates: die Erlaubnisliste</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="128"/>
        <source>The podman run command line (placeholders for session values; environment values are never shown)</source>
        <translation>Die podman-run-Befehlszeile (Platzhalter für Sitzungswerte; Umgebungswerte werden nie gezeigt)</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="129"/>
        <source>The effective policy after merging every layer, secrets redacted</source>
        <translation>Die wirksame Richtlinie nach dem Zusammenführen aller Ebenen, Geheimnisse geschwärzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policypreview.cpp" line="191"/>
        <source>The policy has %n problem(s); the preview shows the last valid state.</source>
        <translation>
            <numerusform>Die Richtlinie hat %n Problem; die Vorschau zeigt den letzten gültigen Stand.</numerusform>
            <numerusform>Die Richtlinie hat %n Probleme; die Vorschau zeigt den letzten gültigen Stand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policypreview.cpp" line="193"/>
        <source>The policy has %n problem(s); fix them to see the preview.</source>
        <translation>
            <numerusform>Die Richtlinie hat %n Problem; beheben Sie es, um die Vorschau zu sehen.</numerusform>
            <numerusform>Die Richtlinie hat %n Probleme; beheben Sie sie, um die Vorschau zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="241"/>
        <source># Network mode &quot;none&quot;: the sandbox has no network at all, so no ruleset is loaded.
</source>
        <translation># Netzwerkmodus „none“: Die Sandbox hat gar kein Netzwerk, daher wird kein Regelwerk geladen.
</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="242"/>
        <source># Network mode &quot;open&quot;: no ruleset; the sandbox reaches every address. Use it only for trusted work.
</source>
        <translation># Netzwerkmodus „open“: kein Regelwerk; die Sandbox erreicht jede Adresse. Nur für vertrauenswürdige Arbeit verwenden.
</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="246"/>
        <source># No egress gate in network mode &quot;%1&quot;.
</source>
        <translation># Kein Ausgangs-Gate im Netzwerkmodus „%1“.
</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectHeader</name>
    <message>
        <location filename="../ui/projectheader.cpp" line="61"/>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="63"/>
        <location filename="../ui/projectheader.cpp" line="141"/>
        <source>Build the image for this policy (Ctrl+B)</source>
        <translation>Das Image für diese Richtlinie bauen (Strg+B)</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="64"/>
        <source>Launch</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="66"/>
        <location filename="../ui/projectheader.cpp" line="142"/>
        <source>Start a sandboxed session (Ctrl+Return)</source>
        <translation>Eine Sitzung in der Sandbox starten (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="82"/>
        <source>Checking the container engine…</source>
        <translation>Container-Engine wird geprüft …</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="103"/>
        <source>Image status unknown</source>
        <translation>Image-Zustand unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="107"/>
        <source>Image built</source>
        <translation>Image gebaut</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="111"/>
        <source>Image needs a build</source>
        <translation>Image muss gebaut werden</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="115"/>
        <source>Building image…</source>
        <translation>Image wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="119"/>
        <source>Image build failed</source>
        <translation>Image-Build fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="123"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectItemDelegate</name>
    <message>
        <location filename="../ui/projectitemdelegate.cpp" line="83"/>
        <source>Folder not found</source>
        <translation>Ordner nicht gefunden</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectListModel</name>
    <message>
        <location filename="../ui/projectlistmodel.cpp" line="187"/>
        <source>%1
This folder no longer exists. Remove it from the list, or restore the folder.</source>
        <translation>%1
Dieser Ordner existiert nicht mehr. Entfernen Sie ihn aus der Liste oder stellen Sie den Ordner wieder her.</translation>
    </message>
</context>
<context>
    <name>aisb::SizeEdit</name>
    <message>
        <location filename="../ui/sizeedit.cpp" line="23"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location filename="../ui/sizeedit.cpp" line="24"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
</context>
</TS>
