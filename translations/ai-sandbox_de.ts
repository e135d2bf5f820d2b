<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>aisb::AbandonedSessions</name>
    <message>
        <location filename="../core/maintenance/abandonedsessions.cpp" line="123"/>
        <source>container %1</source>
        <translation>Container %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/abandonedsessions.cpp" line="125"/>
        <source>volume %1</source>
        <translation>Volume %1</translation>
    </message>
</context>
<context>
    <name>aisb::AllowlistModel</name>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="67"/>
        <source>The host name is empty.</source>
        <translation>Der Hostname ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="76"/>
        <source>%1 is listed twice; remove one of them.</source>
        <translation>%1 steht doppelt in der Liste; entfernen Sie einen Eintrag.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="104"/>
        <source>%1 and subdomains</source>
        <translation>%1 und Subdomains</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="104"/>
        <source>only %1</source>
        <translation>nur %1</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="109"/>
        <source>A leading dot allows %1 and every name below it, like www.%1.</source>
        <translation>Ein führender Punkt erlaubt %1 und jeden Namen darunter, etwa www.%1.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="110"/>
        <source>Exactly %1; write .%1 to allow its subdomains too.</source>
        <translation>Genau %1; schreiben Sie .%1, um auch die Subdomains zu erlauben.</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="136"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../ui/allowlistmodel.cpp" line="138"/>
        <source>Allows</source>
        <translation>Erlaubt</translation>
    </message>
</context>
<context>
    <name>aisb::AppController</name>
    <message>
        <location filename="../ui/appcontroller.cpp" line="398"/>
        <source>Cannot launch a session</source>
        <translation>Sitzung kann nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="129"/>
        <source>Built %1</source>
        <translation>%1 gebaut</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="129"/>
        <source>%1 is up to date</source>
        <translation>%1 ist aktuell</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="169"/>
        <source>podman %1 · %2</source>
        <translation>podman %1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="169"/>
        <source>rootless</source>
        <translation>rootless</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="169"/>
        <source>rootful</source>
        <translation>rootful</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="173"/>
        <source> · remote</source>
        <translation> · entfernt</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="213"/>
        <source>podman is not usable</source>
        <translation>podman ist nicht nutzbar</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/appcontroller.cpp" line="88"/>
        <source>Applying the saved allowlist to %n running session(s)…</source>
        <translation>
            <numerusform>Die gespeicherte Liste erlaubter Hosts wird auf %n laufende Sitzung angewendet …</numerusform>
            <numerusform>Die gespeicherte Liste erlaubter Hosts wird auf %n laufende Sitzungen angewendet …</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="142"/>
        <source>Stop running sessions?</source>
        <translation>Laufende Sitzungen beenden?</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/appcontroller.cpp" line="143"/>
        <source>%n session(s) still running. Quitting stops them: their sandboxes and gates are removed.</source>
        <translation>
            <numerusform>%n Sitzung läuft noch. Beim Beenden wird sie gestoppt: ihre Sandbox und ihr Gate werden entfernt.</numerusform>
            <numerusform>%n Sitzungen laufen noch. Beim Beenden werden sie gestoppt: ihre Sandboxen und Gates werden entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="146"/>
        <source>Stop Sessions and Quit</source>
        <translation>Sitzungen stoppen und beenden</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="147"/>
        <source>Keep Running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="212"/>
        <source>%1 is not usable</source>
        <translation>%1 ist nicht nutzbar</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="234"/>
        <source>Podman Engine</source>
        <translation>Podman-Engine</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="236"/>
        <source>New sessions of this project run on this computer.</source>
        <translation>Neue Sitzungen dieses Projekts laufen auf diesem Computer.</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="244"/>
        <source>Engine Settings Not Read</source>
        <translation>Engine-Einstellungen nicht gelesen</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="262"/>
        <source>New sessions run on %1.</source>
        <translation>Neue Sitzungen laufen auf: %1.</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="263"/>
        <source>New sessions of this project run on %1.</source>
        <translation>Neue Sitzungen dieses Projekts laufen auf: %1.</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="277"/>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft …</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="281"/>
        <source>The global engine is now %1: this window still looks at %2.</source>
        <translation>Die globale Engine ist jetzt %1, dieses Fenster zeigt aber noch: %2.</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="315"/>
        <source>Chosen for this project, in this computer&apos;s settings (not in the project&apos;s files).</source>
        <translation>Für dieses Projekt gewählt, in den Einstellungen dieses Computers (nicht in den Dateien des Projekts).</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="317"/>
        <source>The global engine, set for this run by the command line&apos;s --url/--connection.</source>
        <translation>Die globale Engine, für diesen Lauf über --url/--connection der Befehlszeile festgelegt.</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="319"/>
        <source>The global engine (Edit ▸ Podman Engine…).</source>
        <translation>Die globale Engine (Bearbeiten ▸ Podman-Engine …).</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="324"/>
        <source>%1 (this project&apos;s choice)</source>
        <translation>%1 (Wahl dieses Projekts)</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="326"/>
        <source>%1 (--url/--connection of this run)</source>
        <translation>%1 (--url/--connection dieses Laufs)</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="358"/>
        <source>%1 (%2, started %3)</source>
        <translation>%1 (%2, gestartet %3)</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="360"/>
        <source>Sessions left behind</source>
        <translation>Zurückgebliebene Sitzungen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/appcontroller.cpp" line="361"/>
        <source>%n session(s) of an earlier run did not end cleanly (the app was killed or crashed):</source>
        <translation>
            <numerusform>%n Sitzung eines früheren Laufs wurde nicht sauber beendet (die App wurde beendet oder ist abgestürzt):</numerusform>
            <numerusform>%n Sitzungen eines früheren Laufs wurden nicht sauber beendet (die App wurde beendet oder ist abgestürzt):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="364"/>
        <source>Remove their containers and gates now?</source>
        <translation>Ihre Container und Gates jetzt entfernen?</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="366"/>
        <source>Remove Them</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="367"/>
        <source>Leave Them</source>
        <translation>Belassen</translation>
    </message>
    <message>
        <location filename="../ui/appcontroller.cpp" line="557"/>
        <source>%1 (the global engine)</source>
        <translation>%1 (die globale Engine)</translation>
    </message>
</context>
<context>
    <name>aisb::BindStage</name>
    <message>
        <location filename="../core/session/bindstage.cpp" line="132"/>
        <source>podman&apos;s rootless pause process was not found (looked for %1); run any podman command (e.g. `podman info`) and start again</source>
        <translation>Der Pause-Prozess von rootless podman wurde nicht gefunden (gesucht: %1); führen Sie einen beliebigen podman-Befehl aus (z. B. `podman info`) und starten Sie erneut</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="159"/>
        <source>cannot open podman&apos;s namespaces (%1): %2</source>
        <translation>die Namespaces von podman können nicht geöffnet werden (%1): %2</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="179"/>
        <source>the helper in podman&apos;s namespace ended early</source>
        <translation>der Hilfsprozess im Namespace von podman wurde vorzeitig beendet</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="219"/>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="253"/>
        <source>%1 in the project leads out of it (a symlink or &apos;..&apos; appeared after it was checked); the sandbox was not started. Check the folder and start again.</source>
        <translation>%1 im Projekt führt aus dem Projekt hinaus (ein Symlink oder „..“ ist nach der Prüfung aufgetaucht); die Sandbox wurde nicht gestartet. Prüfen Sie den Ordner und starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="256"/>
        <source>%1 in the project changed after it was checked (%2); the sandbox was not started. Start again.</source>
        <translation>%1 im Projekt hat sich nach der Prüfung geändert (%2); die Sandbox wurde nicht gestartet. Starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="261"/>
        <source>%1 in the project changed after it was checked (it is no longer the %2 it was); the sandbox was not started. Start again.</source>
        <translation>%1 im Projekt hat sich nach der Prüfung geändert (nicht mehr derselbe Eintrag vom Typ %2 wie zuvor); die Sandbox wurde nicht gestartet. Starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="264"/>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="264"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="268"/>
        <source>cannot enter podman&apos;s user and mount namespace: %1</source>
        <translation>der Benutzer- und Mount-Namespace von podman kann nicht betreten werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="271"/>
        <source>cannot stage %1 for the sandbox (Linux &gt;= 5.6 with open_tree and openat2 is needed): %2</source>
        <translation>%1 kann nicht für die Sandbox bereitgestellt werden (nötig ist Linux ≥ 5.6 mit open_tree und openat2): %2</translation>
    </message>
    <message>
        <location filename="../core/session/bindstage.cpp" line="323"/>
        <source>cannot remove the staged sources in %1: %2</source>
        <translation>die bereitgestellten Quellen in %1 können nicht entfernt werden: %2</translation>
    </message>
</context>
<context>
    <name>aisb::BuildDiagnosis</name>
    <message>
        <location filename="../core/session/builddiagnosis.cpp" line="61"/>
        <source>The build could not verify a TLS certificate (%1). Something between this machine and the package registry, usually a TLS-inspecting proxy, presents a certificate authority the image does not trust.</source>
        <translation>Der Build konnte ein TLS-Zertifikat nicht prüfen (%1). Etwas zwischen diesem Rechner und der Paketquelle, meist ein TLS-prüfender Proxy, legt eine Zertifizierungsstelle vor, der das Image nicht vertraut.</translation>
    </message>
    <message>
        <location filename="../core/session/builddiagnosis.cpp" line="69"/>
        <source>This machine trusts certificate authorities beyond its distribution&apos;s (%1). Add &quot;host&quot; to image.ca_certificates to build them into the image, or name the proxy&apos;s certificate file there.</source>
        <translation>Dieser Rechner vertraut Zertifizierungsstellen über die seiner Distribution hinaus (%1). Fügen Sie &quot;host&quot; zu image.ca_certificates hinzu, um sie ins Image zu übernehmen, oder geben Sie dort die Zertifikatsdatei des Proxys an.</translation>
    </message>
    <message>
        <location filename="../core/session/builddiagnosis.cpp" line="76"/>
        <source>image.ca_certificates already takes this machine&apos;s certificate authorities (&quot;host&quot;), and the proxy&apos;s is not among them: name its certificate file in image.ca_certificates.</source>
        <translation>image.ca_certificates übernimmt bereits die Zertifizierungsstellen dieses Rechners (&quot;host&quot;), und die des Proxys ist nicht darunter: geben Sie ihre Zertifikatsdatei in image.ca_certificates an.</translation>
    </message>
    <message>
        <location filename="../core/session/builddiagnosis.cpp" line="81"/>
        <source>Name the proxy&apos;s certificate authority file (PEM) in image.ca_certificates.</source>
        <translation>Geben Sie die Datei der Zertifizierungsstelle des Proxys (PEM) in image.ca_certificates an.</translation>
    </message>
</context>
<context>
    <name>aisb::BuildPane</name>
    <message>
        <location filename="../ui/buildpane.cpp" line="33"/>
        <source>No build yet.</source>
        <translation>Noch kein Build.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="40"/>
        <source>Step %v of %m</source>
        <translation>Schritt %v von %m</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="43"/>
        <source>Cancel Build</source>
        <translation>Build abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="45"/>
        <source>Stop the running image build (Ctrl+.)</source>
        <translation>Den laufenden Image-Build abbrechen (Strg+.)</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="49"/>
        <source>Hide the build log</source>
        <translation>Build-Protokoll ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="67"/>
        <source>Trust This Machine&apos;s Certificate Authorities</source>
        <translation>Den Zertifizierungsstellen dieses Rechners vertrauen</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="69"/>
        <source>Adds &quot;host&quot; to image.ca_certificates in the policy editor (undoable); save the policy and build again to use it</source>
        <translation>Fügt im Richtlinien-Editor &quot;host&quot; zu image.ca_certificates hinzu (rückgängig machbar); speichern Sie die Richtlinie und bauen Sie erneut, um es zu nutzen</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="82"/>
        <source>The output of the image build appears here.</source>
        <translation>Hier erscheint die Ausgabe des Image-Builds.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="83"/>
        <source>Build log</source>
        <translation>Build-Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="112"/>
        <source>&quot;host&quot; was added to image.ca_certificates: save the policy, then build again.</source>
        <translation>&quot;host&quot; wurde zu image.ca_certificates hinzugefügt: speichern Sie die Richtlinie und bauen Sie dann erneut.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="124"/>
        <source>Building the image…</source>
        <translation>Image wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="124"/>
        <source>Building %1…</source>
        <translation>%1 wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="159"/>
        <source>The image was built.</source>
        <translation>Das Image wurde gebaut.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="165"/>
        <source>The build failed.</source>
        <translation>Der Build ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/buildpane.cpp" line="167"/>
        <source>Step %1 failed: %2</source>
        <translation>Schritt %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>aisb::CaCertificates</name>
    <message>
        <location filename="../core/policy/cacertificates.cpp" line="88"/>
        <source>it does not exist on this machine</source>
        <translation>sie existiert auf diesem Rechner nicht</translation>
    </message>
    <message>
        <location filename="../core/policy/cacertificates.cpp" line="90"/>
        <source>it is not a regular file</source>
        <translation>sie ist keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../core/policy/cacertificates.cpp" line="92"/>
        <source>it is larger than %1 bytes</source>
        <translation>sie ist größer als %1 Byte</translation>
    </message>
    <message>
        <location filename="../core/policy/cacertificates.cpp" line="96"/>
        <source>it cannot be read (%1)</source>
        <translation>sie kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location filename="../core/policy/cacertificates.cpp" line="100"/>
        <source>it holds a private key and no certificate; a key never goes into the image</source>
        <translation>sie enthält einen privaten Schlüssel und kein Zertifikat; ein Schlüssel kommt nie ins Image</translation>
    </message>
    <message>
        <location filename="../core/policy/cacertificates.cpp" line="102"/>
        <source>it is not a PEM certificate</source>
        <translation>sie ist kein PEM-Zertifikat</translation>
    </message>
</context>
<context>
    <name>aisb::ChangeStore</name>
    <message>
        <location filename="../core/session/changestore.cpp" line="40"/>
        <source>%1 must be a size such as &quot;16m&quot; from 0 to %2; got &quot;%3&quot;, using the default</source>
        <translation>%1 muss eine Größe wie &quot;16m&quot; von 0 bis %2 sein; erhalten: &quot;%3&quot;, der Standardwert wird verwendet</translation>
    </message>
    <message>
        <location filename="../core/session/changestore.cpp" line="203"/>
        <source>the snapshot taken at the start is missing or unreadable</source>
        <translation>die zu Beginn erstellte Momentaufnahme fehlt oder ist nicht lesbar</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/session/changestore.cpp" line="308"/>
        <source>Project captured before the start: %n entries, %1 read in %2 ms</source>
        <translation>
            <numerusform>Projekt vor dem Start erfasst: %n Eintrag, %1 in %2 ms gelesen</numerusform>
            <numerusform>Projekt vor dem Start erfasst: %n Einträge, %1 in %2 ms gelesen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/session/changestore.cpp" line="319"/>
        <source>The project could not be captured before the start, so what the session changes will not be listed: %1</source>
        <translation>Das Projekt konnte vor dem Start nicht erfasst werden, daher werden die Änderungen der Sitzung nicht aufgelistet: %1</translation>
    </message>
    <message>
        <location filename="../core/session/changestore.cpp" line="343"/>
        <source>The session created %1, modified %2, deleted %3 and chmod-ed %4 entries (%5 flagged): ai-sandbox changes %6</source>
        <translation>Die Sitzung hat %1 Einträge erstellt, %2 geändert, %3 gelöscht und bei %4 die Rechte geändert (%5 markiert): ai-sandbox changes %6</translation>
    </message>
    <message>
        <location filename="../core/session/changestore.cpp" line="357"/>
        <source>What the session changed could not be listed: %1</source>
        <translation>Die Änderungen der Sitzung konnten nicht aufgelistet werden: %1</translation>
    </message>
</context>
<context>
    <name>aisb::ChangesView</name>
    <message>
        <location filename="../ui/changesview.cpp" line="114"/>
        <source>Mode %1 → %2.</source>
        <translation>Modus %1 → %2.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="117"/>
        <source>Before: a link to %1.</source>
        <translation>Vorher: ein Link auf %1.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="119"/>
        <source>After: a link to %1.</source>
        <translation>Nachher: ein Link auf %1.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="122"/>
        <source>A folder was created.</source>
        <translation>Ein Ordner wurde erstellt.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="123"/>
        <source>A folder was deleted.</source>
        <translation>Ein Ordner wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="161"/>
        <source>Binary file: %1 → %2 bytes.</source>
        <translation>Binärdatei: %1 → %2 Bytes.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="164"/>
        <source>Binary file, %1 bytes.</source>
        <translation>Binärdatei, %1 Bytes.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="167"/>
        <source>Too large to show a diff here (%1 → %2 bytes).</source>
        <translation>Zu groß für eine Diff-Anzeige hier (%1 → %2 Bytes).</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="171"/>
        <source>The content from before the session was not kept (larger than the undo cap): it cannot be shown or undone.</source>
        <translation>Der Inhalt von vor der Sitzung wurde nicht aufbewahrt (größer als die Obergrenze für Rückgängig machen): Er kann weder angezeigt noch rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="174"/>
        <source>The file was changed after the session ended: the diff shows it as it is now.</source>
        <translation>Die Datei wurde nach dem Ende der Sitzung geändert: Der Diff zeigt sie im aktuellen Zustand.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="176"/>
        <source>The file is gone or unreadable now.</source>
        <translation>Die Datei ist jetzt nicht mehr vorhanden oder nicht lesbar.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="182"/>
        <source>Same content.</source>
        <translation>Gleicher Inhalt.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="194"/>
        <location filename="../ui/changesview.cpp" line="352"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="195"/>
        <location filename="../ui/changesview.cpp" line="345"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="197"/>
        <location filename="../ui/changesview.cpp" line="355"/>
        <source>Keep All</source>
        <translation>Alle behalten</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="197"/>
        <location filename="../ui/changesview.cpp" line="348"/>
        <source>Undo All…</source>
        <translation>Alle rückgängig machen …</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="210"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="210"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="210"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="213"/>
        <source>Changed files</source>
        <translation>Geänderte Dateien</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="222"/>
        <location filename="../ui/changesview.cpp" line="354"/>
        <source>Keep the selected changes as the session left them</source>
        <translation>Die ausgewählten Änderungen so behalten, wie die Sitzung sie hinterlassen hat</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="224"/>
        <location filename="../ui/changesview.cpp" line="347"/>
        <source>Put the selected files back as they were before the session</source>
        <translation>Die ausgewählten Dateien in den Zustand vor der Sitzung zurückversetzen</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="227"/>
        <location filename="../ui/changesview.cpp" line="350"/>
        <source>Put everything the session changed back as it was before the session</source>
        <translation>Alles, was die Sitzung geändert hat, in den Zustand vor der Sitzung zurückversetzen</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="278"/>
        <source>Apply All</source>
        <translation>Alle übernehmen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/changesview.cpp" line="279"/>
        <source>Write %n file(s) as the quarantine session left them to %1?</source>
        <translation>
            <numerusform>Die %n Datei so, wie die Quarantäne-Sitzung sie hinterlassen hat, nach %1 schreiben?</numerusform>
            <numerusform>Die %n Dateien so, wie die Quarantäne-Sitzung sie hinterlassen hat, nach %1 schreiben?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="282"/>
        <source>Undo All</source>
        <translation>Alle rückgängig machen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/changesview.cpp" line="283"/>
        <source>Put %n file(s) back as they were before the session?</source>
        <translation>
            <numerusform>%n Datei in den Zustand vor der Sitzung zurückversetzen?</numerusform>
            <numerusform>%n Dateien in den Zustand vor der Sitzung zurückversetzen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="296"/>
        <source>made executable</source>
        <translation>ausführbar gemacht</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="298"/>
        <source>set-uid/set-gid</source>
        <translation>set-uid/set-gid</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="300"/>
        <source>new dotfile</source>
        <translation>neue Dotfile</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="302"/>
        <source>inside .git</source>
        <translation>innerhalb von .git</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="304"/>
        <source>unusual file type</source>
        <translation>ungewöhnlicher Dateityp</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="327"/>
        <source>The list of changes of this session cannot be read (%1).</source>
        <translation>Die Liste der Änderungen dieser Sitzung kann nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="329"/>
        <source>The session has not ended: its changes are listed once it has.</source>
        <translation>Die Sitzung ist noch nicht beendet: Ihre Änderungen werden danach aufgelistet.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="331"/>
        <source>This session kept no picture of its project (a warm sandbox, a read-only project, or a session from before changes were kept).</source>
        <translation>Diese Sitzung hat kein Abbild ihres Projekts aufbewahrt (eine warme Sandbox, ein schreibgeschütztes Projekt oder eine Sitzung aus der Zeit, bevor Änderungen aufbewahrt wurden).</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="345"/>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="346"/>
        <source>Write the selected files to the project as the session left them</source>
        <translation>Die ausgewählten Dateien so ins Projekt schreiben, wie die Sitzung sie hinterlassen hat</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="348"/>
        <source>Apply All…</source>
        <translation>Alle übernehmen…</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="349"/>
        <source>Write everything the session changed to the project</source>
        <translation>Alles, was die Sitzung geändert hat, ins Projekt schreiben</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="352"/>
        <source>Skip</source>
        <translation>Auslassen</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="353"/>
        <source>Leave the selected changes out of the project</source>
        <translation>Die ausgewählten Änderungen nicht ins Projekt übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="355"/>
        <source>Discard…</source>
        <translation>Verwerfen…</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="356"/>
        <source>Remove the session&apos;s copy: nothing more can be applied</source>
        <translation>Die Kopie der Sitzung entfernen: danach lässt sich nichts mehr übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="390"/>
        <source>The session changed nothing in %1.</source>
        <translation>Die Sitzung hat in %1 nichts geändert.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="391"/>
        <source>In %1 the session created %2, modified %3, deleted %4 and changed the mode of %5 entries.</source>
        <translation>In %1 hat die Sitzung %2 Einträge erstellt, %3 geändert, %4 gelöscht und bei %5 den Modus geändert.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="397"/>
        <source>Quarantine session: nothing was written to %1. %2</source>
        <translation>Quarantäne-Sitzung: nach %1 wurde nichts geschrieben. %2</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="400"/>
        <source>Look at these first: %1</source>
        <translation>Zuerst diese ansehen: %1</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="454"/>
        <source>created</source>
        <translation>erstellt</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="455"/>
        <source>modified</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="456"/>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="457"/>
        <source>mode changed</source>
        <translation>Modus geändert</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="461"/>
        <source>%1, kept</source>
        <translation>%1, behalten</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="463"/>
        <source>%1, undone</source>
        <translation>%1, rückgängig gemacht</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="463"/>
        <source>%1, applied</source>
        <translation>%1, übernommen</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="469"/>
        <source>binary</source>
        <translation>binär</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="473"/>
        <source>content not kept: cannot be undone</source>
        <translation>Inhalt nicht aufbewahrt: kann nicht rückgängig gemacht werden</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="526"/>
        <source>Reading…</source>
        <translation>Wird gelesen …</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="546"/>
        <source>Discard the Copy</source>
        <translation>Kopie verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="547"/>
        <source>Remove the quarantine copy of this session? What was not applied is lost; the project stays as it is.</source>
        <translation>Die Quarantäne-Kopie dieser Sitzung entfernen? Was nicht übernommen wurde, geht verloren; das Projekt bleibt, wie es ist.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="551"/>
        <source>The copy could not be removed: %1</source>
        <translation>Die Kopie konnte nicht entfernt werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="555"/>
        <source>The copy was removed; the project was never changed.</source>
        <translation>Die Kopie wurde entfernt; das Projekt wurde nie geändert.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="581"/>
        <source>Putting files back…</source>
        <translation>Dateien werden zurückversetzt …</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="581"/>
        <source>Applying…</source>
        <translation>Wird übernommen…</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="590"/>
        <source>The snapshots of this session cannot be read: nothing was changed.</source>
        <translation>Die Momentaufnahmen dieser Sitzung können nicht gelesen werden: Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="626"/>
        <source>Files Changed Since the Session Started</source>
        <translation>Seit dem Start der Sitzung geänderte Dateien</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="627"/>
        <source>These files of the project were changed after the session started:

%1

Write the session&apos;s version over them anyway? Their current content is lost.</source>
        <translation>Diese Dateien des Projekts wurden nach dem Start der Sitzung geändert:

%1

Die Fassung der Sitzung trotzdem darüberschreiben? Ihr jetziger Inhalt geht verloren.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="633"/>
        <source>Files Changed After the Session</source>
        <translation>Nach der Sitzung geänderte Dateien</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="634"/>
        <source>These files were changed after the session ended:

%1

Put them back as they were before the session anyway? Their current content is lost.</source>
        <translation>Diese Dateien wurden nach dem Ende der Sitzung geändert:

%1

Trotzdem in den Zustand vor der Sitzung zurückversetzen? Ihr aktueller Inhalt geht verloren.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="643"/>
        <source>Nothing was applied: %1 changed after the session started.</source>
        <translation>Nichts wurde übernommen: %1 wurde nach dem Start der Sitzung geändert.</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="644"/>
        <source>Nothing was undone: %1 changed after the session ended.</source>
        <translation>Nichts wurde rückgängig gemacht: %1 wurde nach dem Ende der Sitzung geändert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/changesview.cpp" line="664"/>
        <source>%n file(s) written to the project.</source>
        <translation>
            <numerusform>%n Datei ins Projekt geschrieben.</numerusform>
            <numerusform>%n Dateien ins Projekt geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/changesview.cpp" line="665"/>
        <source>%n file(s) put back as they were before the session.</source>
        <translation>
            <numerusform>%n Datei in den Zustand vor der Sitzung zurückversetzt.</numerusform>
            <numerusform>%n Dateien in den Zustand vor der Sitzung zurückversetzt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="668"/>
        <source>Not put back: %1</source>
        <translation>Nicht zurückversetzt: %1</translation>
    </message>
    <message>
        <location filename="../ui/changesview.cpp" line="668"/>
        <source>Not applied: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
</context>
<context>
    <name>aisb::Cleaner</name>
    <message>
        <location filename="../core/maintenance/cleaner.cpp" line="54"/>
        <source>%1 is not a launcher ai-sandbox created; it was left alone.</source>
        <translation>%1 ist kein Starter, den ai-sandbox angelegt hat; er wurde nicht angerührt.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleaner.cpp" line="66"/>
        <source>could not remove %1: check its permissions</source>
        <translation>%1 konnte nicht entfernt werden: prüfen Sie die Berechtigungen</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleaner.cpp" line="150"/>
        <source>podman could not remove %1: %2</source>
        <translation>podman konnte %1 nicht entfernen: %2</translation>
    </message>
</context>
<context>
    <name>aisb::CleanupDialog</name>
    <message>
        <location filename="../ui/resourcespage.cpp" line="54"/>
        <source>Also stop and remove what is running (its session ends now)</source>
        <translation>Auch Laufendes stoppen und entfernen (die zugehörige Sitzung endet sofort)</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="60"/>
        <source>These will be removed. Untick what you want to keep.</source>
        <translation>Diese Einträge werden entfernt. Entfernen Sie den Haken bei allem, was Sie behalten möchten.</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="65"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="65"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="65"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="65"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="72"/>
        <source>running: %1</source>
        <translation>läuft: %1</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="91"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="131"/>
        <source>%1 of %2 chosen; about %3 returns.</source>
        <translation>%1 von %2 ausgewählt; etwa %3 werden frei.</translation>
    </message>
</context>
<context>
    <name>aisb::CleanupPlan</name>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="613"/>
        <source>session folder</source>
        <translation>Sitzungsordner</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="614"/>
        <source>launcher</source>
        <translation>Starter</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="630"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="631"/>
        <source>warm sandbox</source>
        <translation>vorgewärmte Sandbox</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="633"/>
        <source>warm sandbox (clean --all removes it)</source>
        <translation>vorgewärmte Sandbox (clean --all entfernt sie)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="635"/>
        <source>created a moment ago: its session may be starting</source>
        <translation>gerade erst angelegt: ihre Sitzung startet womöglich noch</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="636"/>
        <source>exited sandbox</source>
        <translation>beendete Sandbox</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="638"/>
        <source>sandbox that is not running (%1)</source>
        <translation>Sandbox, die nicht läuft (%1)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="639"/>
        <source>named gate (ai-sandbox gate up)</source>
        <translation>benanntes Gate (ai-sandbox gate up)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="641"/>
        <source>a named gate; `ai-sandbox gate down` or clean --all removes it</source>
        <translation>ein benanntes Gate; `ai-sandbox gate down` oder clean --all entfernt es</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="646"/>
        <source>the gate of a running session</source>
        <translation>das Gate einer laufenden Sitzung</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="648"/>
        <source>a gate started less than %1 s ago (its session may be starting)</source>
        <translation>ein vor weniger als %1 s gestartetes Gate (seine Sitzung startet womöglich noch)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="653"/>
        <source>the base image: never cleaned (rebuilding it needs the Debian mirror)</source>
        <translation>das Basis-Image: wird nie aufgeräumt (zum Neubau braucht es den Debian-Spiegel)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="655"/>
        <source>used by a container</source>
        <translation>von einem Container verwendet</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="658"/>
        <source>the current image of project %1</source>
        <translation>das aktuelle Image des Projekts %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="660"/>
        <source>the current image of %1, unused (clean --all)</source>
        <translation>das aktuelle Image von %1, unbenutzt (clean --all)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="662"/>
        <source>not judged: the known projects could not be read</source>
        <translation>nicht bewertet: die bekannten Projekte konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="663"/>
        <source>superseded by tag %1</source>
        <translation>abgelöst durch Tag %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="665"/>
        <source>no known project&apos;s policy renders it</source>
        <translation>keine Richtlinie eines bekannten Projekts erzeugt es</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="667"/>
        <source>project folder gone</source>
        <translation>Projektordner verschwunden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="669"/>
        <source>no known project</source>
        <translation>kein bekanntes Projekt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="670"/>
        <source>unused for %1</source>
        <translation>%1 lang unbenutzt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="672"/>
        <source>the home of project %1; no container uses it now</source>
        <translation>das Home des Projekts %1; derzeit nutzt es kein Container</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="675"/>
        <source>session running</source>
        <translation>Sitzung läuft</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="676"/>
        <source>session ended %1 ago</source>
        <translation>Sitzungsende liegt %1 zurück</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="678"/>
        <source>session ended %1 ago (kept for %2)</source>
        <translation>Sitzungsende liegt %1 zurück (wird %2 lang aufbewahrt)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="680"/>
        <source>another project&apos;s current image too</source>
        <translation>auch das aktuelle Image eines anderen Projekts</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="681"/>
        <source>an image of this project</source>
        <translation>ein Image dieses Projekts</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="709"/>
        <source>the current image of projects %1</source>
        <translation>das aktuelle Image der Projekte %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="758"/>
        <source>moments</source>
        <translation>wenige Augenblicke</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="760"/>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="761"/>
        <source>%1 minutes</source>
        <translation>%1 Minuten</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="763"/>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="764"/>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="765"/>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="766"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="644"/>
        <source>gate that is not running</source>
        <translation>Gate, das nicht läuft</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="394"/>
        <source>(clean --volumes removes it)</source>
        <translation>(clean --volumes entfernt es)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="467"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="651"/>
        <source>gate whose session ended</source>
        <translation>Gate, dessen Sitzung beendet ist</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="656"/>
        <source>dangling build layer</source>
        <translation>verwaiste Build-Schicht</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="674"/>
        <source>home volume no container uses</source>
        <translation>Home-Volume, das kein Container nutzt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="668"/>
        <source>volume no container uses</source>
        <translation>Volume, das kein Container nutzt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="610"/>
        <source>container</source>
        <translation>Container</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="611"/>
        <source>image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../core/maintenance/cleanupplan.cpp" line="612"/>
        <source>volume</source>
        <translation>Volume</translation>
    </message>
</context>
<context>
    <name>aisb::Cli</name>
    <message>
        <location filename="../core/cli/cli.cpp" line="283"/>
        <source>ai-sandbox: the policy has problems:</source>
        <translation>ai-sandbox: die Richtlinie hat Probleme:</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="293"/>
        <source>ai-sandbox: note: %1 (shown here anyway; a launch would stop)</source>
        <translation>ai-sandbox: Hinweis: %1 (hier trotzdem angezeigt; ein Start würde abbrechen)</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="303"/>
        <source>Effective policy of %1</source>
        <translation>Wirksame Richtlinie von %1</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="304"/>
        <source>Each value with the layer that set it; secret values are redacted.</source>
        <translation>Jeder Wert mit der Ebene, die ihn gesetzt hat; geheime Werte sind geschwärzt.</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="327"/>
        <source>env.pass expands on this host to: %1</source>
        <translation>env.pass ergibt auf diesem Rechner: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="328"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="383"/>
        <source>Dry run for %1: nothing is built or started.</source>
        <translation>Probelauf für %1: nichts wird gebaut oder gestartet.</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="391"/>
        <source>ruleset.nft (the gate&apos;s port is chosen at launch; %1 shown)</source>
        <translation>ruleset.nft (der Port des Gates wird beim Start gewählt; %1 gezeigt)</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="397"/>
        <source>env file (names only: values are written to the 0600 env file at launch)</source>
        <translation>Env-Datei (nur Namen: die Werte werden beim Start in die Env-Datei mit Modus 0600 geschrieben)</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="405"/>
        <source>&lt;from host&gt;</source>
        <translation>&lt;vom Host&gt;</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="409"/>
        <source>%1 is not set on this host: a launch would stop</source>
        <translation>%1 ist auf diesem Rechner nicht gesetzt: ein Start würde abbrechen</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="411"/>
        <source>seccomp.json (podman&apos;s default profile from %1; set-uid/set-gid mode bits refused)</source>
        <translation>seccomp.json (das Standardprofil von podman aus %1; Set-UID-/Set-GID-Modusbits verweigert)</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="440"/>
        <source>Session %1 is running with the policy it started with: %2 take effect only in a new session (end it and run `ai-sandbox run` again).</source>
        <translation>Sitzung %1 läuft mit der Richtlinie, mit der sie gestartet wurde: %2 wirken erst in einer neuen Sitzung (beenden Sie sie und führen Sie `ai-sandbox run` erneut aus).</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="446"/>
        <source>Its allowlist is unchanged too: `ai-sandbox allow HOST` and `ai-sandbox deny HOST` change it in the running session.</source>
        <translation>Auch ihre Liste erlaubter Hosts bleibt unverändert: `ai-sandbox allow HOST` und `ai-sandbox deny HOST` ändern sie in der laufenden Sitzung.</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="456"/>
        <source>%1 does not exist: there is nothing to trust</source>
        <translation>%1 existiert nicht: es gibt nichts, dem vertraut werden könnte</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="463"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="470"/>
        <source>%1 is already approved as it is.</source>
        <translation>%1 ist in dieser Form bereits freigegeben.</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="483"/>
        <source>not trusted: fix the file first</source>
        <translation>nicht vertraut: korrigieren Sie zuerst die Datei</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="487"/>
        <source>%1 changed since it was approved. It now grants:</source>
        <translation>%1 hat sich seit der Freigabe geändert. Sie gewährt jetzt:</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="488"/>
        <source>%1 has not been approved on this machine. It grants:</source>
        <translation>%1 wurde auf diesem Rechner noch nicht freigegeben. Sie gewährt:</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="491"/>
        <source>(nothing: every value is inherited)</source>
        <translation>(nichts: jeder Wert ist geerbt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/cli/cli.cpp" line="494"/>
        <source>%n item(s) marked ! can weaken the sandbox: check them.</source>
        <translation>
            <numerusform>%n mit ! markierter Eintrag kann die Sandbox schwächen: prüfen Sie ihn.</numerusform>
            <numerusform>%n mit ! markierte Einträge können die Sandbox schwächen: prüfen Sie sie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="502"/>
        <source>not approved: there is no terminal to ask on. Read the above, then run `ai-sandbox trust --yes --project %1` to approve exactly this content.</source>
        <translation>nicht freigegeben: es gibt kein Terminal für die Rückfrage. Lesen Sie das Obige und führen Sie dann `ai-sandbox trust --yes --project %1` aus, um genau diesen Inhalt freizugeben.</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="508"/>
        <source>Approve %1 as shown? [y/N] </source>
        <translation>%1 wie gezeigt freigeben? [y/N] </translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="511"/>
        <source>Not approved.</source>
        <translation>Nicht freigegeben.</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="520"/>
        <source>Trusted %1 as shown.</source>
        <translation>%1 wie gezeigt als vertrauenswürdig freigegeben.</translation>
    </message>
    <message>
        <location filename="../core/cli/cli.cpp" line="529"/>
        <source>%1 is no longer trusted.</source>
        <translation>%1 ist nicht mehr vertrauenswürdig.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="129"/>
        <source>No sessions yet (they are kept in %1).</source>
        <translation>Noch keine Sitzungen (sie werden in %1 aufbewahrt).</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="141"/>
        <source>the gate name &quot;%1&quot; is not usable: use lower-case letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos; (at most 40, starting with a letter or digit)</source>
        <translation>der Gate-Name &quot;%1&quot; ist nicht verwendbar: nutzen Sie Kleinbuchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos; (höchstens 40, beginnend mit einem Buchstaben oder einer Ziffer)</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="152"/>
        <source>a named gate runs only with a local podman: it serves this machine&apos;s programs on its 127.0.0.1. Run `ai-sandbox gate` without --url/--connection.</source>
        <translation>ein benanntes Gate läuft nur mit einem lokalen podman: Es bedient die Programme dieses Rechners auf dessen 127.0.0.1. Führen Sie `ai-sandbox gate` ohne --url/--connection aus.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="164"/>
        <source>No named gates. Start one with: ai-sandbox gate up [NAME]</source>
        <translation>Keine benannten Gates. Starten Sie eines mit: ai-sandbox gate up [NAME]</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="190"/>
        <source>%1: running on 127.0.0.1:%2 (container %3, project %4)</source>
        <translation>%1: läuft auf 127.0.0.1:%2 (Container %3, Projekt %4)</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="197"/>
        <source>%1: not running%2</source>
        <translation>%1: läuft nicht%2</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="214"/>
        <source>could not remove the gate container %1: %2</source>
        <translation>der Gate-Container %1 konnte nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="217"/>
        <source>Gate %1 is down.</source>
        <translation>Gate %1 ist gestoppt.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="227"/>
        <source>note: the project&apos;s network mode is %1; the gate enforces its allowlist anyway</source>
        <translation>Hinweis: der Netzwerkmodus des Projekts ist %1; das Gate setzt seine Liste erlaubter Hosts trotzdem durch</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="233"/>
        <source>Gate %1 is already running on 127.0.0.1:%2.</source>
        <translation>Gate %1 läuft bereits auf 127.0.0.1:%2.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="293"/>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="315"/>
        <source>Gate %1 is up on 127.0.0.1:%2 (container %3); its access log is %4.</source>
        <translation>Gate %1 läuft auf 127.0.0.1:%2 (Container %3); sein Zugriffsprotokoll ist %4.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="332"/>
        <source>removed the env file %1 left by a launcher that is gone</source>
        <translation>die Env-Datei %1 eines nicht mehr vorhandenen Starters wurde entfernt</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="374"/>
        <source>Nothing to clean.</source>
        <translation>Nichts aufzuräumen.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="476"/>
        <source>Removed %1 of %2; %3 freed.</source>
        <translation>%1 von %2 entfernt; %3 frei geworden.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="379"/>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="379"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="379"/>
        <source>SIZE</source>
        <translation>GRÖSSE</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="379"/>
        <source>REASON</source>
        <translation>GRUND</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/cli/climaintenance.cpp" line="389"/>
        <source>%n item(s), %1 as listed (images share layers: the space freed may differ).</source>
        <translation>
            <numerusform>%n Eintrag, %1 laut Auflistung (Images teilen sich Schichten: der frei werdende Platz kann abweichen).</numerusform>
            <numerusform>%n Einträge, %1 laut Auflistung (Images teilen sich Schichten: der frei werdende Platz kann abweichen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="376"/>
        <location filename="../core/cli/climaintenance.cpp" line="396"/>
        <source>kept: %1</source>
        <translation>behalten: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="78"/>
        <source>the podman service %1 did not answer: its sessions are shown as recorded.</source>
        <translation>der podman-Dienst %1 hat nicht geantwortet: seine Sitzungen werden so gezeigt, wie sie aufgezeichnet sind.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="98"/>
        <source>container %1</source>
        <translation>Container %1</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="102"/>
        <source>volume %1</source>
        <translation>Volume %1</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="398"/>
        <source>Dry run: nothing was removed.</source>
        <translation>Probelauf: nichts wurde entfernt.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="416"/>
        <source>Nothing was removed: pass --yes to remove these.</source>
        <translation>Nichts wurde entfernt: geben Sie --yes an, um dies zu entfernen.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="420"/>
        <source>Remove these? [y/N] </source>
        <translation>Dies entfernen? [y/N] </translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="424"/>
        <source>Nothing was removed.</source>
        <translation>Nichts wurde entfernt.</translation>
    </message>
    <message>
        <location filename="../core/cli/climaintenance.cpp" line="437"/>
        <source>removed %1 %2</source>
        <translation>%1 %2 entfernt</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="86"/>
        <source>built %1</source>
        <translation>%1 gebaut</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="86"/>
        <source>%1 is up to date</source>
        <translation>%1 ist aktuell</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="92"/>
        <source>the policy is not trusted or has problems (see standard error)</source>
        <translation>die Richtlinie ist nicht vertrauenswürdig oder hat Probleme (siehe Standardfehlerausgabe)</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="125"/>
        <source>build canceled</source>
        <translation>Build abgebrochen</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="248"/>
        <source>the warm sandbox stopped before its exec agent was ready</source>
        <translation>die vorgewärmte Sandbox wurde beendet, bevor ihr Exec-Agent bereit war</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="291"/>
        <source>the policy has problems: %1</source>
        <translation>die Richtlinie hat Probleme: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="300"/>
        <source>limits.exec_timeout is 0 (no timeout), which exec refuses: a command that never ends would hold its caller forever. Set exec_timeout in [limits] to a duration such as &quot;120s&quot;</source>
        <translation>limits.exec_timeout ist 0 (kein Zeitlimit), was exec ablehnt: ein Befehl, der nie endet, würde seinen Aufrufer für immer blockieren. Setzen Sie exec_timeout in [limits] auf eine Dauer wie &quot;120s&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="306"/>
        <source>--timeout %1 ms is more than the maximum of %2 s (120 s, or the policy&apos;s limits.exec_timeout when that is more): ask for less, or raise exec_timeout in [limits] of the policy</source>
        <translation>--timeout %1 ms ist mehr als das Maximum von %2 s (120 s oder limits.exec_timeout der Richtlinie, falls größer): verlangen Sie weniger oder erhöhen Sie exec_timeout in [limits] der Richtlinie</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="322"/>
        <source>--stdin: the standard input cannot be read: %1</source>
        <translation>--stdin: die Standardeingabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="336"/>
        <source>the warm sandbox runs an older policy: restarting it</source>
        <translation>die vorgewärmte Sandbox läuft mit einer älteren Richtlinie: sie wird neu gestartet</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="347"/>
        <source>restarting the warm sandbox</source>
        <translation>die vorgewärmte Sandbox wird neu gestartet</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="449"/>
        <source>canceled by a signal; the sandbox was stopped</source>
        <translation>durch ein Signal abgebrochen; die Sandbox wurde gestoppt</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="482"/>
        <source>timed out after %1 ms</source>
        <translation>Zeitlimit nach %1 ms überschritten</translation>
    </message>
    <message>
        <location filename="../core/cli/clisession.cpp" line="484"/>
        <source>output truncated at %1 bytes per stream</source>
        <translation>Ausgabe bei %1 Byte je Datenstrom abgeschnitten</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="80"/>
        <source>Saved and approved %1.</source>
        <translation>%1 gespeichert und freigegeben.</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="92"/>
        <source>No session of this project is running: sessions launched from now on use the new allowlist.</source>
        <translation>Keine Sitzung dieses Projekts läuft: ab jetzt gestartete Sitzungen verwenden die neue Liste erlaubter Hosts.</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="100"/>
        <source>Session %1 allows %2 already.</source>
        <translation>Sitzung %1 erlaubt %2 bereits.</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="101"/>
        <source>Session %1 does not list %2.</source>
        <translation>Sitzung %1 führt %2 nicht in ihrer Liste.</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="91"/>
        <source>%1 needs a value</source>
        <translation>%1 braucht einen Wert</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="166"/>
        <source>--set takes NAME=VALUE, got &quot;%1&quot;</source>
        <translation>--set erwartet NAME=WERT, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="179"/>
        <source>--mount takes SOURCE:TARGET[:ro|rw], got &quot;%1&quot;</source>
        <translation>--mount erwartet QUELLE:ZIEL[:ro|rw], erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="201"/>
        <source>%1 takes FIELD=VALUE with a field such as network.mode; got &quot;%2&quot;</source>
        <translation>%1 erwartet FELD=WERT mit einem Feld wie network.mode; erhalten: &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="233"/>
        <source>--older-than takes a duration such as 12h, 30d or 2w; got &quot;%1&quot;</source>
        <translation>--older-than erwartet eine Dauer wie 12h, 30d oder 2w; erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="241"/>
        <source>--label takes KEY=VALUE (only what carries this podman label is considered); got &quot;%1&quot;</source>
        <translation>--label erwartet SCHLÜSSEL=WERT (berücksichtigt wird nur, was dieses podman-Label trägt); erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="267"/>
        <source>--timeout takes a duration such as 30s, 2m or 500ms; got &quot;%1&quot;</source>
        <translation>--timeout erwartet eine Dauer wie 30s, 2m oder 500ms; erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="276"/>
        <source>--max-output takes a size such as 1MiB or 64k; got &quot;%1&quot;</source>
        <translation>--max-output erwartet eine Größe wie 1MiB oder 64k; erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="362"/>
        <source>--speed takes a factor above 0 up to 1000, such as 2 or 0.5; got &quot;%1&quot;</source>
        <translation>--speed erwartet einen Faktor über 0 bis 1000, etwa 2 oder 0.5; erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="368"/>
        <source>--idle-limit takes seconds above 0, such as 2 or 0.5: pauses are cut to that; got &quot;%1&quot;</source>
        <translation>--idle-limit erwartet Sekunden über 0, etwa 2 oder 0.5: Pausen werden darauf gekürzt; erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="391"/>
        <source>nothing follows --: give the command to run after it</source>
        <translation>nach -- folgt nichts: geben Sie danach den auszuführenden Befehl an</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="402"/>
        <source>unknown option %1 for this command (see ai-sandbox --help)</source>
        <translation>unbekannte Option %1 für diesen Befehl (siehe ai-sandbox --help)</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="417"/>
        <source>gate takes up, down or status; got &quot;%1&quot;</source>
        <translation>gate erwartet up, down oder status; erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="431"/>
        <source>credentials takes list, set NAME or remove NAME; got &quot;%1&quot;</source>
        <translation>credentials erwartet list, set NAME oder remove NAME; erhalten: „%1“</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="459"/>
        <source>export takes kube (a Kubernetes Pod manifest); got &quot;%1&quot;</source>
        <translation>export erwartet kube (ein Kubernetes-Pod-Manifest); erhalten: „%1“</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="469"/>
        <source>unexpected argument &quot;%1&quot; (see ai-sandbox --help)</source>
        <translation>unerwartetes Argument &quot;%1&quot; (siehe ai-sandbox --help)</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="482"/>
        <location filename="../core/cli/clilive.cpp" line="115"/>
        <source>command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="485"/>
        <source>exec needs a command after --, for example: ai-sandbox exec -- ls -la</source>
        <translation>exec braucht nach -- einen Befehl, zum Beispiel: ai-sandbox exec -- ls -la</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="490"/>
        <source>--json is for gate status only</source>
        <translation>--json gibt es nur für gate status</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="496"/>
        <source>credentials %1 needs a name, for example: ai-sandbox credentials %1 anthropic (the value is read from stdin, never from the command line)</source>
        <translation>credentials %1 braucht einen Namen, zum Beispiel: ai-sandbox credentials %1 anthropic (der Wert wird von stdin gelesen, nie von der Befehlszeile)</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="503"/>
        <source>%1 needs a host, for example: ai-sandbox %1 example.com</source>
        <translation>%1 braucht einen Host, zum Beispiel: ai-sandbox %1 example.com</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="509"/>
        <source>paths are for changes --undo or --apply: ai-sandbox changes SESSION --undo [PATH...]</source>
        <translation>Pfade gibt es nur für changes --undo oder --apply: ai-sandbox changes SITZUNG --undo [PFAD...]</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="511"/>
        <source>--quarantine is not for a warm sandbox: a quarantine session works on a copy that is compared when it ends</source>
        <translation>--quarantine gilt nicht für eine warme Sandbox: eine Quarantäne-Sitzung arbeitet auf einer Kopie, die bei ihrem Ende verglichen wird</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="514"/>
        <source>export needs a format, for example: ai-sandbox export kube -o pod.yaml</source>
        <translation>export braucht ein Format, zum Beispiel: ai-sandbox export kube -o pod.yaml</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="516"/>
        <source>--undo and --apply exclude each other</source>
        <translation>--undo und --apply schließen einander aus</translation>
    </message>
    <message>
        <location filename="../core/cli/cliinvocation.cpp" line="524"/>
        <source>Usage: ai-sandbox [FLAGS] [HARNESS ARGS...]
       ai-sandbox [FLAGS] -- COMMAND [ARGS...]
       ai-sandbox COMMAND [FLAGS] ...

Runs an AI coding harness (pi by default) in a podman container that sees only the
project folder, reaches only allowlisted hosts and gets only the named variables.
Sandbox flags are read until the first argument they do not know; the rest goes to
the harness, so `alias pi=&apos;ai-sandbox&apos;` works. `--` replaces the harness command.

Commands:
  run [-- CMD...]         start a session (the default); with --dry-run --warm: render
                          the project&apos;s warm sandbox instead
  exec [--json] [--timeout 30s] [--max-output 1MiB] [--warm] [--stdin] -- CMD...
                          run one command in the sandbox and report its result
  mcp                     a Model Context Protocol server on stdio: bash, read_file
                          and write_file in the project&apos;s warm sandbox (docs/exec.md)
  build [--rebuild] [--json | --quiet]
                          build the project&apos;s image unless it is up to date; --json
                          prints {tag, built, ok, error}, --quiet only the tag
  print-policy            the effective policy, each field with where it came from
  print-containerfile     the rendered Containerfile
  print-entrypoint        the entrypoint script
  print-ruleset           the nftables ruleset (for an example gate address)
  print-gate-config       the squid gate configuration
  print-run               the podman run command line
  trust [--yes]           show what the project&apos;s .ai-sandbox.toml grants and approve
                          exactly that content (asks on a terminal; --yes otherwise)
  untrust                 revoke the approval of the project&apos;s .ai-sandbox.toml
  gate up|down|status [--json] [NAME]  manage a long-lived egress gate
  sessions [--json]       list sessions with state and exit code
  allow HOST [--session ID]  add HOST to the project&apos;s allowlist (saved and approved) and
                          let the running session (newest of the project) reach it now
  deny HOST [--session ID]   remove HOST from the allowlist, in the running session too
  logs [SESSION] [--follow] [--json] [--denied] [--since 10m] [--session ID]
                          the session&apos;s lifecycle events and gate decisions, merged
  replay [SESSION] [--speed 2] [--idle-limit 1]
                          play the session&apos;s recorded terminal here (newest of the project)
  changes [SESSION] [--json] [--undo [PATH...] | --apply [PATH...] | --discard]
          [--force] [--session ID]
                          what the session created, modified, deleted and chmod-ed in
                          the project; --undo restores it (--force: also files changed
                          since the session ended); --apply writes a quarantine
                          session&apos;s changes to the project, --discard drops its copy
  clean [--dry-run] [--all] [--volumes[=GLOB]] [--older-than 30d] [--label KEY=VALUE]
        [--json] [--yes]  remove stale containers, gates, images, volumes, session folders
  doctor [--json]         check this machine
  export kube [-o|--output FILE]
                          the project&apos;s sandbox as a Kubernetes Pod (gate sidecar,
                          NetworkPolicy, variables from a Secret) for podman kube play
                          or a cluster; stdout unless -o names a file (docs/scale-out.md)
  credentials list|set NAME|remove NAME
                          the values &quot;keyring:NAME&quot; credential sources read (system
                          keyring, else an encrypted file); set reads the value from stdin
  help [COMMAND]          print this usage

Flags:
  -C, --project DIR       project folder (default: the current directory)
  -n, --dry-run           print the image tag, every rendered file and the command line
      --net MODE          none | allowlist | open
      --allow HOST[,..]   add hosts to the allowlist (.example.com = and subdomains)
      --ports P[,..]      ports the gate lets through (default 80,443)
  -e, --pass NAME[,..]    pass variables from this environment (globs like AWS_* work)
      --set NAME=VALUE    set a variable in the sandbox
      --secret NAME[,..]  treat variables as secret (redacted everywhere)
      --memory SIZE       memory limit (512m, 4g)
      --cpus N            CPU limit
      --pids N            process limit
      --tmp-size SIZE     size of /tmp
      --harness NAME      pi | claude | codex | shell
      --base IMAGE        base image reference
      --package NAME[,..] add Debian packages to the image
      --mount SRC:DST[:ro|rw]  extra bind mount (read-only unless :rw)
      --workdir PATH      working directory inside the sandbox
      --ro                mount the project read-only
      --no-home           no persistent home volume
      --quarantine        untrusted repository: no network, home volume, extra mounts or
                          variables, its .ai-sandbox.toml ignored, and the sandbox works
                          on a copy (changes --apply writes back what you pick)
      --keep              keep the container and session files afterwards
      --no-tty            never allocate a terminal
  -o, --policy FIELD=VALUE  set any policy field, e.g. -o limits.pids=256
      --url URL / --connection NAME   drive a remote podman service
  -v, --verbose           developer logging to stderr (twice for more); or AISB_LOG=debug
      --log-level LEVEL   developer logging at LEVEL (trace, debug, info, warn, error,
                          critical, off)
      --lang LANG         the language of messages and of this usage: de, en
                          (default: the system locale&apos;s)
  -h, --help / -V, --version

Exit codes: the harness&apos;s own; 64 usage error; 65 invalid or untrusted policy;
77/78 network enforcement could not be set up (the harness did not start);
125 podman failed.
</source>
        <translation>Aufruf: ai-sandbox [FLAGS] [HARNESS ARGS...]
        ai-sandbox [FLAGS] -- COMMAND [ARGS...]
        ai-sandbox COMMAND [FLAGS] ...

Führt einen KI-Coding-Harness (standardmäßig pi) in einem podman-Container aus, der nur
den Projektordner sieht, nur erlaubte Hosts erreicht und nur die genannten Variablen erhält.
Sandbox-Flags werden bis zum ersten unbekannten Argument gelesen; der Rest geht an den
Harness, daher funktioniert `alias pi=&apos;ai-sandbox&apos;`. `--` ersetzt den Harness-Befehl.

Befehle:
  run [-- CMD...]         eine Sitzung starten (Standard); mit --dry-run --warm: stattdessen
                          die vorgewärmte Sandbox des Projekts rendern
  exec [--json] [--timeout 30s] [--max-output 1MiB] [--warm] [--stdin] -- CMD...
                          einen Befehl in der Sandbox ausführen und das Ergebnis melden
  mcp                     ein Model-Context-Protocol-Server auf stdio: bash, read_file
                          und write_file in der vorgewärmten Sandbox des Projekts (docs/exec.md)
  build [--rebuild] [--json | --quiet]
                          das Image des Projekts bauen, sofern es nicht aktuell ist; --json
                          gibt {tag, built, ok, error} aus, --quiet nur den Tag
  print-policy            die wirksame Richtlinie, jedes Feld mit seiner Herkunft
  print-containerfile     das gerenderte Containerfile
  print-entrypoint        das Entrypoint-Skript
  print-ruleset           das nftables-Regelwerk (für eine Beispiel-Gate-Adresse)
  print-gate-config       die squid-Gate-Konfiguration
  print-run               die podman-run-Befehlszeile
  trust [--yes]           zeigen, was die .ai-sandbox.toml des Projekts gewährt, und genau
                          diesen Inhalt freigeben (fragt im Terminal; sonst --yes)
  untrust                 die Freigabe der .ai-sandbox.toml des Projekts widerrufen
  gate up|down|status [--json] [NAME]  ein langlebiges Ausgangs-Gate verwalten
  sessions [--json]       Sitzungen mit Zustand und Exit-Code auflisten
  allow HOST [--session ID]  HOST zur Liste erlaubter Hosts des Projekts hinzufügen (gespeichert
                          und freigegeben) und die laufende Sitzung (neueste des Projekts)
                          ihn sofort erreichen lassen
  deny HOST [--session ID]   HOST aus der Liste erlaubter Hosts entfernen, auch in der
                          laufenden Sitzung
  logs [SESSION] [--follow] [--json] [--denied] [--since 10m] [--session ID]
                          Lebenszyklus-Ereignisse und Gate-Entscheidungen der Sitzung, zusammengeführt
  replay [SESSION] [--speed 2] [--idle-limit 1]
                          das aufgezeichnete Terminal der Sitzung hier abspielen (neueste
                          des Projekts)
  changes [SESSION] [--json] [--undo [PATH...] | --apply [PATH...] | --discard]
          [--force] [--session ID]
                          was die Sitzung im Projekt erstellt, geändert, gelöscht und per
                          chmod geändert hat; --undo stellt es wieder her (--force: auch
                          Dateien, die seit dem Ende der Sitzung geändert wurden); --apply
                          schreibt die Änderungen einer Quarantäne-Sitzung ins Projekt,
                          --discard verwirft ihre Kopie
  clean [--dry-run] [--all] [--volumes[=GLOB]] [--older-than 30d] [--label KEY=VALUE]
        [--json] [--yes]  veraltete Container, Gates, Images, Volumes, Sitzungsordner entfernen
  doctor [--json]         diesen Rechner prüfen
  export kube [-o|--output FILE]
                          die Sandbox des Projekts als Kubernetes-Pod (Gate-Sidecar,
                          NetworkPolicy, Variablen aus einem Secret) für podman kube play
                          oder einen Cluster; nach stdout, außer -o nennt eine Datei
                          (docs/scale-out.md)
  credentials list|set NAME|remove NAME
                          die Werte, die Zugangsdaten-Quellen &quot;keyring:NAME&quot; lesen
                          (System-Schlüsselbund, sonst eine verschlüsselte Datei);
                          set liest den Wert von stdin
  help [COMMAND]          diese Hilfe ausgeben

Flags:
  -C, --project DIR       Projektordner (Standard: das aktuelle Verzeichnis)
  -n, --dry-run           Image-Tag, jede gerenderte Datei und die Befehlszeile ausgeben
      --net MODE          none | allowlist | open
      --allow HOST[,..]   Hosts zur Liste erlaubter Hosts hinzufügen (.example.com = auch Subdomains)
      --ports P[,..]      Ports, die das Gate durchlässt (Standard 80,443)
  -e, --pass NAME[,..]    Variablen aus dieser Umgebung übergeben (Globs wie AWS_* gehen)
      --set NAME=VALUE    eine Variable in der Sandbox setzen
      --secret NAME[,..]  Variablen als geheim behandeln (überall geschwärzt)
      --memory SIZE       Speicherlimit (512m, 4g)
      --cpus N            CPU-Limit
      --pids N            Prozesslimit
      --tmp-size SIZE     Größe von /tmp
      --harness NAME      pi | claude | codex | shell
      --base IMAGE        Referenz des Basis-Images
      --package NAME[,..] Debian-Pakete zum Image hinzufügen
      --mount SRC:DST[:ro|rw]  zusätzlicher Bind-Mount (schreibgeschützt außer mit :rw)
      --workdir PATH      Arbeitsverzeichnis in der Sandbox
      --ro                das Projekt schreibgeschützt einhängen
      --no-home           kein dauerhaftes Home-Volume
      --quarantine        nicht vertrauenswürdiges Repository: kein Netz, kein Home-Volume,
                          keine zusätzlichen Mounts oder Variablen, seine .ai-sandbox.toml
                          wird ignoriert, und die Sandbox arbeitet auf einer Kopie
                          (changes --apply schreibt zurück, was Sie auswählen)
      --keep              Container und Sitzungsdateien danach behalten
      --no-tty            nie ein Terminal zuweisen
  -o, --policy FIELD=VALUE  ein beliebiges Richtlinienfeld setzen, z. B. -o limits.pids=256
      --url URL / --connection NAME   einen entfernten podman-Dienst steuern
  -v, --verbose           Entwickler-Protokollierung nach stderr (zweimal für mehr); oder AISB_LOG=debug
      --log-level LEVEL   Entwickler-Protokollierung auf LEVEL (trace, debug, info, warn, error,
                          critical, off)
      --lang LANG         die Sprache der Meldungen und dieser Hilfe: de, en
                          (Standard: die des Systemgebietsschemas)
  -h, --help / -V, --version

Exit-Codes: der des Harness selbst; 64 Aufruffehler; 65 ungültige oder nicht vertrauenswürdige
Richtlinie; 77/78 Netzwerkdurchsetzung konnte nicht eingerichtet werden (der Harness wurde
nicht gestartet); 125 podman ist fehlgeschlagen.
</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="121"/>
        <source>Session %1 reaches %2 now (allowlist %3).</source>
        <translation>Sitzung %1 erreicht %2 jetzt (Liste erlaubter Hosts %3).</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="122"/>
        <source>Session %1 no longer reaches %2 (allowlist %3); connections already open stay open until they end.</source>
        <translation>Sitzung %1 erreicht %2 nicht mehr (Liste erlaubter Hosts %3); bereits offene Verbindungen bleiben offen, bis sie enden.</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="131"/>
        <source>The policy also changes %1 since the session started: that takes effect after a restart of the session.</source>
        <translation>Die Richtlinie ändert seit dem Start der Sitzung auch %1: das wirkt erst nach einem Neustart der Sitzung.</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="154"/>
        <source>ai-sandbox: no session of %1 yet (ai-sandbox sessions lists them all).</source>
        <translation>ai-sandbox: noch keine Sitzung von %1 (ai-sandbox sessions listet alle auf).</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="165"/>
        <source>ai-sandbox: there is no session %1 (ai-sandbox sessions lists them).</source>
        <translation>ai-sandbox: es gibt keine Sitzung %1 (ai-sandbox sessions listet sie auf).</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="215"/>
        <source># Requests that carried a credential added by the gate: %1</source>
        <translation># Anfragen, denen das Gate Zugangsdaten hinzugefügt hat: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="56"/>
        <source>ai-sandbox: session %1 is not a quarantine session: it changed the project itself (see --undo).</source>
        <translation>ai-sandbox: Sitzung %1 ist keine Quarantäne-Sitzung: sie hat das Projekt selbst geändert (siehe --undo).</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="63"/>
        <source>ai-sandbox: session %1 ran in quarantine: it never changed the project, only its copy. Apply what you want with --apply [PATH...], or drop the copy with --discard.</source>
        <translation>ai-sandbox: Sitzung %1 lief in Quarantäne: sie hat nie das Projekt geändert, nur ihre Kopie. Übernehmen Sie, was Sie wollen, mit --apply [PFAD...], oder verwerfen Sie die Kopie mit --discard.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="71"/>
        <source>the copy of session %1 is gone already</source>
        <translation>die Kopie von Sitzung %1 ist schon weg</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="75"/>
        <source>ai-sandbox: the copy %1 could not be removed: %2</source>
        <translation>ai-sandbox: die Kopie %1 konnte nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="79"/>
        <source>discarded the copy of session %1 (%2); the project was never changed</source>
        <translation>Kopie von Sitzung %1 verworfen (%2); das Projekt wurde nie geändert</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="85"/>
        <source>ai-sandbox: session %1 kept no picture of its project (a warm sandbox, a read-only project, or a session from before changes were kept).</source>
        <translation>ai-sandbox: Sitzung %1 hat kein Abbild ihres Projekts aufbewahrt (eine warme Sandbox, ein schreibgeschütztes Projekt oder eine Sitzung aus der Zeit, bevor Änderungen aufbewahrt wurden).</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="98"/>
        <source>ai-sandbox: session %1 has not ended (or ended without its end captured): undo needs what it left.</source>
        <translation>ai-sandbox: Sitzung %1 ist nicht beendet (oder wurde beendet, ohne dass ihr Ende erfasst wurde): Rückgängig machen braucht den Zustand, den sie hinterlassen hat.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="108"/>
        <location filename="../core/cli/clichanges.cpp" line="216"/>
        <source>ai-sandbox: the snapshots of session %1 cannot be read.</source>
        <translation>ai-sandbox: Die Momentaufnahmen von Sitzung %1 können nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="116"/>
        <source>ai-sandbox: %1 was changed after the session ended: not restored.</source>
        <translation>ai-sandbox: %1 wurde nach dem Ende der Sitzung geändert: nicht wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="118"/>
        <source>ai-sandbox: nothing was written. Run again with --force to restore these too (their current content is lost), or name only other paths.</source>
        <translation>ai-sandbox: Es wurde nichts geschrieben. Erneut mit --force ausführen, um auch diese wiederherzustellen (ihr aktueller Inhalt geht verloren), oder nur andere Pfade angeben.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="124"/>
        <source>restored %1</source>
        <translation>wiederhergestellt: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="126"/>
        <source>unchanged %1 (already as before the session)</source>
        <translation>unverändert: %1 (bereits wie vor der Sitzung)</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="128"/>
        <source>ai-sandbox: not restored: %1</source>
        <translation>ai-sandbox: nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="130"/>
        <source>ai-sandbox: nothing to undo there.</source>
        <translation>ai-sandbox: Dort gibt es nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="150"/>
        <source>ai-sandbox: the changes of session %1 cannot be read.</source>
        <translation>ai-sandbox: Die Änderungen von Sitzung %1 können nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="159"/>
        <source>Quarantine session: nothing below was written to %1; apply it with `ai-sandbox changes %2 --apply [PATH...]`.</source>
        <translation>Quarantäne-Sitzung: nichts von dem Folgenden wurde nach %1 geschrieben; übernehmen Sie es mit `ai-sandbox changes %2 --apply [PFAD...]`.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="163"/>
        <source>Session %1 in %2: %3 created, %4 modified, %5 deleted, %6 chmod, %7 flagged%8</source>
        <translation>Sitzung %1 in %2: %3 erstellt, %4 geändert, %5 gelöscht, %6 chmod, %7 markiert%8</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="172"/>
        <source> (so far: the session has not ended)</source>
        <translation> (bisher: Die Sitzung ist nicht beendet)</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="187"/>
        <source>  (binary, %1 bytes)</source>
        <translation>  (binär, %1 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="189"/>
        <source>  (content not kept: cannot be undone)</source>
        <translation>  (Inhalt nicht aufbewahrt: kann nicht rückgängig gemacht werden)</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="207"/>
        <source>ai-sandbox: session %1 has not ended (or ended without its end captured): apply needs what it left.</source>
        <translation>ai-sandbox: Sitzung %1 ist nicht beendet (oder endete, ohne dass ihr Ende erfasst wurde): zum Übernehmen wird gebraucht, was sie hinterlassen hat.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="220"/>
        <source>ai-sandbox: the copy of session %1 is gone (discarded or cleaned): nothing to apply.</source>
        <translation>ai-sandbox: die Kopie von Sitzung %1 ist weg (verworfen oder aufgeräumt): nichts zu übernehmen.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="232"/>
        <source>ai-sandbox: %1 was changed in the project after the session started: not applied.</source>
        <translation>ai-sandbox: %1 wurde nach dem Start der Sitzung im Projekt geändert: nicht übernommen.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="235"/>
        <source>ai-sandbox: nothing was written. Run again with --force to apply these too (their current content is lost), or name only other paths.</source>
        <translation>ai-sandbox: nichts wurde geschrieben. Starten Sie erneut mit --force, um auch diese zu übernehmen (ihr jetziger Inhalt geht verloren), oder nennen Sie nur andere Pfade.</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="241"/>
        <source>applied %1</source>
        <translation>übernommen: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="243"/>
        <source>unchanged %1 (already as the session left it)</source>
        <translation>unverändert: %1 (schon so, wie die Sitzung es hinterlassen hat)</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="245"/>
        <source>ai-sandbox: not applied: %1</source>
        <translation>ai-sandbox: nicht übernommen: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clichanges.cpp" line="247"/>
        <source>ai-sandbox: nothing to apply there.</source>
        <translation>ai-sandbox: dort gibt es nichts zu übernehmen.</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="183"/>
        <source>ai-sandbox: --since takes a duration such as 10m, 2h or 1d, or a time such as 2026-12-03T14:00:00Z; got &quot;%1&quot;</source>
        <translation>ai-sandbox: --since erwartet eine Dauer wie 10m, 2h oder 1d oder eine Zeit wie 2026-12-03T14:00:00Z; erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="96"/>
        <source>a message longer than 64 MiB</source>
        <translation>eine Nachricht länger als 64 MiB</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="144"/>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="149"/>
        <source>a JSON-RPC message is one object (batches are not supported)</source>
        <translation>eine JSON-RPC-Nachricht ist ein einzelnes Objekt (Stapel werden nicht unterstützt)</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="159"/>
        <source>not a JSON-RPC 2.0 request: &quot;jsonrpc&quot;: &quot;2.0&quot; and a method are needed</source>
        <translation>keine JSON-RPC-2.0-Anfrage: &quot;jsonrpc&quot;: &quot;2.0&quot; und eine Methode sind nötig</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="187"/>
        <source>Every tool runs inside a podman sandbox that sees only the project (at /project), reaches only the hosts its policy allows and gets only the variables it names.</source>
        <translation>Jedes Werkzeug läuft in einer podman-Sandbox, die nur das Projekt sieht (unter /project), nur die Hosts erreicht, die ihre Richtlinie erlaubt, und nur die Variablen erhält, die sie nennt.</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="197"/>
        <source>unknown method %1</source>
        <translation>unbekannte Methode %1</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="218"/>
        <source>Timeout in milliseconds (default %1, at most %2).</source>
        <translation>Zeitlimit in Millisekunden (Vorgabe %1, höchstens %2).</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="224"/>
        <source>Run a bash command in the sandbox</source>
        <translation>Einen bash-Befehl in der Sandbox ausführen</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="225"/>
        <source>Runs `bash -c COMMAND` in the project&apos;s sandbox, in /project. The result has the exit code, stdout and stderr (docs/exec.md of ai-sandbox); network access is limited to the policy&apos;s hosts.</source>
        <translation>Führt `bash -c BEFEHL` in der Sandbox des Projekts in /project aus. Das Ergebnis enthält Exit-Code, stdout und stderr (docs/exec.md von ai-sandbox); Netzwerkzugriff ist auf die Hosts der Richtlinie beschränkt.</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="230"/>
        <source>The bash command line.</source>
        <translation>Die bash-Befehlszeile.</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="235"/>
        <source>Read a file of the project</source>
        <translation>Eine Datei des Projekts lesen</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="237"/>
        <source>Reads a file inside /project (a relative path is relative to /project).</source>
        <translation>Liest eine Datei in /project (ein relativer Pfad gilt relativ zu /project).</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="239"/>
        <location filename="../core/cli/climcp.cpp" line="247"/>
        <source>The file&apos;s path.</source>
        <translation>Der Pfad der Datei.</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="243"/>
        <source>Write a file of the project</source>
        <translation>Eine Datei des Projekts schreiben</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="245"/>
        <source>Writes (creates or replaces) a file inside /project with the given UTF-8 text.</source>
        <translation>Schreibt (erstellt oder ersetzt) eine Datei in /project mit dem angegebenen UTF-8-Text.</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="248"/>
        <source>The new content.</source>
        <translation>Der neue Inhalt.</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="281"/>
        <source>bash needs &quot;command&quot;, a string</source>
        <translation>bash braucht &quot;command&quot;, eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="289"/>
        <source>timeout_ms must be from 1 to %1 (the sandbox&apos;s maximum); got %2</source>
        <translation>timeout_ms muss zwischen 1 und %1 liegen (dem Maximum der Sandbox); erhalten: %2</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="300"/>
        <source>the path must be a file inside /project; got &quot;%1&quot;</source>
        <translation>der Pfad muss eine Datei in /project sein; erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="309"/>
        <source>write_file needs &quot;content&quot;, a string</source>
        <translation>write_file braucht &quot;content&quot;, eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="319"/>
        <source>unknown tool %1: the tools are bash, read_file and write_file</source>
        <translation>unbekanntes Werkzeug %1: die Werkzeuge sind bash, read_file und write_file</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="356"/>
        <source>
[timed out after %1 ms]</source>
        <translation>
[Zeitlimit nach %1 ms überschritten]</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="358"/>
        <source>
[exit code %1]</source>
        <translation>
[Exit-Code %1]</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="365"/>
        <source>written</source>
        <translation>geschrieben</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="402"/>
        <source>limits.exec_timeout is 0 (no timeout), which the MCP server refuses: set exec_timeout in [limits] to a duration such as &quot;120s&quot;</source>
        <translation>limits.exec_timeout ist 0 (kein Zeitlimit), was der MCP-Server ablehnt: setzen Sie exec_timeout in [limits] auf eine Dauer wie &quot;120s&quot;</translation>
    </message>
    <message>
        <location filename="../core/cli/climcp.cpp" line="420"/>
        <source>MCP server for %1 on stdio (warm sandbox ready)</source>
        <translation>MCP-Server für %1 auf stdio (vorgewärmte Sandbox bereit)</translation>
    </message>
    <message>
        <location filename="../core/cli/clilive.cpp" line="155"/>
        <source>ai-sandbox: no recorded session of %1 yet (ai-sandbox sessions lists them all).</source>
        <translation>ai-sandbox: noch keine aufgezeichnete Sitzung von %1 (ai-sandbox sessions listet alle auf).</translation>
    </message>
    <message>
        <location filename="../core/cli/clireplay.cpp" line="43"/>
        <source>ai-sandbox: session %1 has no terminal recording: it ran without a terminal, or with session.record = false.</source>
        <translation>ai-sandbox: Sitzung %1 hat keine Terminal-Aufzeichnung: Sie lief ohne Terminal oder mit session.record = false.</translation>
    </message>
    <message>
        <location filename="../core/cli/clireplay.cpp" line="52"/>
        <source>ai-sandbox: the recording cannot be played: %1</source>
        <translation>ai-sandbox: Die Aufzeichnung kann nicht abgespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clireplay.cpp" line="63"/>
        <source>ai-sandbox: the recording is %1x%2 and this terminal %3x%4: enlarge it for a faithful replay.</source>
        <translation>ai-sandbox: Die Aufzeichnung ist %1x%2 groß und dieses Terminal %3x%4: Für eine originalgetreue Wiedergabe das Terminal vergrößern.</translation>
    </message>
    <message>
        <location filename="../core/cli/clicredentials.cpp" line="66"/>
        <source>Stored in: %1</source>
        <translation>Gespeichert in: %1</translation>
    </message>
    <message>
        <location filename="../core/cli/clicredentials.cpp" line="68"/>
        <source>No credentials stored. Add one with: ai-sandbox credentials set NAME</source>
        <translation>Keine Zugangsdaten gespeichert. Fügen Sie welche hinzu mit: ai-sandbox credentials set NAME</translation>
    </message>
    <message>
        <location filename="../core/cli/clicredentials.cpp" line="82"/>
        <source>Removed %1 from %2.</source>
        <translation>%1 aus %2 entfernt.</translation>
    </message>
    <message>
        <location filename="../core/cli/clicredentials.cpp" line="86"/>
        <source>Value for %1 (not shown; Enter to finish): </source>
        <translation>Wert für %1 (wird nicht angezeigt; Eingabetaste zum Abschließen): </translation>
    </message>
    <message>
        <location filename="../core/cli/clicredentials.cpp" line="95"/>
        <source>Replaced %1 in %2.</source>
        <translation>%1 in %2 ersetzt.</translation>
    </message>
    <message>
        <location filename="../core/cli/clicredentials.cpp" line="95"/>
        <source>Stored %1 in %2.</source>
        <translation>%1 gespeichert (%2).</translation>
    </message>
    <message>
        <location filename="../core/cli/cliexport.cpp" line="29"/>
        <source>--quarantine is not for export: a quarantine session works on a copy of the project that only this machine makes</source>
        <translation>--quarantine ist nicht für export gedacht: eine Quarantäne-Sitzung arbeitet auf einer Kopie des Projekts, die nur dieser Rechner anlegt</translation>
    </message>
    <message>
        <location filename="../core/cli/cliexport.cpp" line="40"/>
        <source>the project folder %1 does not exist</source>
        <translation>der Projektordner %1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../core/cli/cliexport.cpp" line="71"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/cli/cliexport.cpp" line="75"/>
        <source>Wrote %1: `podman kube play %1` runs it here (the images must exist: ai-sandbox build, and a session or `ai-sandbox gate up` for the gate&apos;s).</source>
        <translation>%1 geschrieben: `podman kube play %1` startet es hier (die Images müssen existieren: ai-sandbox build, und für das des Gates eine Sitzung oder `ai-sandbox gate up`).</translation>
    </message>
</context>
<context>
    <name>aisb::CliTerminalRelay</name>
    <message>
        <location filename="../core/cli/cliterminal.cpp" line="67"/>
        <source>No pseudo-terminal for the recording (%1): check /dev/ptmx and /dev/pts, or run with -o session.record=false.</source>
        <translation>Kein Pseudo-Terminal für die Aufzeichnung (%1): /dev/ptmx und /dev/pts prüfen oder mit -o session.record=false ausführen.</translation>
    </message>
    <message>
        <location filename="../core/cli/cliterminal.cpp" line="75"/>
        <source>%1 cannot be opened (%2): check the permissions of /dev/pts, or run with -o session.record=false.</source>
        <translation>%1 kann nicht geöffnet werden (%2): die Berechtigungen von /dev/pts prüfen oder mit -o session.record=false ausführen.</translation>
    </message>
</context>
<context>
    <name>aisb::ContainerEvents</name>
    <message>
        <location filename="../core/session/containerevents.cpp" line="45"/>
        <source>Container %1 was killed (exit code 137: SIGKILL, as the out-of-memory killer or a forced stop sends it)</source>
        <translation>Container %1 wurde hart beendet (Exit-Code 137: SIGKILL, wie ihn der Out-of-Memory-Killer oder ein erzwungener Stopp sendet)</translation>
    </message>
    <message>
        <location filename="../core/session/containerevents.cpp" line="48"/>
        <source>Container %1 ended with exit code %2</source>
        <translation>Container %1 endete mit Exit-Code %2</translation>
    </message>
    <message>
        <location filename="../core/session/containerevents.cpp" line="51"/>
        <source>Container %1 ran out of memory: the kernel&apos;s out-of-memory killer ended a process</source>
        <translation>Container %1 hatte keinen Speicher mehr: der Out-of-Memory-Killer des Kernels hat einen Prozess beendet</translation>
    </message>
    <message>
        <location filename="../core/session/containerevents.cpp" line="53"/>
        <source>Container %1 was stopped</source>
        <translation>Container %1 wurde gestoppt</translation>
    </message>
</context>
<context>
    <name>aisb::CredentialResolver</name>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="63"/>
        <source>Credential rule %1: its source must start with env:, command: or keyring:.</source>
        <translation>Zugangsdaten-Regel %1: ihre Quelle muss mit env:, command: oder keyring: beginnen.</translation>
    </message>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="70"/>
        <source>Credential rule %1: the variable %2 is not set on this computer. Set it before starting ai-sandbox, or use another source (keyring:NAME).</source>
        <translation>Zugangsdaten-Regel %1: die Variable %2 ist auf diesem Rechner nicht gesetzt. Setzen Sie sie, bevor Sie ai-sandbox starten, oder verwenden Sie eine andere Quelle (keyring:NAME).</translation>
    </message>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="93"/>
        <source>Credential rule %1: its source %2 gives an empty value. Store the value first.</source>
        <translation>Zugangsdaten-Regel %1: ihre Quelle %2 liefert einen leeren Wert. Speichern Sie zuerst den Wert.</translation>
    </message>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="109"/>
        <source>Credential rule %1: its command is empty. Write source = &quot;command:PROGRAM ARGS&quot;.</source>
        <translation>Zugangsdaten-Regel %1: ihr Befehl ist leer. Schreiben Sie source = &quot;command:PROGRAMM ARGUMENTE&quot;.</translation>
    </message>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="131"/>
        <source>Credential rule %1: the command %2 could not be started (%3). Check that it is installed and in PATH.</source>
        <translation>Zugangsdaten-Regel %1: der Befehl %2 konnte nicht gestartet werden (%3). Prüfen Sie, ob er installiert ist und im PATH liegt.</translation>
    </message>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="142"/>
        <source>Credential rule %1: the command %2 failed (exit code %3). Run it in a terminal to see why (e.g. log in first).</source>
        <translation>Zugangsdaten-Regel %1: der Befehl %2 ist fehlgeschlagen (Exit-Code %3). Führen Sie ihn in einem Terminal aus, um den Grund zu sehen (z. B. zuerst anmelden).</translation>
    </message>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="153"/>
        <source>Credential rule %1: the command %2 did not finish within %3 s. Run it in a terminal to see whether it waits for something (a login, a prompt).</source>
        <translation>Zugangsdaten-Regel %1: der Befehl %2 ist nicht innerhalb von %3 s fertig geworden. Führen Sie ihn in einem Terminal aus, um zu sehen, ob er auf etwas wartet (eine Anmeldung, eine Eingabe).</translation>
    </message>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="188"/>
        <source>Credential rule %1: no keyring backend is available to read %2. Store the value in the app&apos;s Credentials page, or use source = &quot;env:NAME&quot;.</source>
        <translation>Zugangsdaten-Regel %1: kein Schlüsselbund-Backend ist verfügbar, um %2 zu lesen. Speichern Sie den Wert auf der Seite „Zugangsdaten“ der App, oder verwenden Sie source = &quot;env:NAME&quot;.</translation>
    </message>
    <message>
        <location filename="../core/session/credentialsources.cpp" line="215"/>
        <source>Credential rule %1: %2 cannot be read from %3 (%4). Store it in the app&apos;s Credentials page or `ai-sandbox credentials`.</source>
        <translation>Zugangsdaten-Regel %1: %2 kann nicht aus %3 gelesen werden (%4). Speichern Sie den Wert auf der Seite „Zugangsdaten“ der App oder mit `ai-sandbox credentials`.</translation>
    </message>
</context>
<context>
    <name>aisb::CredentialStore</name>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="76"/>
        <source>The credential name &apos;%1&apos; is not valid: use 1 to 128 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit (e.g. anthropic-key).</source>
        <translation>Der Name „%1“ ist für Zugangsdaten nicht gültig: verwenden Sie 1 bis 128 Buchstaben, Ziffern, „.“, „_“ oder „-“, beginnend mit einem Buchstaben oder einer Ziffer (z. B. anthropic-key).</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="84"/>
        <source>The value is empty: paste or type the key itself.</source>
        <translation>Der Wert ist leer: fügen Sie den Schlüssel selbst ein oder tippen Sie ihn.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="87"/>
        <source>The value contains a control character (a line break or tab): a header value cannot; paste the key alone, on one line.</source>
        <translation>Der Wert enthält ein Steuerzeichen (einen Zeilenumbruch oder Tabulator), das ein Header-Wert nicht enthalten darf: fügen Sie nur den Schlüssel ein, in einer Zeile.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="111"/>
        <source>encrypted file %1</source>
        <translation>verschlüsselte Datei %1</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="130"/>
        <source>Cannot create the key file %1: %2.</source>
        <translation>Die Schlüsseldatei %1 kann nicht angelegt werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="143"/>
        <source>Cannot write the key file %1.</source>
        <translation>Die Schlüsseldatei %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="150"/>
        <source>The key file %1 is missing.</source>
        <translation>Die Schlüsseldatei %1 fehlt.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="154"/>
        <source>The key file %1 is not a private file of this user (mode %2): run chmod 600 on it, or remove it and %3 to set the values again.</source>
        <translation>Die Schlüsseldatei %1 ist keine private Datei dieses Benutzers (Modus %2): führen Sie chmod 600 darauf aus, oder entfernen Sie sie und %3, um die Werte neu zu setzen.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="161"/>
        <source>Cannot read the key file %1: %2.</source>
        <translation>Die Schlüsseldatei %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="168"/>
        <source>The key file %1 is damaged (not %2 bytes): remove it and %3, then set the values again.</source>
        <translation>Die Schlüsseldatei %1 ist beschädigt (nicht %2 Bytes): entfernen Sie sie und %3 und setzen Sie die Werte dann neu.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="181"/>
        <source>libsodium could not be initialised.</source>
        <translation>libsodium konnte nicht initialisiert werden.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="189"/>
        <source>%1 is not a regular file of this user: remove it.</source>
        <translation>%1 ist keine reguläre Datei dieses Benutzers: entfernen Sie sie.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="194"/>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="199"/>
        <source>%1 is damaged or was changed by something other than ai-sandbox (it does not decrypt with the key in %2): nothing was read from it. Remove it and set the values again.</source>
        <translation>%1 ist beschädigt oder wurde von etwas anderem als ai-sandbox geändert (lässt sich mit dem Schlüssel in %2 nicht entschlüsseln): nichts wurde daraus gelesen. Entfernen Sie die Datei und setzen Sie die Werte neu.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="262"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="275"/>
        <source>No credential named &apos;%1&apos; is stored (%2): set it with `ai-sandbox credentials set %1` or on the Credentials page.</source>
        <translation>Unter dem Namen „%1“ sind keine Zugangsdaten gespeichert (%2): setzen Sie sie mit `ai-sandbox credentials set %1` oder auf der Seite „Zugangsdaten“.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="303"/>
        <location filename="../core/credentials/credentialstores.cpp" line="546"/>
        <source>No credential named &apos;%1&apos; is stored.</source>
        <translation>Es sind keine Zugangsdaten namens &apos;%1&apos; gespeichert.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="314"/>
        <source>%1 is being changed by another ai-sandbox: try again.</source>
        <translation>%1 wird gerade von einem anderen ai-sandbox geändert: versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="404"/>
        <source>The keyring did not answer within %1 s (is it locked, waiting for its password?).</source>
        <translation>Der Schlüsselbund hat nicht innerhalb von %1 s geantwortet (ist er gesperrt und wartet auf sein Passwort?).</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="410"/>
        <source>The keyring could not %1: %2</source>
        <translation>Der Schlüsselbund ist gescheitert (%1): %2</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="421"/>
        <source>no D-Bus session bus</source>
        <translation>kein D-Bus-Sitzungsbus</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="428"/>
        <source>the Secret Service did not answer within %1 s</source>
        <translation>der Secret Service hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="441"/>
        <source>Secret Service (system keyring)</source>
        <translation>Secret Service (System-Schlüsselbund)</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="454"/>
        <source>No credential named &apos;%1&apos; is stored in the keyring: set it with `ai-sandbox credentials set %1` or on the Credentials page.</source>
        <translation>Im Schlüsselbund sind unter dem Namen „%1“ keine Zugangsdaten gespeichert: setzen Sie sie mit `ai-sandbox credentials set %1` oder auf der Seite „Zugangsdaten“.</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="461"/>
        <source>read &apos;%1&apos;</source>
        <translation>„%1“ lesen</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="496"/>
        <source>update its list of names</source>
        <translation>Namensliste aktualisieren</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="519"/>
        <source>store &apos;%1&apos;</source>
        <translation>&apos;%1&apos; speichern</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="540"/>
        <source>remove &apos;%1&apos;</source>
        <translation>&apos;%1&apos; entfernen</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="561"/>
        <source>AISB_CREDENTIAL_BACKEND=file</source>
        <translation>AISB_CREDENTIAL_BACKEND=file</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="599"/>
        <source>%1 (no keyring: %2)</source>
        <translation>%1 (kein Schlüsselbund: %2)</translation>
    </message>
    <message>
        <location filename="../core/credentials/credentialstores.cpp" line="601"/>
        <source>%1; also %2 (values saved where no keyring was running)</source>
        <translation>%1; außerdem %2 (Werte, die ohne laufenden Schlüsselbund gespeichert wurden)</translation>
    </message>
</context>
<context>
    <name>aisb::CredentialValueDialog</name>
    <message>
        <location filename="../ui/credentialspage.cpp" line="29"/>
        <source>Add Credential</source>
        <translation>Zugangsdaten hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="29"/>
        <source>Replace %1</source>
        <translation>%1 ersetzen</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="31"/>
        <source>The value is stored under this name; a policy&apos;s credential rule reads it with source &quot;keyring:NAME&quot;.</source>
        <translation>Der Wert wird unter diesem Namen gespeichert; die Zugangsdaten-Regel einer Richtlinie liest ihn mit der Quelle &quot;keyring:NAME&quot;.</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="33"/>
        <source>The new value replaces the stored one. The old value is not shown.</source>
        <translation>Der neue Wert ersetzt den gespeicherten. Der alte Wert wird nicht angezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="41"/>
        <source>e.g. anthropic-key</source>
        <translation>z. B. anthropic-key</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="44"/>
        <source>paste the key (never shown)</source>
        <translation>Schlüssel einfügen (wird nie angezeigt)</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="46"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="47"/>
        <source>&amp;Value:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="52"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="52"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="83"/>
        <source>A credential named %1 is stored already: %2 replaces its value.</source>
        <translation>Unter dem Namen %1 sind bereits Zugangsdaten gespeichert: „%2“ ersetzt ihren Wert.</translation>
    </message>
</context>
<context>
    <name>aisb::Credentials</name>
    <message>
        <location filename="../core/policy/credentials.cpp" line="120"/>
        <source>it does not contain {value} exactly once</source>
        <translation>es enthält {value} nicht genau einmal</translation>
    </message>
    <message>
        <location filename="../core/policy/credentials.cpp" line="133"/>
        <source>{base64:...} must hold {value} and end with &apos;}&apos;</source>
        <translation>{base64:...} muss {value} enthalten und mit &apos;}&apos; enden</translation>
    </message>
    <message>
        <location filename="../core/policy/credentials.cpp" line="142"/>
        <source>it has a brace outside {value} and one {base64:...}</source>
        <translation>es enthält eine geschweifte Klammer außerhalb von {value} und einem {base64:...}</translation>
    </message>
</context>
<context>
    <name>aisb::CredentialsPage</name>
    <message>
        <location filename="../ui/credentialspage.cpp" line="94"/>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="95"/>
        <source>&amp;Replace…</source>
        <translation>&amp;Ersetzen …</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="95"/>
        <source>Re&amp;move…</source>
        <translation>Ent&amp;fernen …</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="98"/>
        <source>Credentials</source>
        <translation>Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="100"/>
        <source>Keys that a project&apos;s credential rules add to its requests at the gate (source &quot;keyring:NAME&quot;). The sandbox never sees them, and neither does this window: values are stored, replaced and removed, never shown.</source>
        <translation>Schlüssel, die die Zugangsdaten-Regeln eines Projekts seinen Anfragen am Gate hinzufügen (Quelle &quot;keyring:NAME&quot;). Die Sandbox sieht sie nie, und auch dieses Fenster nicht: Werte werden gespeichert, ersetzt und entfernt, aber nie angezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="118"/>
        <source>No credentials stored yet. Add one, then name it in a project&apos;s policy (Policy &gt; Credentials).</source>
        <translation>Noch keine Zugangsdaten gespeichert. Fügen Sie welche hinzu und nennen Sie sie dann in der Richtlinie eines Projekts (Richtlinie &gt; Zugangsdaten).</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="142"/>
        <source>Looking for the system keyring…</source>
        <translation>Suche nach dem System-Schlüsselbund …</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="185"/>
        <source>No credential store is set up.</source>
        <translation>Es ist kein Speicher für Zugangsdaten eingerichtet.</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="192"/>
        <source>Reading the stored names…</source>
        <translation>Gespeicherte Namen werden gelesen …</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="206"/>
        <source>Stored in: %1</source>
        <translation>Gespeichert in: %1</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="223"/>
        <source>Replacing %1…</source>
        <translation>%1 wird ersetzt …</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="223"/>
        <source>Storing %1…</source>
        <translation>%1 wird gespeichert …</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="238"/>
        <source>Replaced %1.</source>
        <translation>%1 ersetzt.</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="238"/>
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="273"/>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="274"/>
        <source>Remove the stored value of %1? Projects whose credential rules read &quot;keyring:%1&quot; then start without it until it is added again.</source>
        <translation>Den gespeicherten Wert von %1 entfernen? Projekte, deren Zugangsdaten-Regeln &quot;keyring:%1&quot; lesen, starten dann ohne ihn, bis er wieder hinzugefügt wird.</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="278"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="284"/>
        <source>Removing %1…</source>
        <translation>%1 wird entfernt …</translation>
    </message>
    <message>
        <location filename="../ui/credentialspage.cpp" line="298"/>
        <source>Removed %1.</source>
        <translation>%1 entfernt.</translation>
    </message>
</context>
<context>
    <name>aisb::DesktopLauncher</name>
    <message>
        <location filename="../core/maintenance/desktoplauncher.cpp" line="205"/>
        <source>Launch a sandboxed session of %1</source>
        <translation>Eine Sandbox-Sitzung von %1 starten</translation>
    </message>
    <message>
        <location filename="../core/maintenance/desktoplauncher.cpp" line="213"/>
        <source>%1 is not an existing folder: a launcher needs the project&apos;s absolute folder.</source>
        <translation>%1 ist kein existierender Ordner: ein Starter braucht den absoluten Ordner des Projekts.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/desktoplauncher.cpp" line="216"/>
        <source>%1 holds a control character (such as a newline), which a launcher&apos;s Exec line cannot carry: rename the folder.</source>
        <translation>%1 enthält ein Steuerzeichen (etwa einen Zeilenumbruch), das die Exec-Zeile eines Starters nicht aufnehmen kann: benennen Sie den Ordner um.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/desktoplauncher.cpp" line="221"/>
        <source>Cannot create %1.</source>
        <translation>%1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/desktoplauncher.cpp" line="224"/>
        <location filename="../core/maintenance/desktoplauncher.cpp" line="227"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/maintenance/desktoplauncher.cpp" line="277"/>
        <source>%1 is not a launcher ai-sandbox created; it was left alone.</source>
        <translation>%1 ist kein Starter, den ai-sandbox angelegt hat; er wurde nicht angerührt.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/desktoplauncher.cpp" line="279"/>
        <source>Cannot remove %1.</source>
        <translation>%1 kann nicht entfernt werden.</translation>
    </message>
</context>
<context>
    <name>aisb::Doctor</name>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="267"/>
        <source>podman %1 answers (runtime %2, storage %3)</source>
        <translation>podman %1 antwortet (Laufzeit %2, Speicher %3)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="269"/>
        <source>podman older than 4.3 is not tested: upgrade it</source>
        <translation>podman älter als 4.3 ist nicht getestet: aktualisieren Sie es</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="255"/>
        <source>podman does not answer: %1</source>
        <translation>podman antwortet nicht: %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="155"/>
        <source>memory limit %1 reads back as %2</source>
        <translation>Speichergrenze %1 wird als %2 zurückgelesen</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="159"/>
        <source>process limit %1 reads back as %2</source>
        <translation>Prozessgrenze %1 wird als %2 zurückgelesen</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="256"/>
        <source>install podman (scripts/setup does) and check that `podman info` works</source>
        <translation>installieren Sie podman (scripts/setup erledigt das) und prüfen Sie, dass `podman info` funktioniert</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="278"/>
        <source>podman runs rootless (as your user)</source>
        <translation>podman läuft rootless (als Ihr Benutzer)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="278"/>
        <source>podman runs as root (rootful)</source>
        <translation>podman läuft als root (rootful)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="281"/>
        <source>no way for a sandbox to reach its gate: %1</source>
        <translation>eine Sandbox kann ihr Gate auf keinem Weg erreichen: %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="282"/>
        <source>install slirp4netns (podman 4) or passt (podman 5); allowlist mode cannot work without one</source>
        <translation>installieren Sie slirp4netns (podman 4) oder passt (podman 5); ohne eines davon kann der Netzwerkmodus allowlist nicht funktionieren</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="286"/>
        <source>the sandbox reaches its gate through %1 (%2)</source>
        <translation>die Sandbox erreicht ihr Gate über %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="299"/>
        <source>remote podman: the service decides who owns what the sandbox writes</source>
        <translation>entferntes podman: der Dienst entscheidet, wem gehört, was die Sandbox schreibt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="300"/>
        <source>rootless: what the sandbox writes in the project is yours (keep-id)</source>
        <translation>rootless: was die Sandbox im Projekt schreibt, gehört Ihnen (keep-id)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="301"/>
        <source>what the sandbox writes in the project belongs to host uid %1, you</source>
        <translation>was die Sandbox im Projekt schreibt, gehört Host-UID %1, also Ihnen</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="315"/>
        <location filename="../core/maintenance/doctor.cpp" line="658"/>
        <source>cannot hand %1 to uid %2</source>
        <translation>%1 kann nicht an UID %2 übergeben werden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="320"/>
        <location filename="../core/maintenance/doctor.cpp" line="650"/>
        <source>cannot create a folder in %1</source>
        <translation>in %1 kann kein Ordner angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="325"/>
        <source>the view of %1 does not show it as uid %2&apos;s</source>
        <translation>die Ansicht von %1 zeigt ihn nicht als Eigentum von UID %2</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="334"/>
        <source>rootful: the sandbox writes the project as you (uid %1%2) through an idmapped view of it (tried in %3)</source>
        <translation>rootful: die Sandbox schreibt das Projekt als Sie (UID %1%2) über eine ID-gemappte Ansicht davon (getestet in %3)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="337"/>
        <source>, from sudo</source>
        <translation>, über sudo</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="341"/>
        <source>rootful: the idmapped project view does not work here (%1), so the sandbox writes the project as host uid 1000 and cannot write where only you may</source>
        <translation>rootful: die ID-gemappte Projektansicht funktioniert hier nicht (%1), daher schreibt die Sandbox das Projekt als Host-UID 1000 und kann nicht schreiben, wo nur Sie es dürfen</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="344"/>
        <source>use Linux &gt;= 5.12 and keep projects on a file system with idmapped mounts (ext4, xfs, btrfs; tmpfs from Linux 6.3), or run podman rootless</source>
        <translation>verwenden Sie Linux ≥ 5.12 und legen Sie Projekte auf ein Dateisystem mit ID-gemappten Mounts (ext4, xfs, btrfs; tmpfs ab Linux 6.3), oder betreiben Sie podman rootless</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="355"/>
        <source>remote podman: /dev/net/tun is the service&apos;s business</source>
        <translation>entferntes podman: /dev/net/tun ist Sache des Dienstes</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="356"/>
        <source>/dev/net/tun is not needed by rootful podman</source>
        <translation>/dev/net/tun wird von rootful podman nicht benötigt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="358"/>
        <source>remote podman: subordinate ids are the service&apos;s business</source>
        <translation>entferntes podman: untergeordnete IDs sind Sache des Dienstes</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="359"/>
        <source>subordinate ids are not needed by rootful podman</source>
        <translation>untergeordnete IDs werden von rootful podman nicht benötigt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="365"/>
        <source>/dev/net/tun is readable and writable</source>
        <translation>/dev/net/tun ist les- und schreibbar</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="369"/>
        <source>/dev/net/tun is not accessible to you, so rootless networking (slirp4netns, pasta) fails</source>
        <translation>/dev/net/tun ist für Sie nicht zugänglich, daher scheitert rootless-Netzwerk (slirp4netns, pasta)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="371"/>
        <source>make it 0666 (scripts/setup does: chmod 0666 /dev/net/tun) or load the tun module</source>
        <translation>setzen Sie es auf 0666 (scripts/setup tut das: chmod 0666 /dev/net/tun) oder laden Sie das tun-Modul</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="377"/>
        <source>%1 has %2 subordinate uids and %3 gids</source>
        <translation>%1 hat %2 untergeordnete UIDs und %3 GIDs</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="380"/>
        <source>%1 has %2 subordinate uids and %3 gids in /etc/subuid and /etc/subgid; 65536 are needed</source>
        <translation>%1 hat %2 untergeordnete UIDs und %3 GIDs in /etc/subuid und /etc/subgid; 65536 werden gebraucht</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="384"/>
        <source>run: sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 %1, then podman system migrate</source>
        <translation>führen Sie aus: sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 %1, danach podman system migrate</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="396"/>
        <source>%1 is present</source>
        <translation>%1 ist vorhanden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="399"/>
        <source>%1 is missing: the first launch builds it from the Debian mirror (about a minute)</source>
        <translation>%1 fehlt: der erste Start baut es aus dem Debian-Spiegel (etwa eine Minute)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="401"/>
        <source>run scripts/setup or `ai-sandbox build` now</source>
        <translation>führen Sie jetzt scripts/setup oder `ai-sandbox build` aus</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="409"/>
        <location filename="../core/maintenance/doctor.cpp" line="641"/>
        <location filename="../core/maintenance/doctor.cpp" line="716"/>
        <source>not tried: there is no base image to run</source>
        <translation>nicht getestet: es gibt kein Basis-Image zum Starten</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="410"/>
        <location filename="../core/maintenance/doctor.cpp" line="642"/>
        <location filename="../core/maintenance/doctor.cpp" line="717"/>
        <source>build the base image, then run ai-sandbox doctor again</source>
        <translation>bauen Sie das Basis-Image und führen Sie dann ai-sandbox doctor erneut aus</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="419"/>
        <source>a container runs (%1 `true` in %2)</source>
        <translation>ein Container läuft (%1 `true` in %2)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="425"/>
        <source>a container does not start: %1</source>
        <translation>ein Container startet nicht: %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="426"/>
        <source>scripts/setup configures runtime = &quot;runc&quot; and default_ulimits where a probe shows they are needed; see `podman run --rm %1 true`</source>
        <translation>scripts/setup konfiguriert runtime = &quot;runc&quot; und default_ulimits, wo ein Test zeigt, dass sie nötig sind; siehe `podman run --rm %1 true`</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="440"/>
        <source>the squid gate image %1 is present</source>
        <translation>das squid-Gate-Image %1 ist vorhanden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="443"/>
        <source>the squid gate image is built on the first allowlist launch (needs the Debian mirror)</source>
        <translation>das squid-Gate-Image wird beim ersten Start im Netzwerkmodus allowlist gebaut (braucht den Debian-Spiegel)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="447"/>
        <source>the squid gate image cannot be built before the base image exists</source>
        <translation>das squid-Gate-Image kann nicht gebaut werden, bevor das Basis-Image existiert</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="448"/>
        <source>build the base image first (scripts/setup)</source>
        <translation>bauen Sie zuerst das Basis-Image (scripts/setup)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="460"/>
        <source>remote podman: catatonit for podman kube play is the service&apos;s</source>
        <translation>entferntes podman: catatonit für podman kube play ist Sache des Dienstes</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="470"/>
        <source>podman kube play can start exported pods (catatonit at %1)</source>
        <translation>podman kube play kann exportierte Pods starten (catatonit unter %1)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="473"/>
        <source>catatonit is missing: podman kube play cannot start the pods ai-sandbox export kube writes (sessions do not need it)</source>
        <translation>catatonit fehlt: podman kube play kann die Pods, die ai-sandbox export kube schreibt, nicht starten (Sitzungen brauchen es nicht)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="475"/>
        <source>install catatonit (scripts/setup does; the .deb recommends it)</source>
        <translation>installieren Sie catatonit (scripts/setup erledigt das; das .deb empfiehlt es)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="500"/>
        <source>remote podman: the service&apos;s limits apply</source>
        <translation>entferntes podman: es gelten die Grenzen des Dienstes</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="501"/>
        <source>the open-files hard limit is high enough</source>
        <translation>die harte Grenze für offene Dateien ist hoch genug</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="504"/>
        <source>the open-files hard limit is %1 and default_ulimits is set in %2</source>
        <translation>die harte Grenze für offene Dateien ist %1, und default_ulimits ist in %2 gesetzt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="507"/>
        <source>the open-files hard limit is %1, below what podman asks for containers by default</source>
        <translation>die harte Grenze für offene Dateien ist %1, weniger als podman standardmäßig für Container verlangt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="508"/>
        <source>set default_ulimits = [&quot;nofile=%1:%1&quot;] under [containers] in containers.conf (scripts/setup does)</source>
        <translation>setzen Sie default_ulimits = [&quot;nofile=%1:%1&quot;] unter [containers] in containers.conf (scripts/setup tut das)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="519"/>
        <source>remote podman: its storage is not on this machine</source>
        <translation>entferntes podman: sein Speicher liegt nicht auf diesem Rechner</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="528"/>
        <source>podman&apos;s storage folder is unknown</source>
        <translation>der Speicherordner von podman ist unbekannt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="529"/>
        <source>check `podman info --format &apos;{{.Store.GraphRoot}}&apos;`</source>
        <translation>prüfen Sie `podman info --format &apos;{{.Store.GraphRoot}}&apos;`</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="532"/>
        <source>%1 GiB free in %2</source>
        <translation>%1 GiB frei in %2</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="535"/>
        <source>free space there: `ai-sandbox clean` removes stale containers and images</source>
        <translation>schaffen Sie dort Platz: `ai-sandbox clean` entfernt veraltete Container und Images</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="558"/>
        <source>cannot write a file in %1</source>
        <translation>in %1 kann keine Datei geschrieben werden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="561"/>
        <source>%1 is writable</source>
        <translation>%1 ist beschreibbar</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="564"/>
        <source>make it writable, or point XDG_STATE_HOME at a writable folder</source>
        <translation>machen Sie ihn beschreibbar oder lassen Sie XDG_STATE_HOME auf einen beschreibbaren Ordner zeigen</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="575"/>
        <source>this machine trusts no certificate authority beyond its distribution&apos;s (%1 has none)</source>
        <translation>dieser Rechner vertraut keiner Zertifizierungsstelle über die seiner Distribution hinaus (%1 enthält keine)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="588"/>
        <source>the image trusts the certificate authorities this machine adds (image.ca_certificates)</source>
        <translation>das Image vertraut den Zertifizierungsstellen, die dieser Rechner hinzufügt (image.ca_certificates)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="593"/>
        <source>this machine trusts certificate authorities beyond its distribution&apos;s that the image would not (%1); behind a TLS-inspecting proxy the image build fails without them</source>
        <translation>dieser Rechner vertraut Zertifizierungsstellen über die seiner Distribution hinaus, denen das Image nicht vertrauen würde (%1); hinter einem TLS-prüfenden Proxy scheitert der Image-Build ohne sie</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="596"/>
        <source>add ca_certificates = [&quot;host&quot;] under [image] in the project&apos;s .ai-sandbox.toml (or in ~/.config/ai-sandbox/config.toml for every project), or pass --policy image.ca_certificates=host</source>
        <translation>fügen Sie ca_certificates = [&quot;host&quot;] unter [image] in der .ai-sandbox.toml des Projekts hinzu (oder in ~/.config/ai-sandbox/config.toml für jedes Projekt), oder übergeben Sie --policy image.ca_certificates=host</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="636"/>
        <source>remote podman: its bind mounts are on the service&apos;s machine, not tried</source>
        <translation>entferntes podman: seine Bind-Mounts liegen auf dem Rechner des Dienstes, nicht getestet</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="662"/>
        <source>not tried: %1</source>
        <translation>nicht getestet: %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="663"/>
        <source>see the ownership check; the state folder must be writable</source>
        <translation>siehe die Eigentümer-Prüfung; der Zustandsordner muss beschreibbar sein</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="682"/>
        <source> SELinux is enforcing: bind mounts need relabelling (see the selinux check).</source>
        <translation> SELinux erzwingt: Bind-Mounts brauchen eine Neukennzeichnung (siehe die SELinux-Prüfung).</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="686"/>
        <source>the sandbox user cannot write a bind-mounted folder: %1.%2</source>
        <translation>der Sandbox-Benutzer kann einen per Bind-Mount eingebundenen Ordner nicht beschreiben: %1.%2</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="688"/>
        <source>the sandbox could not write the project: check the runtime and ownership checks above</source>
        <translation>die Sandbox konnte das Projekt nicht schreiben: prüfen Sie die Laufzeit- und Eigentümer-Prüfungen oben</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="692"/>
        <source>a file the sandbox user wrote in a bind-mounted folder belongs to uid %1 outside, not to you (uid %2)</source>
        <translation>eine Datei, die der Sandbox-Benutzer in einem per Bind-Mount eingebundenen Ordner geschrieben hat, gehört außen UID %1, nicht Ihnen (UID %2)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="698"/>
        <source>use podman &gt;= 4.3 (keep-id with uid=1000) and check /etc/subuid</source>
        <translation>verwenden Sie podman ≥ 4.3 (keep-id mit uid=1000) und prüfen Sie /etc/subuid</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="699"/>
        <source>use Linux &gt;= 5.12 and a file system with idmapped mounts (see the ownership check), or run podman rootless</source>
        <translation>verwenden Sie Linux ≥ 5.12 und ein Dateisystem mit ID-gemappten Mounts (siehe die Eigentümer-Prüfung), oder betreiben Sie podman rootless</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="703"/>
        <source>a file the sandbox user (uid %1) wrote in a bind-mounted folder is yours outside (uid %2)</source>
        <translation>eine Datei, die der Sandbox-Benutzer (UID %1) in einem per Bind-Mount eingebundenen Ordner geschrieben hat, gehört außen Ihnen (UID %2)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="735"/>
        <source>not tried: a container with limits does not start: %1</source>
        <translation>nicht getestet: ein Container mit Grenzen startet nicht: %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="736"/>
        <location filename="../core/maintenance/doctor.cpp" line="799"/>
        <source>see the runtime check</source>
        <translation>siehe die Laufzeit-Prüfung</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="742"/>
        <source>memory and process limits are applied (read back inside a container)</source>
        <translation>Speicher- und Prozessgrenzen werden angewendet (in einem Container zurückgelesen)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="745"/>
        <source>rootless podman on cgroups v1 ignores memory, CPU and process limits (%1); the app refuses to launch a project that sets them</source>
        <translation>rootless podman mit cgroups v1 ignoriert Speicher-, CPU- und Prozessgrenzen (%1); die App startet kein Projekt, das sie setzt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="749"/>
        <source>switch the host to cgroups v2 (boot with systemd.unified_cgroup_hierarchy=1) or run podman rootful; or remove memory, cpus and pids from the project&apos;s limits</source>
        <translation>stellen Sie den Host auf cgroups v2 um (Start mit systemd.unified_cgroup_hierarchy=1) oder betreiben Sie podman rootful; oder entfernen Sie memory, cpus und pids aus den Grenzen des Projekts</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="753"/>
        <source>limits are not applied inside a container: %1</source>
        <translation>Grenzen werden in einem Container nicht angewendet: %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="754"/>
        <source>check that the memory and pids cgroup controllers are enabled (cgroups v2: delegated to your user)</source>
        <translation>prüfen Sie, dass die cgroup-Controller memory und pids aktiviert sind (cgroups v2: an Ihren Benutzer delegiert)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="767"/>
        <source>not tried: the sandbox image %1 is not built yet</source>
        <translation>nicht getestet: das Sandbox-Image %1 ist noch nicht gebaut</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="768"/>
        <source>build it (`ai-sandbox build` in the project, or Build in the app), then run the doctor again</source>
        <translation>bauen Sie es (`ai-sandbox build` im Projekt oder „Bauen“ in der App) und führen Sie die Diagnose dann erneut aus</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="788"/>
        <source>an nft ruleset with a drop policy loads in %1</source>
        <translation>ein nft-Regelsatz mit Drop-Richtlinie lädt in %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="790"/>
        <source>nft is not installed in %1</source>
        <translation>nft ist in %1 nicht installiert</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="791"/>
        <source>rebuild the image (Rebuild in the app, or `ai-sandbox build --rebuild`)</source>
        <translation>bauen Sie das Image neu („Neu bauen“ in der App oder `ai-sandbox build --rebuild`)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="793"/>
        <source>nft cannot load a ruleset in %1 (%2)</source>
        <translation>nft kann in %1 keinen Regelsatz laden (%2)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="794"/>
        <source>load the nf_tables kernel module (sudo modprobe nf_tables; rootless podman cannot load it) or run podman rootful</source>
        <translation>laden Sie das Kernelmodul nf_tables (sudo modprobe nf_tables; rootless podman kann es nicht laden) oder betreiben Sie podman rootful</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="798"/>
        <source>not tried: the sandbox image does not start: %1</source>
        <translation>nicht getestet: das Sandbox-Image startet nicht: %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="815"/>
        <source>not tried: the gate image %1 is built on the first allowlist launch</source>
        <translation>nicht getestet: das Gate-Image %1 wird beim ersten Start im Netzwerkmodus allowlist gebaut</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="822"/>
        <source>not tried: cannot create a folder in %1</source>
        <translation>nicht getestet: in %1 kann kein Ordner angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="823"/>
        <source>see the state check</source>
        <translation>siehe die Zustands-Prüfung</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="847"/>
        <source>the gate (%1) starts and answers on 127.0.0.1:%2</source>
        <translation>das Gate (%1) startet und antwortet auf 127.0.0.1:%2</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="850"/>
        <source>the gate does not start or answer: %1</source>
        <translation>das Gate startet oder antwortet nicht: %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="851"/>
        <source>rebuild the gate image (`podman rmi` it; the next allowlist launch builds it) and see `podman logs` of the gate</source>
        <translation>bauen Sie das Gate-Image neu (mit `podman rmi` entfernen; der nächste Start im Netzwerkmodus allowlist baut es) und sehen Sie sich `podman logs` des Gates an</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="866"/>
        <source>SELinux is enforcing: sessions relabel what they bind (the project as shared content, container_file_t, which stays after the session; their own files privately)</source>
        <translation>SELinux erzwingt: Sitzungen kennzeichnen neu, was sie einbinden (das Projekt als gemeinsamen Inhalt, container_file_t, der nach der Sitzung bleibt; ihre eigenen Dateien privat)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="870"/>
        <source>SELinux is permissive: bind mounts need no relabelling</source>
        <translation>SELinux ist permissive: Bind-Mounts brauchen keine Neukennzeichnung</translation>
    </message>
    <message>
        <location filename="../core/maintenance/doctor.cpp" line="873"/>
        <source>SELinux is not active</source>
        <translation>SELinux ist nicht aktiv</translation>
    </message>
</context>
<context>
    <name>aisb::DoctorDialog</name>
    <message>
        <location filename="../ui/doctordialog.cpp" line="36"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="38"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="40"/>
        <source>problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="49"/>
        <source>Podman</source>
        <translation>Podman</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="50"/>
        <source>Podman mode</source>
        <translation>Podman-Modus</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="51"/>
        <source>Route to the gate</source>
        <translation>Weg zum Gate</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="52"/>
        <source>File ownership</source>
        <translation>Dateieigentum</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="53"/>
        <source>/dev/net/tun</source>
        <translation>/dev/net/tun</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="54"/>
        <source>Subordinate ids</source>
        <translation>Untergeordnete IDs</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="55"/>
        <source>Base image</source>
        <translation>Basis-Image</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="56"/>
        <source>Container runtime</source>
        <translation>Container-Laufzeit</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="57"/>
        <source>Gate image</source>
        <translation>Gate-Image</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="58"/>
        <source>Project folder round trip</source>
        <translation>Schreibprobe im Projektordner</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="59"/>
        <source>Resource limits</source>
        <translation>Ressourcengrenzen</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="60"/>
        <source>Network ruleset (nft)</source>
        <translation>Netzwerk-Regelsatz (nft)</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="61"/>
        <source>Egress gate</source>
        <translation>Ausgangs-Gate</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="62"/>
        <source>SELinux</source>
        <translation>SELinux</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="63"/>
        <source>Open-files limit</source>
        <translation>Grenze für offene Dateien</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="64"/>
        <source>Disk space</source>
        <translation>Speicherplatz</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="65"/>
        <source>State folder</source>
        <translation>Zustandsordner</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="66"/>
        <source>Kubernetes export (podman kube play)</source>
        <translation>Kubernetes-Export (podman kube play)</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="76"/>
        <source>Doctor — AI Sandbox</source>
        <translation>Diagnose — KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="80"/>
        <source>Checks whether this machine can run sandboxes and enforce their policy. Anything that is not ok says what to do.</source>
        <translation>Prüft, ob dieser Rechner Sandboxen ausführen und ihre Richtlinie durchsetzen kann. Alles, was nicht in Ordnung ist, sagt, was zu tun ist.</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="122"/>
        <source>Check Again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="230"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2</translation>
    </message>
    <message>
        <location filename="../ui/doctordialog.cpp" line="238"/>
        <source>&lt;b&gt;To fix:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Abhilfe:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/doctordialog.cpp" line="275"/>
        <source>Checking… (%n done)</source>
        <translation>
            <numerusform>Prüfe … (%n erledigt)</numerusform>
            <numerusform>Prüfe … (%n erledigt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/doctordialog.cpp" line="277"/>
        <source>%n problem(s) to fix</source>
        <translation>
            <numerusform>%n Problem zu beheben</numerusform>
            <numerusform>%n Probleme zu beheben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/doctordialog.cpp" line="278"/>
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n Warnung</numerusform>
            <numerusform>, %n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/doctordialog.cpp" line="280"/>
        <source>No problems; %n warning(s)</source>
        <translation>
            <numerusform>Keine Probleme; %n Warnung</numerusform>
            <numerusform>Keine Probleme; %n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/doctordialog.cpp" line="282"/>
        <source>All %n checks passed</source>
        <translation>
            <numerusform>Die %n Prüfung war erfolgreich</numerusform>
            <numerusform>Alle %n Prüfungen waren erfolgreich</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>aisb::EndedSessionSweep</name>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="221"/>
        <source>the sweep record is not valid JSON (%1)</source>
        <translation>der Abgleich-Eintrag ist kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="224"/>
        <source>the file is not a sweep record</source>
        <translation>die Datei ist kein Abgleich-Eintrag</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="226"/>
        <source>the sweep record has no version</source>
        <translation>der Abgleich-Eintrag hat keine Version</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="229"/>
        <source>the sweep record has version %1; this ai-sandbox reads version %2 only (written by another version of ai-sandbox)</source>
        <translation>der Abgleich-Eintrag hat Version %1; dieses ai-sandbox liest nur Version %2 (von einer anderen Version von ai-sandbox geschrieben)</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="244"/>
        <source>the sweep record lacks a field or holds a wrong one</source>
        <translation>dem Abgleich-Eintrag fehlt ein Feld, oder eines ist falsch</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="254"/>
        <source>the sweep record names a nested repository wrongly</source>
        <translation>der Abgleich-Eintrag nennt ein verschachteltes Repository falsch</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="270"/>
        <source>the sweep record names a protected path wrongly</source>
        <translation>der Abgleich-Eintrag nennt einen geschützten Pfad falsch</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="321"/>
        <source>swept already</source>
        <translation>schon abgeglichen</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="330"/>
        <source>Session %1 ended without its end sweep, and it cannot be swept now (%2): check its project for `.git` folders and protected paths (.envrc, .vscode, ...) it made before you run git or open the project in an editor.</source>
        <translation>Sitzung %1 endete ohne ihren Abgleich am Ende, und sie lässt sich jetzt nicht abgleichen (%2): suchen Sie in ihrem Projekt nach `.git`-Ordnern und geschützten Pfaden (.envrc, .vscode, ...), die sie angelegt hat, bevor Sie git ausführen oder das Projekt in einem Editor öffnen.</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="349"/>
        <source>its project %1 is gone or is another folder now</source>
        <translation>sein Projekt %1 ist weg oder ist jetzt ein anderer Ordner</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="357"/>
        <source>After a command in the warm sandbox of session %1</source>
        <translation>Nach einem Befehl in der warmen Sandbox von Sitzung %1</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="358"/>
        <source>Session %1 ended without its end sweep (its launcher was killed or its sandbox was stopped); swept now</source>
        <translation>Sitzung %1 endete ohne ihren Abgleich am Ende (ihr Starter wurde beendet oder ihre Sandbox angehalten); jetzt abgeglichen</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="381"/>
        <source>%1: %2, a protected path that did not exist at launch, appeared in the project again; this copy was deleted.</source>
        <translation>%1: %2, ein geschützter Pfad, den es beim Start nicht gab, erschien wieder im Projekt; diese Kopie wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="384"/>
        <source>%1: %2, a protected path that did not exist at launch (host tools run or trust it), was in the project. It was moved to %3: look at it before you move it back.</source>
        <translation>%1: %2, ein geschützter Pfad, den es beim Start nicht gab (Werkzeuge des Rechners führen ihn aus oder vertrauen ihm), lag im Projekt. Er wurde nach %3 verschoben: sehen Sie ihn sich an, bevor Sie ihn zurückschieben.</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="391"/>
        <source>%1: %2, a protected path that did not exist at launch, is in the project and could not be moved away (%3). Remove it before you run git or open the folder in an editor.</source>
        <translation>%1: %2, ein geschützter Pfad, den es beim Start nicht gab, liegt im Projekt und ließ sich nicht wegschieben (%3). Entfernen Sie ihn, bevor Sie git ausführen oder den Ordner in einem Editor öffnen.</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="410"/>
        <source>%1: the git repository %2 was not in the project at launch (git would run its config and hooks on the host). It was moved to %3: look at it before you move it back.</source>
        <translation>%1: das Git-Repository %2 war beim Start nicht im Projekt (git würde seine Konfiguration und Hooks auf dem Rechner ausführen). Es wurde nach %3 verschoben: sehen Sie es sich an, bevor Sie es zurückschieben.</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="417"/>
        <source>%1: the git repository %2 was not in the project at launch, and it could not be moved away (%3). Remove it before you run git in the project.</source>
        <translation>%1: das Git-Repository %2 war beim Start nicht im Projekt und ließ sich nicht wegschieben (%3). Entfernen Sie es, bevor Sie git im Projekt ausführen.</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="424"/>
        <source>%1: the project was too large or too deep to look for every git repository (stopped after %2 entries): check for new `.git` folders before you run git in it.</source>
        <translation>%1: das Projekt war zu groß oder zu tief, um nach jedem Git-Repository zu suchen (abgebrochen nach %2 Einträgen): suchen Sie nach neuen `.git`-Ordnern, bevor Sie darin git ausführen.</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="435"/>
        <source>swept without its launcher</source>
        <translation>ohne seinen Starter abgeglichen</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="479"/>
        <source>session %1 of the same project started after it</source>
        <translation>Sitzung %1 desselben Projekts begann danach</translation>
    </message>
    <message>
        <location filename="../core/session/sweeprecord.cpp" line="481"/>
        <source>Session %1 ended without its end sweep (its launcher was killed), and it is not swept now: session %2 of the same project started after it, so what is in the project may be that session&apos;s or yours. Check the project for `.git` folders and protected paths (.envrc, .vscode, ...) before you run git or open it in an editor.</source>
        <translation>Sitzung %1 endete ohne ihren Abgleich am Ende (ihr Starter wurde beendet), und sie wird jetzt nicht abgeglichen: Sitzung %2 desselben Projekts begann danach, also kann, was im Projekt liegt, von jener Sitzung oder von Ihnen stammen. Suchen Sie im Projekt nach `.git`-Ordnern und geschützten Pfaden (.envrc, .vscode, ...), bevor Sie git ausführen oder es in einem Editor öffnen.</translation>
    </message>
</context>
<context>
    <name>aisb::Enforcement</name>
    <message>
        <location filename="../core/maintenance/enforcement.cpp" line="27"/>
        <source>%1 Fix: %2</source>
        <translation>%1 Abhilfe: %2</translation>
    </message>
    <message>
        <location filename="../core/maintenance/enforcement.cpp" line="43"/>
        <source>Allowlist mode needs a route from the sandbox to its gate, and there is none: %1.</source>
        <translation>Der Netzwerkmodus allowlist braucht einen Weg von der Sandbox zu ihrem Gate, und es gibt keinen: %1.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/enforcement.cpp" line="45"/>
        <source>install slirp4netns (podman 4) or passt (podman 5), or set the project&apos;s network mode to none.</source>
        <translation>installieren Sie slirp4netns (podman 4) oder passt (podman 5), oder setzen Sie den Netzwerkmodus des Projekts auf none.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/enforcement.cpp" line="49"/>
        <source>Allowlist mode cannot be enforced: %1.</source>
        <translation>Der Netzwerkmodus allowlist kann nicht durchgesetzt werden: %1.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/enforcement.cpp" line="50"/>
        <source>load the nf_tables kernel module (sudo modprobe nf_tables) or run podman rootful; or set the project&apos;s network mode to none.</source>
        <translation>laden Sie das Kernelmodul nf_tables (sudo modprobe nf_tables) oder betreiben Sie podman rootful; oder setzen Sie den Netzwerkmodus des Projekts auf none.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/enforcement.cpp" line="59"/>
        <source>Rootless podman on cgroups v1 ignores the memory, CPU and process limits this project sets.</source>
        <translation>Rootless podman mit cgroups v1 ignoriert die Speicher-, CPU- und Prozessgrenzen, die dieses Projekt setzt.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/enforcement.cpp" line="62"/>
        <source>The memory, CPU and process limits this project sets are ignored here: %1.</source>
        <translation>Die Speicher-, CPU- und Prozessgrenzen, die dieses Projekt setzt, werden hier ignoriert: %1.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/enforcement.cpp" line="64"/>
        <source>switch the host to cgroups v2 (systemd.unified_cgroup_hierarchy=1) or run podman rootful; or remove memory, cpus and pids from the project&apos;s limits.</source>
        <translation>stellen Sie den Host auf cgroups v2 um (systemd.unified_cgroup_hierarchy=1) oder betreiben Sie podman rootful; oder entfernen Sie memory, cpus und pids aus den Grenzen des Projekts.</translation>
    </message>
</context>
<context>
    <name>aisb::EngineDialog</name>
    <message>
        <location filename="../ui/enginedialog.cpp" line="36"/>
        <source>Podman Engine of %1</source>
        <translation>Podman-Engine von %1</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="36"/>
        <source>Podman Engine</source>
        <translation>Podman-Engine</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="41"/>
        <source>Where the sessions of &lt;b&gt;%1&lt;/b&gt; run.</source>
        <translation>Wo die Sitzungen von &lt;b&gt;%1&lt;/b&gt; laufen.</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="42"/>
        <source>Where the app runs sessions, checks and builds images, and looks for resources to clean up. A project can choose its own engine (Change… beside “Sessions run on” in its header).</source>
        <translation>Wo die App Sitzungen ausführt, Images prüft und baut und nach Ressourcen zum Aufräumen sucht. Ein Projekt kann seine eigene Engine wählen (Ändern … neben „Sitzungen laufen auf“ in seinem Kopfbereich).</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="57"/>
        <source>Use the global engine (now: %1)</source>
        <translation>Die globale Engine verwenden (derzeit: %1)</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="62"/>
        <source>This computer&apos;s podman</source>
        <translation>Das podman dieses Computers</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="67"/>
        <source>A podman &amp;connection:</source>
        <translation>Eine podman-&amp;Verbindung:</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="74"/>
        <source>No connection</source>
        <translation>Keine Verbindung</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="77"/>
        <source>Asking podman for its connections…</source>
        <translation>podman wird nach seinen Verbindungen gefragt …</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="81"/>
        <source>A podman service &amp;URL:</source>
        <translation>&amp;URL eines podman-Dienstes:</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="90"/>
        <source>A socket on this computer: unix:///path/to/podman.sock
Another computer: ssh://user@server/path/to/podman.sock</source>
        <translation>Ein Socket auf diesem Computer: unix:///path/to/podman.sock
Ein anderer Computer: ssh://user@server/path/to/podman.sock</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="106"/>
        <source>For this run the command line&apos;s --url/--connection (%1) replaces the global engine; what you save here applies when the app starts without them.</source>
        <translation>Für diesen Lauf ersetzt --url/--connection der Befehlszeile (%1) die globale Engine; was Sie hier speichern, gilt, wenn die App ohne diese Optionen startet.</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="115"/>
        <source>A remote service gets a copy of the project for each session and sends back what changed. Some policies cannot run there yet: the project header says so before a launch. This choice is kept in this computer&apos;s settings, never in the project&apos;s .ai-sandbox.toml, so an agent cannot move your sessions to another engine.</source>
        <translation>Ein entfernter Dienst erhält für jede Sitzung eine Kopie des Projekts und schickt zurück, was sich geändert hat. Manche Richtlinien können dort noch nicht laufen: Der Kopfbereich des Projekts weist vor dem Start darauf hin. Diese Wahl wird in den Einstellungen dieses Computers gespeichert, nie in der .ai-sandbox.toml des Projekts, sodass ein Agent Ihre Sitzungen nicht auf eine andere Engine verlegen kann.</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="123"/>
        <source>Save Engine</source>
        <translation>Engine speichern</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="146"/>
        <source>%1 (default) — %2</source>
        <translation>%1 (Standard) — %2</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="147"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="150"/>
        <source>%1 (not listed by podman)</source>
        <translation>%1 (von podman nicht aufgeführt)</translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="155"/>
        <source>podman has no connections; add one with
podman system connection add NAME ssh://user@server/path.sock</source>
        <translation>podman hat keine Verbindungen; legen Sie eine an mit
podman system connection add NAME ssh://user@server/path.sock</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/enginedialog.cpp" line="157"/>
        <source>%n connection(s) from podman system connection list.</source>
        <translation>
            <numerusform>%n Verbindung aus podman system connection list.</numerusform>
            <numerusform>%n Verbindungen aus podman system connection list.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/enginedialog.cpp" line="162"/>
        <source>podman could not list its connections:
%1</source>
        <translation>podman konnte seine Verbindungen nicht auflisten:
%1</translation>
    </message>
</context>
<context>
    <name>aisb::EngineRow</name>
    <message>
        <location filename="../ui/enginerow.cpp" line="15"/>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <location filename="../ui/enginerow.cpp" line="53"/>
        <source>(earlier engine)</source>
        <translation>(frühere Engine)</translation>
    </message>
</context>
<context>
    <name>aisb::Engines</name>
    <message>
        <location filename="../ui/engines.cpp" line="108"/>
        <source>The engine settings in %1 cannot be read (%2), so the engine choices stay as they were (%3 for new sessions). Choose the engine again in Edit ▸ Podman Engine… (that rewrites the file), or fix or remove the file.</source>
        <translation>Die Engine-Einstellungen in %1 können nicht gelesen werden (%2), daher bleibt die Wahl der Engines, wie sie war (%3 für neue Sitzungen). Wählen Sie die Engine erneut unter Bearbeiten ▸ Podman-Engine … (das schreibt die Datei neu), oder korrigieren oder entfernen Sie die Datei.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="119"/>
        <source>not JSON: %1 at byte %2</source>
        <translation>kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="121"/>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="126"/>
        <source>&quot;global&quot; is not an engine choice</source>
        <translation>&quot;global&quot; ist keine gültige Engine-Wahl</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="132"/>
        <source>the choice for %1 is not an engine choice</source>
        <translation>die Wahl für %1 ist keine gültige Engine-Wahl</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="147"/>
        <source>The engine settings could not be saved: the folder %1 cannot be made. Check that its parent exists and is writable.</source>
        <translation>Die Engine-Einstellungen konnten nicht gespeichert werden: Der Ordner %1 lässt sich nicht anlegen. Prüfen Sie, ob der übergeordnete Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="162"/>
        <source>The engine settings could not be saved to %1: %2. Check that the folder is writable.</source>
        <translation>Die Engine-Einstellungen konnten nicht in %1 gespeichert werden: %2. Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="170"/>
        <source>The global engine must be this computer, a connection or a URL.</source>
        <translation>Die globale Engine muss dieser Computer, eine Verbindung oder eine URL sein.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="247"/>
        <source>Podman connection</source>
        <translation>Podman-Verbindung</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="247"/>
        <source>Podman service URL</source>
        <translation>URL des podman-Dienstes</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="258"/>
        <source>%1: pick a connection from the list (podman system connection add makes one).</source>
        <translation>%1: wählen Sie eine Verbindung aus der Liste (podman system connection add legt eine an).</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="261"/>
        <source>%1: “%2” is not a connection name: names have no spaces and do not start with “-”. Pick one from the list.</source>
        <translation>%1: „%2“ ist kein Verbindungsname: Namen enthalten keine Leerzeichen und beginnen nicht mit „-“. Wählen Sie einen aus der Liste.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="271"/>
        <source>for example unix:///run/podman/podman.sock or ssh://me@server/run/podman/podman.sock</source>
        <translation>zum Beispiel unix:///run/podman/podman.sock oder ssh://me@server/run/podman/podman.sock</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="273"/>
        <source>%1: enter the podman service&apos;s URL, %2.</source>
        <translation>%1: geben Sie die URL des podman-Dienstes ein, %2.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="275"/>
        <source>%1: the URL contains a space or a control character; remove it (%2).</source>
        <translation>%1: die URL enthält ein Leerzeichen oder ein Steuerzeichen; entfernen Sie es (%2).</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="279"/>
        <source>%1: “%2” is not a unix:// or ssh:// URL; use %3.</source>
        <translation>%1: „%2“ ist keine unix://- oder ssh://-URL; verwenden Sie %3.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="281"/>
        <source>%1: remove the “#…” part of the URL (%2).</source>
        <translation>%1: entfernen Sie den Teil „#…“ aus der URL (%2).</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="284"/>
        <source>%1: a unix URL names the socket&apos;s absolute path after three slashes, as unix:///run/podman/podman.sock.</source>
        <translation>%1: eine unix-URL nennt nach drei Schrägstrichen den absoluten Pfad des Sockets, etwa unix:///run/podman/podman.sock.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="288"/>
        <source>%1: a unix URL takes no “?…” part; remove it.</source>
        <translation>%1: eine unix-URL hat keinen Teil „?…“; entfernen Sie ihn.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="292"/>
        <source>%1: an ssh URL names the server, as ssh://me@server/run/podman/podman.sock.</source>
        <translation>%1: eine ssh-URL nennt den Server, etwa ssh://me@server/run/podman/podman.sock.</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="294"/>
        <source>%1: an ssh URL ends with the socket&apos;s path on the server, as ssh://me@server/run/podman/podman.sock (rootless: /run/user/UID/podman/podman.sock).</source>
        <translation>%1: eine ssh-URL endet mit dem Pfad des Sockets auf dem Server, etwa ssh://me@server/run/podman/podman.sock (rootless: /run/user/UID/podman/podman.sock).</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="303"/>
        <source>podman service “%1”</source>
        <translation>podman-Dienst „%1“</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="308"/>
        <source>the podman service on %1</source>
        <translation>podman-Dienst auf %1</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="310"/>
        <location filename="../ui/engines.cpp" line="311"/>
        <source>the podman service at %1</source>
        <translation>podman-Dienst unter %1</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="313"/>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="320"/>
        <source>podman connection %1 (podman system connection list)</source>
        <translation>podman-Verbindung %1 (podman system connection list)</translation>
    </message>
    <message>
        <location filename="../ui/engines.cpp" line="323"/>
        <source>this computer&apos;s podman</source>
        <translation>das podman dieses Computers</translation>
    </message>
</context>
<context>
    <name>aisb::EnvModel</name>
    <message>
        <location filename="../ui/envmodel.cpp" line="96"/>
        <source>Pass from host</source>
        <translation>Vom Host übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="98"/>
        <source>Set to value</source>
        <translation>Auf Wert setzen</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="100"/>
        <source>Secret from host</source>
        <translation>Geheimnis vom Host</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="159"/>
        <source>The variable name is empty.</source>
        <translation>Der Variablenname ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="166"/>
        <source>%1 is listed twice; remove one of them.</source>
        <translation>%1 steht doppelt in der Liste; entfernen Sie einen Eintrag.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="184"/>
        <source>gate-managed by rule %1: the sandbox sees only “gate-managed”; the gate adds the key to that rule&apos;s requests</source>
        <translation>vom Gate verwaltet durch Regel %1: die Sandbox sieht nur „gate-managed“; das Gate fügt den Schlüssel den Anfragen dieser Regel hinzu</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="189"/>
        <source>secret in the sandbox&apos;s environment: the agent can read the value (a credential rule would keep it outside)</source>
        <translation>geheim in der Umgebung der Sandbox: der Agent kann den Wert lesen (eine Zugangsdaten-Regel würde ihn draußen halten)</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="192"/>
        <source>passed into the sandbox&apos;s environment as it is on this host</source>
        <translation>unverändert von diesem Rechner in die Umgebung der Sandbox übergeben</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="194"/>
        <source>set in the sandbox&apos;s environment to the value in .ai-sandbox.toml</source>
        <translation>in der Umgebung der Sandbox auf den Wert aus .ai-sandbox.toml gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="202"/>
        <source>gate-managed (rule %1)</source>
        <translation>vom Gate verwaltet (Regel %1)</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="205"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="212"/>
        <source>matches nothing on this host</source>
        <translation>passt auf keine Variable dieses Rechners</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="213"/>
        <source>matches %1</source>
        <translation>passt auf %1</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="216"/>
        <source>set on this host</source>
        <translation>auf diesem Rechner gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="216"/>
        <source>not set on this host</source>
        <translation>auf diesem Rechner nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="217"/>
        <source>%1 · secret in the sandbox&apos;s env</source>
        <translation>%1 · geheim in der Umgebung der Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="268"/>
        <source>Copied from the environment ai-sandbox was started in.</source>
        <translation>Wird aus der Umgebung übernommen, in der ai-sandbox gestartet wurde.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="271"/>
        <source>Copied from the host and never shown in logs, previews or the saved session.</source>
        <translation>Wird vom Host übernommen und nie in Protokollen, Vorschauen oder der gespeicherten Sitzung gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="275"/>
        <source>This looks like a secret, but its value is saved in plain text in .ai-sandbox.toml: the agent can read that file, and it is often committed. Move it to “Secret from host” to keep the value on this computer.</source>
        <translation>Das sieht nach einem Geheimnis aus, aber der Wert wird im Klartext in .ai-sandbox.toml gespeichert: der Agent kann diese Datei lesen, und sie wird oft eingecheckt. Verschieben Sie ihn nach „Geheimnis vom Host“, damit der Wert auf diesem Rechner bleibt.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="280"/>
        <source>Set to an empty value inside the sandbox.</source>
        <translation>In der Sandbox auf einen leeren Wert gesetzt.</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="281"/>
        <source>Set to this value inside the sandbox (saved in .ai-sandbox.toml).</source>
        <translation>In der Sandbox auf diesen Wert gesetzt (in .ai-sandbox.toml gespeichert).</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="312"/>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="314"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../ui/envmodel.cpp" line="316"/>
        <source>Value / on this host</source>
        <translation>Wert / auf diesem Rechner</translation>
    </message>
</context>
<context>
    <name>aisb::ExecClient</name>
    <message>
        <location filename="../core/session/execclient.cpp" line="57"/>
        <source>no command was given to run in the sandbox: name one after --</source>
        <translation>es wurde kein Befehl zum Ausführen in der Sandbox angegeben: nennen Sie einen nach --</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="61"/>
        <source>the exec agent&apos;s socket path %1 is longer than the %2 bytes a unix socket allows: set XDG_STATE_HOME to a shorter directory and run again with --warm</source>
        <translation>der Socket-Pfad %1 des Exec-Agenten ist länger als die %2 Byte, die ein Unix-Socket erlaubt: setzen Sie XDG_STATE_HOME auf ein kürzeres Verzeichnis und führen Sie es mit --warm erneut aus</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="104"/>
        <source>the sandbox&apos;s exec agent is not running (no socket at %1): run again with --warm to restart it</source>
        <translation>der Exec-Agent der Sandbox läuft nicht (kein Socket unter %1): führen Sie es mit --warm erneut aus, um ihn neu zu starten</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="110"/>
        <source>refusing the exec agent&apos;s socket %1: it is not a socket (a symlink or file the sandbox put there?); stop the sandbox and run again with --warm</source>
        <translation>der Socket %1 des Exec-Agenten wird abgelehnt: er ist kein Socket (ein Symlink oder eine Datei, die die Sandbox dort abgelegt hat?); stoppen Sie die Sandbox und führen Sie es mit --warm erneut aus</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="115"/>
        <source>refusing the exec agent&apos;s socket %1: it belongs to uid %2, not to the sandbox user; stop the sandbox and run again with --warm</source>
        <translation>der Socket %1 des Exec-Agenten wird abgelehnt: er gehört UID %2, nicht dem Sandbox-Benutzer; stoppen Sie die Sandbox und führen Sie es mit --warm erneut aus</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="176"/>
        <source>the command was cancelled; the sandbox&apos;s exec agent stops it</source>
        <translation>der Befehl wurde abgebrochen; der Exec-Agent der Sandbox beendet ihn</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="198"/>
        <source>the sandbox&apos;s exec agent sent more than --max-output (%1 bytes) on %2: it does not behave like ai-sandbox&apos;s agent; stop the sandbox and run again with --warm</source>
        <translation>der Exec-Agent der Sandbox hat auf %2 mehr als --max-output (%1 Byte) gesendet: er verhält sich nicht wie der Agent von ai-sandbox; stoppen Sie die Sandbox und führen Sie es mit --warm erneut aus</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="219"/>
        <source>the sandbox&apos;s exec agent sent an exit status this program cannot read (%1): restart the sandbox with --warm</source>
        <translation>der Exec-Agent der Sandbox hat einen Exit-Status gesendet, den dieses Programm nicht lesen kann (%1): starten Sie die Sandbox mit --warm neu</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="232"/>
        <source>the sandbox&apos;s exec agent sent an unknown frame type 0x%1: the agent and this program differ in version; restart the sandbox with --warm</source>
        <translation>der Exec-Agent der Sandbox hat einen unbekannten Frame-Typ 0x%1 gesendet: Agent und dieses Programm haben verschiedene Versionen; starten Sie die Sandbox mit --warm neu</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="254"/>
        <source>the sandbox&apos;s exec agent closed the connection before the command finished: run again with --warm to restart it</source>
        <translation>der Exec-Agent der Sandbox hat die Verbindung geschlossen, bevor der Befehl fertig war: führen Sie es mit --warm erneut aus, um ihn neu zu starten</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="269"/>
        <source>the sandbox&apos;s exec agent is not running (socket %1 refused the connection): run again with --warm to restart it</source>
        <translation>der Exec-Agent der Sandbox läuft nicht (Socket %1 hat die Verbindung abgelehnt): führen Sie es mit --warm erneut aus, um ihn neu zu starten</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="274"/>
        <source>cannot connect to the sandbox&apos;s exec agent at %1 (%2): run again with --warm to restart it</source>
        <translation>keine Verbindung zum Exec-Agenten der Sandbox unter %1 (%2): führen Sie es mit --warm erneut aus, um ihn neu zu starten</translation>
    </message>
    <message>
        <location filename="../core/session/execclient.cpp" line="283"/>
        <source>the sandbox&apos;s exec agent did not answer within %1 ms although the command&apos;s timeout is %2 ms: the sandbox may be stuck; stop it and run again with --warm</source>
        <translation>der Exec-Agent der Sandbox hat nicht innerhalb von %1 ms geantwortet, obwohl das Zeitlimit des Befehls %2 ms beträgt: die Sandbox hängt womöglich; stoppen Sie sie und führen Sie es mit --warm erneut aus</translation>
    </message>
</context>
<context>
    <name>aisb::ExecProtocol</name>
    <message>
        <location filename="../core/session/execprotocol.cpp" line="35"/>
        <source>the exec agent sent a frame of %1 bytes, more than the limit of %2 bytes: the agent and this program do not speak the same protocol; restart the sandbox with --warm</source>
        <translation>der Exec-Agent hat einen Frame von %1 Byte gesendet, mehr als die Grenze von %2 Byte: Agent und dieses Programm sprechen nicht dasselbe Protokoll; starten Sie die Sandbox mit --warm neu</translation>
    </message>
</context>
<context>
    <name>aisb::FieldOrigin</name>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="30"/>
        <source>Use the inherited value (remove it from the project file)</source>
        <translation>Geerbten Wert verwenden (aus der Projektdatei entfernen)</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="31"/>
        <source>Reset to inherited value</source>
        <translation>Auf geerbten Wert zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="41"/>
        <source>Default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="43"/>
        <source>User file</source>
        <translation>Benutzerdatei</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="45"/>
        <source>Project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="47"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="49"/>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="72"/>
        <source>The built-in default: neither your user file nor the project sets it.</source>
        <translation>Eingebaute Vorgabe: weder Ihre Benutzerdatei noch das Projekt setzt den Wert.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="75"/>
        <source>Inherited from your user file %1.</source>
        <translation>Geerbt aus Ihrer Benutzerdatei %1.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="78"/>
        <source>Set in this project&apos;s .ai-sandbox.toml.</source>
        <translation>In der .ai-sandbox.toml dieses Projekts gesetzt.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="81"/>
        <source>Overridden by the environment variable %1 ai-sandbox was started with; the project&apos;s value is not used.</source>
        <translation>Überschrieben durch die Umgebungsvariable %1, mit der ai-sandbox gestartet wurde; der Wert des Projekts wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="86"/>
        <source>Overridden on the command line; the project&apos;s value is not used.</source>
        <translation>Auf der Befehlszeile überschrieben; der Wert des Projekts wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="100"/>
        <source>Remove the project&apos;s value and use the inherited one</source>
        <translation>Den Wert des Projekts entfernen und den geerbten verwenden</translation>
    </message>
    <message>
        <location filename="../ui/fieldorigin.cpp" line="101"/>
        <source>The project does not set this value</source>
        <translation>Das Projekt setzt diesen Wert nicht</translation>
    </message>
</context>
<context>
    <name>aisb::FirewallLog</name>
    <message>
        <location filename="../core/session/firewalllog.cpp" line="60"/>
        <source>Blocked by the firewall: not through the gate</source>
        <translation>Von der Firewall blockiert: nicht über das Gate</translation>
    </message>
    <message>
        <location filename="../core/session/firewalllog.cpp" line="76"/>
        <source>Rate limit: %1 more dropped by the firewall, not logged one by one</source>
        <translation>Ratenbegrenzung: %1 weitere von der Firewall verworfen, nicht einzeln protokolliert</translation>
    </message>
    <message>
        <location filename="../core/session/firewalllog.cpp" line="103"/>
        <source>%1 to %2 dropped: %3</source>
        <translation>%1 an %2 verworfen: %3</translation>
    </message>
    <message>
        <location filename="../core/session/firewalllog.cpp" line="148"/>
        <source>Packets the firewall drops are logged from now on</source>
        <translation>Pakete, die die Firewall verwirft, werden ab jetzt protokolliert</translation>
    </message>
    <message>
        <location filename="../core/session/firewalllog.cpp" line="159"/>
        <source>Packets the firewall drops are not logged for the rest of this session: %1</source>
        <translation>Pakete, die die Firewall verwirft, werden für den Rest dieser Sitzung nicht protokolliert: %1</translation>
    </message>
    <message>
        <location filename="../core/session/firewalllog.cpp" line="189"/>
        <source>the firewall reader ended (exit code %1)</source>
        <translation>der Leser des Firewall-Protokolls wurde beendet (Exit-Code %1)</translation>
    </message>
    <message>
        <location filename="../core/session/firewalllog.cpp" line="193"/>
        <source>podman could not be started for the firewall reader</source>
        <translation>podman konnte für den Leser des Firewall-Protokolls nicht gestartet werden</translation>
    </message>
</context>
<context>
    <name>aisb::Gate</name>
    <message>
        <location filename="../core/session/gate.cpp" line="114"/>
        <source>No free port on 127.0.0.1 for the gate.</source>
        <translation>Kein freier Port auf 127.0.0.1 für das Gate.</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="130"/>
        <source>No free port on 127.0.0.1 for the gate&apos;s credential endpoints.</source>
        <translation>Kein freier Port auf 127.0.0.1 für die Zugangsdaten-Endpunkte des Gates.</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="137"/>
        <source>The values of the credential rules were not read; the gate cannot add them.</source>
        <translation>Die Werte der Zugangsdaten-Regeln wurden nicht gelesen; das Gate kann sie nicht hinzufügen.</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="155"/>
        <source>The certificate %1 (image.ca_certificates[%2]) cannot be used: %3.</source>
        <translation>Das Zertifikat %1 (image.ca_certificates[%2]) kann nicht verwendet werden: %3.</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="63"/>
        <source>The gate configuration cannot be rendered: %1</source>
        <translation>Die Gate-Konfiguration kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="200"/>
        <location filename="../core/session/gateremote.cpp" line="153"/>
        <source>The gate&apos;s podman command cannot be rendered: %1</source>
        <translation>Der podman-Befehl des Gates kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="218"/>
        <source>The gate&apos;s credentials could not be handed to podman: %1</source>
        <translation>Die Zugangsdaten des Gates konnten nicht an podman übergeben werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="237"/>
        <source>The gate container did not start: %1</source>
        <translation>Der Gate-Container ist nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="256"/>
        <source>The gate did not answer on 127.0.0.1:%1 within %2 s: see `podman logs %3`.</source>
        <translation>Das Gate hat nicht innerhalb von %2 s auf 127.0.0.1:%1 geantwortet: siehe `podman logs %3`.</translation>
    </message>
    <message>
        <location filename="../core/session/gate.cpp" line="288"/>
        <source>Something other than the gate answers on 127.0.0.1:%1.</source>
        <translation>Etwas anderes als das Gate antwortet auf 127.0.0.1:%1.</translation>
    </message>
    <message>
        <location filename="../core/session/gateremote.cpp" line="51"/>
        <source>[[credentials]] are not added by a gate on a remote podman service yet: remove the rules, or run the session with a local podman (without --url/--connection).</source>
        <translation>[[credentials]] werden von einem Gate auf einem entfernten podman-Dienst noch nicht hinzugefügt: Entfernen Sie die Regeln, oder führen Sie die Sitzung mit einem lokalen podman aus (ohne --url/--connection).</translation>
    </message>
    <message>
        <location filename="../core/session/gateremote.cpp" line="65"/>
        <source>The podman service&apos;s network could not be looked at for the gate: %1</source>
        <translation>Das Netzwerk des podman-Dienstes konnte für das Gate nicht untersucht werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/gateremote.cpp" line="113"/>
        <source>No free port on the podman service&apos;s 127.0.0.1 for the gate.</source>
        <translation>Kein freier Port für das Gate auf 127.0.0.1 des podman-Dienstes.</translation>
    </message>
    <message>
        <location filename="../core/session/gateremote.cpp" line="137"/>
        <source>The gate&apos;s files could not be shipped to the podman service: %1</source>
        <translation>Die Dateien des Gates konnten nicht zum podman-Dienst übertragen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/gateremote.cpp" line="168"/>
        <source>The gate did not answer on the podman service&apos;s 127.0.0.1:%1 within %2 s.</source>
        <translation>Das Gate hat auf 127.0.0.1:%1 des podman-Dienstes nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <location filename="../core/session/gateremote.cpp" line="198"/>
        <source>Something other than the gate answers on the podman service&apos;s 127.0.0.1:%1.</source>
        <translation>Auf 127.0.0.1:%1 des podman-Dienstes antwortet etwas anderes als das Gate.</translation>
    </message>
    <message>
        <location filename="../core/session/gateremote.cpp" line="223"/>
        <source>The gate container on the podman service ended before it answered: %1</source>
        <translation>Der Gate-Container auf dem podman-Dienst wurde beendet, bevor er geantwortet hat: %1</translation>
    </message>
</context>
<context>
    <name>aisb::GateRecord</name>
    <message>
        <location filename="../core/maintenance/gaterecord.cpp" line="52"/>
        <location filename="../core/maintenance/gaterecord.cpp" line="55"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/maintenance/gaterecord.cpp" line="65"/>
        <source>There is no record of a gate named %1.</source>
        <translation>Es gibt keinen Eintrag für ein Gate namens %1.</translation>
    </message>
    <message>
        <location filename="../core/maintenance/gaterecord.cpp" line="79"/>
        <source>The record %1 is damaged: remove it with `ai-sandbox gate down %2`.</source>
        <translation>Der Eintrag %1 ist beschädigt: entfernen Sie ihn mit `ai-sandbox gate down %2`.</translation>
    </message>
</context>
<context>
    <name>aisb::HarnessPreset</name>
    <message>
        <location filename="../core/render/harness.cpp" line="29"/>
        <source>pi coding agent</source>
        <translation>pi-Programmieragent</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="30"/>
        <source>A minimal terminal coding agent that works with Anthropic, OpenAI and Google models (needs Node.js 20.6 or newer: a Debian 13 base).</source>
        <translation>Ein minimaler Programmieragent für das Terminal, der mit Modellen von Anthropic, OpenAI und Google arbeitet (braucht Node.js 20.6 oder neuer: eine Debian-13-Basis).</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="53"/>
        <source>Claude Code</source>
        <translation>Claude Code</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="54"/>
        <source>Anthropic&apos;s terminal coding agent.</source>
        <translation>Der Programmieragent von Anthropic für das Terminal.</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="65"/>
        <source>Codex CLI</source>
        <translation>Codex CLI</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="66"/>
        <source>OpenAI&apos;s terminal coding agent.</source>
        <translation>Der Programmieragent von OpenAI für das Terminal.</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="77"/>
        <source>Shell</source>
        <translation>Shell</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="79"/>
        <source>A bash shell in the sandbox, for looking around or running tools by hand.</source>
        <translation>Eine bash-Shell in der Sandbox, um sich umzusehen oder Werkzeuge von Hand auszuführen.</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="91"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location filename="../core/render/harness.cpp" line="92"/>
        <source>A shell with the tools an agent platform&apos;s bash tool expects: bash, coreutils, findutils, git, jq, ripgrep, python3, curl and unzip.</source>
        <translation>Eine Shell mit den Werkzeugen, die das bash-Werkzeug einer Agentenplattform erwartet: bash, coreutils, findutils, git, jq, ripgrep, python3, curl und unzip.</translation>
    </message>
</context>
<context>
    <name>aisb::ImageBuilder</name>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="120"/>
        <source>The base image %1 does not exist on the podman service %2: pull it there (podman %3 pull %1) or choose another base in the policy&apos;s image.base.</source>
        <translation>Das Basis-Image %1 gibt es auf dem podman-Dienst %2 nicht: Laden Sie es dort herunter (podman %3 pull %1) oder wählen Sie in image.base der Richtlinie eine andere Basis.</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="125"/>
        <source>The base image %1 does not exist here: pull it (podman pull %1) or choose another base in the policy&apos;s image.base.</source>
        <translation>Das Basis-Image %1 existiert hier nicht: holen Sie es (podman pull %1) oder wählen Sie in image.base der Richtlinie eine andere Basis.</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="137"/>
        <source>The image cannot be rendered: %1</source>
        <translation>Das Image kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="140"/>
        <source>Building the sandbox image %1</source>
        <translation>Das Sandbox-Image %1 wird gebaut</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="166"/>
        <source>Building the gate image %1</source>
        <translation>Das Gate-Image %1 wird gebaut</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="194"/>
        <source>The base image %1 is missing and its build script was not found: run scripts/setup.</source>
        <translation>Das Basis-Image %1 fehlt, und sein Build-Skript wurde nicht gefunden: führen Sie scripts/setup aus.</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="198"/>
        <source>Building the base image %1 from the Debian mirror</source>
        <translation>Das Basis-Image %1 wird aus dem Debian-Spiegel gebaut</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="215"/>
        <source>Building the base image failed (exit %1): see the log above.</source>
        <translation>Der Build des Basis-Images ist fehlgeschlagen (Exit %1): siehe das Protokoll oben.</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="229"/>
        <source>Cannot run %1: check that it exists and is executable.</source>
        <translation>%1 kann nicht ausgeführt werden: prüfen Sie, dass es existiert und ausführbar ist.</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="243"/>
        <source>Copying the base image %1 to the podman service %2</source>
        <translation>Das Basis-Image %1 wird zum podman-Dienst %2 kopiert</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="271"/>
        <source>The base image %1 could not be copied to the podman service %2 (podman save exit %3, podman load exit %4)%5. Copy it by hand (podman save %1 | podman %6 load), then try again.</source>
        <translation>Das Basis-Image %1 konnte nicht zum podman-Dienst %2 kopiert werden (podman save Exit-Code %3, podman load Exit-Code %4)%5. Kopieren Sie es von Hand (podman save %1 | podman %6 load) und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="305"/>
        <source>Cannot create a temporary build folder: %1</source>
        <translation>Es kann kein temporärer Build-Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/imagebuilder.cpp" line="313"/>
        <source>Cannot write the build context file %1.</source>
        <translation>Die Datei %1 des Build-Kontexts kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>aisb::Inventory</name>
    <message>
        <location filename="../core/maintenance/inventory.cpp" line="113"/>
        <location filename="../core/maintenance/inventory.cpp" line="144"/>
        <source>Could not list what podman holds: %1</source>
        <translation>Der Bestand von podman konnte nicht aufgelistet werden: %1</translation>
    </message>
</context>
<context>
    <name>aisb::LaunchNamespace</name>
    <message>
        <location filename="../core/session/launchnamespace.cpp" line="160"/>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/session/launchnamespace.cpp" line="166"/>
        <source>%1 must be a folder owned by root with mode 0700</source>
        <translation>%1 muss ein Ordner von root mit Modus 0700 sein</translation>
    </message>
    <message>
        <location filename="../core/session/launchnamespace.cpp" line="172"/>
        <source>%1 needs Linux</source>
        <translation>%1 braucht Linux</translation>
    </message>
    <message>
        <location filename="../core/session/launchnamespace.cpp" line="196"/>
        <source>cannot read /proc/self/mountinfo: %1</source>
        <translation>/proc/self/mountinfo kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/launchnamespace.cpp" line="213"/>
        <source>clone failed: %1</source>
        <translation>clone fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/session/launchnamespace.cpp" line="219"/>
        <source>cannot make a mount namespace for the launch: %1</source>
        <translation>für den Start kann kein Mount-Namespace angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/launchnamespace.cpp" line="226"/>
        <source>mount namespaces need Linux</source>
        <translation>Mount-Namespaces brauchen Linux</translation>
    </message>
</context>
<context>
    <name>aisb::LiveAllowlist</name>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="77"/>
        <source>%1 is not a host name: %2. Write example.com, or .example.com for the domain and every name below it.</source>
        <translation>%1 ist kein Hostname: %2. Schreiben Sie example.com, oder .example.com für die Domain und jeden Namen darunter.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="129"/>
        <source>No host was given.</source>
        <translation>Es wurde kein Host angegeben.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="140"/>
        <source>%1 changed since it was last approved, so it is not edited from here: review and approve it first (Policy tab, or ai-sandbox trust).</source>
        <translation>%1 hat sich seit der letzten Freigabe geändert und wird deshalb nicht von hier aus bearbeitet: prüfen und freigeben Sie die Datei zuerst (Reiter „Richtlinie“ oder ai-sandbox trust).</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="150"/>
        <source>The policy cannot be edited until it parses: %1: %2</source>
        <translation>Die Richtlinie kann erst bearbeitet werden, wenn sie sich einlesen lässt: %1: %2</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="161"/>
        <source>%1 is allowed already.</source>
        <translation>%1 ist bereits erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="164"/>
        <source>%1 is not an entry of the allowlist; a wider entry (.domain) allows it: deny that one.</source>
        <translation>%1 ist kein Eintrag der Liste erlaubter Hosts; ein weiter gefasster Eintrag (.domain) erlaubt ihn: sperren Sie diesen.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="168"/>
        <source>%1 is not in the allowlist.</source>
        <translation>%1 steht nicht in der Liste erlaubter Hosts.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="192"/>
        <source>%1 changed while the edit was shown; nothing was saved. Try again.</source>
        <translation>%1 hat sich geändert, während die Bearbeitung angezeigt wurde; nichts wurde gespeichert. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="196"/>
        <source>Could not write %1: %2. Check that the folder is writable.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="200"/>
        <source>The policy was saved, but it could not be approved: %1</source>
        <translation>Die Richtlinie wurde gespeichert, konnte aber nicht freigegeben werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="223"/>
        <source>Session %1 runs its gate on a remote podman service, where the allowlist cannot be changed while it runs yet: edit network.allow in the project file and start a new session.</source>
        <translation>Sitzung %1 betreibt ihr Gate auf einem entfernten podman-Dienst, wo sich die Liste erlaubter Hosts im laufenden Betrieb noch nicht ändern lässt: Bearbeiten Sie network.allow in der Projektdatei und starten Sie eine neue Sitzung.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="265"/>
        <source>Session %1 is not running (%2).</source>
        <translation>Sitzung %1 läuft nicht (%2).</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="358"/>
        <source>Could not write the gate&apos;s configuration %1: %2</source>
        <translation>Die Konfiguration %1 des Gates konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="369"/>
        <source>The gate %1 could not be told to re-read its configuration: %2</source>
        <translation>Das Gate %1 konnte nicht angewiesen werden, seine Konfiguration neu zu lesen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="383"/>
        <source>The gate did not take up the new allowlist in time; see %1.</source>
        <translation>Das Gate hat die neue Liste erlaubter Hosts nicht rechtzeitig übernommen; siehe %1.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="439"/>
        <source>%1 saved the allowlist: allowed %2; denied from now on %3 (allowlist %4)</source>
        <translation>%1 hat die Liste erlaubter Hosts gespeichert: erlaubt %2; ab jetzt verweigert %3 (Liste erlaubter Hosts %4)</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="444"/>
        <source>%1 allowed %2 (allowlist %3)</source>
        <translation>%1 hat %2 erlaubt (Liste erlaubter Hosts %3)</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="445"/>
        <source>%1 denied %2 from now on (allowlist %3)</source>
        <translation>%1 hat %2 ab jetzt gesperrt (Liste erlaubter Hosts %3)</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="449"/>
        <source>The allowlist change by %1 (%2 %3) did not take effect: %4</source>
        <translation>Die Änderung der Liste erlaubter Hosts durch %1 (%2 %3) ist nicht wirksam geworden: %4</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="231"/>
        <source>Session %1 has no egress gate (its network mode is not allowlist, or the gate is not up yet).</source>
        <translation>Sitzung %1 hat kein Ausgangs-Gate (ihr Netzwerkmodus ist nicht allowlist, oder das Gate läuft noch nicht).</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="244"/>
        <source>Session %1 has no readable policy record yet; try again in a moment.</source>
        <translation>Sitzung %1 hat noch keinen lesbaren Richtlinien-Eintrag; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../core/session/liveallowlist.cpp" line="275"/>
        <source>There is no session %1 (see ai-sandbox sessions).</source>
        <translation>Es gibt keine Sitzung %1 (siehe ai-sandbox sessions).</translation>
    </message>
</context>
<context>
    <name>aisb::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="77"/>
        <location filename="../ui/mainwindow.cpp" line="900"/>
        <source>AI Sandbox</source>
        <translation>KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="127"/>
        <source>Open Doctor…</source>
        <translation>Diagnose öffnen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="140"/>
        <source>No project selected</source>
        <translation>Kein Projekt ausgewählt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="141"/>
        <source>Add a project folder with “Add Project…” (Ctrl+O) or drop a folder onto this window. The sandbox will see only that folder.</source>
        <translation>Fügen Sie einen Projektordner mit „Projekt hinzufügen …“ (Strg+O) hinzu oder ziehen Sie einen Ordner auf dieses Fenster. Die Sandbox sieht nur diesen Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="151"/>
        <source>This project&apos;s folder is gone</source>
        <translation>Der Ordner dieses Projekts ist verschwunden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="160"/>
        <source>Remove from List</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="227"/>
        <source>&amp;Add Project…</source>
        <translation>Projekt &amp;hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="229"/>
        <source>&amp;Save Policy</source>
        <translation>Richtlinie &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="232"/>
        <source>Re&amp;load Policy from Disk</source>
        <translation>Richtlinie von der Platte neu &amp;laden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="239"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="243"/>
        <source>&amp;Build Image</source>
        <translation>Image &amp;bauen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="246"/>
        <source>&amp;Rebuild Image from Scratch</source>
        <translation>Image von Grund auf &amp;neu bauen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="249"/>
        <source>&amp;Cancel Build</source>
        <translation>Build &amp;abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="253"/>
        <source>&amp;Launch Session</source>
        <translation>Sitzung &amp;starten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="256"/>
        <location filename="../ui/mainwindow.cpp" line="891"/>
        <source>&amp;Pin to Top</source>
        <translation>&amp;Oben anheften</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="259"/>
        <source>Re&amp;move from List</source>
        <translation>Aus der Liste &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="263"/>
        <source>Remove This Project&apos;s &amp;Data…</source>
        <translation>Da&amp;ten dieses Projekts entfernen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="268"/>
        <source>&amp;Resources and Cleanup</source>
        <translation>Ressourcen und &amp;Aufräumen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="272"/>
        <source>&amp;Credentials</source>
        <translation>&amp;Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="275"/>
        <source>&amp;Open Folder</source>
        <translation>Ordner ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="278"/>
        <source>Go to &amp;Projects</source>
        <translation>Zu den Pro&amp;jekten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="282"/>
        <source>&amp;Policy</source>
        <translation>&amp;Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="282"/>
        <source>&amp;Sessions</source>
        <translation>&amp;Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="282"/>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="291"/>
        <source>Show &amp;Build Log</source>
        <translation>&amp;Build-Protokoll anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="296"/>
        <source>Create &amp;Desktop Launcher</source>
        <translation>&amp;Desktop-Starter anlegen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="300"/>
        <source>Remove Desktop &amp;Launcher</source>
        <translation>Desktop-Starter entfe&amp;rnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="304"/>
        <source>&amp;Doctor…</source>
        <translation>&amp;Diagnose …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="309"/>
        <source>Open the &amp;Menu Bar</source>
        <translation>&amp;Menüleiste öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="317"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="321"/>
        <source>&amp;Using the App</source>
        <translation>Bedienung der &amp;App</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="331"/>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="335"/>
        <source>Podman &amp;Engine…</source>
        <translation>&amp;Podman-Engine …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="339"/>
        <source>Podman &amp;Engine of This Project…</source>
        <translation>&amp;Podman-Engine dieses Projekts …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="345"/>
        <source>Open &amp;User Policy File</source>
        <translation>&amp;Benutzerrichtlinie öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="348"/>
        <source>&amp;About AI Sandbox</source>
        <translation>Ü&amp;ber KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="351"/>
        <source>About AI Sandbox</source>
        <translation>Über KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="352"/>
        <source>&lt;h3&gt;AI Sandbox %1&lt;/h3&gt;&lt;p&gt;Runs AI coding agents in podman containers that see only the project folder, reach only allowed hosts and get only the environment variables you name.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later&lt;/p&gt;</source>
        <translation>&lt;h3&gt;KI-Sandbox %1&lt;/h3&gt;&lt;p&gt;Führt KI-Programmieragenten in podman-Containern aus, die nur den Projektordner sehen, nur erlaubte Hosts erreichen und nur die Umgebungsvariablen erhalten, die Sie nennen.&lt;/p&gt;&lt;p&gt;Lizenz: GPL-3.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="361"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="369"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="379"/>
        <source>&amp;Project</source>
        <translation>&amp;Projekt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="394"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="405"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="419"/>
        <location filename="../ui/mainwindow.cpp" line="432"/>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="436"/>
        <source>Drop a folder here to add it.</source>
        <translation>Ziehen Sie einen Ordner hierher, um ihn hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="442"/>
        <location filename="../ui/mainwindow.cpp" line="475"/>
        <source>Add Project…</source>
        <translation>Projekt hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="444"/>
        <source>Pick a project folder (Ctrl+O)</source>
        <translation>Einen Projektordner wählen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="523"/>
        <source>Policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="527"/>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="530"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="609"/>
        <source>%1 does not exist any more. Restore the folder, or remove the project from the list.</source>
        <translation>%1 existiert nicht mehr. Stellen Sie den Ordner wieder her oder entfernen Sie das Projekt aus der Liste.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="645"/>
        <source>Unsaved Policy Changes</source>
        <translation>Ungespeicherte Änderungen an der Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="646"/>
        <source>The policy of %1 has changes that are not saved.</source>
        <translation>Die Richtlinie von %1 hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="658"/>
        <source>Add Project Folder</source>
        <translation>Projektordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="698"/>
        <location filename="../ui/mainwindow.cpp" line="705"/>
        <source>Launch refused: %1</source>
        <translation>Start verweigert: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="726"/>
        <source>%1 &lt;i&gt;To fix:&lt;/i&gt; %2</source>
        <translation>%1 &lt;i&gt;Abhilfe:&lt;/i&gt; %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="729"/>
        <source>&lt;b&gt;A session of this project would not be enforced here, so Launch is refused.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Eine Sitzung dieses Projekts würde hier nicht durchgesetzt, daher wird der Start verweigert.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="743"/>
        <source>Cannot create the launcher</source>
        <translation>Der Starter kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="748"/>
        <source>Created %1: it opens this project and launches a session.</source>
        <translation>%1 angelegt: er öffnet dieses Projekt und startet eine Sitzung.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="761"/>
        <source>Cannot remove the launcher</source>
        <translation>Der Starter kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="766"/>
        <source>Removed the desktop launcher of %1.</source>
        <translation>Der Desktop-Starter von %1 wurde entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="779"/>
        <source>&lt;b&gt;The container engine cannot be used.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Die Container-Engine kann nicht verwendet werden.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="841"/>
        <source>The image was built.</source>
        <translation>Das Image wurde gebaut.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="842"/>
        <source>The image build failed.</source>
        <translation>Der Image-Build ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="891"/>
        <source>Un&amp;pin</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="904"/>
        <source>%1[*] — AI Sandbox</source>
        <translation>%1[*] — KI-Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="946"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="947"/>
        <source>Put %1 back in the list</source>
        <translation>%1 wieder in die Liste aufnehmen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="958"/>
        <source>Removed %1 from the list; its folder was not touched.</source>
        <translation>%1 wurde aus der Liste entfernt; der Ordner selbst blieb unberührt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1081"/>
        <source>%1 is back in the list.</source>
        <translation>%1 ist wieder in der Liste.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1090"/>
        <source>Project Not Opened</source>
        <translation>Projekt nicht geöffnet</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="1114"/>
        <source>Launch needs %1, which is not set on this computer.</source>
        <translation>
            <numerusform>Der Start braucht %1, das auf diesem Rechner nicht gesetzt ist.</numerusform>
            <numerusform>Der Start braucht %1, die auf diesem Rechner nicht gesetzt sind.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1116"/>
        <source>To fix: set it in the environment the app starts from (for example export it in ~/.profile and log in again), or remove it from the policy&apos;s Environment section.</source>
        <translation>Abhilfe: setzen Sie sie in der Umgebung, aus der die App startet (zum Beispiel mit export in ~/.profile und erneutem Anmelden), oder entfernen Sie sie aus dem Abschnitt „Umgebung“ der Richtlinie.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1150"/>
        <source>No File Manager</source>
        <translation>Kein Dateimanager</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1151"/>
        <source>No program is registered to open folders on this computer. The project folder is:</source>
        <translation>Auf diesem Rechner ist kein Programm zum Öffnen von Ordnern eingerichtet. Der Projektordner ist:</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1161"/>
        <source>Copy Path</source>
        <translation>Pfad kopieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1166"/>
        <source>Copied the path.</source>
        <translation>Der Pfad wurde kopiert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1175"/>
        <source>Create the User Policy File?</source>
        <translation>Benutzerrichtlinie anlegen?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1176"/>
        <source>%1 does not exist yet. Its settings apply to every project unless the project&apos;s own file sets them.</source>
        <translation>%1 existiert noch nicht. Ihre Einstellungen gelten für jedes Projekt, sofern die Datei des Projekts sie nicht selbst setzt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1180"/>
        <source>Create and Open</source>
        <translation>Anlegen und öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1188"/>
        <source>Cannot create the file</source>
        <translation>Die Datei kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1191"/>
        <source># ai-sandbox user policy: defaults for every project (docs/policy.md).
# Example:
# [limits]
# memory = &quot;4g&quot;
</source>
        <translation># ai-sandbox-Benutzerrichtlinie: Vorgaben für jedes Projekt (docs/policy.md).
# Beispiel:
# [limits]
# memory = &quot;4g&quot;
</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1195"/>
        <source>No Text Editor</source>
        <translation>Kein Texteditor</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1196"/>
        <source>No program is registered to open text files. The user policy file is:</source>
        <translation>Es ist kein Programm zum Öffnen von Textdateien eingerichtet. Die Benutzerrichtlinie ist:</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1198"/>
        <source>Opened %1; the editor reads it again when you switch projects or press F5.</source>
        <translation>%1 geöffnet; der Editor liest die Datei erneut, wenn Sie das Projekt wechseln oder F5 drücken.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1228"/>
        <source>Undo a policy edit</source>
        <translation>Eine Änderung an der Richtlinie rückgängig machen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1230"/>
        <source>Redo a policy edit</source>
        <translation>Eine Änderung an der Richtlinie wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1232"/>
        <source>Ctrl+1 … Ctrl+3, Ctrl+PgUp/PgDn, F10</source>
        <translation>Strg+1 … Strg+3, Strg+Bild↑/Bild↓, F10</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1233"/>
        <source>In a terminal: still switch tabs and open the menu bar</source>
        <translation>In einem Terminal: trotzdem Reiter wechseln und die Menüleiste öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1234"/>
        <source>Ctrl+Shift+C / Ctrl+Shift+V</source>
        <translation>Strg+Umschalt+C / Strg+Umschalt+V</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1234"/>
        <source>In a terminal: copy / paste</source>
        <translation>In einem Terminal: kopieren / einfügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1235"/>
        <source>Ctrl+Shift+F</source>
        <translation>Strg+Umschalt+F</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1235"/>
        <source>In a terminal: find in the output</source>
        <translation>In einem Terminal: in der Ausgabe suchen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1236"/>
        <source>Shift+PgUp / Shift+PgDn</source>
        <translation>Umschalt+Bild↑ / Umschalt+Bild↓</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1236"/>
        <source>In a terminal: scroll back / forward</source>
        <translation>In einem Terminal: zurück / vorwärts blättern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1243"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1248"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1248"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1260"/>
        <source>In a session&apos;s terminal every other key goes to the program (Ctrl+C, Ctrl+W, Alt+letters…). &lt;a href=&quot;docs&quot;&gt;Using the app&lt;/a&gt; explains more.</source>
        <translation>Im Terminal einer Sitzung geht jede andere Taste an das Programm (Strg+C, Strg+W, Alt+Buchstaben …). &lt;a href=&quot;docs&quot;&gt;Bedienung der App&lt;/a&gt; erklärt mehr.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1278"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1289"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1295"/>
        <source> lines</source>
        <translation> Zeilen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1297"/>
        <source>Flash the terminal on a bell</source>
        <translation>Terminal bei einem Klingelzeichen aufblitzen lassen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1300"/>
        <source>Terminal &amp;font:</source>
        <translation>Terminal-&amp;Schrift:</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1301"/>
        <source>Font &amp;size:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1302"/>
        <source>Scroll&amp;back:</source>
        <translation>&amp;Verlauf:</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1304"/>
        <source>New sessions use these settings; running ones keep theirs.</source>
        <translation>Neue Sitzungen verwenden diese Einstellungen; laufende behalten ihre.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1307"/>
        <source>Save Preferences</source>
        <translation>Einstellungen speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1319"/>
        <source>Saved the preferences.</source>
        <translation>Die Einstellungen wurden gespeichert.</translation>
    </message>
</context>
<context>
    <name>aisb::NestedRepos</name>
    <message>
        <location filename="../core/session/nestedrepos.cpp" line="333"/>
        <source>the index is not a regular file of at most %1 bytes</source>
        <translation>der Index ist keine reguläre Datei von höchstens %1 Bytes</translation>
    </message>
    <message>
        <location filename="../core/session/nestedrepos.cpp" line="350"/>
        <source>not a git index</source>
        <translation>kein Git-Index</translation>
    </message>
    <message>
        <location filename="../core/session/nestedrepos.cpp" line="356"/>
        <source>git index version %1 is not known</source>
        <translation>die Git-Index-Version %1 ist unbekannt</translation>
    </message>
    <message>
        <location filename="../core/session/nestedrepos.cpp" line="362"/>
        <source>the git index is damaged</source>
        <translation>der Git-Index ist beschädigt</translation>
    </message>
</context>
<context>
    <name>aisb::PathListEdit</name>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="30"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="32"/>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="36"/>
        <source>Folder in the Project…</source>
        <translation>Ordner im Projekt …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="37"/>
        <source>File in the Project…</source>
        <translation>Datei im Projekt …</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="39"/>
        <source>Pick a folder or file inside the project</source>
        <translation>Einen Ordner oder eine Datei im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="43"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="80"/>
        <source>A folder in the project</source>
        <translation>Ein Ordner im Projekt</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="83"/>
        <source>A file in the project</source>
        <translation>Eine Datei im Projekt</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="85"/>
        <source>Not in the project yet: the rule applies as soon as it exists</source>
        <translation>Noch nicht im Projekt: die Regel gilt, sobald es existiert</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="109"/>
        <source>%1 is not inside the project folder %2. Pick a file or folder inside the project.</source>
        <translation>%1 liegt nicht im Projektordner %2. Wählen Sie eine Datei oder einen Ordner im Projekt.</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="119"/>
        <source>Pick a Folder in the Project</source>
        <translation>Ordner im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="120"/>
        <source>Pick a File in the Project</source>
        <translation>Datei im Projekt wählen</translation>
    </message>
    <message>
        <location filename="../ui/pathlistedit.cpp" line="126"/>
        <source>Outside the Project</source>
        <translation>Außerhalb des Projekts</translation>
    </message>
</context>
<context>
    <name>aisb::Paths</name>
    <message>
        <location filename="../core/util/paths.cpp" line="100"/>
        <source>Cannot create the folder %1: check that its parent exists and is writable.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: prüfen Sie, ob sein übergeordneter Ordner existiert und beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>aisb::Podman</name>
    <message>
        <location filename="../core/engine/podman.cpp" line="319"/>
        <source>image build failed at step %1/%2: %3</source>
        <translation>Image-Build bei Schritt %1/%2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location filename="../core/engine/podman.cpp" line="324"/>
        <source>image build failed before its first step: %1</source>
        <translation>Image-Build vor seinem ersten Schritt fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>aisb::PodmanCall</name>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="191"/>
        <source>podman is not installed: install it with scripts/setup or your package manager</source>
        <translation>podman ist nicht installiert: installieren Sie es mit scripts/setup oder Ihrer Paketverwaltung</translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="194"/>
        <source>podman is not installed (%1 could not be started): install it with scripts/setup or your package manager</source>
        <translation>podman ist nicht installiert (%1 konnte nicht gestartet werden): installieren Sie es mit scripts/setup oder Ihrer Paketverwaltung</translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="211"/>
        <source>%1 did not finish in time and was stopped: check that podman works (podman info) and try again</source>
        <translation>%1 wurde nicht rechtzeitig fertig und wurde gestoppt: prüfen Sie, ob podman funktioniert (podman info), und versuchen Sie es erneut</translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="215"/>
        <source>%1 was canceled</source>
        <translation>%1 wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="217"/>
        <source>%1 crashed: %2</source>
        <translation>%1 ist abgestürzt: %2</translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="221"/>
        <source>%1 failed with exit code %2 and printed nothing: run it by hand to see why</source>
        <translation>%1 ist mit Exit-Code %2 fehlgeschlagen und hat nichts ausgegeben: führen Sie es von Hand aus, um den Grund zu sehen</translation>
    </message>
    <message>
        <location filename="../core/engine/podmancall.cpp" line="225"/>
        <source>%1 failed with exit code %2: %3</source>
        <translation>%1 ist mit Exit-Code %2 fehlgeschlagen: %3</translation>
    </message>
</context>
<context>
    <name>aisb::PodmanJson</name>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="113"/>
        <source>podman&apos;s %1 output is not the JSON list expected (%2): update podman or report this</source>
        <translation>Die %1-Ausgabe von podman ist nicht die erwartete JSON-Liste (%2): aktualisieren Sie podman oder melden Sie dies</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="115"/>
        <source>not a list</source>
        <translation>keine Liste</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="128"/>
        <source>podman&apos;s %1 output is not the JSON object expected (%2): update podman or report this</source>
        <translation>Die %1-Ausgabe von podman ist nicht das erwartete JSON-Objekt (%2): aktualisieren Sie podman oder melden Sie dies</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="130"/>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="292"/>
        <source>slirp4netns is installed: the sandbox reaches the gate through its host loopback mapping (10.0.2.2)</source>
        <translation>slirp4netns ist installiert: die Sandbox erreicht das Gate über dessen Host-Loopback-Zuordnung (10.0.2.2)</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="296"/>
        <source>pasta supports --map-host-loopback: the sandbox reaches the gate at %1</source>
        <translation>pasta unterstützt --map-host-loopback: die Sandbox erreicht das Gate unter %1</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="302"/>
        <source>slirp4netns is not installed and this pasta (%1) or podman (%2) is too old for --map-host-loopback: install slirp4netns (scripts/setup does) or podman 5 with passt 2024-08-21 or newer</source>
        <translation>slirp4netns ist nicht installiert, und dieses pasta (%1) oder podman (%2) ist zu alt für --map-host-loopback: installieren Sie slirp4netns (scripts/setup tut das) oder podman 5 mit passt vom 21.08.2024 oder neuer</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="305"/>
        <source>unknown version</source>
        <translation>unbekannte Version</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="308"/>
        <source>neither slirp4netns nor pasta is available to podman: install slirp4netns (scripts/setup does) or passt; until then only the &apos;none&apos; and &apos;open&apos; network modes work</source>
        <translation>podman steht weder slirp4netns noch pasta zur Verfügung: installieren Sie slirp4netns (scripts/setup tut das) oder passt; bis dahin funktionieren nur die Netzwerkmodi &apos;none&apos; und &apos;open&apos;</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="348"/>
        <source>podman info printed no version: update podman or report this</source>
        <translation>podman info hat keine Version ausgegeben: aktualisieren Sie podman oder melden Sie dies</translation>
    </message>
    <message>
        <location filename="../core/engine/podmanjson.cpp" line="379"/>
        <source>podman&apos;s system df output is not the JSON expected (%1): update podman or report this</source>
        <translation>Die system-df-Ausgabe von podman ist nicht das erwartete JSON (%1): aktualisieren Sie podman oder melden Sie dies</translation>
    </message>
</context>
<context>
    <name>aisb::Policy</name>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="60"/>
        <source>%1 must be an array of strings, e.g. %2 = [&quot;a&quot;, &quot;b&quot;].</source>
        <translation>%1 muss ein Array von Zeichenketten sein, z. B. %2 = [&quot;a&quot;, &quot;b&quot;].</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="68"/>
        <location filename="../core/policy/policyfields.cpp" line="751"/>
        <source>%1 must be a string (in quotes).</source>
        <translation>%1 muss eine Zeichenkette sein (in Anführungszeichen).</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="145"/>
        <source>%1 must be a string in quotes, e.g. %2.</source>
        <translation>%1 muss eine Zeichenkette in Anführungszeichen sein, z. B. %2.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="190"/>
        <source>%1 must be true or false (without quotes).</source>
        <translation>%1 muss true oder false sein (ohne Anführungszeichen).</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="202"/>
        <source>%1 must be true or false (also accepted: 1/0, yes/no, on/off).</source>
        <translation>%1 muss true oder false sein (ebenfalls akzeptiert: 1/0, yes/no, on/off).</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="226"/>
        <source>%1 must be an integer without quotes, e.g. %2.</source>
        <translation>%1 muss eine ganze Zahl ohne Anführungszeichen sein, z. B. %2.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="238"/>
        <source>%1 must be an integer, e.g. 512.</source>
        <translation>%1 muss eine ganze Zahl sein, z. B. 512.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="263"/>
        <source>network.mode must be &quot;none&quot;, &quot;allowlist&quot; or &quot;open&quot;.</source>
        <translation>network.mode muss &quot;none&quot;, &quot;allowlist&quot; oder &quot;open&quot; sein.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="294"/>
        <source>network.ports must be an array of port numbers, e.g. ports = [80, 443].</source>
        <translation>network.ports muss ein Array von Portnummern sein, z. B. ports = [80, 443].</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="302"/>
        <source>%1 must be a port number from 1 to 65535 without quotes.</source>
        <translation>%1 muss eine Portnummer von 1 bis 65535 ohne Anführungszeichen sein.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="324"/>
        <source>network.ports must be port numbers from 1 to 65535 separated by commas, e.g. 80,443.</source>
        <translation>network.ports müssen Portnummern von 1 bis 65535 sein, durch Kommas getrennt, z. B. 80,443.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="353"/>
        <source>network.local must be a table of name = &quot;address:port&quot;, e.g. local = { &quot;testserver.internal&quot; = &quot;127.0.0.1:8080&quot; }.</source>
        <translation>network.local muss eine Tabelle aus name = &quot;adresse:port&quot; sein, z. B. local = { &quot;testserver.internal&quot; = &quot;127.0.0.1:8080&quot; }.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="365"/>
        <source>network.local.%1 must be a string &quot;address:port&quot;, e.g. &quot;127.0.0.1:8080&quot; or &quot;[::1]:8080&quot;.</source>
        <translation>network.local.%1 muss eine Zeichenkette &quot;adresse:port&quot; sein, z. B. &quot;127.0.0.1:8080&quot; oder &quot;[::1]:8080&quot;.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="397"/>
        <source>network.local must be name=address:port items separated by commas, e.g. testserver.internal=127.0.0.1:8080.</source>
        <translation>network.local müssen durch Kommas getrennte Einträge name=adresse:port sein, z. B. testserver.internal=127.0.0.1:8080.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="427"/>
        <source>env.set must be a table of NAME = &quot;value&quot;, e.g. set = { EDITOR = &quot;vi&quot; }.</source>
        <translation>env.set muss eine Tabelle aus NAME = &quot;wert&quot; sein, z. B. set = { EDITOR = &quot;vi&quot; }.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="436"/>
        <source>env.set.%1 must be a string value in quotes.</source>
        <translation>env.set.%1 muss ein Zeichenkettenwert in Anführungszeichen sein.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="459"/>
        <source>env.set must be NAME=VALUE items separated by commas, e.g. EDITOR=vi,LANG=C.UTF-8.</source>
        <translation>env.set müssen durch Kommas getrennte Einträge NAME=WERT sein, z. B. EDITOR=vi,LANG=C.UTF-8.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="483"/>
        <source>limits.cpus must be a number without quotes, e.g. cpus = 2 or cpus = 0.5 (0 = no limit).</source>
        <translation>limits.cpus muss eine Zahl ohne Anführungszeichen sein, z. B. cpus = 2 oder cpus = 0.5 (0 = keine Grenze).</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="519"/>
        <source>limits.exec_timeout must be whole seconds: a duration such as &quot;30s&quot;, &quot;5m&quot;, &quot;1h&quot; or an integer number of seconds (0 = no timeout).</source>
        <translation>limits.exec_timeout muss aus ganzen Sekunden bestehen: eine Dauer wie &quot;30s&quot;, &quot;5m&quot;, &quot;1h&quot; oder eine ganze Zahl von Sekunden (0 = kein Zeitlimit).</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="566"/>
        <source>mounts.project must be &quot;rw&quot; (read-write) or &quot;ro&quot; (read-only).</source>
        <translation>mounts.project muss &quot;rw&quot; (lesen und schreiben) oder &quot;ro&quot; (nur lesen) sein.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="607"/>
        <source>mounts.extra must be an array of tables, e.g. extra = [{ source = &quot;/opt/data&quot;, target = &quot;/data&quot;, mode = &quot;ro&quot; }].</source>
        <translation>mounts.extra muss ein Array von Tabellen sein, z. B. extra = [{ source = &quot;/opt/data&quot;, target = &quot;/data&quot;, mode = &quot;ro&quot; }].</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="616"/>
        <source>%1 must be a table { source = &quot;/host/path&quot;, target = &quot;/container/path&quot;, mode = &quot;ro&quot; } (mode &quot;ro&quot; or &quot;rw&quot;, default &quot;ro&quot;).</source>
        <translation>%1 muss eine Tabelle { source = &quot;/host/pfad&quot;, target = &quot;/container/pfad&quot;, mode = &quot;ro&quot; } sein (mode &quot;ro&quot; oder &quot;rw&quot;, Vorgabe &quot;ro&quot;).</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="678"/>
        <source>mounts.extra must be SOURCE:TARGET[:ro|rw] items separated by commas, e.g. /opt/data:/data:ro.</source>
        <translation>mounts.extra müssen durch Kommas getrennte Einträge QUELLE:ZIEL[:ro|rw] sein, z. B. /opt/data:/data:ro.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="703"/>
        <source>%1 must be tables [[credentials]] with string keys name, preset, host, header, format, source, base_url_env and an array of strings env, e.g. [[credentials]] name = &quot;anthropic&quot; preset = &quot;anthropic&quot; source = &quot;keyring:anthropic&quot;.</source>
        <translation>%1 muss aus Tabellen [[credentials]] bestehen, mit den Zeichenketten-Schlüsseln name, preset, host, header, format, source, base_url_env und einem Array von Zeichenketten env, z. B. [[credentials]] name = &quot;anthropic&quot; preset = &quot;anthropic&quot; source = &quot;keyring:anthropic&quot;.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="743"/>
        <source>%1: unknown key; a credential rule has name, preset, host, header, format, source, env and base_url_env. Remove it or fix its name.</source>
        <translation>%1: unbekannter Schlüssel; eine Zugangsdaten-Regel hat name, preset, host, header, format, source, env und base_url_env. Entfernen Sie ihn oder korrigieren Sie seinen Namen.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="821"/>
        <source>credentials must be a TOML inline array of tables, e.g. [{ name = &quot;anthropic&quot;, preset = &quot;anthropic&quot;, source = &quot;keyring:anthropic&quot; }].</source>
        <translation>credentials muss ein TOML-Inline-Array von Tabellen sein, z. B. [{ name = &quot;anthropic&quot;, preset = &quot;anthropic&quot;, source = &quot;keyring:anthropic&quot; }].</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="1016"/>
        <source>There is no policy field &quot;%1&quot;; known fields are: %2.</source>
        <translation>Es gibt kein Richtlinienfeld &quot;%1&quot;; bekannte Felder sind: %2.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="1063"/>
        <source>Environment variable %1 would set %2, which decides what the sandbox may reach, see or carry; such settings are not taken from the environment. Unset %1, and put the setting in the policy file or pass -o %2=VALUE on the command line.</source>
        <translation>Die Umgebungsvariable %1 würde %2 setzen, was bestimmt, was die Sandbox erreichen, sehen oder mitnehmen darf; solche Einstellungen werden nicht aus der Umgebung übernommen. Entfernen Sie %1 und tragen Sie die Einstellung in die Richtliniendatei ein oder übergeben Sie -o %2=WERT auf der Befehlszeile.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="1075"/>
        <source>Environment variable %1: %2</source>
        <translation>Umgebungsvariable %1: %2</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfields.cpp" line="1089"/>
        <source>Environment variable %1 is not a policy setting; the %2 settings are: %3. Unset it or fix its name.</source>
        <translation>Die Umgebungsvariable %1 ist keine Richtlinieneinstellung; die %2-Einstellungen sind: %3. Entfernen Sie sie oder korrigieren Sie ihren Namen.</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyDocument</name>
    <message numerus="yes">
        <location filename="../ui/policydocument.cpp" line="162"/>
        <source>The policy was not saved because it has %n problem(s):</source>
        <translation>
            <numerusform>Die Richtlinie wurde nicht gespeichert, weil sie %n Problem hat:</numerusform>
            <numerusform>Die Richtlinie wurde nicht gespeichert, weil sie %n Probleme hat:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policydocument.cpp" line="174"/>
        <source>The policy was saved, but it could not be approved for launches: %1</source>
        <translation>Die Richtlinie wurde gespeichert, konnte aber nicht für Starts freigegeben werden: %1</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyEditor</name>
    <message>
        <location filename="../ui/filessection.cpp" line="34"/>
        <source>read-only</source>
        <translation>nur lesen</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="34"/>
        <source>read-write</source>
        <translation>lesen und schreiben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="51"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="54"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/policyfilebar.cpp" line="28"/>
        <source>The policy file was changed on disk by another program — possibly the agent. Reload it, or keep your version and overwrite it when you save.</source>
        <translation>Die Richtliniendatei wurde von einem anderen Programm geändert – möglicherweise vom Agenten. Laden Sie sie neu, oder behalten Sie Ihre Fassung und überschreiben Sie die Datei beim Speichern.</translation>
    </message>
    <message>
        <location filename="../ui/policyfilebar.cpp" line="30"/>
        <source>Show Differences…</source>
        <translation>Unterschiede anzeigen …</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="548"/>
        <location filename="../ui/policyfilebar.cpp" line="32"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="549"/>
        <location filename="../ui/policyfilebar.cpp" line="34"/>
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <location filename="../ui/policyfilebar.cpp" line="52"/>
        <source>Review and Approve…</source>
        <translation>Prüfen und freigeben …</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="133"/>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="135"/>
        <source>Go back to the saved file (asks first; Edit &gt; Undo brings the changes back)</source>
        <translation>Zur gespeicherten Datei zurückkehren (fragt vorher; Bearbeiten &gt; Rückgängig holt die Änderungen zurück)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="136"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="138"/>
        <source>Save the project policy and approve it for sessions (Ctrl+S)</source>
        <translation>Die Projektrichtlinie speichern und für Sitzungen freigeben (Strg+S)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="143"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="147"/>
        <source>Show or hide the preview of what the policy produces</source>
        <translation>Die Vorschau dessen, was die Richtlinie erzeugt, ein- oder ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="42"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="43"/>
        <source>What the sandbox may reach over the network.</source>
        <translation>Was die Sandbox über das Netzwerk erreichen darf.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="59"/>
        <source>Allowed hosts only (recommended)</source>
        <translation>Nur erlaubte Hosts (empfohlen)</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="60"/>
        <source>Connections go through a filtering gate that lets through only the hosts listed below. Everything else is refused and shows up in the session log.</source>
        <translation>Verbindungen laufen über ein filterndes Gate, das nur die unten aufgeführten Hosts durchlässt. Alles andere wird abgelehnt und erscheint im Sitzungsprotokoll.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="64"/>
        <source>No network</source>
        <translation>Kein Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="65"/>
        <source>The sandbox has no network at all. The safest choice when the agent needs nothing from the internet.</source>
        <translation>Die Sandbox hat überhaupt kein Netzwerk. Die sicherste Wahl, wenn der Agent nichts aus dem Internet braucht.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="69"/>
        <source>Open network (not isolated)</source>
        <translation>Offenes Netzwerk (nicht isoliert)</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="70"/>
        <source>Warning: the sandbox can reach every address, including your local network and services on this computer. Use only for work you trust.</source>
        <translation>Warnung: Die Sandbox kann jede Adresse erreichen, auch Ihr lokales Netz und Dienste auf diesem Rechner. Nur für vertrauenswürdige Arbeit verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="78"/>
        <source>Change network mode</source>
        <translation>Netzwerkmodus ändern</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="85"/>
        <source>Allowed Hosts</source>
        <translation>Erlaubte Hosts</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="86"/>
        <source>Host names the sandbox may connect to. An entry starting with a dot, like .github.com, allows that domain and all its subdomains.</source>
        <translation>Hostnamen, zu denen die Sandbox verbinden darf. Ein Eintrag mit führendem Punkt wie .github.com erlaubt die Domain und alle ihre Subdomains.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="93"/>
        <source>Only used in the “Allowed hosts only” network mode.</source>
        <translation>Nur im Netzwerkmodus „Nur erlaubte Hosts“ verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="108"/>
        <source>example.com or .example.com — paste several at once</source>
        <translation>example.com oder .example.com – auch mehrere</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="110"/>
        <source>Host to add</source>
        <translation>Hinzuzufügender Host</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="66"/>
        <location filename="../ui/networksection.cpp" line="111"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="114"/>
        <source>Paste List</source>
        <translation>Liste einfügen</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="115"/>
        <source>Add every host from the clipboard, one per line</source>
        <translation>Alle Hosts aus der Zwischenablage hinzufügen, einer pro Zeile</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="133"/>
        <source>The list is empty: in “Allowed hosts only” mode the sandbox can reach no host at all. Add the hosts it needs, or choose “No network” if that is what you mean.</source>
        <translation>Die Liste ist leer: im Modus „Nur erlaubte Hosts“ kann die Sandbox überhaupt keinen Host erreichen. Fügen Sie die Hosts hinzu, die sie braucht, oder wählen Sie „Kein Netzwerk“, wenn Sie das meinen.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="165"/>
        <source>Click to sort the list</source>
        <translation>Klicken, um die Liste zu sortieren</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="174"/>
        <source>Allowed hosts</source>
        <translation>Erlaubte Hosts</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="52"/>
        <source>Add Credential Rule</source>
        <translation>Zugangsdaten-Regel hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="53"/>
        <source>Edit Credential Rule %1</source>
        <translation>Zugangsdaten-Regel %1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="56"/>
        <source>The gate adds this header to the sandbox&apos;s requests to the host, with the value read from the source when a session starts. The sandbox only sees the placeholder “%1”.</source>
        <translation>Das Gate fügt diesen Header zu den Anfragen der Sandbox an den Host hinzu, mit dem Wert, der beim Start einer Sitzung aus der Quelle gelesen wird. Die Sandbox sieht nur den Platzhalter „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="67"/>
        <source>None (every field below)</source>
        <translation>Keine (alle Felder unten)</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="75"/>
        <source>Stored credential (keyring)</source>
        <translation>Gespeicherte Zugangsdaten (Schlüsselbund)</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="76"/>
        <source>Host environment variable</source>
        <translation>Umgebungsvariable des Hosts</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="77"/>
        <source>Host command</source>
        <translation>Befehl auf dem Host</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="88"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="89"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="90"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="91"/>
        <source>H&amp;eader:</source>
        <translation>H&amp;eader:</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="92"/>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="93"/>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="94"/>
        <source>Sandbox &amp;variables:</source>
        <translation>Sandbox-Va&amp;riablen:</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="95"/>
        <source>&amp;Base URL variable:</source>
        <translation>&amp;Basis-URL-Variable:</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="117"/>
        <source>e.g. api.example.com</source>
        <translation>z. B. api.example.com</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="118"/>
        <source>e.g. Authorization</source>
        <translation>z. B. Authorization</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="119"/>
        <source>{value}, or e.g. Bearer {value}</source>
        <translation>{value} oder z. B. Bearer {value}</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="121"/>
        <source>e.g. EXAMPLE_API_KEY</source>
        <translation>z. B. EXAMPLE_API_KEY</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="122"/>
        <source>e.g. EXAMPLE_BASE_URL</source>
        <translation>z. B. EXAMPLE_BASE_URL</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="146"/>
        <source>stored name, e.g. %1</source>
        <translation>gespeicherter Name, z. B. %1</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="148"/>
        <source>variable, e.g. ANTHROPIC_API_KEY</source>
        <translation>Variable, z. B. ANTHROPIC_API_KEY</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="149"/>
        <source>command, e.g. gh auth token</source>
        <translation>Befehl, z. B. gh auth token</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="153"/>
        <source>Give the rule a name: logs show it for each request that carried the value.</source>
        <translation>Geben Sie der Regel einen Namen: Protokolle zeigen ihn bei jeder Anfrage, die den Wert mitgeführt hat.</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="155"/>
        <source>Another rule is named %1: pick another name.</source>
        <translation>Eine andere Regel heißt bereits %1: wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="157"/>
        <source>Say the host and the header (or pick a preset that does).</source>
        <translation>Geben Sie Host und Header an (oder wählen Sie eine Vorlage, die das tut).</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="159"/>
        <source>The gate never sets %1: it decides where a request goes. Pick the header the service reads its key from.</source>
        <translation>Das Gate setzt %1 nie: dieser Header bestimmt, wohin eine Anfrage geht. Wählen Sie den Header, aus dem der Dienst seinen Schlüssel liest.</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="163"/>
        <source>The format must contain {value} (where the value goes).</source>
        <translation>Das Format muss {value} enthalten (dort kommt der Wert hin).</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="165"/>
        <source>Say where the value comes from (the source&apos;s name or command).</source>
        <translation>Geben Sie an, woher der Wert kommt (Name oder Befehl der Quelle).</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="170"/>
        <source>The command runs on this computer, outside the sandbox, when a session starts; approving the policy shows it.</source>
        <translation>Der Befehl läuft beim Start einer Sitzung auf diesem Rechner, außerhalb der Sandbox; beim Freigeben der Richtlinie wird er angezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="181"/>
        <source>Credentials</source>
        <translation>Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="182"/>
        <source>Keys the gate adds to requests to one host. The sandbox never holds them: its variables get the placeholder “%1”.</source>
        <translation>Schlüssel, die das Gate zu Anfragen an einen Host hinzufügt. Die Sandbox erhält sie nie: ihre Variablen bekommen den Platzhalter „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="190"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="190"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="191"/>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="191"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="200"/>
        <source>No credential rules: API keys reach the sandbox only as variables (Environment). Add a rule to keep a key outside.</source>
        <translation>Keine Zugangsdaten-Regeln: API-Schlüssel erreichen die Sandbox nur als Variablen (Umgebung). Fügen Sie eine Regel hinzu, um einen Schlüssel draußen zu halten.</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="209"/>
        <source>Add Rule</source>
        <translation>Regel hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="217"/>
        <source>Other Host…</source>
        <translation>Anderer Host…</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="220"/>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="222"/>
        <location filename="../ui/environmentsection.cpp" line="108"/>
        <location filename="../ui/filessection.cpp" line="133"/>
        <location filename="../ui/imagesection.cpp" line="108"/>
        <location filename="../ui/networksection.cpp" line="178"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="230"/>
        <source>Values named “keyring:NAME” are stored on the Credentials page (View &gt; Credentials); this form never shows a value.</source>
        <translation>Werte namens „keyring:NAME“ werden auf der Seite „Zugangsdaten“ gespeichert (Ansicht &gt; Zugangsdaten); dieses Formular zeigt nie einen Wert.</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="243"/>
        <source>Anthropic</source>
        <translation>Anthropic</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="245"/>
        <source>OpenAI</source>
        <translation>OpenAI</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="247"/>
        <source>Google</source>
        <translation>Google</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="249"/>
        <source>GitHub API</source>
        <translation>GitHub-API</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="251"/>
        <source>GitHub (git over HTTPS)</source>
        <translation>GitHub (git über HTTPS)</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="276"/>
        <source>Add credential rule %1</source>
        <translation>Zugangsdaten-Regel %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="289"/>
        <source>Change credential rule %1</source>
        <translation>Zugangsdaten-Regel %1 ändern</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="303"/>
        <source>Remove credential rule %1</source>
        <translation>Zugangsdaten-Regel %1 entfernen</translation>
    </message>
    <message>
        <location filename="../ui/credentialssection.cpp" line="347"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="180"/>
        <source>Remove the selected hosts (Delete)</source>
        <translation>Die ausgewählten Hosts entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="182"/>
        <source>Sort</source>
        <translation>Sortieren</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="183"/>
        <source>Sort the hosts alphabetically</source>
        <translation>Hosts alphabetisch sortieren</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="214"/>
        <source>Add These</source>
        <translation>Diese hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="237"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="241"/>
        <source>&amp;Paste Hosts</source>
        <translation>Hosts ein&amp;fügen</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="244"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="247"/>
        <source>&amp;Sort</source>
        <translation>&amp;Sortieren</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="200"/>
        <source>Edit allowed hosts</source>
        <translation>Erlaubte Hosts bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="31"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="32"/>
        <source>Only the variables named here exist in the sandbox. Values passed from this computer are never shown; secrets are also kept out of every log.</source>
        <translation>Nur die hier genannten Variablen existieren in der Sandbox. Von diesem Rechner übernommene Werte werden nie angezeigt; Geheimnisse bleiben zudem aus jedem Protokoll heraus.</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="55"/>
        <source>NAME or PREFIX_*</source>
        <translation>NAME oder PRÄFIX_*</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="56"/>
        <source>Variable name</source>
        <translation>Variablenname</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="63"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="65"/>
        <source>Variable value</source>
        <translation>Variablenwert</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="105"/>
        <source>Environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="137"/>
        <source>Move to Secret from Host</source>
        <translation>Zu „Geheimnis vom Host“ verschieben</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="140"/>
        <source>Pass these variables from this computer instead (never shown or logged); their values leave the project file when you save</source>
        <translation>Diese Variablen stattdessen von diesem Rechner übergeben (nie angezeigt oder protokolliert); ihre Werte verschwinden beim Speichern aus der Projektdatei</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/environmentsection.cpp" line="151"/>
        <source>%1 now come(s) from this computer as secret(s); set them there before launching.</source>
        <translation>
            <numerusform>%1 kommt jetzt als Geheimnis von diesem Rechner; setzen Sie die Variable dort vor dem Start.</numerusform>
            <numerusform>%1 kommen jetzt als Geheimnisse von diesem Rechner; setzen Sie die Variablen dort vor dem Start.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="167"/>
        <source>Add as Secrets</source>
        <translation>Als Geheimnisse hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="185"/>
        <source>Add the agent&apos;s variables</source>
        <translation>Variablen des Agenten hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="204"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (Regel %2)</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="212"/>
        <source>Gate-managed (Credentials): %1. In the sandbox these hold only “%2”; the gate adds the key to the rule&apos;s requests. A secret above that no rule names is in the sandbox&apos;s environment, where the agent can read it.</source>
        <translation>Vom Gate verwaltet (Zugangsdaten): %1. In der Sandbox enthalten diese nur „%2“; das Gate fügt den Schlüssel zu den Anfragen der Regel hinzu. Ein Geheimnis oben, das keine Regel nennt, steht in der Umgebung der Sandbox, wo der Agent es lesen kann.</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="119"/>
        <source>Edit environment</source>
        <translation>Umgebung bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="19"/>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="19"/>
        <source>Resources one session may use.</source>
        <translation>Ressourcen, die eine Sitzung nutzen darf.</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="22"/>
        <location filename="../ui/limitssection.cpp" line="36"/>
        <location filename="../ui/limitssection.cpp" line="49"/>
        <source>No limit</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="23"/>
        <source>&amp;Memory:</source>
        <translation>&amp;Speicher:</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="24"/>
        <source>0 or empty means no limit: a session may use all of this computer&apos;s memory.</source>
        <translation>0 oder leer bedeutet keine Grenze: eine Sitzung darf den gesamten Speicher dieses Rechners nutzen.</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="28"/>
        <source>Change memory limit</source>
        <translation>Speichergrenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="37"/>
        <source> cores</source>
        <translation> Kerne</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="39"/>
        <source>&amp;CPUs:</source>
        <translation>&amp;CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="43"/>
        <source>Change CPU limit</source>
        <translation>CPU-Grenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="51"/>
        <source>Pr&amp;ocesses:</source>
        <translation>Pr&amp;ozesse:</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="77"/>
        <source>How long one command of ai-sandbox exec or the MCP server may take unless the call asks for less (1 s to 24 h).</source>
        <translation>Wie lange ein Befehl von ai-sandbox exec oder des MCP-Servers dauern darf, sofern der Aufruf nicht weniger verlangt (1 s bis 24 h).</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="83"/>
        <source>Pac&amp;kages:</source>
        <translation>Pa&amp;kete:</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="55"/>
        <source>Change process limit</source>
        <translation>Prozessgrenze ändern</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="60"/>
        <source>Default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="61"/>
        <source>/&amp;tmp size:</source>
        <translation>/&amp;tmp-Größe:</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="65"/>
        <source>Change /tmp size</source>
        <translation>/tmp-Größe ändern</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="74"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="76"/>
        <source>E&amp;xec timeout:</source>
        <translation>E&amp;xec-Zeitlimit:</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="83"/>
        <source>Change exec timeout</source>
        <translation>Exec-Zeitlimit ändern</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="42"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="43"/>
        <source>The project folder is the only part of this computer the sandbox sees, at /project.</source>
        <translation>Der Projektordner ist der einzige Teil dieses Rechners, den die Sandbox sieht, unter /project.</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="48"/>
        <location filename="../ui/filessection.cpp" line="202"/>
        <source>Read and write</source>
        <translation>Lesen und schreiben</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="49"/>
        <location filename="../ui/filessection.cpp" line="201"/>
        <source>Read only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="56"/>
        <source>Project:</source>
        <translation>Projekt:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="60"/>
        <source>Change project access</source>
        <translation>Projektzugriff ändern</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="65"/>
        <source>.env or secrets/</source>
        <translation>.env oder secrets/</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="67"/>
        <source>Hidden:</source>
        <translation>Verborgen:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="68"/>
        <source>Paths inside the project the sandbox cannot see, such as files with credentials.</source>
        <translation>Pfade im Projekt, die die Sandbox nicht sieht, etwa Dateien mit Zugangsdaten.</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="72"/>
        <source>Edit hidden paths</source>
        <translation>Verborgene Pfade bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="77"/>
        <source>.git/hooks</source>
        <translation>.git/hooks</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="78"/>
        <source>Read-only:</source>
        <translation>Nur lesen:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="79"/>
        <source>Paths inside the project the sandbox can read but not change.</source>
        <translation>Pfade im Projekt, die die Sandbox lesen, aber nicht ändern kann.</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="83"/>
        <source>Edit read-only paths</source>
        <translation>Schreibgeschützte Pfade bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="86"/>
        <source>Keep a home folder between sessions</source>
        <translation>Home-Ordner dauerhaft behalten</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="88"/>
        <source>A podman volume per project holds /home/sandbox (shell history, caches, logins).</source>
        <translation>Ein podman-Volume pro Projekt enthält /home/sandbox (Shell-Verlauf, Caches, Anmeldungen).</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="89"/>
        <source>Home:</source>
        <translation>Home:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="93"/>
        <source>Toggle home volume</source>
        <translation>Home-Volume umschalten</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="101"/>
        <source>Record the terminal, up to</source>
        <translation>Terminal aufzeichnen, bis zu</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="104"/>
        <source>Keeps what the session&apos;s terminal showed and what was typed, with its timing, in the session folder for replay. Secret values are masked.</source>
        <translation>Bewahrt auf, was das Terminal der Sitzung angezeigt hat und was eingegeben wurde, samt Zeitablauf, im Sitzungsordner für die Wiedergabe. Geheime Werte werden maskiert.</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="109"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="113"/>
        <source>Recording:</source>
        <translation>Aufzeichnung:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="119"/>
        <source>Toggle terminal recording</source>
        <translation>Terminal-Aufzeichnung ein-/ausschalten</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="124"/>
        <source>Change recording size cap</source>
        <translation>Größenobergrenze der Aufzeichnung ändern</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="132"/>
        <location filename="../ui/imagesection.cpp" line="105"/>
        <source>Add…</source>
        <translation>Hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="141"/>
        <source>Extra folders:</source>
        <translation>Weitere Ordner:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="142"/>
        <source>Other folders of this computer to show in the sandbox. Each one widens what the agent can touch.</source>
        <translation>Weitere Ordner dieses Rechners, die in der Sandbox sichtbar sind. Jeder erweitert, was der Agent anfassen kann.</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="44"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="45"/>
        <source>What the container image contains. Changes here need a rebuild (the image tag in the preview changes).</source>
        <translation>Was das Container-Image enthält. Änderungen hier erfordern einen neuen Build (das Image-Tag in der Vorschau ändert sich).</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="62"/>
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="67"/>
        <source>Change agent</source>
        <translation>Agent ändern</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="73"/>
        <source>&amp;Base image:</source>
        <translation>&amp;Basis-Image:</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="77"/>
        <source>Change base image</source>
        <translation>Basis-Image ändern</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="82"/>
        <source>Debian packages separated by spaces, e.g. ripgrep jq</source>
        <translation>Debian-Pakete, durch Leerzeichen getrennt, z. B. ripgrep jq</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="89"/>
        <source>Change packages</source>
        <translation>Pakete ändern</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="99"/>
        <source>Certificates the image trusts</source>
        <translation>Zertifikate, denen das Image vertraut</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="107"/>
        <source>Pick PEM certificate files (*.crt, *.pem) on this computer</source>
        <translation>PEM-Zertifikatsdateien (*.crt, *.pem) auf diesem Rechner wählen</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="115"/>
        <source>Certificates:</source>
        <translation>Zertifikate:</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="116"/>
        <source>Certificate authorities of this computer the image trusts, such as a company proxy&apos;s. Their content is copied into the image when it is built.</source>
        <translation>Zertifizierungsstellen dieses Rechners, denen das Image vertraut, etwa die eines Firmen-Proxys. Ihr Inhalt wird beim Bauen ins Image kopiert.</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="161"/>
        <source>Certificates the Image Trusts</source>
        <translation>Zertifikate, denen das Image vertraut</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="162"/>
        <source>PEM certificates (*.crt *.pem);;All files (*)</source>
        <translation>PEM-Zertifikate (*.crt *.pem);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/imagesection.cpp" line="182"/>
        <source>Add %n certificate(s)</source>
        <translation>
            <numerusform>%n Zertifikat hinzufügen</numerusform>
            <numerusform>%n Zertifikate hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="192"/>
        <source>Trust this machine&apos;s certificate authorities</source>
        <translation>Den Zertifizierungsstellen dieses Rechners vertrauen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/imagesection.cpp" line="211"/>
        <source>Remove %n certificate(s)</source>
        <translation>
            <numerusform>%n Zertifikat entfernen</numerusform>
            <numerusform>%n Zertifikate entfernen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="235"/>
        <source>%1
A readable PEM certificate.</source>
        <translation>%1
Ein lesbares PEM-Zertifikat.</translation>
    </message>
    <message>
        <location filename="../ui/policyfilebar.cpp" line="127"/>
        <source>This project&apos;s policy file has not been approved on this computer, so sessions do not use it yet. Review it and approve it, or save your own version.</source>
        <translation>Die Richtliniendatei dieses Projekts wurde auf diesem Rechner noch nicht freigegeben, daher verwenden Sitzungen sie noch nicht. Prüfen und geben Sie sie frei, oder speichern Sie Ihre eigene Fassung.</translation>
    </message>
    <message>
        <location filename="../ui/policyfilebar.cpp" line="132"/>
        <source>This project&apos;s policy file changed since you approved it — possibly by the agent — so sessions do not use it. Review the changes before approving them.</source>
        <translation>Die Richtliniendatei dieses Projekts hat sich seit Ihrer Freigabe geändert – möglicherweise durch den Agenten –, daher verwenden Sitzungen sie nicht. Prüfen Sie die Änderungen, bevor Sie sie freigeben.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="304"/>
        <source>Approved the project policy.</source>
        <translation>Die Projektrichtlinie wurde freigegeben.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="363"/>
        <source>Reset %1 to the inherited value</source>
        <translation>%1 auf den geerbten Wert zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="100"/>
        <source>0 (refused)</source>
        <translation>0 (abgelehnt)</translation>
    </message>
    <message>
        <location filename="../ui/limitssection.cpp" line="102"/>
        <source>The file says 0, no timeout, which ai-sandbox exec and the MCP server refuse: pick a duration.</source>
        <translation>In der Datei steht 0, kein Zeitlimit, was ai-sandbox exec und der MCP-Server ablehnen: wählen Sie eine Dauer.</translation>
    </message>
    <message>
        <location filename="../ui/imagesection.cpp" line="151"/>
        <source>Unknown agent preset.</source>
        <translation>Unbekannte Agent-Vorlage.</translation>
    </message>
    <message>
        <location filename="../ui/policyfilebar.cpp" line="162"/>
        <source>Parts of the project file could not be read and will be dropped when you save:
%1</source>
        <translation>Teile der Projektdatei konnten nicht gelesen werden und gehen beim Speichern verloren:
%1</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="278"/>
        <source>%1 usually needs: %2</source>
        <translation>%1 braucht üblicherweise: %2</translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="223"/>
        <source>%1 usually reads: %2</source>
        <translation>%1 liest üblicherweise: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/environmentsection.cpp" line="259"/>
        <source>%1 look(s) like a secret but the value is saved in plain text in .ai-sandbox.toml, which the agent can read and which is often committed.</source>
        <translation>
            <numerusform>%1 sieht nach einem Geheimnis aus, aber der Wert wird im Klartext in .ai-sandbox.toml gespeichert, die der Agent lesen kann und die oft eingecheckt wird.</numerusform>
            <numerusform>%1 sehen nach Geheimnissen aus, aber die Werte werden im Klartext in .ai-sandbox.toml gespeichert, die der Agent lesen kann und die oft eingecheckt wird.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="402"/>
        <source>Revert Unsaved Changes?</source>
        <translation>Ungespeicherte Änderungen verwerfen?</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="403"/>
        <source>Go back to the policy as saved in %1? Your unsaved changes are discarded.</source>
        <translation>Zur in %1 gespeicherten Richtlinie zurückkehren? Ihre ungespeicherten Änderungen werden verworfen.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="406"/>
        <source>Edit &gt; Undo (Ctrl+Z) brings them back.</source>
        <translation>Bearbeiten &gt; Rückgängig (Strg+Z) holt sie zurück.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="407"/>
        <source>Revert Changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="408"/>
        <source>Keep Editing</source>
        <translation>Weiter bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="423"/>
        <source>Revert to the saved file</source>
        <translation>Zur gespeicherten Datei zurückkehren</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="428"/>
        <source>Reverted to the saved policy; Edit &gt; Undo brings your changes back.</source>
        <translation>Zur gespeicherten Richtlinie zurückgekehrt; Bearbeiten &gt; Rückgängig holt Ihre Änderungen zurück.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyeditor.cpp" line="441"/>
        <source>%n problem(s) to fix before saving</source>
        <translation>
            <numerusform>%n Problem vor dem Speichern zu beheben</numerusform>
            <numerusform>%n Probleme vor dem Speichern zu beheben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="443"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="445"/>
        <source>Saved in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="447"/>
        <source>No project file yet: every value is inherited</source>
        <translation>Noch keine Projektdatei: alle Werte sind geerbt</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="470"/>
        <location filename="../ui/policyeditor.cpp" line="478"/>
        <source>The policy was not saved.</source>
        <translation>Die Richtlinie wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="490"/>
        <source>Saved and approved %1</source>
        <translation>%1 gespeichert und freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="506"/>
        <source>Reloaded the policy from disk.</source>
        <translation>Die Richtlinie wurde neu von der Platte geladen.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="536"/>
        <source>The policy file changed on disk.</source>
        <translation>Die Richtliniendatei wurde auf der Platte geändert.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="543"/>
        <source>your version</source>
        <translation>Ihre Fassung</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="543"/>
        <source>on disk</source>
        <translation>auf der Platte</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="545"/>
        <source>Changes Made on Disk</source>
        <translation>Änderungen auf der Platte</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="546"/>
        <source>Lines starting with + were added on disk, lines with - are only in your version.</source>
        <translation>Zeilen mit + wurden auf der Platte hinzugefügt, Zeilen mit - gibt es nur in Ihrer Fassung.</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="547"/>
        <source>(no differences in content)</source>
        <translation>(keine inhaltlichen Unterschiede)</translation>
    </message>
    <message>
        <location filename="../ui/policyeditor.cpp" line="564"/>
        <source>Your version is kept; saving will overwrite the file on disk.</source>
        <translation>Ihre Fassung bleibt erhalten; beim Speichern wird die Datei auf der Platte überschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="318"/>
        <source>“%1” is not a host name: %2. Nothing was added.</source>
        <translation>„%1“ ist kein Hostname: %2. Nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../ui/networksection.cpp" line="319"/>
        <source>“%1” is not a host name (%2), so nothing of “%3” was added. Separate several hosts with spaces; each must be a name like example.com or .example.com.</source>
        <translation>„%1“ ist kein Hostname (%2), daher wurde nichts von „%3“ hinzugefügt. Trennen Sie mehrere Hosts durch Leerzeichen; jeder muss ein Name wie example.com oder .example.com sein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/networksection.cpp" line="351"/>
        <source>Added %n host(s) from the clipboard.</source>
        <translation>
            <numerusform>%n Host aus der Zwischenablage hinzugefügt.</numerusform>
            <numerusform>%n Hosts aus der Zwischenablage hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/networksection.cpp" line="369"/>
        <source>Remove %n host(s)</source>
        <translation>
            <numerusform>%n Host entfernen</numerusform>
            <numerusform>%n Hosts entfernen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/environmentsection.cpp" line="277"/>
        <source>%1 is already listed.</source>
        <translation>%1 ist bereits aufgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="189"/>
        <source>Add an Extra Folder</source>
        <translation>Zusätzlichen Ordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="193"/>
        <source>A folder on this computer</source>
        <translation>Ein Ordner auf diesem Rechner</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="194"/>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="211"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="212"/>
        <source>&amp;In the sandbox:</source>
        <translation>&amp;In der Sandbox:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="213"/>
        <source>Access:</source>
        <translation>Zugriff:</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="216"/>
        <source>Add Folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="225"/>
        <source>%1 is not a folder on this computer.</source>
        <translation>%1 ist kein Ordner auf diesem Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="227"/>
        <source>The path in the sandbox must start with /.</source>
        <translation>Der Pfad in der Sandbox muss mit / beginnen.</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="242"/>
        <source>Folder to Show in the Sandbox</source>
        <translation>In der Sandbox sichtbarer Ordner</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="256"/>
        <source>Add extra folder</source>
        <translation>Weiteren Ordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/filessection.cpp" line="270"/>
        <source>Remove extra folder</source>
        <translation>Weiteren Ordner entfernen</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyFile</name>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="64"/>
        <source>Fix the TOML syntax there; nothing from this file is used.</source>
        <translation>Korrigieren Sie dort die TOML-Syntax; nichts aus dieser Datei wird verwendet.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="74"/>
        <source>%1: unknown section [%2]; the sections are [%3]. Remove it or fix its name.</source>
        <translation>%1: unbekannter Abschnitt [%2]; die Abschnitte sind [%3]. Entfernen Sie ihn oder korrigieren Sie seinen Namen.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="96"/>
        <source>%1: %2 must be a table: write a [%2] header and the settings below it.</source>
        <translation>%1: %2 muss eine Tabelle sein: schreiben Sie eine Überschrift [%2] und die Einstellungen darunter.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="108"/>
        <source>%1: unknown key %2; the keys of [%3] are: %4. Remove it or fix its name.</source>
        <translation>%1: unbekannter Schlüssel %2; die Schlüssel von [%3] sind: %4. Entfernen Sie ihn oder korrigieren Sie seinen Namen.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="143"/>
        <source>Cannot read the policy file %1: %2. Check its permissions.</source>
        <translation>Die Richtliniendatei %1 kann nicht gelesen werden: %2. Prüfen Sie ihre Berechtigungen.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="186"/>
        <source>Cannot create the folder %1 for the policy file. Check that its parent is writable.</source>
        <translation>Der Ordner %1 für die Richtliniendatei kann nicht angelegt werden. Prüfen Sie, ob sein übergeordneter Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="194"/>
        <source>Cannot write the policy file %1: %2. Check the folder&apos;s permissions.</source>
        <translation>Die Richtliniendatei %1 kann nicht geschrieben werden: %2. Prüfen Sie die Berechtigungen des Ordners.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="200"/>
        <source>the disk is full or the file too large</source>
        <translation>der Datenträger ist voll oder die Datei zu groß</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="203"/>
        <source>Cannot write the policy file %1: %2. The old file is unchanged.</source>
        <translation>Die Richtliniendatei %1 kann nicht geschrieben werden: %2. Die alte Datei ist unverändert.</translation>
    </message>
    <message>
        <location filename="../core/policy/policyfile.cpp" line="208"/>
        <source>Cannot save the policy file %1: %2. The old file is unchanged.</source>
        <translation>Die Richtliniendatei %1 kann nicht gespeichert werden: %2. Die alte Datei ist unverändert.</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyLoader</name>
    <message>
        <location filename="../core/policy/policyloader.cpp" line="55"/>
        <source>Cannot read the project policy %1: %2. Check its permissions.</source>
        <translation>Die Projektrichtlinie %1 kann nicht gelesen werden: %2. Prüfen Sie ihre Berechtigungen.</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyPreview</name>
    <message>
        <location filename="../ui/policypreview.cpp" line="60"/>
        <source>Image:</source>
        <translation>Image:</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="67"/>
        <source>The image tag is a hash of everything that goes into the image. It changes exactly when a change needs a rebuild.</source>
        <translation>Das Image-Tag ist ein Hash über alles, was ins Image eingeht. Es ändert sich genau dann, wenn eine Änderung einen neuen Build erfordert.</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="72"/>
        <source>Copy the shown artifact to the clipboard</source>
        <translation>Das angezeigte Artefakt in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="96"/>
        <source>Artifact shown</source>
        <translation>Angezeigte Datei</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="100"/>
        <source>Wrap Lines</source>
        <translation>Umbrechen</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="104"/>
        <source>Wrap long lines instead of scrolling sideways</source>
        <translation>Lange Zeilen umbrechen statt seitlich zu scrollen</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="107"/>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="113"/>
        <source>Containerfile</source>
        <translation>Containerfile</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="113"/>
        <source>Entrypoint</source>
        <translation>Entrypoint</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="113"/>
        <source>Firewall</source>
        <translation>Firewall</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="114"/>
        <source>Gate</source>
        <translation>Gate</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="114"/>
        <source>podman run</source>
        <translation>podman run</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="114"/>
        <source>Effective</source>
        <translation>Wirksam</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="116"/>
        <source>The Containerfile the image is built from</source>
        <translation>Das Containerfile, aus dem das Image gebaut wird</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="117"/>
        <source>entrypoint.sh: loads the firewall, then drops privileges and starts the harness</source>
        <translation>entrypoint.sh: lädt die Firewall, gibt dann Rechte ab und startet den Agenten</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="118"/>
        <source>nftables ruleset loaded inside the sandbox: only the gate may be reached</source>
        <translation>nftables-Regelwerk in der Sandbox: nur das Gate ist erreichbar</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="119"/>
        <source>squid configuration of the egress gate: the allowlist</source>
        <translation>squid-Konfiguration des Ausgangs-Gates: die Erlaubnisliste</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="120"/>
        <source>The podman run command line (placeholders for session values; environment values are never shown)</source>
        <translation>Die podman-run-Befehlszeile (Platzhalter für Sitzungswerte; Umgebungswerte werden nie gezeigt)</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="122"/>
        <source>The effective policy after merging every layer, secrets redacted</source>
        <translation>Die wirksame Richtlinie nach dem Zusammenführen aller Ebenen, Geheimnisse geschwärzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policypreview.cpp" line="222"/>
        <source>The policy has %n problem(s); the preview shows the last valid state.</source>
        <translation>
            <numerusform>Die Richtlinie hat %n Problem; die Vorschau zeigt den letzten gültigen Stand.</numerusform>
            <numerusform>Die Richtlinie hat %n Probleme; die Vorschau zeigt den letzten gültigen Stand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policypreview.cpp" line="224"/>
        <source>The policy has %n problem(s); fix them to see the preview.</source>
        <translation>
            <numerusform>Die Richtlinie hat %n Problem; beheben Sie es, um die Vorschau zu sehen.</numerusform>
            <numerusform>Die Richtlinie hat %n Probleme; beheben Sie sie, um die Vorschau zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="254"/>
        <source># Network mode &quot;none&quot;: the sandbox has no network at all, so no ruleset is loaded.
</source>
        <translation># Netzwerkmodus „none“: Die Sandbox hat gar kein Netzwerk, daher wird kein Regelwerk geladen.
</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="256"/>
        <source># Network mode &quot;open&quot;: no ruleset; the sandbox reaches every address. Use it only for trusted work.
</source>
        <translation># Netzwerkmodus „open“: kein Regelwerk; die Sandbox erreicht jede Adresse. Nur für vertrauenswürdige Arbeit verwenden.
</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="260"/>
        <source># No egress gate in network mode &quot;%1&quot;.
</source>
        <translation># Kein Ausgangs-Gate im Netzwerkmodus „%1“.
</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="265"/>
        <source># No sandbox can start with this policy here: %1
</source>
        <translation># Mit dieser Richtlinie kann hier keine Sandbox starten: %1
</translation>
    </message>
    <message>
        <location filename="../ui/policypreview.cpp" line="269"/>
        <source># Looking for nested git repositories in the project: the read-only binds of their config and hooks are added when they are known.
</source>
        <translation># Suche nach verschachtelten Git-Repositorys im Projekt: Die schreibgeschützten Binds ihrer Konfiguration und Hooks werden hinzugefügt, sobald sie bekannt sind.
</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyReview</name>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="52"/>
        <source>open network: the sandbox reaches any host on the internet and the services of this computer, with no gate and no log</source>
        <translation>offenes Netzwerk: die Sandbox erreicht jeden Host im Internet und die Dienste dieses Rechners, ohne Gate und ohne Protokoll</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="67"/>
        <source>a service on this computer or its network: the sandbox can send it requests</source>
        <translation>ein Dienst auf diesem Rechner oder in seinem Netz: die Sandbox kann ihm Anfragen senden</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="72"/>
        <source>a host folder the sandbox can read and change</source>
        <translation>ein Host-Ordner, den die Sandbox lesen und ändern kann</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="73"/>
        <source>a host folder the sandbox can read</source>
        <translation>ein Host-Ordner, den die Sandbox lesen kann</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="84"/>
        <source>no longer read-only: the sandbox may change what host tools later run or trust</source>
        <translation>nicht mehr schreibgeschützt: die Sandbox kann ändern, was Host-Werkzeuge später ausführen oder dem sie vertrauen</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="86"/>
        <source>no longer hidden: the sandbox may read it</source>
        <translation>nicht mehr verborgen: die Sandbox kann es lesen</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="99"/>
        <source>decides which programs and libraries run in the sandbox</source>
        <translation>bestimmt, welche Programme und Bibliotheken in der Sandbox laufen</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="106"/>
        <source>passes every variable of this computer, secrets included</source>
        <translation>übergibt jede Variable dieses Rechners, Geheimnisse eingeschlossen</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="113"/>
        <source>another base image: whoever publishes it decides every program in the sandbox, its firewall tools included</source>
        <translation>ein anderes Basis-Image: wer es veröffentlicht, bestimmt jedes Programm in der Sandbox, ihre Firewall-Werkzeuge eingeschlossen</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="118"/>
        <source>runs this command instead of the harness</source>
        <translation>führt diesen Befehl statt des Harness aus</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="133"/>
        <source>runs this command on this computer, outside the sandbox, at every session start, and the gate adds its output to requests to %1: check the command word by word</source>
        <translation>führt diesen Befehl bei jedem Sitzungsstart auf diesem Rechner aus, außerhalb der Sandbox, und das Gate fügt seine Ausgabe zu Anfragen an %1 hinzu: prüfen Sie den Befehl Wort für Wort</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="148"/>
        <source>the session&apos;s terminal is not recorded: what the agent showed and did there cannot be replayed afterwards</source>
        <translation>das Terminal der Sitzung wird nicht aufgezeichnet: Was der Agent dort angezeigt und getan hat, kann danach nicht wiedergegeben werden</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="198"/>
        <source>(new)</source>
        <translation>(neu)</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="230"/>
        <source>new host: the sandbox may send it anything it can read</source>
        <translation>neuer Host: die Sandbox kann ihm alles senden, was sie lesen kann</translation>
    </message>
    <message>
        <location filename="../core/policy/policyreview.cpp" line="233"/>
        <source>new or changed credential: the gate adds a secret of this computer to the sandbox&apos;s requests to this host (the sandbox can use it, not read it)</source>
        <translation>neue oder geänderte Zugangsdaten: das Gate fügt ein Geheimnis dieses Rechners zu den Anfragen der Sandbox an diesen Host hinzu (die Sandbox kann es nutzen, aber nicht lesen)</translation>
    </message>
</context>
<context>
    <name>aisb::PolicyReviewDialog</name>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="65"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="69"/>
        <source>Files and folders</source>
        <translation>Dateien und Ordner</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="73"/>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="76"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="78"/>
        <source>Credentials</source>
        <translation>Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="83"/>
        <source>Command and limits</source>
        <translation>Befehl und Grenzen</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="90"/>
        <source>Network mode</source>
        <translation>Netzwerkmodus</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="92"/>
        <source>Allowed host</source>
        <translation>Erlaubter Host</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="94"/>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="96"/>
        <source>Local service</source>
        <translation>Lokaler Dienst</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="98"/>
        <source>Extra folder</source>
        <translation>Zusätzlicher Ordner</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="100"/>
        <source>No longer hidden</source>
        <translation>Nicht mehr verborgen</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="101"/>
        <source>No longer read-only</source>
        <translation>Nicht mehr schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="103"/>
        <source>Hidden path</source>
        <translation>Verborgener Pfad</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="104"/>
        <source>Read-only path</source>
        <translation>Schreibgeschützter Pfad</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="106"/>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="108"/>
        <source>Variable from this computer</source>
        <translation>Variable von diesem Rechner</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="110"/>
        <source>Secret names</source>
        <translation>Namen von Geheimnissen</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="112"/>
        <source>Base image</source>
        <translation>Basis-Image</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="114"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="116"/>
        <source>Credential added by the gate</source>
        <translation>Vom Gate hinzugefügte Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="122"/>
        <source>Packages</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="123"/>
        <source>Harness</source>
        <translation>Harness</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="125"/>
        <source>Certificates the image trusts</source>
        <translation>Zertifikate, denen das Image vertraut</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="126"/>
        <source>Working folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="127"/>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="128"/>
        <source>Keep the container</source>
        <translation>Container behalten</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="129"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="130"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="131"/>
        <source>Processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="132"/>
        <source>Size of /tmp</source>
        <translation>Größe von /tmp</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="134"/>
        <source>Exec timeout</source>
        <translation>Exec-Zeitlimit</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="135"/>
        <source>Project access</source>
        <translation>Zugriff auf das Projekt</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="137"/>
        <source>Persistent home folder</source>
        <translation>Dauerhafter Home-Ordner</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="139"/>
        <source>Terminal recording</source>
        <translation>Terminal-Aufzeichnung</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="141"/>
        <source>Recording size cap (MiB)</source>
        <translation>Größenobergrenze der Aufzeichnung (MiB)</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="156"/>
        <source>Review Before Saving</source>
        <translation>Vor dem Speichern prüfen</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="156"/>
        <source>Review the Project Policy</source>
        <translation>Projektrichtlinie prüfen</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="160"/>
        <source>Check what the policy you save grants</source>
        <translation>Prüfen, was die zu speichernde Richtlinie gewährt</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="161"/>
        <source>Check what this project&apos;s policy grants</source>
        <translation>Prüfen, was die Richtlinie dieses Projekts gewährt</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="172"/>
        <source>You are saving values that came from %1, which you have not approved. Saving approves everything below, not only your own edits.</source>
        <translation>Sie speichern Werte aus %1, die Sie nicht freigegeben haben. Speichern gibt alles unten Aufgeführte frei, nicht nur Ihre eigenen Änderungen.</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="176"/>
        <source>%1 has not been approved on this computer, so sessions do not use it. The agent, a commit or a download may have written it: approve it only if you agree with everything it grants.</source>
        <translation>%1 wurde auf diesem Rechner nicht freigegeben, daher verwenden Sitzungen die Datei nicht. Der Agent, ein Commit oder ein Download kann sie geschrieben haben: geben Sie sie nur frei, wenn Sie mit allem einverstanden sind, was sie gewährt.</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="181"/>
        <source>%1 changed since you approved it — possibly by the agent — so sessions do not use it. Approve the new content only if you agree with what it grants.</source>
        <translation>%1 hat sich seit Ihrer Freigabe geändert – möglicherweise durch den Agenten –, daher verwenden Sitzungen die Datei nicht. Geben Sie den neuen Inhalt nur frei, wenn Sie mit dem einverstanden sind, was er gewährt.</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="216"/>
        <source>&lt;b&gt;This file cannot be read as a policy, so it cannot be approved.&lt;/b&gt; Fix it in a text editor, or open the Policy tab and save your own version.&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Diese Datei lässt sich nicht als Richtlinie lesen und kann daher nicht freigegeben werden.&lt;/b&gt; Korrigieren Sie sie in einem Texteditor, oder öffnen Sie den Reiter „Richtlinie“ und speichern Sie Ihre eigene Fassung.&lt;br&gt;%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/policyreviewdialog.cpp" line="221"/>
        <source>&lt;b&gt;%n item(s) can weaken the sandbox&lt;/b&gt; and are marked below. Approve only if you meant them.</source>
        <translation>
            <numerusform>&lt;b&gt;%n Eintrag kann die Sandbox schwächen&lt;/b&gt; und ist unten markiert. Geben Sie ihn nur frei, wenn Sie ihn so gemeint haben.</numerusform>
            <numerusform>&lt;b&gt;%n Einträge können die Sandbox schwächen&lt;/b&gt; und sind unten markiert. Geben Sie sie nur frei, wenn Sie sie so gemeint haben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="233"/>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="233"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="233"/>
        <source>Why it matters</source>
        <translation>Warum es wichtig ist</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="245"/>
        <source>What the policy grants</source>
        <translation>Was die Richtlinie gewährt</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="250"/>
        <source>approved</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="255"/>
        <source>Changes to the policy file</source>
        <translation>Änderungen an der Richtliniendatei</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="257"/>
        <source>What It Grants</source>
        <translation>Was sie gewährt</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="258"/>
        <source>File Content</source>
        <translation>Dateiinhalt</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="258"/>
        <source>Changes Since Approval</source>
        <translation>Änderungen seit der Freigabe</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="262"/>
        <source>Save and Approve</source>
        <translation>Speichern und freigeben</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="262"/>
        <source>Approve</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="291"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="291"/>
        <source>every value is inherited</source>
        <translation>jeder Wert ist geerbt</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="308"/>
        <source>%1 (new)</source>
        <translation>%1 (neu)</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="310"/>
        <source>%1 — field %2</source>
        <translation>%1 — Feld %2</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="334"/>
        <location filename="../ui/policyreviewdialog.cpp" line="349"/>
        <source>Not Approved</source>
        <translation>Nicht freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/policyreviewdialog.cpp" line="335"/>
        <source>Cannot read %1: %2. Check that it exists and is readable.</source>
        <translation>%1 kann nicht gelesen werden: %2. Prüfen Sie, ob die Datei existiert und lesbar ist.</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectChanges</name>
    <message>
        <location filename="../core/session/projectchanges.cpp" line="132"/>
        <location filename="../core/session/projectchanges.cpp" line="149"/>
        <source>a folder on its way is missing or is not a folder</source>
        <translation>ein Ordner auf dem Weg fehlt oder ist kein Ordner</translation>
    </message>
    <message>
        <location filename="../core/session/projectchanges.cpp" line="198"/>
        <source>a special file (device, pipe, socket) is not restored</source>
        <translation>eine Spezialdatei (Gerät, Pipe, Socket) wird nicht wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../core/session/projectchanges.cpp" line="202"/>
        <source>its content is never kept, as it may hold secrets (the policy file, .env, credentials, keys): restore it from your own copy</source>
        <translation>sein Inhalt wird nie aufbewahrt, da er Geheimnisse enthalten kann (die Richtliniendatei, .env, Zugangsdaten, Schlüssel): stellen Sie ihn aus Ihrer eigenen Kopie wieder her</translation>
    </message>
    <message>
        <location filename="../core/session/projectchanges.cpp" line="207"/>
        <source>its content was not kept (larger than the cap, see changes/undo_file_cap)</source>
        <translation>ihr Inhalt wurde nicht aufbewahrt (größer als die Obergrenze, siehe changes/undo_file_cap)</translation>
    </message>
    <message>
        <location filename="../core/session/projectchanges.cpp" line="212"/>
        <source>its kept content is missing: %1</source>
        <translation>ihr aufbewahrter Inhalt fehlt: %1</translation>
    </message>
    <message>
        <location filename="../core/session/projectchanges.cpp" line="217"/>
        <source>its kept content does not match its hash</source>
        <translation>ihr aufbewahrter Inhalt passt nicht zu ihrem Hash</translation>
    </message>
    <message>
        <location filename="../core/session/projectchanges.cpp" line="402"/>
        <source>cannot be created</source>
        <translation>lässt sich nicht anlegen</translation>
    </message>
    <message>
        <location filename="../core/session/projectchanges.cpp" line="426"/>
        <source>the copy no longer holds what the session left there</source>
        <translation>die Kopie enthält nicht mehr, was die Sitzung dort hinterlassen hat</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectHeader</name>
    <message>
        <location filename="../ui/projectheader.cpp" line="73"/>
        <source>Change…</source>
        <translation>Ändern …</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="78"/>
        <source>Choose where this project&apos;s sessions run: this computer or a podman service</source>
        <translation>Wählen, wo die Sitzungen dieses Projekts laufen: auf diesem Computer oder auf einem podman-Dienst</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="99"/>
        <source>Use This Computer</source>
        <translation>Diesen Computer verwenden</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="101"/>
        <source>Run this project&apos;s sessions on this computer&apos;s podman</source>
        <translation>Die Sitzungen dieses Projekts mit dem podman dieses Computers ausführen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="118"/>
        <source>Show Variable</source>
        <translation>Variable zeigen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="120"/>
        <source>Show the variable in the policy&apos;s Environment section</source>
        <translation>Die Variable im Abschnitt „Umgebung“ der Richtlinie zeigen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="141"/>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="143"/>
        <location filename="../ui/projectheader.cpp" line="268"/>
        <location filename="../ui/projectheader.cpp" line="274"/>
        <source>Build the image for this policy (Ctrl+B)</source>
        <translation>Das Image für diese Richtlinie bauen (Strg+B)</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="144"/>
        <source>Launch</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="146"/>
        <location filename="../ui/projectheader.cpp" line="275"/>
        <source>Start a sandboxed session (Ctrl+Return)</source>
        <translation>Eine Sitzung in der Sandbox starten (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="156"/>
        <source>Quarantine (untrusted repository)</source>
        <translation>Quarantäne (nicht vertrauenswürdiges Repository)</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="159"/>
        <source>For a repository you do not trust: the sandbox gets no network, no home volume, no extra mounts and no variables, the project&apos;s .ai-sandbox.toml is ignored, and the agent works on a throw-away copy in the session folder: the project itself is never mounted. When the session ends, its Changes view shows what it changed in the copy, and you apply what you want.</source>
        <translation>Für ein Repository, dem Sie nicht vertrauen: die Sandbox bekommt kein Netz, kein Home-Volume, keine zusätzlichen Mounts und keine Variablen, die .ai-sandbox.toml des Projekts wird ignoriert, und der Agent arbeitet auf einer Wegwerf-Kopie im Sitzungsordner: das Projekt selbst wird nie eingebunden. Wenn die Sitzung endet, zeigt ihre Änderungsansicht, was sie in der Kopie geändert hat, und Sie übernehmen, was Sie wollen.</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="177"/>
        <source>Checking the container engine…</source>
        <translation>Container-Engine wird geprüft …</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="178"/>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="184"/>
        <source>Sessions run on %1</source>
        <translation>Sitzungen laufen auf: %1</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="194"/>
        <source>Launch will be refused: %1</source>
        <translation>Der Start wird verweigert: %1</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="233"/>
        <source>Image status unknown</source>
        <translation>Image-Zustand unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="237"/>
        <source>Image built</source>
        <translation>Image gebaut</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="241"/>
        <source>Image needs a build</source>
        <translation>Image muss gebaut werden</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="245"/>
        <source>Building image…</source>
        <translation>Image wird gebaut …</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="249"/>
        <source>Image build failed</source>
        <translation>Image-Build fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/projectheader.cpp" line="253"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectItemDelegate</name>
    <message>
        <location filename="../ui/projectitemdelegate.cpp" line="89"/>
        <source>Folder not found</source>
        <translation>Ordner nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/projectitemdelegate.cpp" line="97"/>
        <source>%n running</source>
        <translation>
            <numerusform>%n läuft</numerusform>
            <numerusform>%n laufen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>aisb::ProjectListModel</name>
    <message>
        <location filename="../ui/projectlistmodel.cpp" line="205"/>
        <source>%1
This folder no longer exists. Remove it from the list, or restore the folder.</source>
        <translation>%1
Dieser Ordner existiert nicht mehr. Entfernen Sie ihn aus der Liste oder stellen Sie den Ordner wieder her.</translation>
    </message>
    <message>
        <location filename="../ui/projectlistmodel.cpp" line="207"/>
        <source>%1
Has a desktop launcher.</source>
        <translation>%1
Hat einen Desktop-Starter.</translation>
    </message>
</context>
<context>
    <name>aisb::ProjectSync</name>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="243"/>
        <source>not a relative path</source>
        <translation>kein relativer Pfad</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="246"/>
        <source>an empty, &quot;.&quot; or &quot;..&quot; component</source>
        <translation>ein leerer Bestandteil, &quot;.&quot; oder &quot;..&quot;</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="249"/>
        <source>a control character in the name</source>
        <translation>ein Steuerzeichen im Namen</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="369"/>
        <source>Listing the project on the remote service</source>
        <translation>Projekt auf dem entfernten Dienst wird aufgelistet</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="376"/>
        <source>listing the remote project failed: %1</source>
        <translation>das Auflisten des entfernten Projekts ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="384"/>
        <source>Comparing the project with the remote copy</source>
        <translation>Projekt wird mit der entfernten Kopie verglichen</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="393"/>
        <source>the remote project&apos;s listing is malformed</source>
        <translation>die Auflistung des entfernten Projekts ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="407"/>
        <source>the project could not be read: %1</source>
        <translation>das Projekt konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="442"/>
        <source>%1 bytes there, over the %2-byte cap: not brought back</source>
        <translation>dort %1 Bytes, über der Grenze von %2 Bytes: nicht zurückgeholt</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="574"/>
        <source>%1 bytes, over the %2-byte cap: not sent</source>
        <translation>%1 Bytes, über der Grenze von %2 Bytes: nicht gesendet</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/remote/projectsync.cpp" line="600"/>
        <source>Bringing back %n changed path(s) from the remote service</source>
        <translation>
            <numerusform>%n geänderter Pfad wird vom entfernten Dienst zurückgeholt</numerusform>
            <numerusform>%n geänderte Pfade werden vom entfernten Dienst zurückgeholt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="615"/>
        <source>bringing back the remote changes failed: %1</source>
        <translation>das Zurückholen der entfernten Änderungen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="618"/>
        <source>bringing back the remote changes failed: a file there grew past its listed size while it was read; sync again</source>
        <translation>das Zurückholen der entfernten Änderungen ist fehlgeschlagen: eine Datei dort wuchs beim Lesen über ihre gelistete Größe; synchronisieren Sie erneut</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="640"/>
        <source>Writing what came back (%1 bytes) into the project</source>
        <translation>Zurückgeholtes (%1 Bytes) wird ins Projekt geschrieben</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="649"/>
        <source>the remote changes could not be read: %1</source>
        <translation>die entfernten Änderungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="656"/>
        <location filename="../core/remote/projectsync.cpp" line="717"/>
        <source>the project folder cannot be opened</source>
        <translation>der Projektordner kann nicht geöffnet werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/remote/projectsync.cpp" line="723"/>
        <source>Removing %n path(s) on the remote service</source>
        <translation>
            <numerusform>%n Pfad wird auf dem entfernten Dienst entfernt</numerusform>
            <numerusform>%n Pfade werden auf dem entfernten Dienst entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="733"/>
        <source>removing paths on the remote service failed: %1</source>
        <translation>das Entfernen von Pfaden auf dem entfernten Dienst ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/remote/projectsync.cpp" line="758"/>
        <source>Sending %n changed path(s) to the remote service</source>
        <translation>
            <numerusform>%n geänderter Pfad wird an den entfernten Dienst gesendet</numerusform>
            <numerusform>%n geänderte Pfade werden an den entfernten Dienst gesendet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="781"/>
        <source>Sending %1 bytes to the remote service</source>
        <translation>%1 Bytes werden an den entfernten Dienst gesendet</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="793"/>
        <source>sending the changes to the remote service failed: %1</source>
        <translation>das Senden der Änderungen an den entfernten Dienst ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="802"/>
        <source>not written on the remote side</source>
        <translation>auf der entfernten Seite nicht geschrieben</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="843"/>
        <source>the sync state could not be saved in %1: %2</source>
        <translation>der Synchronisationsstand konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="877"/>
        <source>Project sync failed: %1</source>
        <translation>Projektsynchronisation fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="879"/>
        <source>Project in sync with the remote copy (%1 ms)</source>
        <translation>Projekt stimmt mit der entfernten Kopie überein (%1 ms)</translation>
    </message>
    <message>
        <location filename="../core/remote/projectsync.cpp" line="880"/>
        <source>Project synced in %1 ms: %2 sent, %3 brought back, %4 removed remotely, %5 removed here</source>
        <translation>Projekt in %1 ms synchronisiert: %2 gesendet, %3 zurückgeholt, %4 auf dem Dienst gelöscht, %5 hier gelöscht</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/remote/projectsync.cpp" line="887"/>
        <source>; %n conflict(s): this machine&apos;s copy was kept, the remote one is under the session&apos;s sync-conflicts folder</source>
        <translation>
            <numerusform>; %n Konflikt: die Kopie dieses Rechners wurde behalten, die entfernte liegt im Ordner sync-conflicts der Sitzung</numerusform>
            <numerusform>; %n Konflikte: die Kopien dieses Rechners wurden behalten, die entfernten liegen im Ordner sync-conflicts der Sitzung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/remote/projectsync.cpp" line="891"/>
        <source>; %n protected path(s) changed remotely were not brought back</source>
        <translation>
            <numerusform>; %n geschützter, entfernt geänderter Pfad wurde nicht zurückgeholt</numerusform>
            <numerusform>; %n geschützte, entfernt geänderte Pfade wurden nicht zurückgeholt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>aisb::ProjectView</name>
    <message>
        <location filename="../core/session/projectview.cpp" line="237"/>
        <source>the project view needs a user namespace: %1</source>
        <translation>die Projektansicht braucht einen Benutzer-Namespace: %1</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="245"/>
        <source>open_tree of %1 failed: %2 (Linux &gt;= 5.2 is needed)</source>
        <translation>open_tree von %1 fehlgeschlagen: %2 (nötig ist Linux ≥ 5.2)</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="254"/>
        <source>%1 cannot be idmapped (%2): it needs Linux &gt;= 5.12 and a file system that supports idmapped mounts (ext4, xfs, btrfs; tmpfs from Linux 6.3; not NFS)</source>
        <translation>%1 kann nicht ID-gemappt werden (%2): nötig sind Linux ≥ 5.12 und ein Dateisystem mit ID-gemappten Mounts (ext4, xfs, btrfs; tmpfs ab Linux 6.3; nicht NFS)</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="83"/>
        <source>writing %1 failed: %2</source>
        <translation>Schreiben von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="106"/>
        <source>pipe failed: %1</source>
        <translation>pipe fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="118"/>
        <source>this kernel does not let root create a user namespace (%1)</source>
        <translation>dieser Kernel erlaubt root nicht, einen Benutzer-Namespace anzulegen (%1)</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="120"/>
        <source>clone failed: %1</source>
        <translation>clone fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="132"/>
        <source>opening %1 failed: %2</source>
        <translation>Öffnen von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="273"/>
        <source>mounting the view on %1 failed: %2</source>
        <translation>Einhängen der Ansicht in %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="281"/>
        <source>project views need Linux</source>
        <translation>Projektansichten brauchen Linux</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="293"/>
        <source>cannot unmount the project view %1: %2</source>
        <translation>die Projektansicht %1 kann nicht ausgehängt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/session/projectview.cpp" line="296"/>
        <source>cannot remove the project view&apos;s mount point %1: %2</source>
        <translation>der Einhängepunkt %1 der Projektansicht kann nicht entfernt werden: %2</translation>
    </message>
</context>
<context>
    <name>aisb::ProtectedPathWatch</name>
    <message>
        <location filename="../core/session/protectedpaths.cpp" line="300"/>
        <source>%1 cannot be made</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/session/protectedpaths.cpp" line="406"/>
        <source>no quarantine folder could be made</source>
        <translation>es konnte kein Quarantäne-Ordner angelegt werden</translation>
    </message>
</context>
<context>
    <name>aisb::Pty</name>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="55"/>
        <source>This terminal already runs a program; open a new one.</source>
        <translation>In diesem Terminal läuft bereits ein Programm; öffnen Sie ein neues.</translation>
    </message>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="60"/>
        <source>Could not open a pseudo-terminal (%1). Check that /dev/ptmx exists and that the pty limit (/proc/sys/kernel/pty/max) is not reached.</source>
        <translation>Es konnte kein Pseudo-Terminal geöffnet werden (%1). Prüfen Sie, ob /dev/ptmx existiert und die pty-Grenze (/proc/sys/kernel/pty/max) nicht erreicht ist.</translation>
    </message>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="69"/>
        <source>Could not set up the pseudo-terminal (%1). Check that /dev/pts is mounted.</source>
        <translation>Das Pseudo-Terminal konnte nicht eingerichtet werden (%1). Prüfen Sie, ob /dev/pts eingehängt ist.</translation>
    </message>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="78"/>
        <source>Could not open %1 (%2). Check the permissions of /dev/pts.</source>
        <translation>%1 konnte nicht geöffnet werden (%2). Prüfen Sie die Berechtigungen von /dev/pts.</translation>
    </message>
    <message>
        <location filename="../ui/terminal/pty.cpp" line="132"/>
        <source>Could not start %1: %2. Check that it is installed and executable.</source>
        <translation>%1 konnte nicht gestartet werden: %2. Prüfen Sie, ob es installiert und ausführbar ist.</translation>
    </message>
</context>
<context>
    <name>aisb::Quarantine</name>
    <message>
        <location filename="../core/session/quarantine.cpp" line="42"/>
        <source>core.hooksPath points git at hooks outside .git/hooks</source>
        <translation>core.hooksPath lässt git Hooks außerhalb von .git/hooks ausführen</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="45"/>
        <source>core.fsmonitor runs a program on every git status</source>
        <translation>core.fsmonitor führt bei jedem git status ein Programm aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="48"/>
        <source>core.%1 runs a program</source>
        <translation>core.%1 führt ein Programm aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="52"/>
        <source>filter &quot;%1&quot; runs a program on checkout or add</source>
        <translation>Filter „%1“ führt beim Auschecken oder bei add ein Programm aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="54"/>
        <source>diff driver &quot;%1&quot; runs a program</source>
        <translation>Diff-Treiber „%1“ führt ein Programm aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="56"/>
        <source>merge driver &quot;%1&quot; runs a program</source>
        <translation>Merge-Treiber „%1“ führt ein Programm aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="58"/>
        <source>pager.%1 runs a program</source>
        <translation>pager.%1 führt ein Programm aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="60"/>
        <source>alias %1 runs a shell command</source>
        <translation>Alias %1 führt einen Shell-Befehl aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="62"/>
        <source>includes configuration from elsewhere</source>
        <translation>bindet Konfiguration von anderswo ein</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="68"/>
        <source>%1.%2 runs a program</source>
        <translation>%1.%2 führt ein Programm aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="140"/>
        <source>cannot create %1 in the copy: %2</source>
        <translation>%1 lässt sich in der Kopie nicht anlegen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="165"/>
        <source>cannot write %1 in the copy: %2</source>
        <translation>%1 lässt sich in der Kopie nicht schreiben: %2</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="223"/>
        <source>cannot create the link %1 in the copy: %2</source>
        <translation>der Link %1 lässt sich in der Kopie nicht anlegen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="237"/>
        <source>cannot create the folder %1 in the copy: %2</source>
        <translation>der Ordner %1 lässt sich in der Kopie nicht anlegen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="268"/>
        <source>a socket or device is never copied into a quarantine</source>
        <translation>ein Socket oder Gerät wird nie in eine Quarantäne kopiert</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="312"/>
        <source>a git hook: git runs it on commit, checkout, merge or push</source>
        <translation>ein Git-Hook: git führt ihn bei commit, checkout, merge oder push aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="317"/>
        <source>a .git file points git at a repository elsewhere, whose hooks and config run</source>
        <translation>eine .git-Datei verweist git auf ein Repository anderswo, dessen Hooks und Konfiguration laufen</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="325"/>
        <source>submodules: a recursive clone or update fetches and checks out other repositories</source>
        <translation>Submodule: ein rekursives clone oder update holt andere Repositorys und checkt sie aus</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="329"/>
        <source>an ai-sandbox policy: it asks for network, variables or mounts (ignored in quarantine)</source>
        <translation>eine ai-sandbox-Richtlinie: sie verlangt Netz, Variablen oder Mounts (in Quarantäne ignoriert)</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="332"/>
        <source>direnv runs it when a shell enters the folder</source>
        <translation>direnv führt sie aus, wenn eine Shell den Ordner betritt</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="333"/>
        <location filename="../core/session/quarantine.cpp" line="337"/>
        <source>a dev container definition: editors build and run it, with its lifecycle commands</source>
        <translation>eine Dev-Container-Definition: Editoren bauen und starten sie, mit ihren Lebenszyklus-Befehlen</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="340"/>
        <source>VS Code tasks, which may run when the folder is opened</source>
        <translation>VS-Code-Tasks, die beim Öffnen des Ordners laufen können</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="341"/>
        <source>VS Code launch configurations</source>
        <translation>VS-Code-Startkonfigurationen</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="343"/>
        <source>VS Code settings can name programs the editor runs</source>
        <translation>VS-Code-Einstellungen können Programme nennen, die der Editor ausführt</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="344"/>
        <location filename="../core/session/quarantine.cpp" line="347"/>
        <source>JetBrains run configurations</source>
        <translation>JetBrains-Ausführungskonfigurationen</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="346"/>
        <source>JetBrains workspace, which may hold run configurations</source>
        <translation>JetBrains-Arbeitsbereich, der Ausführungskonfigurationen enthalten kann</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="348"/>
        <source>MCP servers an agent starts</source>
        <translation>MCP-Server, die ein Agent startet</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="350"/>
        <source>Claude Code settings: hooks and MCP servers it runs</source>
        <translation>Claude-Code-Einstellungen: Hooks und MCP-Server, die es ausführt</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="367"/>
        <source>This project carries files that would run code outside the sandbox if you opened, built or committed in it with your own tools: %1. The quarantine session never runs them; look at them before you trust the project.</source>
        <translation>Dieses Projekt enthält Dateien, die außerhalb der Sandbox Code ausführen würden, wenn Sie es mit Ihren eigenen Werkzeugen öffnen, bauen oder darin committen: %1. Die Quarantäne-Sitzung führt sie nie aus; sehen Sie sie sich an, bevor Sie dem Projekt vertrauen.</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="386"/>
        <location filename="../core/session/quarantine.cpp" line="399"/>
        <source>cannot open %1: %2</source>
        <translation>%1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="392"/>
        <source>cannot create %1: %2</source>
        <translation>%1 lässt sich nicht anlegen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="421"/>
        <source>%1 is not a folder (a link is never followed): left alone</source>
        <translation>%1 ist kein Ordner (einem Link wird nie gefolgt): unverändert gelassen</translation>
    </message>
    <message>
        <location filename="../core/session/quarantine.cpp" line="438"/>
        <source>some entries could not be removed</source>
        <translation>einige Einträge ließen sich nicht entfernen</translation>
    </message>
</context>
<context>
    <name>aisb::RemoteFiles</name>
    <message>
        <location filename="../core/remote/remotefiles.cpp" line="25"/>
        <source>the file name &quot;%1&quot; is empty, &quot;.&quot; or &quot;..&quot;: give a plain file name</source>
        <translation>der Dateiname &quot;%1&quot; ist leer, &quot;.&quot; oder &quot;..&quot;: geben Sie einen einfachen Dateinamen an</translation>
    </message>
    <message>
        <location filename="../core/remote/remotefiles.cpp" line="29"/>
        <source>the file name &quot;%1&quot; holds &apos;/&apos;, &apos;,&apos;, &apos;&quot;&apos; or a control character: give a plain file name</source>
        <translation>der Dateiname &quot;%1&quot; enthält &apos;/&apos;, &apos;,&apos;, &apos;&quot;&apos; oder ein Steuerzeichen: geben Sie einen einfachen Dateinamen an</translation>
    </message>
    <message>
        <location filename="../core/remote/remotefiles.cpp" line="65"/>
        <source>writing the session&apos;s files into volume %1 failed: %2</source>
        <translation>das Schreiben der Dateien der Sitzung in das Volume %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/remote/remotefiles.cpp" line="71"/>
        <source>the folder of volume %1 on the service is unknown: %2</source>
        <translation>der Ordner des Volumes %1 auf dem Dienst ist unbekannt: %2</translation>
    </message>
</context>
<context>
    <name>aisb::Render</name>
    <message>
        <location filename="../core/render/rendergate.cpp" line="45"/>
        <source>network.local[%1] (%2 at %3 port %4) needs a host name, an IP address and a port; the sandbox cannot reach it until it is fixed.</source>
        <translation>network.local[%1] (%2 unter %3 Port %4) braucht einen Hostnamen, eine IP-Adresse und einen Port; die Sandbox kann den Dienst erst erreichen, wenn das korrigiert ist.</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="69"/>
        <source>network.allow[%1] %2 is not a host name (&quot;example.com&quot;, or &quot;.example.com&quot; for the domain and its subdomains); it was left out of the allowlist.</source>
        <translation>network.allow[%1] %2 ist kein Hostname (&quot;example.com&quot;, oder &quot;.example.com&quot; für die Domain und ihre Subdomains); der Eintrag wurde in der Liste erlaubter Hosts ausgelassen.</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="159"/>
        <source>The gate endpoint %1 port %2 is not an IPv4 address and port; no ruleset was rendered and the sandbox will not start.</source>
        <translation>Der Gate-Endpunkt %1 Port %2 ist keine IPv4-Adresse mit Port; es wurde kein Regelsatz erzeugt, und die Sandbox startet nicht.</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="225"/>
        <source>Port %1 is not allowed</source>
        <translation>Port %1 ist nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="229"/>
        <source>Only port %1 of this local service is allowed</source>
        <translation>Nur Port %1 dieses lokalen Dienstes ist erlaubt</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="232"/>
        <source>Not on the allowlist</source>
        <translation>Nicht in der Liste erlaubter Hosts</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="234"/>
        <source>Refused: the name resolves to a local or private address</source>
        <translation>Verweigert: der Name löst zu einer lokalen oder privaten Adresse auf</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="322"/>
        <source>The value of credential rule %1 cannot be sent as a header: it is empty or holds a quote, a backslash, a control or a non-ASCII character. Check what its source gives (printable ASCII only).</source>
        <translation>Der Wert der Zugangsdaten-Regel %1 kann nicht als Header gesendet werden: er ist leer oder enthält ein Anführungszeichen, einen Backslash, ein Steuerzeichen oder ein Nicht-ASCII-Zeichen. Prüfen Sie, was ihre Quelle liefert (nur druckbares ASCII).</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="344"/>
        <source>The gate has no port to listen on; no gate configuration was rendered.</source>
        <translation>Das Gate hat keinen Port zum Lauschen; es wurde keine Gate-Konfiguration erzeugt.</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="363"/>
        <source>The host address %1 is not an IP address; it was left out of the refused addresses.</source>
        <translation>Die Host-Adresse %1 ist keine IP-Adresse; sie wurde bei den verweigerten Adressen ausgelassen.</translation>
    </message>
    <message>
        <location filename="../core/render/rendergate.cpp" line="384"/>
        <source>network.ports contains 0, which is not a port; it was left out.</source>
        <translation>network.ports enthält 0, was kein Port ist; der Eintrag wurde ausgelassen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="46"/>
        <source>image.base %1 is not an image reference such as localhost/ai-sandbox-base:trixie; nothing can be built until it is fixed.</source>
        <translation>image.base %1 ist keine Image-Referenz wie localhost/ai-sandbox-base:trixie; nichts kann gebaut werden, bis das korrigiert ist.</translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="92"/>
        <source>image.ca_certificates[%1] %2 was left out of the image: %3. Name a readable PEM certificate file on this machine or remove the entry.</source>
        <translation>image.ca_certificates[%1] %2 wurde nicht ins Image übernommen: %3. Geben Sie eine lesbare PEM-Zertifikatsdatei auf diesem Rechner an oder entfernen Sie den Eintrag.</translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="99"/>
        <source>it is not an absolute host path</source>
        <translation>es ist kein absoluter Host-Pfad</translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="153"/>
        <source>image.harness %1 is not a known harness (pi, claude, codex, shell); the image gets no harness installed.</source>
        <translation>image.harness %1 ist kein bekannter Harness (pi, claude, codex, shell); im Image wird kein Harness installiert.</translation>
    </message>
    <message>
        <location filename="../core/render/renderimage.cpp" line="164"/>
        <source>image.packages[%1] %2 is not a Debian package name; it was left out of the image.</source>
        <translation>image.packages[%1] %2 ist kein Debian-Paketname; es wurde nicht ins Image übernommen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="80"/>
        <source>The sandbox image tag %1 is not an image reference; build the image first.</source>
        <translation>Das Sandbox-Image-Tag %1 ist keine Image-Referenz; bauen Sie zuerst das Image.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="87"/>
        <source>The project folder %1 cannot be mounted: it must be an absolute path without &apos;,&apos; or &apos;&quot;&apos; and other than /. Move or rename the folder.</source>
        <translation>Der Projektordner %1 kann nicht eingebunden werden: er muss ein absoluter Pfad ohne &apos;,&apos; oder &apos;&quot;&apos; und ungleich / sein. Verschieben oder benennen Sie den Ordner um.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="113"/>
        <source>Allowlist mode needs the gate&apos;s address and port; the sandbox will not start without them.</source>
        <translation>Der Netzwerkmodus allowlist braucht Adresse und Port des Gates; ohne sie startet die Sandbox nicht.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="119"/>
        <source>Allowlist mode needs the rendered ruleset file, but %1 cannot be mounted.</source>
        <translation>Der Netzwerkmodus allowlist braucht die erzeugte Regelsatz-Datei, aber %1 kann nicht eingebunden werden.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="393"/>
        <source>The container name %1 is not usable; podman will pick one.</source>
        <translation>Der Containername %1 ist nicht verwendbar; podman wählt einen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="409"/>
        <source>The project slug %1 is not usable as a label; it was left out.</source>
        <translation>Das Projektkürzel %1 ist als Label nicht verwendbar; es wurde ausgelassen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="416"/>
        <source>The session id %1 is not usable as a label; it was left out.</source>
        <translation>Die Sitzungs-ID %1 ist als Label nicht verwendbar; sie wurde ausgelassen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="138"/>
        <source>limits.tmp_size %1 is not a size such as 512m; /tmp gets podman&apos;s default size.</source>
        <translation>limits.tmp_size %1 ist keine Größe wie 512m; /tmp erhält die Standardgröße von podman.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="160"/>
        <source>limits.memory %1 is not a size such as 4g; the sandbox runs without a memory limit.</source>
        <translation>limits.memory %1 ist keine Größe wie 4g; die Sandbox läuft ohne Speichergrenze.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="168"/>
        <source>limits.cpus is not a positive number; the sandbox runs without a CPU limit.</source>
        <translation>limits.cpus ist keine positive Zahl; die Sandbox läuft ohne CPU-Grenze.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="454"/>
        <source>The env file path %1 is not usable; the sandbox gets no pass-through variables.</source>
        <translation>Der Pfad %1 der Env-Datei ist nicht verwendbar; die Sandbox erhält keine durchgereichten Variablen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="170"/>
        <source>The variable %1 is reserved or not a variable name; the exported pod does not get it.</source>
        <translation>Die Variable %1 ist reserviert oder kein Variablenname; der exportierte Pod erhält sie nicht.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="190"/>
        <source>env.set %1 holds a NUL character, which no variable can carry; it was left out.</source>
        <translation>env.set %1 enthält ein NUL-Zeichen, das keine Variable transportieren kann; sie wurde weggelassen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="409"/>
        <source>The image tag %1 (gate %2) is not an image reference; nothing was exported.</source>
        <translation>Der Image-Tag %1 (Gate %2) ist keine Image-Referenz; nichts wurde exportiert.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="414"/>
        <source>The project folder %1 cannot be a volume (an absolute path without &apos;,&apos; or &apos;&quot;&apos;, other than /), or its name %2 cannot name a pod; nothing was exported.</source>
        <translation>Der Projektordner %1 kann kein Volume sein (ein absoluter Pfad ohne &apos;,&apos; oder &apos;&quot;&apos;, außer /), oder sein Name %2 taugt nicht als Pod-Name; nichts wurde exportiert.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="424"/>
        <source>credentials[0] (%1): an exported pod cannot have keys added by the gate yet; nothing was exported. To run it on a cluster, export the project with its key variable in env.pass instead of the [[credentials]] rule: the pod then reads it from its Secret.</source>
        <translation>credentials[0] (%1): ein exportierter Pod kann noch keine vom Gate hinzugefügten Schlüssel haben; es wurde nichts exportiert. Um ihn in einem Cluster auszuführen, exportieren Sie das Projekt mit seiner Schlüsselvariable in env.pass statt der [[credentials]]-Regel: der Pod liest sie dann aus seinem Secret.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="433"/>
        <source>Command argument %1 (%2) cannot be passed; nothing was exported.</source>
        <translation>Das Befehlsargument %1 (%2) kann nicht übergeben werden; nichts wurde exportiert.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="440"/>
        <source>There is no command to run; nothing was exported.</source>
        <translation>Es gibt keinen auszuführenden Befehl; nichts wurde exportiert.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="452"/>
        <source>The gate&apos;s configuration has no log lines to point at the pod&apos;s output; nothing was exported.</source>
        <translation>Die Konfiguration des Gates enthält keine Protokollzeilen, die sich auf die Ausgabe des Pods umleiten lassen; nichts wurde exportiert.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="613"/>
        <source>limits.memory %1 is not a size such as 4g; the pod has no memory limit.</source>
        <translation>limits.memory %1 ist keine Größe wie 4g; der Pod hat keine Speichergrenze.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="639"/>
        <location filename="../core/render/renderrun.cpp" line="267"/>
        <source>mounts.masked[%1] %2 is not a path inside the project; it was not masked.</source>
        <translation>mounts.masked[%1] %2 ist kein Pfad im Projekt; er wurde nicht verborgen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderkube.cpp" line="677"/>
        <source>mounts.extra[%1] (%2 on %3) needs two clean absolute paths and may not cover a path the sandbox needs; it was not mounted.</source>
        <translation>mounts.extra[%1] (%2 auf %3) braucht zwei saubere absolute Pfade und darf keinen Pfad verdecken, den die Sandbox braucht; er wurde nicht eingebunden.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="96"/>
        <source>The project view %1 cannot be mounted: it must be an absolute path without &apos;,&apos; or &apos;&quot;&apos; and other than /.</source>
        <translation>Die Projektansicht %1 kann nicht eingebunden werden: sie muss ein absoluter Pfad ohne &apos;,&apos; oder &apos;&quot;&apos; und ungleich / sein.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="104"/>
        <source>The session file %1 cannot be handed to podman: it must be an absolute path without &apos;,&apos; or &apos;&quot;&apos;.</source>
        <translation>Die Sitzungsdatei %1 kann nicht an podman übergeben werden: sie muss ein absoluter Pfad ohne &apos;,&apos; oder &apos;&quot;&apos; sein.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="275"/>
        <source>mounts.masked[%1] %2 was not probed; it was not masked.</source>
        <translation>mounts.masked[%1] %2 wurde nicht untersucht; er wurde nicht verborgen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="298"/>
        <source>mounts.read_only[%1] %2 is not a path inside the project; it stays writable.</source>
        <translation>mounts.read_only[%1] %2 ist kein Pfad im Projekt; er bleibt beschreibbar.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="329"/>
        <source>The exec agent folder %1 cannot be mounted; the agent is not reachable.</source>
        <translation>Der Ordner %1 des Exec-Agenten kann nicht eingebunden werden; der Agent ist nicht erreichbar.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="339"/>
        <source>The home volume name %1 is not usable; /home/sandbox is temporary this time.</source>
        <translation>Der Name %1 des Home-Volumes ist nicht verwendbar; /home/sandbox ist diesmal temporär.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="355"/>
        <source>mounts.extra[%1] (%2 on %3) needs two clean absolute paths without &apos;,&apos; or &apos;&quot;&apos;, and may not cover a path the sandbox itself needs; it was not mounted.</source>
        <translation>mounts.extra[%1] (%2 auf %3) braucht zwei saubere absolute Pfade ohne &apos;,&apos; oder &apos;&quot;&apos; und darf keinen Pfad verdecken, den die Sandbox selbst braucht; er wurde nicht eingebunden.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="400"/>
        <source>The container id file %1 is not usable; it was left out.</source>
        <translation>Die Container-ID-Datei %1 ist nicht verwendbar; sie wurde ausgelassen.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="494"/>
        <source>Command argument %1 (%2) cannot be passed (a NUL character, or a program name that is empty or starts with &apos;-&apos;); the sandbox was not started.</source>
        <translation>Befehlsargument %1 (%2) kann nicht übergeben werden (ein NUL-Zeichen, oder ein Programmname, der leer ist oder mit &apos;-&apos; beginnt); die Sandbox wurde nicht gestartet.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="555"/>
        <source>run.workdir %1 is not an absolute path; the sandbox starts in /project.</source>
        <translation>run.workdir %1 ist kein absoluter Pfad; die Sandbox startet in /project.</translation>
    </message>
    <message>
        <location filename="../core/render/renderrun.cpp" line="572"/>
        <source>The gate cannot be started: its image tag, container name, config, hosts file or log folder is not usable (%1, %2, %3, %4, %5).</source>
        <translation>Das Gate kann nicht gestartet werden: Image-Tag, Containername, Konfiguration, Hosts-Datei oder Protokollordner ist nicht verwendbar (%1, %2, %3, %4, %5).</translation>
    </message>
    <message>
        <location filename="../core/render/renderseccomp.cpp" line="79"/>
        <source>podman&apos;s default seccomp profile is not a profile (%1)</source>
        <translation>Das Standard-seccomp-Profil von podman ist kein Profil (%1)</translation>
    </message>
    <message>
        <location filename="../core/render/renderseccomp.cpp" line="137"/>
        <source>podman&apos;s default seccomp profile (/usr/share/containers/seccomp.json) cannot be read%1; the sandbox&apos;s profile is built from it. Install containers-common (Debian: golang-github-containers-common).</source>
        <translation>Das Standard-seccomp-Profil von podman (/usr/share/containers/seccomp.json) kann nicht gelesen werden%1; das Profil der Sandbox wird daraus gebaut. Installieren Sie containers-common (Debian: golang-github-containers-common).</translation>
    </message>
</context>
<context>
    <name>aisb::ReplayView</name>
    <message>
        <location filename="../ui/replayview.cpp" line="55"/>
        <source>Position in the recording</source>
        <translation>Position in der Aufzeichnung</translation>
    </message>
    <message>
        <location filename="../ui/replayview.cpp" line="57"/>
        <source>Playing speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../ui/replayview.cpp" line="62"/>
        <source>Find in the terminal</source>
        <translation>Im Terminal suchen</translation>
    </message>
    <message>
        <location filename="../ui/replayview.cpp" line="266"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../ui/replayview.cpp" line="266"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
</context>
<context>
    <name>aisb::ResourcesPage</name>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="23"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="25"/>
        <source>in use</source>
        <translation>in Gebrauch</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="36"/>
        <source>Shared (no single project)</source>
        <translation>Gemeinsam (kein einzelnes Projekt)</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="44"/>
        <source>%1 (folder unknown)</source>
        <translation>%1 (Ordner unbekannt)</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="113"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="115"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="117"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="119"/>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="121"/>
        <source>In use</source>
        <translation>In Gebrauch</translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="123"/>
        <source>Stale because</source>
        <translation>Veraltet, weil</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/resourcesmodel.cpp" line="150"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/resourcesmodel.cpp" line="155"/>
        <source>%1 stale (%2)</source>
        <translation>%1 veraltet (%2)</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="36"/>
        <source>sandbox container</source>
        <translation>Sandbox-Container</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="37"/>
        <source>warm sandbox</source>
        <translation>vorgewärmte Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="38"/>
        <source>gate container</source>
        <translation>Gate-Container</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="39"/>
        <source>named gate</source>
        <translation>benanntes Gate</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="40"/>
        <source>sandbox image</source>
        <translation>Sandbox-Image</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="41"/>
        <source>gate image</source>
        <translation>Gate-Image</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="42"/>
        <source>base image</source>
        <translation>Basis-Image</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="43"/>
        <source>home volume</source>
        <translation>Home-Volume</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="44"/>
        <source>volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="45"/>
        <source>session folder</source>
        <translation>Sitzungsordner</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="46"/>
        <source>desktop launcher</source>
        <translation>Desktop-Starter</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="142"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="142"/>
        <source>&amp;Clean Up…</source>
        <translation>Auf&amp;räumen …</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="145"/>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="252"/>
        <source>Removed %1; %2 freed.</source>
        <translation>%1 entfernt; %2 frei geworden.</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="256"/>
        <source>%1 could not be removed:</source>
        <translation>%1 konnte nicht entfernt werden:</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="329"/>
        <source>Looking at what podman holds…</source>
        <translation>Bestand von podman wird ermittelt …</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="337"/>
        <source>Sorting out what is stale…</source>
        <translation>Veraltetes wird ermittelt …</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="359"/>
        <source>%1 things in %2 groups, %3 in total; %4 stale (%5), %6 chosen by a cleanup.</source>
        <translation>%1 Dinge in %2 Gruppen, insgesamt %3; %4 veraltet (%5), %6 zum Aufräumen ausgewählt.</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="384"/>
        <source>Clean Up</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location filename="../ui/resourcespage.cpp" line="406"/>
        <source>Remove the Data of %1</source>
        <translation>Daten von %1 entfernen</translation>
    </message>
</context>
<context>
    <name>aisb::Session</name>
    <message>
        <location filename="../core/session/session.cpp" line="146"/>
        <source>Packets the firewall drops are not logged for the rest of this session: %1</source>
        <translation>Pakete, die die Firewall verwirft, werden für den Rest dieser Sitzung nicht protokolliert: %1</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="151"/>
        <source>Packets the firewall drops are logged from now on</source>
        <translation>Pakete, die die Firewall verwirft, werden ab jetzt protokolliert</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="183"/>
        <source>Packets the firewall drops are not logged for this warm sandbox: %1 could not be started</source>
        <translation>Pakete, die die Firewall verwirft, werden für diese warme Sandbox nicht protokolliert: %1 konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="215"/>
        <source>Preparing the session for %1</source>
        <translation>Sitzung für %1 wird vorbereitet</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="249"/>
        <source>The policy has [[credentials]] rules, which the gate adds; the gate runs only with network.mode = &quot;allowlist&quot;. Set that mode, or remove the rules.</source>
        <translation>Die Richtlinie hat [[credentials]]-Regeln, die das Gate hinzufügt; das Gate läuft nur mit network.mode = &quot;allowlist&quot;. Setzen Sie diesen Modus oder entfernen Sie die Regeln.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="257"/>
        <source>These variables are named in env.pass but not set here: %1. Set them, or remove them from the policy.</source>
        <translation>Diese Variablen sind in env.pass genannt, aber hier nicht gesetzt: %1. Setzen Sie sie oder entfernen Sie sie aus der Richtlinie.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="265"/>
        <source>Not passed (invalid name or a value an env file cannot hold): %1</source>
        <translation>Nicht übergeben (ungültiger Name oder ein Wert, den eine Env-Datei nicht aufnehmen kann): %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/session/session.cpp" line="278"/>
        <source>%n variable(s) passed to the sandbox</source>
        <translation>
            <numerusform>%n Variable an die Sandbox übergeben</numerusform>
            <numerusform>%n Variablen an die Sandbox übergeben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="303"/>
        <source>The podman service %1 could not be reached, so nothing was sent there: %2 Check it with `%3`.</source>
        <translation>Der podman-Dienst %1 war nicht erreichbar, daher wurde nichts dorthin gesendet: %2 Prüfen Sie ihn mit `%3`.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="316"/>
        <source>Rootless podman on cgroups v1 ignores the memory, CPU and process limits: this sandbox runs without them. Switch the host to cgroups v2, or run rootful, to enforce them.</source>
        <translation>Rootless podman mit cgroups v1 ignoriert die Speicher-, CPU- und Prozessgrenzen: diese Sandbox läuft ohne sie. Stellen Sie den Host auf cgroups v2 um oder betreiben Sie podman rootful, um sie durchzusetzen.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="320"/>
        <source>Allowlist mode needs a way from the sandbox to the gate on this host, and there is none: %1</source>
        <translation>Der Netzwerkmodus allowlist braucht auf diesem Rechner einen Weg von der Sandbox zum Gate, und es gibt keinen: %1</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="335"/>
        <source>%1 was there when last used: launching without checking it</source>
        <translation>%1 war bei der letzten Nutzung vorhanden: Start ohne Prüfung</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="351"/>
        <source>Checking the image</source>
        <translation>Image wird geprüft</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="369"/>
        <source>The image could not be built: %1</source>
        <translation>Das Image konnte nicht gebaut werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="376"/>
        <source>Built %1</source>
        <translation>%1 gebaut</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="376"/>
        <source>%1 is up to date</source>
        <translation>%1 ist aktuell</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="389"/>
        <source>Starting the sandbox again with the rebuilt image</source>
        <translation>Die Sandbox wird mit dem neu gebauten Image erneut gestartet</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="409"/>
        <source>podman could not start the sandbox (exit 125): checking whether %1 is still there</source>
        <translation>podman konnte die Sandbox nicht starten (Exit 125): es wird geprüft, ob %1 noch vorhanden ist</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="435"/>
        <source>Starting the egress gate</source>
        <translation>Das Ausgangs-Gate wird gestartet</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="446"/>
        <source>Reading the credentials of %1 on this computer</source>
        <translation>Zugangsdaten von %1 werden auf diesem Rechner gelesen</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="474"/>
        <source>The egress gate could not be started, so the sandbox was not: %1</source>
        <translation>Das Ausgangs-Gate konnte nicht gestartet werden, daher auch die Sandbox nicht: %1</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="487"/>
        <source>The gate listens on the podman service&apos;s 127.0.0.1:%1</source>
        <translation>Das Gate lauscht auf 127.0.0.1:%1 des podman-Dienstes</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="488"/>
        <source>The gate listens on 127.0.0.1:%1</source>
        <translation>Das Gate lauscht auf 127.0.0.1:%1</translation>
    </message>
    <message>
        <location filename="../core/session/homevolume.cpp" line="74"/>
        <source>The home volume %1 could not be created: %2</source>
        <translation>Das Home-Volume %1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="518"/>
        <source>Created the home volume %1</source>
        <translation>Home-Volume %1 angelegt</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="614"/>
        <source>The sandbox sees the project as it is on disk: it runs as host uid 1000, so it may write only what uid 1000 may write, and what it writes belongs to uid 1000. The idmapped view that would make it yours failed: %1</source>
        <translation>Die Sandbox sieht das Projekt so, wie es auf der Platte liegt: sie läuft als Host-UID 1000, darf also nur schreiben, was UID 1000 schreiben darf, und was sie schreibt, gehört UID 1000. Die ID-gemappte Ansicht, die es zu Ihrem machen würde, ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/session/sandboxsetup.cpp" line="67"/>
        <location filename="../core/session/sessionremote.cpp" line="200"/>
        <source>The sandbox&apos;s seccomp profile cannot be written: %1</source>
        <translation>Das seccomp-Profil der Sandbox kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/sandboxsetup.cpp" line="88"/>
        <location filename="../core/session/sessionremote.cpp" line="222"/>
        <source>The network ruleset cannot be rendered: %1</source>
        <translation>Der Netzwerk-Regelsatz kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/sandboxsetup.cpp" line="107"/>
        <source>The sandbox&apos;s podman command cannot be rendered: %1</source>
        <translation>Der podman-Befehl der Sandbox kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="585"/>
        <source>Starting the sandbox %1</source>
        <translation>Die Sandbox %1 wird gestartet</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="682"/>
        <source>podman could not be started: install it (scripts/setup) or check PATH.</source>
        <translation>podman konnte nicht gestartet werden: installieren Sie es (scripts/setup) oder prüfen Sie PATH.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="722"/>
        <source>%1 The sandbox will not end by itself if this process is killed.</source>
        <translation>%1 Die Sandbox endet nicht von selbst, wenn dieser Prozess beendet wird.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="792"/>
        <source>The exec agent is ready</source>
        <translation>Der Exec-Agent ist bereit</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="803"/>
        <source>The sandbox&apos;s exec agent did not start within 30 s: see `podman logs %1`.</source>
        <translation>Der Exec-Agent der Sandbox ist nicht innerhalb von 30 s gestartet: siehe `podman logs %1`.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="884"/>
        <source>Stopping the sandbox</source>
        <translation>Die Sandbox wird gestoppt</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="925"/>
        <source>Tearing down</source>
        <translation>Wird abgebaut</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="604"/>
        <source>The project&apos;s view and staged binds are mounted on the host (%1): if this process is killed while the sandbox starts, they stay until the next command of ai-sandbox.</source>
        <translation>Die Projektansicht und die bereitgestellten Bind-Mounts sind auf dem Host eingehängt (%1): wird dieser Prozess während des Sandbox-Starts gewaltsam beendet, bleiben sie bis zum nächsten Befehl von ai-sandbox bestehen.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="452"/>
        <source>The sandbox was not started: %1</source>
        <translation>Die Sandbox wurde nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="460"/>
        <source>The gate adds the credentials of %1 (the sandbox sees a placeholder)</source>
        <translation>Das Gate fügt die Zugangsdaten von %1 hinzu (die Sandbox sieht einen Platzhalter)</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="984"/>
        <source>Protected paths that do not exist yet (%1) cannot be watched while the sandbox runs (%2): what the sandbox creates there is moved away only when the session ends.</source>
        <translation>Geschützte Pfade, die noch nicht existieren (%1), können nicht überwacht werden, solange die Sandbox läuft (%2): was die Sandbox dort anlegt, wird erst am Ende der Sitzung weggeschoben.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="1016"/>
        <source>The sandbox created %1 in the project again and again (%2 times so far): the first %3 are in the quarantine, later ones are deleted at once.</source>
        <translation>Die Sandbox hat %1 im Projekt immer wieder angelegt (bisher %2-mal): die ersten %3 liegen in der Quarantäne, spätere werden sofort gelöscht.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="1027"/>
        <source>The sandbox created %1 in the project in place of the folder that was there at launch (a protected path lies below it; host tools run or trust it). It was moved to %2: look at it before you move it back.</source>
        <translation>Die Sandbox hat %1 im Projekt anstelle des Ordners angelegt, der beim Start dort war (darunter liegt ein geschützter Pfad; Host-Werkzeuge führen ihn aus oder vertrauen ihm). Es wurde nach %2 verschoben: sehen Sie es sich an, bevor Sie es zurückverschieben.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="1031"/>
        <source>The sandbox created %1 in the project, a protected path that did not exist at launch (host tools run or trust it). It was moved to %2: look at it before you move it back.</source>
        <translation>Die Sandbox hat %1 im Projekt angelegt, einen geschützten Pfad, der beim Start nicht existierte (Host-Werkzeuge führen ihn aus oder vertrauen ihm). Er wurde nach %2 verschoben: sehen Sie ihn sich an, bevor Sie ihn zurückverschieben.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="1040"/>
        <source>The sandbox created %1 in the project, a protected path that did not exist at launch (host tools run or trust it), and it could not be moved away (%2). Remove it before you run git or open the folder in an editor.</source>
        <translation>Die Sandbox hat %1 im Projekt angelegt, einen geschützten Pfad, der beim Start nicht existierte (Host-Werkzeuge führen ihn aus oder vertrauen ihm), und er konnte nicht weggeschoben werden (%2). Entfernen Sie ihn, bevor Sie git ausführen oder den Ordner in einem Editor öffnen.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="1063"/>
        <source>The sandbox created %1 in the project %2 times in all; %3 copies were deleted.</source>
        <translation>Die Sandbox hat %1 im Projekt insgesamt %2-mal angelegt; %3 Kopien wurden gelöscht.</translation>
    </message>
    <message>
        <location filename="../core/session/session.cpp" line="1090"/>
        <source>Finished with exit code %1</source>
        <translation>Mit Exit-Code %1 beendet</translation>
    </message>
    <message>
        <location filename="../core/session/sessionexit.cpp" line="27"/>
        <source>The sandbox was killed (SIGKILL, exit 137) with a memory limit of %1 and nothing here stopped it: most likely at its memory limit. Raise limits.memory if the command needs more.</source>
        <translation>Die Sandbox wurde mit einer Speichergrenze von %1 hart beendet (SIGKILL, Exit 137), und nichts hier hat sie gestoppt: höchstwahrscheinlich an ihrer Speichergrenze. Erhöhen Sie limits.memory, wenn der Befehl mehr braucht.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionexit.cpp" line="32"/>
        <source>The sandbox was killed at its memory limit (%1)</source>
        <translation>Die Sandbox wurde an ihrer Speichergrenze (%1) beendet</translation>
    </message>
    <message>
        <location filename="../core/session/sessionexit.cpp" line="34"/>
        <source>The network ruleset could not be loaded: the command did not run (exit 77)</source>
        <translation>Der Netzwerk-Regelsatz konnte nicht geladen werden: der Befehl wurde nicht ausgeführt (Exit 77)</translation>
    </message>
    <message>
        <location filename="../core/session/sessionexit.cpp" line="36"/>
        <source>Network enforcement could not be verified: the command did not run (exit 78)</source>
        <translation>Die Netzwerkdurchsetzung konnte nicht überprüft werden: der Befehl wurde nicht ausgeführt (Exit 78)</translation>
    </message>
    <message>
        <location filename="../core/session/sessionexit.cpp" line="38"/>
        <source>The sandbox exited with code %1</source>
        <translation>Die Sandbox wurde mit Code %1 beendet</translation>
    </message>
    <message>
        <location filename="../core/session/sessionnested.cpp" line="107"/>
        <source>The launch&apos;s record for the end sweep could not be written (%1): if this launcher is killed, or the sandbox is warm, what the sandbox makes in the project is not moved away after it.</source>
        <translation>Der Eintrag des Starts für den Abgleich am Ende konnte nicht geschrieben werden (%1): wird dieser Starter beendet oder ist die Sandbox warm, wird, was die Sandbox im Projekt anlegt, danach nicht weggeschoben.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionnested.cpp" line="120"/>
        <source>The project is too large or too deep to look for every nested git repository (stopped after %1 entries): a repository below that is not protected, and one the sandbox makes there is not moved away at the end.</source>
        <translation>Das Projekt ist zu groß oder zu tief, um jedes verschachtelte Git-Repository zu suchen (nach %1 Einträgen abgebrochen): Ein Repository darunter ist nicht geschützt, und eines, das die Sandbox dort anlegt, wird am Ende nicht weggeräumt.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionnested.cpp" line="126"/>
        <source>Nested git repositories whose path cannot be mounted (a &apos;,&apos;, &apos;&quot;&apos; or control character in it) stay writable in the sandbox: %1. Rename them to protect them.</source>
        <translation>Verschachtelte Git-Repositorys, deren Pfad sich nicht einhängen lässt (mit &apos;,&apos;, &apos;&quot;&apos; oder einem Steuerzeichen darin), bleiben in der Sandbox beschreibbar: %1. Benennen Sie sie um, um sie zu schützen.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionnested.cpp" line="131"/>
        <source>The project&apos;s git index could not be read for submodules (%1); only the folder walk finds nested repositories.</source>
        <translation>Der Git-Index des Projekts ließ sich nicht nach Submodulen lesen (%1); nur die Ordnersuche findet verschachtelte Repositorys.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionnested.cpp" line="179"/>
        <source>The sandbox made the git repository %1 in the project (git would run its config and hooks on the host). It was moved to %2: look at it before you move it back.</source>
        <translation>Die Sandbox hat im Projekt das Git-Repository %1 angelegt (Git würde seine Konfiguration und Hooks auf dem Rechner ausführen). Es wurde nach %2 verschoben: Sehen Sie es sich an, bevor Sie es zurückschieben.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionnested.cpp" line="186"/>
        <source>The sandbox made the git repository %1 in the project, and it could not be moved away (%2). Remove it before you run git in the project.</source>
        <translation>Die Sandbox hat im Projekt das Git-Repository %1 angelegt, und es ließ sich nicht wegräumen (%2). Entfernen Sie es, bevor Sie Git im Projekt ausführen.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionnested.cpp" line="194"/>
        <source>The project was too large or too deep to look for every git repository the sandbox made (stopped after %1 entries): check for new `.git` folders before you run git in the project.</source>
        <translation>Das Projekt war zu groß oder zu tief, um jedes Git-Repository zu suchen, das die Sandbox angelegt hat (nach %1 Einträgen abgebrochen): Suchen Sie nach neuen `.git`-Ordnern, bevor Sie Git im Projekt ausführen.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionrecording.cpp" line="27"/>
        <source>ai-sandbox session %1</source>
        <translation>ai-sandbox-Sitzung %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessionrecording.cpp" line="30"/>
        <source>%1 The session is not recorded.</source>
        <translation>%1 Die Sitzung wird nicht aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionrecording.cpp" line="36"/>
        <source>The terminal recording reached session.record_max_mb (%1 MiB) and stopped; raise it in the policy to record longer sessions.</source>
        <translation>Die Terminal-Aufzeichnung hat session.record_max_mb (%1 MiB) erreicht und wurde angehalten; für längere Sitzungen den Wert in der Richtlinie erhöhen.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionrecording.cpp" line="42"/>
        <source>The terminal is recorded in %1.</source>
        <translation>Das Terminal wird in %1 aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionquarantine.cpp" line="15"/>
        <source>A quarantine session cannot be a warm sandbox: its copy is compared and discarded when it ends.</source>
        <translation>Eine Quarantäne-Sitzung kann keine warme Sandbox sein: ihre Kopie wird bei ihrem Ende verglichen und verworfen.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionquarantine.cpp" line="47"/>
        <source>The quarantine copy of %1 could not be made: %2</source>
        <translation>Die Quarantäne-Kopie von %1 ließ sich nicht anlegen: %2</translation>
    </message>
    <message>
        <location filename="../core/session/sessionquarantine.cpp" line="51"/>
        <source>The quarantine record could not be written: %1</source>
        <translation>Der Quarantäne-Eintrag ließ sich nicht schreiben: %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessionquarantine.cpp" line="55"/>
        <source>Quarantine: the sandbox works on a copy of the project (%1 files, %2 cloned, %3 ms) and never sees %4; no network, no home volume, no extra mounts, no variables. Nothing is written to the project when it ends: apply what you want with `ai-sandbox changes %5 --apply`.</source>
        <translation>Quarantäne: die Sandbox arbeitet auf einer Kopie des Projekts (%1 Dateien, %2 geklont, %3 ms) und sieht %4 nie; kein Netz, kein Home-Volume, keine zusätzlichen Mounts, keine Variablen. Beim Ende wird nichts ins Projekt geschrieben: übernehmen Sie, was Sie wollen, mit `ai-sandbox changes %5 --apply`.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionquarantine.cpp" line="74"/>
        <source>Not in the quarantine copy: %1</source>
        <translation>Nicht in der Quarantäne-Kopie: %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="41"/>
        <source>Run it with a local podman (without --url/--connection).</source>
        <translation>Führen Sie sie mit einem lokalen podman aus (ohne --url/--connection).</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="43"/>
        <source>A warm sandbox cannot run on a remote podman service yet: its exec agent is reached through a socket on this machine. %1</source>
        <translation>Eine vorgewärmte Sandbox kann noch nicht auf einem entfernten podman-Dienst laufen: ihr exec-Agent wird über einen Socket auf diesem Rechner erreicht. %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="47"/>
        <source>A quarantined session cannot run on a remote podman service yet. %1</source>
        <translation>Eine Quarantäne-Sitzung kann noch nicht auf einem entfernten podman-Dienst laufen. %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="52"/>
        <source>credentials[0]%1: [[credentials]] cannot be added by a gate on a remote podman service yet. Remove the [[credentials]] rules for a remote session (pass the key with env.pass instead, which the agent then sees), or %2</source>
        <translation>credentials[0]%1: [[credentials]] können von einem Gate auf einem entfernten podman-Dienst noch nicht hinzugefügt werden. Entfernen Sie für eine entfernte Sitzung die [[credentials]]-Regeln (übergeben Sie den Schlüssel stattdessen mit env.pass; dann sieht ihn der Agent), oder %2</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="59"/>
        <source>mounts.extra binds folders of this machine, which a remote podman service cannot see: remove them from the policy for a remote session. %1</source>
        <translation>mounts.extra bindet Ordner dieses Rechners ein, die ein entfernter podman-Dienst nicht sieht: entfernen Sie sie für eine entfernte Sitzung aus der Richtlinie. %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="63"/>
        <source>mounts.project = &quot;%1&quot; cannot run on a remote podman service yet (the project is a synced volume there). Set it to &quot;rw&quot;, or run it with a local podman (without --url/--connection).</source>
        <translation>mounts.project = &quot;%1&quot; kann noch nicht auf einem entfernten podman-Dienst laufen (das Projekt ist dort ein synchronisiertes Volume). Setzen Sie es auf &quot;rw&quot;, oder führen Sie die Sitzung mit einem lokalen podman aus (ohne --url/--connection).</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="118"/>
        <source>Another session of this project runs on this podman service (its project volume %1 is in use): wait for it to end, or run this one with a local podman.</source>
        <translation>Auf diesem podman-Dienst läuft bereits eine Sitzung dieses Projekts (sein Projekt-Volume %1 ist in Benutzung): warten Sie, bis sie endet, oder führen Sie diese mit einem lokalen podman aus.</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="124"/>
        <source>Syncing the project with volume %1 on the podman service (this machine&apos;s copy wins a conflict)</source>
        <translation>Projekt wird mit Volume %1 auf dem podman-Dienst synchronisiert (bei Konflikten gewinnt die Kopie dieses Rechners)</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="145"/>
        <source>The project&apos;s volume %1 could not be made on the podman service: %2</source>
        <translation>Das Volume %1 des Projekts konnte auf dem podman-Dienst nicht angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="167"/>
        <source>The project could not be synced to the remote podman service, so the sandbox was not started: %1</source>
        <translation>Das Projekt konnte nicht mit dem entfernten podman-Dienst synchronisiert werden, daher wurde die Sandbox nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="191"/>
        <source>Final sync</source>
        <translation>Abschließende Synchronisation</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="191"/>
        <source>Sync before the launch</source>
        <translation>Synchronisation vor dem Start</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="209"/>
        <source>The session&apos;s files could not be shipped to the remote podman service: %1</source>
        <translation>Die Dateien der Sitzung konnten nicht an den entfernten podman-Dienst übertragen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="239"/>
        <source>The folder of volume %1 on the podman service is unknown: %2</source>
        <translation>Der Ordner des Volumes %1 auf dem podman-Dienst ist unbekannt: %2</translation>
    </message>
    <message>
        <location filename="../core/session/sessionremote.cpp" line="270"/>
        <source>Bringing the project back from the podman service (final sync)</source>
        <translation>Projekt wird vom podman-Dienst zurückgeholt (abschließende Synchronisation)</translation>
    </message>
</context>
<context>
    <name>aisb::SessionDir</name>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="56"/>
        <source>Cannot create a session folder under %1: check that it is writable.</source>
        <translation>Unter %1 kann kein Sitzungsordner angelegt werden: prüfen Sie, ob er beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="66"/>
        <source>There is no session %1.</source>
        <translation>Es gibt keine Sitzung %1.</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="89"/>
        <location filename="../core/session/sessiondir.cpp" line="94"/>
        <location filename="../core/session/sessiondir.cpp" line="97"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="123"/>
        <source>Cannot create the env file %1: check that its folder is writable.</source>
        <translation>Die Env-Datei %1 kann nicht angelegt werden: prüfen Sie, ob ihr Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="130"/>
        <source>Cannot lock the env file %1.</source>
        <translation>Die Env-Datei %1 kann nicht gesperrt werden.</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="153"/>
        <source>Cannot create the session&apos;s lifeline %1: check that its folder is writable.</source>
        <translation>Die Lebensader %1 der Sitzung kann nicht angelegt werden: prüfen Sie, ob ihr Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="159"/>
        <source>Cannot lock the session&apos;s lifeline %1.</source>
        <translation>Die Lebensader %1 der Sitzung kann nicht gesperrt werden.</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="172"/>
        <source>Cannot create the memory file for the session&apos;s variables: %1</source>
        <translation>Die Speicherdatei für die Variablen der Sitzung kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="180"/>
        <source>Cannot write the session&apos;s variables to memory.</source>
        <translation>Die Variablen der Sitzung können nicht in den Speicher geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../core/session/sessiondir.cpp" line="135"/>
        <location filename="../core/session/sessiondir.cpp" line="139"/>
        <source>Cannot write the env file %1.</source>
        <translation>Die Env-Datei %1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>aisb::SessionLog</name>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="59"/>
        <source>A line the log format does not explain (kept as it was written)</source>
        <translation>Eine Zeile, die das Protokollformat nicht erklärt (so belassen, wie sie geschrieben wurde)</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="64"/>
        <source>The request was malformed or incomplete and was refused</source>
        <translation>Die Anfrage war fehlerhaft oder unvollständig und wurde abgelehnt</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="65"/>
        <source>Refused by the gate</source>
        <translation>Vom Gate verweigert</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="69"/>
        <source>The server could not be reached (its name was not found, or it refused the connection)</source>
        <translation>Der Server war nicht erreichbar (sein Name wurde nicht gefunden, oder er hat die Verbindung abgelehnt)</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="71"/>
        <source>The server&apos;s answer was not valid</source>
        <translation>Die Antwort des Servers war ungültig</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="73"/>
        <source>The server did not answer in time</source>
        <translation>Der Server hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="78"/>
        <source>Encrypted connection, closed early</source>
        <translation>Verschlüsselte Verbindung, vorzeitig geschlossen</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="78"/>
        <source>Encrypted connection</source>
        <translation>Verschlüsselte Verbindung</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="80"/>
        <source>The transfer was cut short (the client or the server closed the connection early)</source>
        <translation>Die Übertragung wurde abgebrochen (Client oder Server hat die Verbindung vorzeitig geschlossen)</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="82"/>
        <source>Fetched from the server</source>
        <translation>Vom Server geholt</translation>
    </message>
    <message>
        <location filename="../core/session/sessionlog.cpp" line="215"/>
        <source>credential %1 added by the gate</source>
        <translation>Zugangsdaten %1 vom Gate hinzugefügt</translation>
    </message>
</context>
<context>
    <name>aisb::SessionLogModel</name>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="713"/>
        <location filename="../ui/sessionlogmodel.cpp" line="725"/>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="713"/>
        <location filename="../ui/sessionlogmodel.cpp" line="727"/>
        <source>Denied</source>
        <translation>Verweigert</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="713"/>
        <location filename="../ui/sessionlogmodel.cpp" line="729"/>
        <source>Raw line</source>
        <translation>Rohzeile</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="713"/>
        <location filename="../ui/sessionlogmodel.cpp" line="731"/>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="713"/>
        <location filename="../ui/sessionlogmodel.cpp" line="734"/>
        <source>Policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="714"/>
        <location filename="../ui/sessionlogmodel.cpp" line="736"/>
        <source>Container</source>
        <translation>Container</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="714"/>
        <location filename="../ui/sessionlogmodel.cpp" line="738"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="714"/>
        <location filename="../ui/sessionlogmodel.cpp" line="740"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="714"/>
        <location filename="../ui/sessionlogmodel.cpp" line="741"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="912"/>
        <source>The egress gate refused this request: the host or its port is not allowed, or the name resolves to a local address. Right-click to allow the host.</source>
        <translation>Das Ausgangs-Gate hat diese Anfrage verweigert: der Host oder sein Port ist nicht erlaubt, oder der Name löst zu einer lokalen Adresse auf. Rechtsklick erlaubt den Host.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="916"/>
        <source>The gate added the credential of rule %1 to this request (the sandbox never holds its value).</source>
        <translation>Das Gate hat die Zugangsdaten der Regel %1 zu dieser Anfrage hinzugefügt (die Sandbox erhält ihren Wert nie).</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="920"/>
        <source>The egress gate let this request through.</source>
        <translation>Das Ausgangs-Gate hat diese Anfrage durchgelassen.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="922"/>
        <source>The sandbox&apos;s firewall dropped this packet: everything but the egress gate is blocked, so a program that ignores the proxy settings (or sends UDP, DNS to another server, IPv6) gets nowhere.</source>
        <translation>Die Firewall der Sandbox hat dieses Paket verworfen: alles außer dem Ausgangs-Gate ist blockiert, daher kommt ein Programm, das die Proxy-Einstellungen übergeht (oder UDP, DNS an einen anderen Server oder IPv6 sendet), nirgendwohin.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="927"/>
        <source>Gate result code: %1</source>
        <translation>Ergebniscode des Gates: %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="931"/>
        <source>Denied request to %1</source>
        <translation>Verweigerte Anfrage an %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="933"/>
        <source>Blocked packet to %1</source>
        <translation>Blockiertes Paket an %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="1008"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="1010"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="1012"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="1014"/>
        <source>Host:Port</source>
        <translation>Host:Port</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="1016"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="1018"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogmodel.cpp" line="1020"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>aisb::SessionLogPage</name>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="66"/>
        <location filename="../ui/sessionlogpage.cpp" line="794"/>
        <location filename="../ui/sessionlogpage.cpp" line="958"/>
        <source>Allow Host</source>
        <translation>Host erlauben</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="67"/>
        <location filename="../ui/sessionlogpage.cpp" line="293"/>
        <location filename="../ui/sessionlogpage.cpp" line="1111"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="73"/>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="83"/>
        <location filename="../ui/sessionlogpage.cpp" line="530"/>
        <source>No session log yet</source>
        <translation>Noch kein Sitzungsprotokoll</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="90"/>
        <source>Launch a session (Ctrl+Return): its lifecycle events and every request the egress gate allowed or denied appear here as they happen. Past sessions of this project stay readable here, and a denied host can be allowed with one click.</source>
        <translation>Starten Sie eine Sitzung (Strg+Eingabe): ihre Lebenszyklus-Ereignisse und jede Anfrage, die das Ausgangs-Gate erlaubt oder verweigert hat, erscheinen hier, sobald sie geschehen. Vergangene Sitzungen dieses Projekts bleiben hier lesbar, und ein verweigerter Host lässt sich mit einem Klick erlauben.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="109"/>
        <source>&amp;Session:</source>
        <translation>&amp;Sitzung:</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="114"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="139"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="140"/>
        <source>Denied</source>
        <translation>Verweigert</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="141"/>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="150"/>
        <source>Show every row</source>
        <translation>Jede Zeile zeigen</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="152"/>
        <source>Show only what was refused: requests the gate denied and packets the firewall dropped</source>
        <translation>Nur Abgelehntes zeigen: Anfragen, die das Gate verweigert hat, und Pakete, die die Firewall verworfen hat</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="154"/>
        <source>Show only requests the gate allowed</source>
        <translation>Nur Anfragen zeigen, die das Gate erlaubt hat</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="162"/>
        <source>Filter by host, method, status or text</source>
        <translation>Nach Host, Methode, Status oder Text filtern</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="165"/>
        <source>Filter the log</source>
        <translation>Protokoll filtern</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="170"/>
        <source>Copy the selected rows, tab-separated (Ctrl+C)</source>
        <translation>Die ausgewählten Zeilen tabulatorgetrennt kopieren (Strg+C)</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="176"/>
        <source>Save the rows shown (after filtering) as JSON lines or CSV</source>
        <translation>Die angezeigten Zeilen (nach dem Filtern) als JSON-Zeilen oder CSV speichern</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="192"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="192"/>
        <source>Denials</source>
        <translation>Verweigerungen</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="192"/>
        <source>Last Seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="192"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="198"/>
        <source>Denied hosts</source>
        <translation>Verweigerte Hosts</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="218"/>
        <source>Export Log Rows</source>
        <translation>Protokollzeilen exportieren</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="220"/>
        <source>JSON lines (*.jsonl);;CSV (*.csv)</source>
        <translation>JSON-Zeilen (*.jsonl);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="240"/>
        <source>Review in Policy</source>
        <translation>In der Richtlinie prüfen</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="245"/>
        <source>Hide this note</source>
        <translation>Diesen Hinweis ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="266"/>
        <source>Session log</source>
        <translation>Sitzungsprotokoll</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="285"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="313"/>
        <source>Details of the selected row</source>
        <translation>Details der ausgewählten Zeile</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="492"/>
        <source>Reading the sessions…</source>
        <translation>Sitzungen werden gelesen…</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="558"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="561"/>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="564"/>
        <source>failed, exit code %1</source>
        <translation>fehlgeschlagen, Exit-Code %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="564"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="567"/>
        <source>killed while %1</source>
        <translation>beendet im Zustand %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="571"/>
        <source>killed (not cleaned up yet)</source>
        <translation>beendet (noch nicht aufgeräumt)</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="574"/>
        <source>running in another window or the command line</source>
        <translation>läuft in einem anderen Fenster oder auf der Befehlszeile</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="577"/>
        <source>● %1 — %2</source>
        <translation>● %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="577"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="578"/>
        <location filename="../ui/sessionlogpage.cpp" line="579"/>
        <source>Session %1</source>
        <translation>Sitzung %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="686"/>
        <location filename="../ui/sessionlogpage.cpp" line="718"/>
        <source>%1 allowed</source>
        <translation>%1 erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="687"/>
        <source>%1 denied</source>
        <translation>%1 verweigert</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="703"/>
        <source>%1 blocked by the firewall</source>
        <translation>%1 von der Firewall blockiert</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="706"/>
        <source>%1 with a credential added by the gate</source>
        <translation>%1 mit vom Gate hinzugefügten Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="711"/>
        <source>%1 of %2 rows shown</source>
        <translation>%1 von %2 Zeilen angezeigt</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="715"/>
        <source>only the newest %1 rows are kept</source>
        <translation>nur die neuesten %1 Zeilen werden behalten</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="787"/>
        <source>Allow %1? The project&apos;s policy file is saved and approved with this change</source>
        <translation>%1 erlauben? Die Richtliniendatei des Projekts wird mit dieser Änderung gespeichert und freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="788"/>
        <source>Deny %1 from now on? The project&apos;s policy file is saved and approved with this change</source>
        <translation>%1 ab jetzt sperren? Die Richtliniendatei des Projekts wird mit dieser Änderung gespeichert und freigegeben</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="791"/>
        <source>, and the running session takes it at once.</source>
        <translation>, und die laufende Sitzung übernimmt sie sofort.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="792"/>
        <source>; sessions launched from now on use it.</source>
        <translation>; ab jetzt gestartete Sitzungen verwenden sie.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="794"/>
        <source>Deny Host</source>
        <translation>Host sperren</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="798"/>
        <source>Allow and Save</source>
        <translation>Erlauben und speichern</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="798"/>
        <source>Deny and Save</source>
        <translation>Sperren und speichern</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="816"/>
        <source>Allowed %1: saved and approved. No session of this project is running; sessions launched from now on reach it.</source>
        <translation>%1 erlaubt: gespeichert und freigegeben. Keine Sitzung dieses Projekts läuft; ab jetzt gestartete Sitzungen erreichen den Host.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="818"/>
        <source>Denied %1 from now on: saved and approved. No session of this project is running.</source>
        <translation>%1 ab jetzt gesperrt: gespeichert und freigegeben. Keine Sitzung dieses Projekts läuft.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="825"/>
        <source>Saved and approved; the running session already had this allowlist.</source>
        <translation>Gespeichert und freigegeben; die laufende Sitzung hatte diese Liste erlaubter Hosts bereits.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="843"/>
        <source>Applying the new allowlist to the running session…</source>
        <translation>Die neue Liste erlaubter Hosts wird auf die laufende Sitzung angewendet …</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="860"/>
        <source>Saved and approved, but the running session %1 did not take the new allowlist: %2</source>
        <translation>Gespeichert und freigegeben, aber die laufende Sitzung %1 hat die neue Liste erlaubter Hosts nicht übernommen: %2</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="867"/>
        <source>%1 is allowed: saved, approved, and the running session reaches it now.</source>
        <translation>%1 ist erlaubt: gespeichert, freigegeben, und die laufende Sitzung erreicht den Host jetzt.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="869"/>
        <source>%1 is denied from now on: saved, approved, and the running session no longer reaches it (connections already open stay open).</source>
        <translation>%1 ist ab jetzt gesperrt: gespeichert, freigegeben, und die laufende Sitzung erreicht den Host nicht mehr (bereits offene Verbindungen bleiben offen).</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="863"/>
        <source>Saved and approved, but the running session did not take the change: %1</source>
        <translation>Gespeichert und freigegeben, aber die laufende Sitzung hat die Änderung nicht übernommen: %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="829"/>
        <source>Log tab</source>
        <translation>Reiter „Protokoll“</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="873"/>
        <source>The running session %1 uses the saved allowlist now (connections already open stay open).</source>
        <translation>Die laufende Sitzung %1 verwendet jetzt die gespeicherte Liste erlaubter Hosts (schon offene Verbindungen bleiben offen).</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="923"/>
        <source>policy editor</source>
        <translation>Richtlinien-Editor</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="954"/>
        <source>Allow %1</source>
        <translation>%1 erlauben</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/sessionlogpage.cpp" line="956"/>
        <source>Allow %n Hosts</source>
        <translation>
            <numerusform>%n Host erlauben</numerusform>
            <numerusform>%n Hosts erlauben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="964"/>
        <source>Add %1 to the policy&apos;s allowed hosts: shown, then saved and approved, and the running session reaches it at once</source>
        <translation>%1 zu den erlaubten Hosts der Richtlinie hinzufügen: angezeigt, dann gespeichert und freigegeben, und die laufende Sitzung erreicht den Host sofort</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="969"/>
        <source>The selected hosts are allowed already (the gate refused them for their port or because the name resolves to a local address), or are not host names.</source>
        <translation>Die ausgewählten Hosts sind bereits erlaubt (das Gate hat sie wegen ihres Ports verweigert oder weil der Name zu einer lokalen Adresse auflöst), oder sie sind keine Hostnamen.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="972"/>
        <source>Select a denied request to allow its host</source>
        <translation>Wählen Sie eine verweigerte Anfrage, um ihren Host zu erlauben</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="982"/>
        <source>Denied hosts (%1)</source>
        <translation>Verweigerte Hosts (%1)</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="999"/>
        <source>Refused by the gate</source>
        <translation>Vom Gate verweigert</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="1003"/>
        <source>Allow</source>
        <translation>Erlauben</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="1005"/>
        <source>Allow %1: saved, approved and applied to the running session</source>
        <translation>%1 erlauben: gespeichert, freigegeben und auf die laufende Sitzung angewendet</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="1022"/>
        <source>Select a row to read all of it here.</source>
        <translation>Wählen Sie eine Zeile, um sie hier vollständig zu lesen.</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="1080"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="1096"/>
        <source>Allow %1 and Every Name Below It</source>
        <translation>%1 und jeden Namen darunter erlauben</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="1107"/>
        <source>Deny %1 From Now On</source>
        <translation>%1 ab jetzt sperren</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="1115"/>
        <source>Copy Host</source>
        <translation>Host kopieren</translation>
    </message>
    <message>
        <location filename="../ui/sessionlogpage.cpp" line="1116"/>
        <source>Show Only %1</source>
        <translation>Nur %1 zeigen</translation>
    </message>
</context>
<context>
    <name>aisb::SessionReaper</name>
    <message>
        <location filename="../core/maintenance/sessionreaper.cpp" line="37"/>
        <source>Removed %1, left by a process that is gone</source>
        <translation>%1 entfernt, zurückgelassen von einem nicht mehr vorhandenen Prozess</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessionreaper.cpp" line="59"/>
        <source>the project view %1</source>
        <translation>die Projektansicht %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessionreaper.cpp" line="64"/>
        <location filename="../core/maintenance/sessionreaper.cpp" line="74"/>
        <source>the staged binds %1</source>
        <translation>die bereitgestellten Bind-Mounts %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessionreaper.cpp" line="80"/>
        <source>the env file %1</source>
        <translation>die Env-Datei %1</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessionreaper.cpp" line="154"/>
        <source>Its process (pid %1) was killed while the session was %2; the gate and the sandbox ended with it, and nothing was left to clean</source>
        <translation>Ihr Prozess (PID %1) wurde beendet, während die Sitzung im Zustand %2 war; Gate und Sandbox endeten mit ihm, und es blieb nichts aufzuräumen</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessionreaper.cpp" line="160"/>
        <source>Its process (pid %1) was killed while the session was %2; removed: %3</source>
        <translation>Ihr Prozess (PID %1) wurde beendet, während die Sitzung im Zustand %2 war; entfernt: %3</translation>
    </message>
</context>
<context>
    <name>aisb::SessionReview</name>
    <message>
        <location filename="../ui/sessionreview.cpp" line="34"/>
        <source>&amp;Changes…</source>
        <translation>Ä&amp;nderungen…</translation>
    </message>
    <message>
        <location filename="../ui/sessionreview.cpp" line="35"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Wiedergabe…</translation>
    </message>
    <message>
        <location filename="../ui/sessionreview.cpp" line="38"/>
        <source>What the session created, modified, deleted and chmod-ed in the project; keep or undo it</source>
        <translation>Was die Sitzung im Projekt erstellt, geändert, gelöscht und per chmod geändert hat; behalten oder rückgängig machen</translation>
    </message>
    <message>
        <location filename="../ui/sessionreview.cpp" line="41"/>
        <source>Play the session&apos;s recorded terminal</source>
        <translation>Das aufgezeichnete Terminal der Sitzung abspielen</translation>
    </message>
    <message>
        <location filename="../ui/sessionreview.cpp" line="85"/>
        <source>Changes of Session %1</source>
        <translation>Änderungen der Sitzung %1</translation>
    </message>
    <message>
        <location filename="../ui/sessionreview.cpp" line="113"/>
        <source>Replay of Session %1</source>
        <translation>Wiedergabe der Sitzung %1</translation>
    </message>
</context>
<context>
    <name>aisb::SessionTab</name>
    <message>
        <location filename="../ui/sessiontab.cpp" line="27"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="28"/>
        <source>Relaunch</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="32"/>
        <source>Start a new session of this project with its saved policy</source>
        <translation>Eine neue Sitzung dieses Projekts mit seiner gespeicherten Richtlinie starten</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="79"/>
        <source>Allowed hosts only</source>
        <translation>Nur erlaubte Hosts</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="83"/>
        <source>No network</source>
        <translation>Kein Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="86"/>
        <source>Open network</source>
        <translation>Offenes Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="90"/>
        <source>The sandbox&apos;s network mode</source>
        <translation>Der Netzwerkmodus der Sandbox</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="94"/>
        <source>On %1 ·</source>
        <translation>Läuft auf: %1 ·</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="96"/>
        <source>This session runs on %1 (%2): the project is copied there and what the agent changes comes back when the session ends.</source>
        <translation>Diese Sitzung läuft auf: %1 (%2). Das Projekt wird dorthin kopiert, und was der Agent ändert, kommt zurück, wenn die Sitzung endet.</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="99"/>
        <source>This session runs on this computer</source>
        <translation>Diese Sitzung läuft auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="114"/>
        <source>Building the image: step %1 of %2</source>
        <translation>Image wird gebaut: Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="157"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="158"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="174"/>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="176"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="178"/>
        <source>Stopping</source>
        <translation>Stoppt</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="181"/>
        <source>Out of memory</source>
        <translation>Kein Speicher mehr</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="183"/>
        <location filename="../ui/sessiontab.cpp" line="243"/>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="184"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="184"/>
        <source>Exited %1</source>
        <translation>Beendet %1</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="186"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="230"/>
        <source>Starting…</source>
        <translation>Startet …</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="232"/>
        <source>Checking the image…</source>
        <translation>Image wird geprüft …</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="234"/>
        <source>Starting the egress gate…</source>
        <translation>Ausgangs-Gate wird gestartet …</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="236"/>
        <source>Running in %1</source>
        <translation>Läuft in %1</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="238"/>
        <source>Stopping…</source>
        <translation>Stoppt …</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="241"/>
        <source>Killed at the memory limit (exit code %1)</source>
        <translation>An der Speichergrenze beendet (Exit-Code %1)</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="244"/>
        <source>Exited with code %1</source>
        <translation>Mit Code %1 beendet</translation>
    </message>
    <message>
        <location filename="../ui/sessiontab.cpp" line="246"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>aisb::SessionTable</name>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="34"/>
        <source>nothing was left (gate and sandbox ended with it)</source>
        <translation>es blieb nichts übrig (Gate und Sandbox endeten mit ihm)</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="35"/>
        <source>removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="36"/>
        <source>killed while %1 (pid %2), noticed %3: %4</source>
        <translation>beendet im Zustand %1 (PID %2), bemerkt %3: %4</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="72"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="72"/>
        <source>STATE</source>
        <translation>ZUSTAND</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="72"/>
        <source>EXIT</source>
        <translation>EXIT</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="72"/>
        <source>STARTED</source>
        <translation>GESTARTET</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="72"/>
        <source>PROJECT</source>
        <translation>PROJEKT</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="78"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../core/maintenance/sessiontable.cpp" line="79"/>
        <source>%1 (on %2)</source>
        <translation>%1 (auf %2)</translation>
    </message>
</context>
<context>
    <name>aisb::SessionsPage</name>
    <message>
        <location filename="../ui/sessionspage.cpp" line="32"/>
        <source>&lt;h3&gt;No session of this project yet&lt;/h3&gt;&lt;p&gt;Launch one with &lt;b&gt;Launch&lt;/b&gt; (Ctrl+Return): the agent runs here in a terminal, inside its sandbox. Several sessions can run side by side.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Noch keine Sitzung dieses Projekts&lt;/h3&gt;&lt;p&gt;Starten Sie eine mit &lt;b&gt;Starten&lt;/b&gt; (Strg+Eingabe): der Agent läuft hier in einem Terminal, in seiner Sandbox. Mehrere Sitzungen können nebeneinander laufen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="58"/>
        <source>Close Ended</source>
        <translation>Beendete schließen</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="59"/>
        <source>Close the tabs of the sessions that have ended</source>
        <translation>Die Reiter der beendeten Sitzungen schließen</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="117"/>
        <source>%1

In the app: Use This Computer in the project&apos;s header, or Change… beside “Sessions run on” to pick another engine.</source>
        <translation>%1

In der App: „Diesen Computer verwenden“ im Kopfbereich des Projekts, oder „Ändern …“ neben „Sitzungen laufen auf“, um eine andere Engine zu wählen.</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="230"/>
        <source>Restart Session?</source>
        <translation>Sitzung neu starten?</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="231"/>
        <source>The saved policy changes %1. A running sandbox keeps what it started with: these take effect in a new session.</source>
        <translation>Die gespeicherte Richtlinie ändert %1. Eine laufende Sandbox behält, womit sie gestartet wurde: diese Änderungen wirken erst in einer neuen Sitzung.</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="237"/>
        <source>Restart ends the running session (the program in it stops) and starts a new one with the saved policy in the same tab.</source>
        <translation>Ein Neustart beendet die laufende Sitzung (das Programm darin stoppt) und startet im selben Reiter eine neue mit der gespeicherten Richtlinie.</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="239"/>
        <source>Restart ends the %1 running sessions of this project (the programs in them stop) and starts new ones with the saved policy in their tabs.</source>
        <translation>Ein Neustart beendet die %1 laufenden Sitzungen dieses Projekts (die Programme darin stoppen) und startet in ihren Reitern neue mit der gespeicherten Richtlinie.</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="243"/>
        <source>Restart Session</source>
        <translation>Sitzung neu starten</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="243"/>
        <source>Restart Sessions</source>
        <translation>Sitzungen neu starten</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="300"/>
        <source>&amp;Relaunch</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="303"/>
        <source>&amp;Stop Session</source>
        <translation>Sitzung &amp;stoppen</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="306"/>
        <source>&amp;Close Tab</source>
        <translation>Reiter s&amp;chließen</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="309"/>
        <source>Close &amp;Ended Tabs</source>
        <translation>&amp;Beendete Reiter schließen</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="336"/>
        <source>Stop the session?</source>
        <translation>Sitzung stoppen?</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="337"/>
        <source>The session in this tab is still running. Closing the tab stops it: the sandbox and its gate are removed.</source>
        <translation>Die Sitzung in diesem Reiter läuft noch. Das Schließen des Reiters stoppt sie: Sandbox und Gate werden entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="340"/>
        <source>Stop and Close</source>
        <translation>Stoppen und schließen</translation>
    </message>
    <message>
        <location filename="../ui/sessionspage.cpp" line="245"/>
        <location filename="../ui/sessionspage.cpp" line="341"/>
        <source>Keep Running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
</context>
<context>
    <name>aisb::SizeEdit</name>
    <message>
        <location filename="../ui/sizeedit.cpp" line="22"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location filename="../ui/sizeedit.cpp" line="23"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
</context>
<context>
    <name>aisb::TarStream</name>
    <message>
        <location filename="../core/remote/tarstream.cpp" line="37"/>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <location filename="../core/remote/tarstream.cpp" line="89"/>
        <source>the archive is cut short</source>
        <translation>das Archiv ist abgeschnitten</translation>
    </message>
    <message>
        <location filename="../core/remote/tarstream.cpp" line="95"/>
        <location filename="../core/remote/tarstream.cpp" line="104"/>
        <source>the archive is malformed: %1</source>
        <translation>das Archiv ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location filename="../core/remote/tarstream.cpp" line="121"/>
        <source>the archive holds more than %1 bytes</source>
        <translation>das Archiv enthält mehr als %1 Bytes</translation>
    </message>
    <message>
        <location filename="../core/remote/tarstream.cpp" line="124"/>
        <source>the archive is cut short: %1</source>
        <translation>das Archiv ist abgeschnitten: %1</translation>
    </message>
</context>
<context>
    <name>aisb::TerminalRecording</name>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="245"/>
        <source>The terminal recording %1 cannot be created: %2.</source>
        <translation>Die Terminal-Aufzeichnung %1 kann nicht erstellt werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="366"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="384"/>
        <source>not JSON (%1)</source>
        <translation>kein JSON (%1)</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="388"/>
        <source>the header must be a JSON object</source>
        <translation>der Header muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="391"/>
        <source>not asciicast version 2</source>
        <translation>nicht asciicast Version 2</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="396"/>
        <source>the header has no width and height</source>
        <translation>der Header hat keine Breite und Höhe</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="401"/>
        <source>an event must be [time, code, data]</source>
        <translation>ein Ereignis muss [time, code, data] sein</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="404"/>
        <source>unknown event code &quot;%1&quot;</source>
        <translation>unbekannter Ereigniscode &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="414"/>
        <source>there is no header</source>
        <translation>es gibt keinen Header</translation>
    </message>
    <message>
        <location filename="../core/session/terminalrecording.cpp" line="423"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>aisb::TerminalWidget</name>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="99"/>
        <source>This terminal already runs a program; open a new terminal to start %1.</source>
        <translation>In diesem Terminal läuft bereits ein Programm; öffnen Sie ein neues Terminal, um %1 zu starten.</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1018"/>
        <source>Find in the Output</source>
        <translation>In der Ausgabe suchen</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1018"/>
        <source>Find (searches upwards):</source>
        <translation>Suchen (sucht nach oben):</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1023"/>
        <source>“%1” was not found above.</source>
        <translation>„%1“ wurde darüber nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1050"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1054"/>
        <source>&amp;Paste</source>
        <translation>E&amp;infügen</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1059"/>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1062"/>
        <source>&amp;Save Output…</source>
        <translation>Ausgabe s&amp;peichern …</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1063"/>
        <source>Save the Terminal Output</source>
        <translation>Terminal-Ausgabe speichern</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1065"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1067"/>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1069"/>
        <source>C&amp;lear Scrollback</source>
        <translation>&amp;Verlauf leeren</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1072"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1074"/>
        <source>Zoom &amp;Out</source>
        <translation>Verklei&amp;nern</translation>
    </message>
    <message>
        <location filename="../ui/terminal/terminalwidget.cpp" line="1076"/>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Zoom zurücksetzen</translation>
    </message>
</context>
<context>
    <name>aisb::TrustStore</name>
    <message>
        <location filename="../core/policy/trust.cpp" line="84"/>
        <source>The project policy %1 cannot be read (%2). Fix its permissions, review it, then run `ai-sandbox trust --project %3`.</source>
        <translation>Die Projektrichtlinie %1 kann nicht gelesen werden (%2). Korrigieren Sie ihre Berechtigungen, prüfen Sie sie und führen Sie dann `ai-sandbox trust --project %3` aus.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="104"/>
        <source>The project policy %1 has not been approved on this machine, so it is not used. Review it, then run `ai-sandbox trust --project %2` to approve it.</source>
        <translation>Die Projektrichtlinie %1 wurde auf diesem Rechner nicht freigegeben und wird daher nicht verwendet. Prüfen Sie sie und führen Sie dann `ai-sandbox trust --project %2` aus, um sie freizugeben.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="118"/>
        <source>approved</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="120"/>
        <source>The project policy %1 changed since it was approved, so it is not used. Review the changes, then run `ai-sandbox trust --project %2` to approve them.</source>
        <translation>Die Projektrichtlinie %1 hat sich seit ihrer Freigabe geändert und wird daher nicht verwendet. Prüfen Sie die Änderungen und führen Sie dann `ai-sandbox trust --project %2` aus, um sie freizugeben.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="39"/>
        <source>Cannot read the project policy %1: %2. Check that it exists and is readable.</source>
        <translation>Die Projektrichtlinie %1 kann nicht gelesen werden: %2. Prüfen Sie, ob sie existiert und lesbar ist.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="140"/>
        <source>Cannot create the trust folder %1. Check that %2 is writable.</source>
        <translation>Der Vertrauensordner %1 kann nicht angelegt werden. Prüfen Sie, ob %2 beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="148"/>
        <source>Cannot write the trust record %1: %2. Check the folder&apos;s permissions.</source>
        <translation>Der Vertrauenseintrag %1 kann nicht geschrieben werden: %2. Prüfen Sie die Berechtigungen des Ordners.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="157"/>
        <source>the disk is full or the file too large</source>
        <translation>der Datenträger ist voll oder die Datei zu groß</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="160"/>
        <source>Cannot write the trust record %1: %2.</source>
        <translation>Der Vertrauenseintrag %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="164"/>
        <source>Cannot save the trust record %1: %2.</source>
        <translation>Der Vertrauenseintrag %1 kann nicht gespeichert werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="176"/>
        <source>The project policy %1 changed after it was shown to you, so nothing was approved. Review it again.</source>
        <translation>Die Projektrichtlinie %1 hat sich geändert, nachdem sie Ihnen gezeigt wurde; daher wurde nichts freigegeben. Prüfen Sie sie erneut.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="184"/>
        <source>The project policy %1 cannot be read as a policy (%2: %3), so it was not approved. Fix the file first.</source>
        <translation>Die Projektrichtlinie %1 lässt sich nicht als Richtlinie lesen (%2: %3) und wurde daher nicht freigegeben. Korrigieren Sie zuerst die Datei.</translation>
    </message>
    <message>
        <location filename="../core/policy/trust.cpp" line="208"/>
        <source>Cannot remove the trust record %1: %2.</source>
        <translation>Der Vertrauenseintrag %1 kann nicht entfernt werden: %2.</translation>
    </message>
</context>
<context>
    <name>aisb::Validation</name>
    <message>
        <location filename="../core/policy/validation.cpp" line="59"/>
        <source>a NUL character</source>
        <translation>ein NUL-Zeichen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="62"/>
        <source>a line break</source>
        <translation>einen Zeilenumbruch</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="64"/>
        <source>a tab</source>
        <translation>einen Tabulator</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="66"/>
        <source>a space</source>
        <translation>ein Leerzeichen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="68"/>
        <source>a double quote</source>
        <translation>ein doppeltes Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="70"/>
        <source>a quote</source>
        <translation>ein Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="72"/>
        <source>a backtick</source>
        <translation>einen Backtick</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="77"/>
        <source>a control character (U+%1)</source>
        <translation>ein Steuerzeichen (U+%1)</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="80"/>
        <source>the invisible or text-direction character U+%1</source>
        <translation>das unsichtbare oder textrichtungsändernde Zeichen U+%1</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="84"/>
        <source>the non-ASCII character U+%1 (look-alike letters and invisible characters are refused)</source>
        <translation>das Nicht-ASCII-Zeichen U+%1 (ähnlich aussehende Buchstaben und unsichtbare Zeichen werden abgelehnt)</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="88"/>
        <source>the character &apos;%1&apos;</source>
        <translation>das Zeichen &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="133"/>
        <location filename="../core/policy/validation.cpp" line="177"/>
        <location filename="../core/policy/validation.cpp" line="223"/>
        <location filename="../core/policy/validation.cpp" line="241"/>
        <location filename="../core/policy/validation.cpp" line="265"/>
        <location filename="../core/policy/validation.cpp" line="291"/>
        <location filename="../core/policy/validation.cpp" line="307"/>
        <location filename="../core/policy/validation.cpp" line="338"/>
        <location filename="../core/policy/validation.cpp" line="379"/>
        <location filename="../core/policy/validation.cpp" line="822"/>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="141"/>
        <location filename="../core/policy/validation.cpp" line="273"/>
        <location filename="../core/policy/validation.cpp" line="386"/>
        <location filename="../core/policy/validation.cpp" line="405"/>
        <location filename="../core/policy/validation.cpp" line="551"/>
        <location filename="../core/policy/validation.cpp" line="749"/>
        <source>it contains %1</source>
        <translation>er enthält %1</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="145"/>
        <source>it is not an IPv4 or IPv6 address</source>
        <translation>er ist keine IPv4- oder IPv6-Adresse</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="515"/>
        <source>The harness %1 is unknown. Choose one of pi, claude, codex, shell or tools.</source>
        <translation>Der Harness %1 ist unbekannt. Wählen Sie einen aus pi, claude, codex, shell oder tools.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="535"/>
        <source>image.ca_certificates[%1] &quot;host&quot; takes every *.crt in %2, and one is not usable: %3. Fix or remove that file (update-ca-certificates would read it too), or name the certificate files one by one instead of &quot;host&quot;.</source>
        <translation>image.ca_certificates[%1] &quot;host&quot; übernimmt jede *.crt in %2, und eine davon ist nicht verwendbar: %3. Korrigieren oder entfernen Sie diese Datei (update-ca-certificates würde sie ebenfalls lesen), oder nennen Sie die Zertifikatsdateien statt &quot;host&quot; einzeln.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="559"/>
        <source>image.ca_certificates[%1] %2 is not usable: %3. Name a readable PEM certificate file on this machine (one with -----BEGIN CERTIFICATE-----), such as /usr/local/share/ca-certificates/corporate.crt, write &quot;host&quot; for the authorities this machine trusts, or remove the entry.</source>
        <translation>image.ca_certificates[%1] %2 ist nicht verwendbar: %3. Geben Sie eine lesbare PEM-Zertifikatsdatei auf diesem Rechner an (eine mit -----BEGIN CERTIFICATE-----), etwa /usr/local/share/ca-certificates/corporate.crt, schreiben Sie &quot;host&quot; für die Zertifizierungsstellen, denen dieser Rechner vertraut, oder entfernen Sie den Eintrag.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="758"/>
        <source>it does not exist on this machine</source>
        <translation>er existiert auf diesem Rechner nicht</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="179"/>
        <location filename="../core/policy/validation.cpp" line="192"/>
        <location filename="../core/policy/validation.cpp" line="225"/>
        <location filename="../core/policy/validation.cpp" line="243"/>
        <location filename="../core/policy/validation.cpp" line="267"/>
        <location filename="../core/policy/validation.cpp" line="309"/>
        <location filename="../core/policy/validation.cpp" line="340"/>
        <location filename="../core/policy/validation.cpp" line="400"/>
        <location filename="../core/policy/validation.cpp" line="548"/>
        <location filename="../core/policy/validation.cpp" line="746"/>
        <source>it is longer than %1 characters</source>
        <translation>er ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="183"/>
        <source>it contains %1; a host name has only the letters a-z, digits, &apos;-&apos; and &apos;.&apos;</source>
        <translation>er enthält %1; ein Hostname besteht nur aus den Buchstaben a–z, Ziffern, &apos;-&apos; und &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="195"/>
        <source>it starts with more than one dot</source>
        <translation>er beginnt mit mehr als einem Punkt</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="197"/>
        <source>it ends with a dot</source>
        <translation>er endet mit einem Punkt</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="202"/>
        <source>it has two dots in a row</source>
        <translation>er enthält zwei Punkte hintereinander</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="204"/>
        <source>a part between dots is longer than 63 characters</source>
        <translation>ein Teil zwischen Punkten ist länger als 63 Zeichen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="207"/>
        <source>a part between dots starts or ends with &apos;-&apos;</source>
        <translation>ein Teil zwischen Punkten beginnt oder endet mit &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="215"/>
        <source>it looks like an IP address but is not a valid IPv4 address</source>
        <translation>er sieht wie eine IP-Adresse aus, ist aber keine gültige IPv4-Adresse</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="229"/>
        <source>it contains %1; a variable name has only letters A-Z, a-z, digits and &apos;_&apos;</source>
        <translation>er enthält %1; ein Variablenname besteht nur aus den Buchstaben A–Z, a–z, Ziffern und &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="234"/>
        <location filename="../core/policy/validation.cpp" line="252"/>
        <source>it starts with a digit</source>
        <translation>er beginnt mit einer Ziffer</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="247"/>
        <source>it contains %1; a variable name or pattern has only letters, digits, &apos;_&apos; and &apos;*&apos;</source>
        <translation>er enthält %1; ein Variablenname oder -muster besteht nur aus Buchstaben, Ziffern, &apos;_&apos; und &apos;*&apos;</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="254"/>
        <source>it matches every variable, secrets included; name the variables or use a prefix such as AWS_*</source>
        <translation>er passt auf jede Variable, Geheimnisse eingeschlossen; nennen Sie die Variablen oder verwenden Sie ein Präfix wie AWS_*</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="277"/>
        <source>a Debian package name has at least two characters, lower-case letters, digits and &apos;+&apos;, &apos;-&apos;, &apos;.&apos;, and starts with a letter or digit</source>
        <translation>ein Debian-Paketname hat mindestens zwei Zeichen aus Kleinbuchstaben, Ziffern und &apos;+&apos;, &apos;-&apos;, &apos;.&apos; und beginnt mit einem Buchstaben oder einer Ziffer</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="282"/>
        <source>the version after &apos;=&apos; is not a Debian version (e.g. 1.2.3-1 or 1:2.0~rc1-2)</source>
        <translation>die Version nach &apos;=&apos; ist keine Debian-Version (z. B. 1.2.3-1 oder 1:2.0~rc1-2)</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="294"/>
        <source>it is not a size: write a number with an optional unit b, k, m, g or t, e.g. 512m or 4g</source>
        <translation>er ist keine Größe: schreiben Sie eine Zahl mit optionaler Einheit b, k, m, g oder t, z. B. 512m oder 4g</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="298"/>
        <source>it is zero</source>
        <translation>er ist null</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="300"/>
        <source>it is larger than 16t</source>
        <translation>er ist größer als 16t</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="312"/>
        <source>it is not absolute (it must start with &apos;/&apos;)</source>
        <translation>er ist nicht absolut (er muss mit &apos;/&apos; beginnen)</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="315"/>
        <source>it contains %1; a container path has only letters, digits and . _ - + @ = ~ /</source>
        <translation>er enthält %1; ein Container-Pfad besteht nur aus Buchstaben, Ziffern und . _ - + @ = ~ /</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="320"/>
        <source>it is not normalised (no &apos;.&apos;, &apos;..&apos;, &apos;//&apos; or trailing &apos;/&apos;); write %1</source>
        <translation>er ist nicht normalisiert (kein &apos;.&apos;, &apos;..&apos;, &apos;//&apos; oder &apos;/&apos; am Ende); schreiben Sie %1</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="324"/>
        <location filename="../core/policy/validation.cpp" line="363"/>
        <location filename="../core/policy/validation.cpp" line="754"/>
        <source>a part of it starts with &apos;-&apos;</source>
        <translation>ein Teil davon beginnt mit &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="328"/>
        <source>it is inside %1, which belongs to the kernel</source>
        <translation>er liegt in %1, das dem Kernel gehört</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="343"/>
        <source>it is absolute, but it must be relative to the project folder</source>
        <translation>er ist absolut, muss aber relativ zum Projektordner sein</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="347"/>
        <source>it contains %1; a path has only letters, digits and . _ - + @ = ~ /</source>
        <translation>er enthält %1; ein Pfad besteht nur aus Buchstaben, Ziffern und . _ - + @ = ~ /</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="356"/>
        <source>it contains &apos;..&apos; and could leave the project folder</source>
        <translation>er enthält &apos;..&apos; und könnte den Projektordner verlassen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="359"/>
        <source>it is not normalised (no &apos;.&apos;, &apos;//&apos; or leading &apos;./&apos;); write %1</source>
        <translation>er ist nicht normalisiert (kein &apos;.&apos;, &apos;//&apos; oder &apos;./&apos; am Anfang); schreiben Sie %1</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="381"/>
        <source>it is longer than 512 characters</source>
        <translation>er ist länger als 512 Zeichen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="388"/>
        <source>it is not an image reference of the form [registry/]name[:tag][@digest] with a lower-case name</source>
        <translation>er ist keine Image-Referenz der Form [registry/]name[:tag][@digest] mit kleingeschriebenem Namen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="500"/>
        <source>The base image %1 is not usable: %2. Use a reference such as localhost/ai-sandbox-base:trixie.</source>
        <translation>Das Basis-Image %1 ist nicht verwendbar: %2. Verwenden Sie eine Referenz wie localhost/ai-sandbox-base:trixie.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="507"/>
        <source>The package %1 is not a Debian package name: %2. Write a name such as ripgrep, optionally with =version.</source>
        <translation>Das Paket %1 ist kein Debian-Paketname: %2. Schreiben Sie einen Namen wie ripgrep, optional mit =version.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="713"/>
        <source>session.record_max_mb must be from 1 to 102400 (MiB), e.g. record_max_mb = 64. To record nothing, set session.record = false.</source>
        <translation>session.record_max_mb muss zwischen 1 und 102400 (MiB) liegen, z. B. record_max_mb = 64. Um nichts aufzuzeichnen, session.record = false setzen.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="779"/>
        <source>mounts.extra target %1 is not usable: %2. Use an absolute path of its own such as /data or /opt/tool.</source>
        <translation>Das Ziel %1 von mounts.extra ist nicht verwendbar: %2. Verwenden Sie einen eigenen absoluten Pfad wie /data oder /opt/tool.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="803"/>
        <source>The credential rule name %1 is not valid. Write 1 to 63 letters, digits, &apos;-&apos; or &apos;_&apos;, starting with a letter or digit, e.g. name = &quot;anthropic&quot;.</source>
        <translation>Der Name der Zugangsdaten-Regel %1 ist ungültig. Schreiben Sie 1 bis 63 Buchstaben, Ziffern, &apos;-&apos; oder &apos;_&apos;, beginnend mit einem Buchstaben oder einer Ziffer, z. B. name = &quot;anthropic&quot;.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="811"/>
        <source>The credential rule name %1 is used twice. Give each rule its own name.</source>
        <translation>Der Name der Zugangsdaten-Regel %1 wird zweimal verwendet. Geben Sie jeder Regel einen eigenen Namen.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="818"/>
        <source>There is no credential preset %1. Use one of %2, or leave preset out and write host, header and format.</source>
        <translation>Es gibt keine Zugangsdaten-Vorlage %1. Verwenden Sie eine von %2, oder lassen Sie preset weg und schreiben Sie host, header und format.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="825"/>
        <source>it starts with a dot (the gate adds a credential for one host)</source>
        <translation>er beginnt mit einem Punkt (das Gate fügt Zugangsdaten für genau einen Host hinzu)</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="828"/>
        <source>The credential host %1 is not a host name: %2. Write one host, e.g. host = &quot;api.example.com&quot;.</source>
        <translation>Der Zugangsdaten-Host %1 ist kein Hostname: %2. Schreiben Sie einen Host, z. B. host = &quot;api.example.com&quot;.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="834"/>
        <source>The credential header %1 is not a header name. Write a name such as header = &quot;Authorization&quot; or &quot;x-api-key&quot;.</source>
        <translation>Der Zugangsdaten-Header %1 ist kein Header-Name. Schreiben Sie einen Namen wie header = &quot;Authorization&quot; oder &quot;x-api-key&quot;.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="840"/>
        <source>The gate does not set the header %1: it decides where or how a request goes. Use the header the API reads its key from, e.g. Authorization.</source>
        <translation>Das Gate setzt den Header %1 nicht: er bestimmt, wohin oder wie eine Anfrage geht. Verwenden Sie den Header, aus dem die API ihren Schlüssel liest, z. B. Authorization.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="859"/>
        <source>The credential format %1 is not allowed: %2. Write the header&apos;s value with {value} where the secret goes, e.g. format = &quot;Bearer {value}&quot;, or for HTTP Basic format = &quot;Basic {base64:USER:{value}}&quot; (printable ASCII, no &apos;&quot;&apos;, &apos;\&apos; or &apos;%&apos;).</source>
        <translation>Das Zugangsdaten-Format %1 ist nicht erlaubt: %2. Schreiben Sie den Wert des Headers mit {value} an der Stelle des Geheimnisses, z. B. format = &quot;Bearer {value}&quot;, oder für HTTP Basic format = &quot;Basic {base64:BENUTZER:{value}}&quot; (druckbares ASCII, kein &apos;&quot;&apos;, &apos;\&apos; oder &apos;%&apos;).</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="919"/>
        <source>%1 cannot be passed: a github-git credential rule sets git&apos;s environment configuration (GIT_CONFIG_COUNT, GIT_CONFIG_KEY_n, GIT_CONFIG_VALUE_n). Set the entries you need in env.set instead (GIT_CONFIG_COUNT and its keys and values): they are kept, the rule&apos;s come after them.</source>
        <translation>%1 kann nicht durchgereicht werden: eine github-git-Zugangsdaten-Regel setzt die Umgebungskonfiguration von git (GIT_CONFIG_COUNT, GIT_CONFIG_KEY_n, GIT_CONFIG_VALUE_n). Setzen Sie die benötigten Einträge stattdessen in env.set (GIT_CONFIG_COUNT mit seinen Schlüsseln und Werten): sie bleiben erhalten, die der Regel folgen danach.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="932"/>
        <source>GIT_CONFIG_COUNT %1 is not a number of entries from 0 to 100. Write the number of GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n pairs env.set holds (a github-git credential rule adds its own after them).</source>
        <translation>GIT_CONFIG_COUNT %1 ist keine Anzahl von Einträgen zwischen 0 und 100. Geben Sie die Zahl der GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n-Paare in env.set an (eine github-git-Zugangsdaten-Regel fügt ihre danach an).</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="944"/>
        <source>%1 is beyond GIT_CONFIG_COUNT (%2) and would clash with the entries a github-git credential rule adds after them. Set GIT_CONFIG_COUNT to the number of your entries, numbered from 0.</source>
        <translation>%1 liegt jenseits von GIT_CONFIG_COUNT (%2) und würde mit den Einträgen kollidieren, die eine github-git-Zugangsdaten-Regel danach anfügt. Setzen Sie GIT_CONFIG_COUNT auf die Zahl Ihrer Einträge, gezählt ab 0.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="957"/>
        <source>GIT_CONFIG_COUNT is %1 but %2 is not set. Set it in env.set, or lower GIT_CONFIG_COUNT.</source>
        <translation>GIT_CONFIG_COUNT ist %1, aber %2 ist nicht gesetzt. Setzen Sie es in env.set oder verringern Sie GIT_CONFIG_COUNT.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="869"/>
        <source>it does not start with env:, command: or keyring:</source>
        <translation>sie beginnt nicht mit env:, command: oder keyring:</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="877"/>
        <source>the keyring name must be letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;@&apos; or &apos;-&apos;</source>
        <translation>der Schlüsselbund-Name darf nur aus Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos;, &apos;@&apos; oder &apos;-&apos; bestehen</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="882"/>
        <source>the command is empty</source>
        <translation>der Befehl ist leer</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="888"/>
        <source>The credential source %1 is not valid: %2. Write env:NAME (a variable of this computer), command:PROGRAM ARGS (run here at session start, e.g. command:gh auth token) or keyring:NAME.</source>
        <translation>Die Zugangsdaten-Quelle %1 ist ungültig: %2. Schreiben Sie env:NAME (eine Variable dieses Rechners), command:PROGRAMM ARGUMENTE (läuft hier beim Sitzungsstart, z. B. command:gh auth token) oder keyring:NAME.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="899"/>
        <source>The variable name %1 is not valid: %2. Use letters, digits and &apos;_&apos;, e.g. ANTHROPIC_API_KEY.</source>
        <translation>Der Variablenname %1 ist ungültig: %2. Verwenden Sie Buchstaben, Ziffern und &apos;_&apos;, z. B. ANTHROPIC_API_KEY.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="546"/>
        <location filename="../core/policy/validation.cpp" line="744"/>
        <source>it is not an absolute host path</source>
        <translation>er ist kein absoluter Host-Pfad</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="553"/>
        <location filename="../core/policy/validation.cpp" line="751"/>
        <source>it is not normalised; write %1</source>
        <translation>er ist nicht normalisiert; schreiben Sie %1</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="576"/>
        <source>The command argument %1 is not allowed: %2. Put complex commands in a script inside the project.</source>
        <translation>Das Befehlsargument %1 ist nicht erlaubt: %2. Legen Sie komplexe Befehle in ein Skript im Projekt.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="583"/>
        <source>The command is empty. Name the program to run first, or remove run.command to use the harness&apos;s command.</source>
        <translation>Der Befehl ist leer. Nennen Sie zuerst das auszuführende Programm, oder entfernen Sie run.command, um den Befehl des Harness zu verwenden.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="588"/>
        <source>The working directory %1 is not usable: %2. Use an absolute path such as /project.</source>
        <translation>Das Arbeitsverzeichnis %1 ist nicht verwendbar: %2. Verwenden Sie einen absoluten Pfad wie /project.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="601"/>
        <source>The allowed host %1 is not a host name: %2. Write example.com for one host or .example.com for it and its subdomains.</source>
        <translation>Der erlaubte Host %1 ist kein Hostname: %2. Schreiben Sie example.com für einen Host oder .example.com für ihn samt Subdomains.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="610"/>
        <source>Port 0 is not a port. Use a number from 1 to 65535.</source>
        <translation>Port 0 ist kein Port. Verwenden Sie eine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="618"/>
        <source>The local service name %1 is listed twice. Keep one entry per name.</source>
        <translation>Der Name %1 eines lokalen Dienstes steht doppelt in der Liste. Behalten Sie einen Eintrag je Name.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="625"/>
        <source>it starts with a dot</source>
        <translation>er beginnt mit einem Punkt</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="627"/>
        <source>The local service name %1 is not a host name: %2. Use a name such as testserver.internal.</source>
        <translation>Der Name %1 eines lokalen Dienstes ist kein Hostname: %2. Verwenden Sie einen Namen wie testserver.internal.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="632"/>
        <source>The address %1 of local service %2 is not an IP address: %3. Write e.g. 127.0.0.1 or ::1.</source>
        <translation>Die Adresse %1 des lokalen Dienstes %2 ist keine IP-Adresse: %3. Schreiben Sie z. B. 127.0.0.1 oder ::1.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="638"/>
        <source>The port of local service %1 is 0. Use a number from 1 to 65535.</source>
        <translation>Der Port des lokalen Dienstes %1 ist 0. Verwenden Sie eine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="650"/>
        <source>The variable %1 cannot be passed: %2. Write a name such as TERM or a pattern such as AWS_*.</source>
        <translation>Die Variable %1 kann nicht übergeben werden: %2. Schreiben Sie einen Namen wie TERM oder ein Muster wie AWS_*.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="660"/>
        <source>The variable name %1 is not valid: %2. Use letters, digits and &apos;_&apos;, e.g. EDITOR.</source>
        <translation>Der Variablenname %1 ist ungültig: %2. Verwenden Sie Buchstaben, Ziffern und &apos;_&apos;, z. B. EDITOR.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="666"/>
        <source>The value of %1 is not allowed: %2. Use a single line of text.</source>
        <translation>Der Wert von %1 ist nicht erlaubt: %2. Verwenden Sie eine einzelne Textzeile.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="673"/>
        <source>The secret name %1 is not valid: %2. Write a name such as GITHUB_TOKEN or a pattern such as AWS_*.</source>
        <translation>Der Name %1 eines Geheimnisses ist ungültig: %2. Schreiben Sie einen Namen wie GITHUB_TOKEN oder ein Muster wie AWS_*.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="687"/>
        <source>The size %1 is not valid: %2.</source>
        <translation>Die Größe %1 ist ungültig: %2.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="691"/>
        <source>The size %1 is too small: use at least %2.</source>
        <translation>Die Größe %1 ist zu klein: verwenden Sie mindestens %2.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="697"/>
        <source>limits.cpus must be 0 (no limit) or a number above 0 up to 1024, e.g. 2.</source>
        <translation>limits.cpus muss 0 (keine Grenze) oder eine Zahl über 0 bis 1024 sein, z. B. 2.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="702"/>
        <source>limits.pids must be 0 (no limit) or a number up to 4194304, e.g. 512.</source>
        <translation>limits.pids muss 0 (keine Grenze) oder eine Zahl bis 4194304 sein, z. B. 512.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="708"/>
        <source>limits.exec_timeout must be from 0 (no timeout) to 24h, e.g. &quot;30s&quot;.</source>
        <translation>limits.exec_timeout muss zwischen 0 (kein Zeitlimit) und 24h liegen, z. B. &quot;30s&quot;.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="724"/>
        <source>The masked path %1 is not usable: %2. Write a path inside the project such as .env or secrets/.</source>
        <translation>Der verborgene Pfad %1 ist nicht verwendbar: %2. Schreiben Sie einen Pfad im Projekt wie .env oder secrets/.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="732"/>
        <source>The read-only path %1 is not usable: %2. Write a path inside the project such as .git/hooks.</source>
        <translation>Der schreibgeschützte Pfad %1 ist nicht verwendbar: %2. Schreiben Sie einen Pfad im Projekt wie .git/hooks.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="756"/>
        <source>it is the whole host file system</source>
        <translation>er ist das gesamte Dateisystem des Hosts</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="761"/>
        <source>The mount source %1 is not usable: %2. Name an existing folder or file on this machine.</source>
        <translation>Die Mount-Quelle %1 ist nicht verwendbar: %2. Nennen Sie einen existierenden Ordner oder eine Datei auf diesem Rechner.</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="767"/>
        <source>it is the container&apos;s root</source>
        <translation>er ist die Wurzel des Containers</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="769"/>
        <source>the sandbox itself relies on it (/, /project, /etc, /usr, /bin, /sbin, /lib*, /var, /run, /tmp, /proc, /sys, /dev, /home, /root, /boot and everything below them are reserved)</source>
        <translation>die Sandbox selbst ist darauf angewiesen (/, /project, /etc, /usr, /bin, /sbin, /lib*, /var, /run, /tmp, /proc, /sys, /dev, /home, /root, /boot und alles darunter sind reserviert)</translation>
    </message>
    <message>
        <location filename="../core/policy/validation.cpp" line="775"/>
        <source>another extra mount already uses it</source>
        <translation>ein anderer zusätzlicher Mount verwendet ihn bereits</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui_main.cpp" line="136"/>
        <source>Run AI coding agents in podman sandboxes.</source>
        <translation>KI-Programmieragenten in podman-Sandboxen ausführen.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="99"/>
        <source>Open the project in folder &lt;dir&gt;.</source>
        <translation>Das Projekt im Ordner &lt;ordner&gt; öffnen.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="100"/>
        <source>dir</source>
        <translation>ordner</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="103"/>
        <source>Launch a session of the project once the window is shown.</source>
        <translation>Eine Sitzung des Projekts starten, sobald das Fenster angezeigt wird.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="106"/>
        <source>Show the app in language &lt;lang&gt; (de, en) instead of the system locale&apos;s.</source>
        <translation>Die App in der Sprache &lt;sprache&gt; (de, en) statt in der des Systemgebietsschemas zeigen.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="108"/>
        <source>lang</source>
        <translation>sprache</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="111"/>
        <source>Run sessions on the podman service at &lt;url&gt; (unix:// or ssh://) for this run, instead of the global engine chosen in the app.</source>
        <translation>Sitzungen in diesem Lauf auf dem podman-Dienst unter &lt;url&gt; (unix:// oder ssh://) ausführen statt auf der in der App gewählten globalen Engine.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="114"/>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="117"/>
        <source>Run sessions on the podman connection &lt;name&gt; (podman system connection list) for this run, instead of the global engine.</source>
        <translation>Sitzungen in diesem Lauf über die podman-Verbindung &lt;name&gt; (podman system connection list) ausführen statt auf der globalen Engine.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="119"/>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="128"/>
        <source>ai-sandbox-gui: there is no %1 translation; the app stays in English.</source>
        <translation>ai-sandbox-gui: es gibt keine Übersetzung für %1; die App bleibt auf Englisch.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="147"/>
        <source>A project folder to open (as --project).</source>
        <translation>Ein zu öffnender Projektordner (wie --project).</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="207"/>
        <source>ai-sandbox-gui: give one project folder, either as --project DIR or as the only argument.</source>
        <translation>ai-sandbox-gui: geben Sie einen Projektordner an, entweder als --project ORDNER oder als einziges Argument.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="229"/>
        <source>give either --url or --connection, not both.</source>
        <translation>geben Sie entweder --url oder --connection an, nicht beides.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="247"/>
        <source>%1 is not a folder, so it was not opened. Pick the project folder with Add Project… (Ctrl+O).</source>
        <translation>%1 ist kein Ordner und wurde daher nicht geöffnet. Wählen Sie den Projektordner mit „Projekt hinzufügen …“ (Strg+O).</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="252"/>
        <source>ai-sandbox-gui: %1 is not a folder; pass --project with an existing project folder.</source>
        <translation>ai-sandbox-gui: %1 ist kein Ordner; übergeben Sie --project mit einem existierenden Projektordner.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="261"/>
        <source>ai-sandbox-gui: --launch needs --project DIR.</source>
        <translation>ai-sandbox-gui: --launch braucht --project ORDNER.</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="46"/>
        <source>ai-sandbox: there is no %1 translation; the messages stay in English.</source>
        <translation>ai-sandbox: es gibt keine Übersetzung für %1; die Meldungen bleiben auf Englisch.</translation>
    </message>
</context>
</TS>
