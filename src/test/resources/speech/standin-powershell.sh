#!/bin/sh
# Stands in for Windows PowerShell in tests: decodes the script of -EncodedCommand (UTF-16LE in
# base64). A script listing the voices gets three; a script speaking gets its environment
# (voice, rate, volume) and the SSML file written as one line of calls.log beside itself, and
# sound.wav from there copied to the WAV file it names. "fail" in the SSML makes it fail.
here=$(dirname "$0")
[ "$1 $2 $3" = "-NoProfile -NonInteractive -EncodedCommand" ] || { echo "powershell: unexpected arguments $*" >&2; exit 1; }
script=$(printf '%s' "$4" | base64 -d | iconv -f UTF-16LE -t UTF-8)
case "$script" in
    *GetInstalledVoices*)
        printf 'en-US\tMicrosoft Zira Desktop\nes-ES\tMicrosoft Helena Desktop\nde-DE\tMicrosoft Hedda Desktop\n'
        ;;
    *SetOutputToWaveFile*SpeakSsml*)
        ssml=$(cat "$ANNABELLA_SSML")
        case "$ssml" in *fail*) echo "Exception calling \"SpeakSsml\": the voice failed" >&2; exit 1 ;; esac
        printf '%s|%s|%s|%s\n' "$ANNABELLA_VOICE" "$ANNABELLA_RATE" "$ANNABELLA_VOLUME" "$ssml" >> "$here/calls.log"
        cp "$here/sound.wav" "$ANNABELLA_WAV"
        ;;
    *) echo "powershell: unexpected script" >&2; exit 1 ;;
esac
