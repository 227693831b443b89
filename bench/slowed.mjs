// A Chromium slowed as a tablet is: every one of its processes shares a quarter (1/factor)
// of one core, its Web Workers included. CDP's Emulation.setCPUThrottlingRate slows pages
// but refuses workers ("Operation is only supported for pages, not workers"), and the
// computer opponent thinks in a worker, so the bench slows the whole browser from the
// outside with the kernel's CPU bandwidth control (Linux cgroups: v1's `cpu` controller,
// `cpu.cfs_quota_us` over `cpu.cfs_period_us`, or v2's `cpu.max`). A search is one
// thread's work, so a quarter of a core runs it four times slower; clocks keep their
// pace, so the worker's own stop (`MAX_THINKING_MILLIS`) acts as it would on a tablet.
//
// It needs a cgroup hierarchy this user may write (root, or a delegated subtree); where
// there is none, `launchSlowed` says why and the bench leaves its section out.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAUNCH } from './browser.mjs';

// The scheduler's period: short, so that a quarter of it (2.5 ms) is never a visible stall.
const PERIOD_US = 10_000;

// A new cgroup with its CPU capped, or a reason there is none.
function cpuGroup(name) {
  const v1 = '/sys/fs/cgroup/cpu';
  const v2 = '/sys/fs/cgroup';
  try {
    if (existsSync(join(v1, 'cpu.cfs_quota_us'))) {
      const dir = join(v1, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      return {
        dir,
        cap: (share) => writeFileSync(join(dir, 'cpu.cfs_quota_us'), share ? String(Math.round(PERIOD_US * share)) : '-1'),
      };
    }
    const controllers = join(v2, 'cgroup.controllers');
    if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) {
      writeFileSync(join(v2, 'cgroup.subtree_control'), '+cpu');
      const dir = join(v2, name);
      mkdirSync(dir, { recursive: true });
      return {
        dir,
        cap: (share) => writeFileSync(join(dir, 'cpu.max'), share ? `${Math.round(PERIOD_US * share)} ${PERIOD_US}` : `max ${PERIOD_US}`),
      };
    }
    return { why: 'no cgroup cpu controller (v1 /sys/fs/cgroup/cpu or v2 with cpu)' };
  } catch (e) {
    return { why: `cgroups not writable here (${e.code ?? e.message})` };
  }
}

// `root` and every process descended from it, by the parent ids in /proc.
function processTree(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent id is the 4th field, after the command name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // It exited meanwhile.
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

// How long a fixed piece of JavaScript takes in a page of `browser`, in ms (the best of 2).
async function timeWork(browser) {
  const page = await browser.newPage();
  const runs = [];
  for (let i = 0; i < 2; i++) {
    runs.push(await page.evaluate(() => {
      const started = performance.now();
      let x = 0;
      for (let i = 0; i < 120_000_000; i++) x = (x * 31 + i) % 1_000_003;
      return performance.now() - started + (x < 0 ? 1 : 0);
    }));
  }
  await page.close();
  return Math.min(...runs);
}

/**
 * A headless Chromium (the bench's own launch options) whose processes run on `1/factor`
 * of one core: `{ browser, slowdown, stop }`, where `slowdown` is measured (a fixed piece
 * of JavaScript, capped against uncapped), or `{ why }` where the machine cannot.
 */
export async function launchSlowed(factor) {
  const group = cpuGroup(`mancala-bench-${process.pid}`);
  if (group.why) return { why: group.why };
  const server = await chromium.launchServer(LAUNCH);
  const root = server.process().pid;
  // Processes started later (a renderer for each new context) are forked by ones already
  // in the group and stay in it; joining the whole tree again before each use is cheap.
  const join_ = () => {
    for (const pid of processTree(root)) {
      try {
        writeFileSync(join(group.dir, 'cgroup.procs'), String(pid));
      } catch {
        // It exited meanwhile.
      }
    }
  };
  join_();
  const browser = await chromium.connect(server.wsEndpoint());
  group.cap(null);
  const full = await timeWork(browser);
  // The kernel's accounting loses a little at so short a period: the share is corrected
  // once by what it measured.
  let share = 1 / factor;
  group.cap(share);
  join_();
  let capped = await timeWork(browser);
  if (Math.abs(capped / full / factor - 1) > 0.03) {
    share *= capped / full / factor;
    group.cap(share);
    capped = await timeWork(browser);
  }
  return {
    browser,
    slowdown: Math.round((capped / full) * 100) / 100,
    join: join_,
    stop: async () => {
      await browser.close().catch(() => {});
      await server.close().catch(() => {});
      for (let i = 0; i < 20; i++) {
        try {
          rmdirSync(group.dir);
          return;
        } catch {
          await new Promise((ok) => setTimeout(ok, 100));
        }
      }
    },
  };
}
