; Inno Setup script for the Windows installer. Built by packaging/build.py when `iscc` is on PATH:
;   iscc /DAppVersion=0.1.0 packaging\windows\wonders.iss
; Its languages come from wonders_desktop/languages.py: build.py writes languages.iss beside this file
; first (by hand: python packaging/build.py --inno-languages).
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6F1B8F3E-8C1D-4F5B-9C7A-3B2E5D7A9C41}
AppName=Wonders Desktop
AppVersion={#AppVersion}
AppPublisher=wonders_desktop
DefaultDirName={autopf}\Wonders Desktop
DefaultGroupName=Wonders Desktop
OutputDir=..\..\dist
OutputBaseFilename=WondersDesktop-{#AppVersion}-setup
SetupIconFile=..\icons\wonders.ico
UninstallDisplayIcon={app}\WondersDesktop.exe
Compression=lzma2/max
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog
; The [Registry] section registers our save type (.wonders): tell Explorer to refresh its associations.
ChangesAssociations=yes

#include ".\languages.iss"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\WondersDesktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Wonders Desktop"; Filename: "{app}\WondersDesktop.exe"
Name: "{autodesktop}\Wonders Desktop"; Filename: "{app}\WondersDesktop.exe"; Tasks: desktopicon

[Registry]
; Our save type: a double-clicked .wonders opens in the app ("%1" is the file; the app hands it to the
; copy already running, if any). HKA: per machine for an admin install, per user otherwise. The
; uninsdelete flags remove every entry on uninstall.
Root: HKA; Subkey: "Software\Classes\.wonders"; ValueType: string; ValueName: ""; ValueData: "WondersDesktop.Save"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.wonders"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-wonders-save"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.wonders\OpenWithProgids"; ValueType: string; ValueName: "WondersDesktop.Save"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\WondersDesktop.Save"; ValueType: string; ValueName: ""; ValueData: "Wonders saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\WondersDesktop.Save\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\WondersDesktop.exe,0"
Root: HKA; Subkey: "Software\Classes\WondersDesktop.Save\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\WondersDesktop.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\WondersDesktop.exe\SupportedTypes"; ValueType: string; ValueName: ".wonders"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\WondersDesktop.exe"; Description: "{cm:LaunchProgram,Wonders Desktop}"; Flags: nowait postinstall skipifsilent
