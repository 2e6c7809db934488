; Inno Setup 6 script: the Windows installer for the one-folder app packaging/build.py makes.
;
;   python packaging\build.py
;   iscc /DAppVersion=0.1.0 packaging\windows\tableside.iss      -> dist\tableside-0.1.0-setup.exe
;
; It installs dist\tableside\ (per user by default, no administrator needed; "for all users" is offered),
; adds Tableside to the Start menu, and opens *.tableside event files with Tableside. Uninstalling removes
; the program and the association; event files, settings and logs stay where they are.
; The GitHub workflow (.github/workflows/app.yml) runs it; see the README for what was tried where.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Tableside"
#define AppExe "tableside.exe"
#define ProgId "Tableside.Event"

[Setup]
AppId={{8D5B7E0A-3C1F-4E7B-9A64-2F0D1C6B5E93}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Tableside authors
AppComments=The judge's desk for game tables at tournaments and conventions
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=tableside-{#AppVersion}-setup
SetupIconFile=..\icons\tableside.ico
LicenseFile=..\..\resources\LICENSE.txt
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ChangesAssociations=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\tableside\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
; Only paths that are right for every user who starts Tableside: in an install "for all users" the
; shortcuts are shared, and a per-user constant ({userdocs}, {localappdata}, ...) is expanded once, at
; install time, for the administrator who installs (so a shortcut to "{localappdata}\Tableside\Logs"
; opened that administrator's folder for everyone). The log folder is opened from inside the app
; instead (Help > Open the log folder), which finds the folder of whoever runs it. The app does not use
; its working folder (its file dialogs start in the user's own folders), so {app} serves.
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; *.tableside opens with Tableside (HKA: the current user's classes, or the machine's when installed for all).
Root: HKA; Subkey: "Software\Classes\.tableside"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.tableside\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Tableside event"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
