@echo off
rem annabella from cmd or PowerShell: runs the program's console launcher, two folders up from
rem this file in the installed image (annabella\app\annabella.cmd -> annabella\annabella.exe),
rem with every argument as given. Add the app folder to PATH to type "annabella" anywhere.
"%~dp0..\annabella.exe" %*
exit /b %ERRORLEVEL%
