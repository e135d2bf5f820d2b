<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>aisb::MainWindow</name>
    <message>
        <source>AI Sandbox</source>
        <translation>KI-Sandbox</translation>
    </message>
    <message>
        <source>Pick a project folder to begin.</source>
        <translation>Wählen Sie einen Projektordner, um zu beginnen.</translation>
    </message>
</context>
</TS>
