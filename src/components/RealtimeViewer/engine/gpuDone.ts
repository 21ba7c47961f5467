/**
 * WebGL calls return before the GPU has carried them out: the browser queues them for its GPU
 * process, and a step's real cost (a bake, the shaders a first draw compiles) shows only later, in
 * whatever waits next. A fence marks the end of what was queued so far; polling it between tasks
 * waits for the GPU without blocking the thread, so the page can be told when a step is done.
 */

/** How often the fence is polled; WebGL updates a fence's status only between tasks. */
const POLL_MS = 16;

export function gpuDone(gl: WebGL2RenderingContext): Promise<void> {
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  // Without a flush the queued commands, the fence among them, may wait for something else to send them.
  gl.flush();
  return new Promise((resolve) => {
    const poll = () => {
      if (!fence || gl.isContextLost()) {
        resolve();
        return;
      }
      if (gl.getSyncParameter(fence, gl.SYNC_STATUS) === gl.SIGNALED) {
        gl.deleteSync(fence);
        resolve();
        return;
      }
      setTimeout(poll, POLL_MS);
    };
    setTimeout(poll, 0);
  });
}
