import { readProcessStat } from '../lib/process-state';

/**
 * A parent that never reaps: made a child subreaper (prctl PR_SET_CHILD_SUBREAPER), it runs the
 * command in a session and process group of its own, then only waits for the test process to go.
 * A child that dies stays a zombie, and so do its orphans (they are reparented to it), as under
 * a pid 1 that does not reap. Perl because Node always reaps its children; perl-base is part of
 * every Debian and Ubuntu system.
 */
const SCRIPT = `
use POSIX ();
my %prctl = (x86_64 => 157, aarch64 => 167);
my $prctl = $prctl{(POSIX::uname())[4]} // die "no prctl number for this machine\\n";
syscall($prctl, 36, 1, 0, 0, 0) == 0 or die "prctl(PR_SET_CHILD_SUBREAPER): $!\\n";
my $pid = fork() // die "fork: $!\\n";
if ($pid == 0) { POSIX::setsid(); exec(@ARGV) or die "exec: $!\\n"; }
my $test = getppid();
select(undef, undef, undef, 0.2) while getppid() == $test;
`;

/** `command` run under a parent that never reaps (for launchServer's `command`). */
export function underNonReapingParent(command: string[]): string[] {
  return ['perl', '-e', SCRIPT, ...command];
}

/** The state letter of a process in /proc (Z for a zombie), or null when it is gone. */
export function processState(pid: number): string | null {
  return readProcessStat(pid)?.state ?? null;
}
